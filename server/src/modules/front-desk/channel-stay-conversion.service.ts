import { DataSource, EntityManager } from 'typeorm';
import { Actor, personName } from '../../shared/actor';
import { Clock } from '../../shared/clock';
import { formatStayDate, todayInHotel } from '../../shared/dates';
import { PG_EXCLUSION_VIOLATION, PG_UNIQUE_VIOLATION, pgDetail, pgErrorCode } from '../../shared/db-errors';
import { isUuid } from '../../shared/input';
import { formatRupees } from '../../shared/money';
import { AuditAction, AuditService } from '../audit';
import {
  Booking,
  bookingChannelOfOta,
  BookingLifecycle,
  BookingsService,
  ChannelStay,
  ChannelStayStatus,
  datesUnavailable,
  deskBookingError,
  DeskBookingErrorCode,
  DeskPaymentsService,
  OTA_CHANNEL_NAMES,
} from '../bookings';
import { ChannelStayConversionRequest, otaStayQuote, OtaSalePlan, parseOtaSale } from './ota-sale-input';

const BOOK_CODE_ATTEMPTS = 5;

const STATUS_WORDS: Record<ChannelStayStatus, string> = {
  active: 'waiting for its guest',
  conflict: 'in the conflict inbox: it holds no nights until the conflict is settled (Channels)',
  released: 'released: the OTA no longer lists it',
  converted: 'already a booking',
};

const notFound = () => deskBookingError(DeskBookingErrorCode.OtaStayNotFound, 'No such OTA stay', 'channelStayId');
const notConvertible = (message: string) =>
  deskBookingError(DeskBookingErrorCode.OtaStayNotConvertible, message, 'channelStayId');

/**
 * The desk makes a stay sold on an OTA a full booking when its guest comes (issue 30): the guest's
 * details, the booking's reference on the OTA, the rent the OTA sold each night at, its commission,
 * and what it collected from the guest. One transaction, on the stay locked against its feed's
 * sync: the stay gives its nights back and the booking takes them at once (the same hold, quote
 * checks and GST as any desk booking, at the OTA's rent), the stay is marked converted with the
 * booking's id (a later sync leaves it alone), the booking is confirmed with what the OTA
 * collected on its folio and the rest to pay at the hotel, and the audit log says who did it.
 * Nothing is mailed: the OTA confirmed the stay to its guest, who is at the desk.
 */
export class ChannelStayConversionService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly bookings: BookingsService,
    private readonly lifecycle: BookingLifecycle,
    private readonly deskPayments: DeskPaymentsService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  async convert(actor: Actor, request: ChannelStayConversionRequest): Promise<Booking> {
    if (!isUuid(request.channelStayId)) throw notFound();
    const stayId = request.channelStayId;
    const plan = parseOtaSale(request);
    for (let attempt = 1; ; attempt += 1) {
      try {
        const bookingId = await this.dataSource.transaction((manager) => this.convertLocked(manager, actor, stayId, plan));
        return await this.bookings.get(bookingId);
      } catch (error) {
        if (pgErrorCode(error) === PG_EXCLUSION_VIOLATION) throw datesUnavailable();
        const bookCodeClash = pgErrorCode(error) === PG_UNIQUE_VIOLATION && pgDetail(error).includes('(book_code)');
        if (bookCodeClash && attempt < BOOK_CODE_ATTEMPTS) continue;
        throw error;
      }
    }
  }

  private async convertLocked(manager: EntityManager, actor: Actor, stayId: string, plan: OtaSalePlan): Promise<string> {
    const stay = await manager.findOne(ChannelStay, { where: { id: stayId }, lock: { mode: 'pessimistic_write' } });
    if (!stay) throw notFound();
    this.assertConvertible(stay);
    const channelName = OTA_CHANNEL_NAMES[stay.channel];
    await this.lifecycle.releaseChannelStay(manager, stay.id);
    const reason = `Sold on ${channelName}, reference ${plan.reference}`;
    const { booking } = await this.bookings.holdAtDesk(
      manager,
      otaStayQuote(plan, stay),
      bookingChannelOfOta(stay.channel),
      { rentPaise: plan.rentPaise, reason, by: personName(actor.label) },
      actor,
      { reference: plan.reference, commissionBp: plan.commissionBp },
    );
    if (plan.collectedPaise > booking.totalPaise) {
      throw deskBookingError(
        DeskBookingErrorCode.OtaSaleInvalid,
        `The stay costs ${formatRupees(booking.totalPaise)} at this rent; the OTA cannot have collected more than that.`,
        'otaCollected',
      );
    }
    if (plan.notes) await this.lifecycle.editDetails(manager, booking, { notes: plan.notes });
    await manager.update(ChannelStay, { id: stay.id }, { status: ChannelStayStatus.CONVERTED, bookingId: booking.id });
    await this.deskPayments.confirmOtaSale(manager, actor, booking, {
      collectedPaise: plan.collectedPaise,
      channelName,
      reference: plan.reference,
    });
    await this.audit.record(manager, actor, {
      action: AuditAction.BOOKING_CREATED,
      detail:
        `${channelName} stay made booking ${booking.bookCode} (${channelName} reference ${plan.reference}): ` +
        `${formatStayDate(booking.checkIn)} to ${formatStayDate(booking.checkOut)}, room ${booking.lines.map((line) => line.roomName).join(', ')}, ` +
        `${formatRupees(plan.rentPaise)} a night before GST, ${formatRupees(booking.totalPaise)} in all; commission ${plan.commissionBp / 100}%; ` +
        `${formatRupees(plan.collectedPaise)} collected by ${channelName}`,
      bookingId: booking.id,
    });
    return booking.id;
  }

  /** Only a stay that holds its nights, and has not begun before today (a booking cannot start in the past). */
  private assertConvertible(stay: ChannelStay): void {
    if (stay.status !== ChannelStayStatus.ACTIVE) {
      throw notConvertible(`This OTA stay cannot be made a booking: it is ${STATUS_WORDS[stay.status]}.`);
    }
    const today = todayInHotel(this.clock());
    if (stay.checkIn < today) {
      throw notConvertible(
        `This OTA stay began on ${formatStayDate(stay.checkIn)}: the desk makes a booking of an OTA stay on the day its guest arrives, or before.`,
      );
    }
  }
}
