import { ModuleContext } from '../../shared/module-context';
import type { AuditService } from '../audit';
import type { EventCreditNotes, EventMoneyService } from '../banquet';
import type { StayMoneyServices, StayServices } from '../bookings';
import type { GuestsService } from '../guests';
import { BookingChangesService } from './booking-changes.service';
import { ChannelStayConversionService } from './channel-stay-conversion.service';
import { CreditNotesService } from './credit-notes';
import { DeskBookingsService } from './desk-bookings.service';
import { FrontDeskService } from './front-desk.service';
import { StayDeskService } from './stay-desk.service';

/** The desk's screens: the day, stays in and out, bookings taken at the desk, changes to a stay. */
export interface FrontDeskServices {
  frontDesk: FrontDeskService;
  stayDesk: StayDeskService;
  deskBookings: DeskBookingsService;
  bookingChanges: BookingChangesService;
  /** OTA stays made bookings when their guests come. */
  channelStayConversion: ChannelStayConversionService;
  /** Credit notes issued by hand after a stay's or an event's invoice. */
  creditNotes: CreditNotesService;
}

export function createFrontDeskModule(
  context: ModuleContext,
  stays: StayServices,
  money: StayMoneyServices,
  needs: { audit: AuditService; guests: GuestsService; eventMoney: EventMoneyService; eventCreditNotes: EventCreditNotes },
): FrontDeskServices {
  const { dataSource, config, clock } = context;
  const { bookings, bookingLifecycle: lifecycle, bookingMoney } = stays;
  const { checkIn, checkOut, markNoShow, changeStay, moveRoom } = money.stayActions;
  return {
    frontDesk: new FrontDeskService(dataSource, bookingMoney, needs.eventMoney, clock),
    stayDesk: new StayDeskService(checkIn, checkOut, markNoShow, moveRoom),
    deskBookings: new DeskBookingsService(
      dataSource,
      bookings,
      lifecycle,
      money.payments,
      money.deskPayments,
      checkIn,
      needs.audit,
      clock,
      config.publicBaseUrl,
    ),
    channelStayConversion: new ChannelStayConversionService(
      dataSource,
      bookings,
      lifecycle,
      money.deskPayments,
      needs.audit,
      clock,
    ),
    bookingChanges: new BookingChangesService(dataSource, bookings, lifecycle, changeStay, needs.guests, needs.audit),
    creditNotes: new CreditNotesService(dataSource, money.stayCreditNotes, needs.eventCreditNotes),
  };
}
