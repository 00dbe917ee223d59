import { DataSource } from 'typeorm';
import { RateLimit } from '../../config';
import { GUEST_ACTOR } from '../../shared/actor';
import { Clock } from '../../shared/clock';
import { maskEmail } from '../../shared/contact-masking';
import { formatStayDate, todayInHotel } from '../../shared/dates';
import { DomainError } from '../../shared/domain-error';
import { AbuseLimitsService, RequestOrigin } from '../abuse-limits';
import { AuditAction, AuditService } from '../audit';
import { Booking, BookingLifecycle, BookingStatus, ConfirmationNotifier } from '../bookings';
import { CancelBooking, CancellationQuote, SelfCancellation } from '../bookings';
import { GuestProof, GuestProofService } from './guest-proof.service';
import { SelfServiceErrorCode, tooManyTries } from './self-service-errors';
import { ArrivalPlans, arrivalPlansFrom, describePlans } from './arrival-plans';

/** Three confirmation mails per booking an hour: enough for a lost mail, too few to spam anyone. */
export const RESEND_LIMIT: RateLimit = { limit: 3, windowSeconds: 60 * 60 };

/** What cancelling now would do, for the guest to read before confirming. */
export interface SelfCancellationQuote extends CancellationQuote {
  /** Whether the guest may cancel this booking online now. */
  cancellable: boolean;
  /** Why not, in words, when not. */
  refusal: string | null;
}

/**
 * Why the guest cannot cancel this booking online now; null when they can: it is held or
 * confirmed and its arrival day (in the hotel's time zone) is not over. After that day the stay
 * has begun or was missed, which the front desk settles, not a button.
 */
function cancelRefusal(booking: Pick<Booking, 'status' | 'checkIn'>, today: string, callUs: string): string | null {
  switch (booking.status) {
    case BookingStatus.HELD:
    case BookingStatus.CONFIRMED:
      if (booking.checkIn >= today) return null;
      return `Your arrival day, ${formatStayDate(booking.checkIn)}, is over, so this booking can no longer be cancelled online. Please call us${callUs}.`;
    case BookingStatus.CANCELLED:
      return 'This booking is already cancelled.';
    case BookingStatus.EXPIRED:
      return 'This booking was never paid for and its hold has ended, so there is nothing to cancel.';
    case BookingStatus.CHECKED_IN:
      return 'You are checked in, so this booking can no longer be cancelled online. Please speak to the front desk.';
    case BookingStatus.CHECKED_OUT:
      return 'This stay is over, so it can no longer be cancelled.';
    case BookingStatus.NO_SHOW:
      return 'This booking was closed as a no-show. Please call the front desk if this is a mistake.';
  }
}

/**
 * What a guest does on /booking/{id} without calling the hotel: cancel by the policy, say when
 * they arrive and what they would like, get the confirmation mail again. Each action needs proof
 * (GuestProofService) and is written to the audit log as the guest's.
 */
export class SelfServiceService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly proofs: GuestProofService,
    private readonly cancellations: CancelBooking,
    private readonly lifecycle: BookingLifecycle,
    private readonly audit: AuditService,
    private readonly abuseLimits: AbuseLimitsService,
    /** Queues the confirmation again (the outbox sends it). */
    private readonly queueConfirmation: ConfirmationNotifier,
    private readonly clock: Clock,
    private readonly resendLimit: RateLimit = RESEND_LIMIT,
  ) {}

  /** What cancelling now would refund, and whether the guest may (public: the id is the secret). */
  async cancellationQuote(bookingId: unknown): Promise<SelfCancellationQuote> {
    const booking = await this.lifecycle.read(this.dataSource.manager, bookingId);
    const terms = await this.cancellations.quote(booking.id);
    const refusal = cancelRefusal(booking, todayInHotel(this.clock()), await this.abuseLimits.callUs('frontDesk'));
    return { ...terms, cancellable: refusal === null, refusal };
  }

  /** The guest's arrival time and request as stored, once they proved the booking is theirs. */
  async arrivalPlans(bookingId: unknown, proof: GuestProof, origin: RequestOrigin): Promise<ArrivalPlans> {
    await this.proofs.prove(bookingId, proof, origin);
    const booking = await this.lifecycle.read(this.dataSource.manager, bookingId);
    return { arrivalTime: booking.arrivalTime, specialRequest: booking.specialRequest };
  }

  /**
   * Cancels by the same policy and refunds as the hotel's cancel (the bookings module's action),
   * once the guest proved the booking is theirs; a guest may cancel held or confirmed bookings
   * only, until their arrival day is over.
   */
  async cancel(bookingId: unknown, proof: GuestProof, origin: RequestOrigin): Promise<SelfCancellation> {
    const proved = await this.proofs.prove(bookingId, proof, origin);
    const callUs = await this.abuseLimits.callUs('frontDesk');
    return this.cancellations.byGuest(String(bookingId), {
      proved,
      check: (booking) => {
        const refusal = cancelRefusal(booking, todayInHotel(this.clock()), callUs);
        if (refusal) throw new DomainError(SelfServiceErrorCode.NotCancellable, refusal, 'bookingId', 'conflict');
      },
    });
  }

  /** Stores when the guest expects to arrive and their request, for the front desk. */
  async setArrivalPlans(bookingId: unknown, proof: GuestProof, input: unknown, origin: RequestOrigin): Promise<ArrivalPlans> {
    const proved = await this.proofs.prove(bookingId, proof, origin);
    const plans = arrivalPlansFrom(input);
    return this.dataSource.transaction(async (manager) => {
      const booking = await this.lifecycle.lock(manager, bookingId);
      if (booking.status !== BookingStatus.HELD && booking.status !== BookingStatus.CONFIRMED) {
        throw new DomainError(
          SelfServiceErrorCode.NotChangeable,
          'Arrival time and requests can be changed online until check-in. Please speak to the front desk.',
          'bookingId',
          'conflict',
        );
      }
      await this.lifecycle.setArrivalPlans(manager, booking, plans);
      await this.audit.record(manager, GUEST_ACTOR, {
        action: AuditAction.ARRIVAL_PLANS,
        detail: `The guest (proved with the ${proved}) set ${describePlans(plans)}`,
        bookingId: booking.id,
      });
      return plans;
    });
  }

  /**
   * Mails the confirmation again to the booking's email (confirmed bookings; RESEND_LIMIT): queued
   * with the guest's audit entry, the outbox sends it. Answers the masked address.
   */
  async resendConfirmation(bookingId: unknown, proof: GuestProof, origin: RequestOrigin): Promise<string> {
    const proved = await this.proofs.prove(bookingId, proof, origin);
    const booking = await this.lifecycle.read(this.dataSource.manager, bookingId);
    if (booking.status !== BookingStatus.CONFIRMED && booking.status !== BookingStatus.CHECKED_IN) {
      throw new DomainError(
        SelfServiceErrorCode.ResendNotConfirmed,
        booking.status === BookingStatus.HELD
          ? 'This booking is not confirmed yet. Once it is paid (or booked to pay at the hotel), the confirmation is mailed to you.'
          : 'Only a confirmed booking has a confirmation to send.',
        'bookingId',
        'conflict',
      );
    }
    const email = booking.userEmail;
    if (email === null) {
      throw new DomainError(
        SelfServiceErrorCode.ResendNoEmail,
        'This booking was made without an email address, so there is no confirmation to mail. Please call the hotel.',
        'bookingId',
        'conflict',
      );
    }
    // Counted per booking for everyone, admins included: the limit protects the guest's inbox.
    const waitMs = await this.abuseLimits.countTryOn(
      'confirmation-resend',
      booking.id,
      { ...origin, admin: false },
      this.resendLimit,
    );
    if (waitMs !== null) throw tooManyTries(SelfServiceErrorCode.ResendRateLimited, waitMs, await this.abuseLimits.callUs());
    await this.dataSource.transaction(async (manager) => {
      await this.queueConfirmation(manager, booking.id, { resend: true });
      await this.audit.record(manager, GUEST_ACTOR, {
        action: AuditAction.MAIL_RESENT,
        detail: `The guest (proved with the ${proved}) had the confirmation mailed again to ${maskEmail(email)}`,
        bookingId: booking.id,
      });
    });
    return maskEmail(email);
  }
}
