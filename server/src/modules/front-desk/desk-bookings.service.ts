import { DataSource } from 'typeorm';
import { Actor, personName } from '../../shared/actor';
import { Clock } from '../../shared/clock';
import { formatStayDate, todayInHotel } from '../../shared/dates';
import { PG_EXCLUSION_VIOLATION, PG_UNIQUE_VIOLATION, pgDetail, pgErrorCode } from '../../shared/db-errors';
import { DomainError } from '../../shared/domain-error';
import { formatRupees, paiseToRupees } from '../../shared/money';
import { AuditAction, AuditService } from '../audit';
import {
  datesUnavailable,
  BookingLifecycle,
  Booking,
  BookingChannel,
  BookingStatus,
  BookingsService,
  CheckIn,
} from '../bookings';
import { DeskPaymentsService, PaymentsService, RegistrationInput } from '../bookings';
import { deskBookingError, DeskBookingErrorCode } from '../bookings';
import { DeskBookingPlan, DeskBookingRequest, DeskPaymentOption, parseDeskBooking } from './desk-booking-input';
import { rateOverrideWords } from './rate-override-words';

export interface DeskBookingResult {
  booking: Booking;
  /** PAYMENT_LINK: the usual checkout of this booking, to send to the guest; null otherwise. */
  paymentLink: string | null;
  /** "Check in now" was asked and check-in refused: the booking stands, the guest is not in yet. */
  checkInRefusal: DomainError | null;
}

const BOOK_CODE_ATTEMPTS = 5;
const CHANNEL_WORDS = { [BookingChannel.WALK_IN]: 'Walk-in', [BookingChannel.PHONE]: 'Phone' } as const;
const OPTION_WORDS: Record<DeskPaymentOption, string> = {
  PAY_AT_DESK_NOW: 'paying now at the desk',
  PAY_LATER: 'to pay at the hotel',
  PAYMENT_LINK: 'to pay online by a link',
};

/**
 * Bookings made at the front desk for a walk-in or phone guest. The stay goes through the same
 * quote checks, prices and hold as a guest's on the website (admin: no abuse limits; the guest may
 * give a phone without an email), at the owner's rates or at a rent agreed with the guest (a rate
 * override: the resolver lets only the roles of the permission table send it; audited here). Then
 * the payment choice: paid now (a desk payment with its receipt confirms it), to pay at the hotel
 * (confirmed, as the website's pay-at-hotel), or online (left held; the answer carries the link to
 * the usual checkout). The hold, its notes and the audit entries are one transaction; the payment
 * is the payments module's own act after it. Should that step fail, the hold is cancelled so
 * nothing is left half made, and its refusal is answered. "Check in now" then checks the guest in
 * by check-in's own action and rules (its registration checked before anything is written); should
 * check-in refuse, the booking stands and the answer says so.
 */
export class DeskBookingsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly bookings: BookingsService,
    private readonly lifecycle: BookingLifecycle,
    private readonly payments: PaymentsService,
    private readonly deskPayments: DeskPaymentsService,
    private readonly checkIn: CheckIn,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    private readonly publicBaseUrl: string,
  ) {}

  async create(actor: Actor, request: DeskBookingRequest): Promise<DeskBookingResult> {
    const plan = parseDeskBooking(request, todayInHotel(this.clock()));
    if (plan.checkInNow) this.checkIn.validate(plan.checkInNow);
    const held = await this.hold(actor, plan);
    try {
      await this.pay(actor, held, plan);
    } catch (error) {
      await this.abandon(actor, held.id, error);
      throw error;
    }
    const checkInRefusal = plan.checkInNow ? await this.checkInNow(actor, held, plan.checkInNow) : null;
    const booking = await this.bookings.get(held.id);
    const paymentLink = plan.payment.option === DeskPaymentOption.PAYMENT_LINK ? this.checkoutLink(booking) : null;
    return { booking, paymentLink, checkInRefusal };
  }

  /** The guest's page of the booking, whose Pay now opens the usual checkout (and renews a lapsed hold while the rooms are free). */
  checkoutLink(booking: Booking): string {
    return `${this.publicBaseUrl.replace(/\/+$/, '')}/booking/${encodeURIComponent(booking.id)}`;
  }

  private async hold(actor: Actor, plan: DeskBookingPlan): Promise<Booking> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.dataSource.transaction(async (manager) => {
          const agreed = plan.rateOverride;
          const held = await this.bookings.holdAtDesk(
            manager,
            plan.quote,
            plan.channel,
            agreed ? { ...agreed, by: personName(actor.label) } : undefined,
            actor,
          );
          const booking = held.booking;
          if (plan.payment.option === DeskPaymentOption.PAY_AT_DESK_NOW && plan.payment.amountPaise > booking.totalPaise) {
            throw deskBookingError(
              DeskBookingErrorCode.PaymentInvalid,
              `The stay costs ${formatRupees(booking.totalPaise)}; the desk cannot take more than that.`,
              'payment.amount',
            );
          }
          if (plan.notes) await this.lifecycle.editDetails(manager, booking, { notes: plan.notes });
          await this.audit.record(manager, actor, {
            action: AuditAction.BOOKING_CREATED,
            detail: `${CHANNEL_WORDS[plan.channel]} booking ${booking.bookCode}: ${formatStayDate(booking.checkIn)} to ${formatStayDate(booking.checkOut)}, room ${booking.lines.map((line) => line.roomName).join(', ')}, ${formatRupees(booking.totalPaise)}, ${OPTION_WORDS[plan.payment.option]}`,
            bookingId: booking.id,
          });
          if (agreed) {
            await this.audit.record(manager, actor, {
              action: AuditAction.RATE_OVERRIDE,
              detail: rateOverrideWords(booking, held.plan, agreed),
              bookingId: booking.id,
            });
          }
          return booking;
        });
      } catch (error) {
        if (pgErrorCode(error) === PG_EXCLUSION_VIOLATION) throw datesUnavailable();
        const bookCodeClash = pgErrorCode(error) === PG_UNIQUE_VIOLATION && pgDetail(error).includes('(book_code)');
        if (bookCodeClash && attempt < BOOK_CODE_ATTEMPTS) continue;
        throw error;
      }
    }
  }

  private async pay(actor: Actor, booking: Booking, plan: DeskBookingPlan): Promise<void> {
    const payment = plan.payment;
    if (payment.option === DeskPaymentOption.PAY_LATER) {
      await this.payments.payAtHotel({ bookingId: booking.id, origin: { address: 'front desk', admin: true } });
    } else if (payment.option === DeskPaymentOption.PAY_AT_DESK_NOW) {
      await this.deskPayments.record(actor, {
        bookingId: booking.id,
        amount: paiseToRupees(payment.amountPaise),
        method: payment.method,
        reference: payment.reference,
        note: 'Taken when the booking was made at the desk',
      });
    }
  }

  /** Today's check-in, as Today's Check in makes it; its refusal is answered beside the booking, which stands. */
  private async checkInNow(actor: Actor, booking: Booking, registration: RegistrationInput): Promise<DomainError | null> {
    try {
      await this.checkIn.run(actor, booking.id, registration);
      return null;
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      return deskBookingError(
        DeskBookingErrorCode.CheckInNowFailed,
        `Booking ${booking.bookCode} is made, but the guest is not checked in: ${error.message} Check them in from Today.`,
        'checkInNow',
      );
    }
  }

  /** The payment step refused: the hold it was for is cancelled (nothing was paid), with the reason in the log. */
  private async abandon(actor: Actor, bookingId: string, cause: unknown): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const booking = await this.lifecycle.lock(manager, bookingId);
      if (booking.status !== BookingStatus.HELD) return;
      await this.lifecycle.cancel(manager, booking, { paidPaise: 0, refundPaise: 0 });
      const reason = cause instanceof DomainError ? cause.message : 'an unexpected error';
      await this.audit.record(manager, actor, {
        action: AuditAction.CANCEL,
        detail: `The desk booking was not completed (${reason}); its rooms are free again.`,
        bookingId: booking.id,
      });
    });
  }
}
