import { ModuleContext } from '../../shared/module-context';
import type { AbuseLimitsService } from '../abuse-limits';
import type { AuditService } from '../audit';
import type { BillingServices, StayPositions, StaySales } from '../billing';
import type { GuestsService } from '../guests';
import type { MessagingConsentService } from '../messages';
import type { RoomPricing } from '../pricing';
import { CancelBooking, CancellationNotifier } from './actions/cancel-booking';
import { ChangeStay, StayChangeNotifier } from './actions/change-stay';
import { CheckIn } from './actions/check-in';
import { CheckOut } from './actions/check-out';
import type { StayRegister } from './actions/stay-register';
import { MarkNoShow } from './actions/no-show';
import { MoveRoom } from './actions/move-room';
import { PayAtHotelNoShows } from './actions/pay-at-hotel-no-shows';
import { BookingLifecycle } from './booking-lifecycle.service';
import { BookingsService, HoldNotifier } from './bookings.service';
import { BookingMoneyService } from './money/booking-money.service';
import type { HotelProfileReader } from '../hotel-settings';
import { DeskPaymentsService } from './money/desk-payments.service';
import { FolioChargesService } from './money/folio-charges.service';
import { StayCreditNotes } from './money/stay-credit-notes';
import { ConfirmationNotifier, PaymentsService } from './money/payments.service';
import { LapsedHoldRenewals } from './money/lapsed-hold-renewals';
import { PaymentNotifier, PaymentSettlement } from './money/settlement';
import { StaySalesOfBookings } from './money/stay-sale';
import { RoomBlocksService } from './room-blocks.service';
import { RoomOccupancyService } from './room-occupancy.service';
import { UnpaidCeiling } from './unpaid-ceiling';

/** The stays themselves: what exists before any money moves. */
export interface StayServices {
  occupancy: RoomOccupancyService;
  bookingLifecycle: BookingLifecycle;
  bookings: BookingsService;
  bookingMoney: BookingMoneyService;
  roomBlocks: RoomBlocksService;
  /** UNPAID_SHARE: how much of a night anonymous unpaid bookings may take (holds, pay at hotel, renewals). */
  unpaidCeiling: UnpaidCeiling;
}

/** The stays' money and actions, once billing exists. */
export interface StayMoneyServices {
  payments: PaymentsService;
  cancellations: CancelBooking;
  deskPayments: DeskPaymentsService;
  /** Extras on a stay's folio (restaurant, laundry…) and their defaults per kind. */
  folioCharges: FolioChargesService;
  /** Credit notes issued by hand after a stay's invoice (allowances). */
  stayCreditNotes: StayCreditNotes;
  /** One home per booking action (bookings/actions/): the front desk calls these. */
  stayActions: { checkIn: CheckIn; checkOut: CheckOut; markNoShow: MarkNoShow; changeStay: ChangeStay; moveRoom: MoveRoom };
  /** NO_SHOW_AFTER: unpaid pay-at-hotel guests who never came become no-shows (the periodic work runs it). */
  payAtHotelNoShows: PayAtHotelNoShows;
}

export interface StayNeeds {
  audit: AuditService;
  abuseLimits: AbuseLimitsService;
  guests: GuestsService;
  pricing: RoomPricing;
  /** Mails a guest the hold placed for them, with its way back to paying. */
  notifyHeld?: HoldNotifier;
  /** Keeps the booking form's WhatsApp choice with the booking (issue 28). */
  messagingConsent?: MessagingConsentService;
}

export function createStaysModule(context: ModuleContext, needs: StayNeeds): StayServices {
  const { dataSource, config, clock } = context;
  const occupancy = new RoomOccupancyService(dataSource, clock);
  const lifecycle = new BookingLifecycle(occupancy, clock, config.holdMinutes, config.abuseLimits.holdRenewals);
  const unpaidCeiling = new UnpaidCeiling(config.abuseLimits.unpaidShare, clock, (manager) =>
    needs.abuseLimits.callUs('reservations', manager),
  );
  const bookings = new BookingsService(
    dataSource,
    needs.guests,
    lifecycle,
    occupancy,
    clock,
    needs.abuseLimits,
    {
      maxUnpaidBookingsPerGuest: config.abuseLimits.maxUnpaidBookingsPerGuest,
      maxRoomNightsPerBooking: config.abuseLimits.maxRoomNightsPerBooking,
      unpaidCeiling,
    },
    needs.pricing,
    needs.audit,
    needs.notifyHeld,
    needs.messagingConsent,
  );
  return {
    occupancy,
    bookingLifecycle: lifecycle,
    bookings,
    bookingMoney: new BookingMoneyService(dataSource, lifecycle),
    roomBlocks: new RoomBlocksService(dataSource, lifecycle, occupancy, needs.audit, clock),
    unpaidCeiling,
  };
}

/** The stays' side of billing's ports: a stay's facts for its documents, its balance and guest for the ledger. */
export function staysForBilling(stays: StayServices): StaySales & StayPositions {
  const sales = new StaySalesOfBookings(stays.bookingMoney);
  return {
    saleOf: (manager, bookingId) => sales.saleOf(manager, bookingId),
    ofMany: (bookingIds) => stays.bookingMoney.ofMany(bookingIds),
    guestNamesOf: (bookingIds) => stays.bookingMoney.guestNamesOf(bookingIds),
  };
}

export function createStayMoneyModule(
  context: ModuleContext,
  stays: StayServices,
  billing: BillingServices,
  needs: {
    audit: AuditService;
    abuseLimits: AbuseLimitsService;
    notifyConfirmed: ConfirmationNotifier;
    notifyCancelled?: CancellationNotifier;
    /** The guest's word of new dates or rooms (the desk's change, move or extension). */
    notifyChanged?: StayChangeNotifier;
    /** The guest's word that online money came for a booking confirmed before (or a guest in the house). */
    notifyPaid?: PaymentNotifier;
    hotelProfile: HotelProfileReader;
    /** The guest register that check-in and check-out keep (the guest-register module). */
    stayRegister?: StayRegister;
  },
): StayMoneyServices {
  const { dataSource, config, clock, logger } = context;
  const { bookingLifecycle: lifecycle, bookingMoney, bookings, occupancy } = stays;
  const { refunds, taxDocuments, checkout, paymentProvider } = billing;
  const { audit } = needs;
  const settlement = new PaymentSettlement(
    checkout,
    lifecycle,
    paymentProvider.name,
    taxDocuments,
    bookingMoney,
    needs.notifyConfirmed,
    needs.notifyPaid,
  );
  const cancellations = new CancelBooking(
    dataSource,
    refunds,
    lifecycle,
    clock,
    taxDocuments,
    bookingMoney,
    audit,
    needs.notifyCancelled,
  );
  const { payAtHotelMaxNights, payAtHotelMaxRooms, noShowAfterMinutes } = config.abuseLimits;
  const markNoShow = new MarkNoShow(dataSource, lifecycle, bookingMoney, cancellations, refunds, audit, taxDocuments);
  return {
    payments: new PaymentsService(
      dataSource,
      bookings,
      lifecycle,
      new LapsedHoldRenewals(dataSource, lifecycle, stays.unpaidCeiling, (origin) =>
        needs.abuseLimits.countBookingRequest(origin),
      ),
      paymentProvider,
      settlement,
      needs.notifyConfirmed,
      logger,
      { maxNights: payAtHotelMaxNights, maxRooms: payAtHotelMaxRooms },
      config.payments.advancePercent,
    ),
    cancellations,
    deskPayments: new DeskPaymentsService(
      dataSource,
      lifecycle,
      bookingMoney,
      audit,
      refunds,
      clock,
      taxDocuments,
      needs.hotelProfile,
    ),
    folioCharges: new FolioChargesService(dataSource, lifecycle, bookingMoney, audit, clock, taxDocuments),
    stayCreditNotes: new StayCreditNotes(dataSource, lifecycle, bookingMoney, taxDocuments, audit),
    stayActions: {
      checkIn: new CheckIn(dataSource, lifecycle, audit, clock, needs.stayRegister),
      checkOut: new CheckOut(dataSource, lifecycle, bookingMoney, audit, clock, taxDocuments, needs.stayRegister),
      markNoShow,
      changeStay: new ChangeStay(
        dataSource,
        bookings,
        lifecycle,
        occupancy,
        bookingMoney,
        audit,
        clock,
        taxDocuments,
        needs.notifyChanged,
      ),
      moveRoom: new MoveRoom(dataSource, lifecycle, occupancy, audit, clock, needs.notifyChanged),
    },
    payAtHotelNoShows: new PayAtHotelNoShows(dataSource, markNoShow, bookingMoney, clock, logger, noShowAfterMinutes),
  };
}
