import { DataSource } from 'typeorm';
import { RateLimit } from '../../config';
import { contactMatches } from '../../shared/contact-proof';
import { DomainError } from '../../shared/domain-error';
import { isUuid } from '../../shared/input';
import { AbuseLimitsService, RequestOrigin } from '../abuse-limits';
import { bookingNotFound, Booking } from '../bookings';
import { BookingKeysService } from './booking-keys.service';
import { SelfServiceErrorCode, tooManyTries } from './self-service-errors';

/** What a guest brings to show a booking is theirs: its email or phone, or the key from its mail. */
export interface GuestProof {
  contact?: unknown;
  key?: unknown;
}

/** How the guest proved it, for the audit log. */
export type ProofKind = 'email' | 'phone' | 'mail link';

export interface GuestProofLimits {
  /** Tries at a booking code and contact, per client address. */
  findPerAddress: RateLimit;
  /** Wrong tries at one booking code, from anywhere, before the code is guarded (see perCallerOnceGuarded). */
  findPerCode: RateLimit;
  /** Tries at proving one booking with an email or phone, per client address. */
  provePerAddress: RateLimit;
  /** Wrong proofs of one booking, from anywhere, before the booking is guarded. */
  provePerBooking: RateLimit;
  /**
   * Once a code (or booking) is guarded, only a client address with fewer wrong tries at it than
   * this may still try: the guest, who has none (or a typo or two), gets through; a stranger's
   * addresses get this many guesses each in the window.
   */
  perCallerOnceGuarded: number;
}

/**
 * Ten lookups in ten minutes per address; twenty proofs in ten minutes per address (a guest's few
 * actions). Those count every try, right or wrong, before anything is read. Per code (an hour)
 * and per booking (ten minutes) only wrong tries count: ten of them guard the code or booking,
 * so that guesses spread over many addresses slow to three an address, while its guest, who
 * proves it right, is never refused because strangers got it wrong. A valid mail key is never
 * counted (it cannot be guessed).
 */
export const GUEST_PROOF_LIMITS: GuestProofLimits = {
  findPerAddress: { limit: 10, windowSeconds: 10 * 60 },
  findPerCode: { limit: 10, windowSeconds: 60 * 60 },
  provePerAddress: { limit: 20, windowSeconds: 10 * 60 },
  provePerBooking: { limit: 10, windowSeconds: 10 * 60 },
  perCallerOnceGuarded: 3,
};

const NO_MATCH = 'We could not find a booking with that code and email or phone number. Please check both and try again.';
export const PROOF_MISMATCH = 'That email or phone number does not match this booking.';
export const PROOF_REQUIRED = 'Enter the email address or phone number you booked with.';

/** A guest shows a booking is theirs: by its code and contact (findBooking), or on its page. */
export class GuestProofService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly abuseLimits: AbuseLimitsService,
    private readonly keys: BookingKeysService,
    private readonly limits: GuestProofLimits = GUEST_PROOF_LIMITS,
  ) {}

  /**
   * The booking with this code (or id) whose email or phone is `contact`. Which of the two was
   * wrong is never said. Limited per address (every try) and per code (wrong tries, see
   * GUEST_PROOF_LIMITS).
   */
  async find(code: unknown, contact: unknown, origin: RequestOrigin): Promise<Booking> {
    const raw = typeof code === 'string' ? code.trim() : '';
    const bookCode = raw.replace(/[\s-]/g, '').toUpperCase();
    const given = typeof contact === 'string' ? contact.trim() : '';
    const guardsCode = bookCode.length > 0 && bookCode.length <= 36;
    let waitMs = await this.abuseLimits.countTry('find-booking', origin, this.limits.findPerAddress);
    if (waitMs === null && guardsCode) {
      waitMs = await this.abuseLimits.failuresBar(
        'find-booking-code',
        bookCode,
        origin,
        this.limits.findPerCode,
        this.limits.perCallerOnceGuarded,
      );
    }
    if (waitMs !== null) throw tooManyTries(SelfServiceErrorCode.LookupRateLimited, waitMs, await this.abuseLimits.callUs());
    if (bookCode === '' || given === '') {
      const field = bookCode === '' ? 'code' : 'contact';
      const message = bookCode === '' ? 'Enter your booking code.' : PROOF_REQUIRED;
      throw new DomainError(SelfServiceErrorCode.LookupIncomplete, message, field);
    }
    const repository = this.dataSource.getRepository(Booking);
    const relations = { lines: { pax: true } };
    // A booking id works as well as the code: older links and the pending-payment page carry ids.
    const booking = isUuid(raw)
      ? await repository.findOne({ where: { id: raw }, relations })
      : bookCode.length <= 12
        ? await repository.findOne({ where: { bookCode }, relations })
        : null;
    if (!booking || !contactMatches(booking, given)) {
      if (guardsCode) await this.abuseLimits.countFailureOn('find-booking-code', bookCode, origin, this.limits.findPerCode);
      throw new DomainError(SelfServiceErrorCode.LookupNoMatch, NO_MATCH, undefined, 'not_found');
    }
    return booking;
  }

  /**
   * Checks that the caller may act on the booking: the key from its mail, or its email or
   * phone. Answers how it was proved. Refuses clearly; counts every try at a contact per address,
   * and the wrong ones per booking.
   */
  async prove(bookingId: unknown, proof: GuestProof, origin: RequestOrigin): Promise<ProofKind> {
    if (!isUuid(bookingId)) throw bookingNotFound();
    if (this.keys.matches(bookingId, proof.key)) {
      if (!(await this.dataSource.getRepository(Booking).existsBy({ id: bookingId }))) throw bookingNotFound();
      return 'mail link';
    }
    let waitMs = await this.abuseLimits.countTry('booking-proof', origin, this.limits.provePerAddress);
    if (waitMs === null) {
      waitMs = await this.abuseLimits.failuresBar(
        'booking-proof-booking',
        bookingId,
        origin,
        this.limits.provePerBooking,
        this.limits.perCallerOnceGuarded,
      );
    }
    if (waitMs !== null)
      throw tooManyTries(SelfServiceErrorCode.ProofRateLimited, waitMs, await this.abuseLimits.callUs(), 'contact');
    const contact = typeof proof.contact === 'string' ? proof.contact.trim() : '';
    if (contact === '') {
      const message = proof.key ? `This link is not valid for this booking. ${PROOF_REQUIRED}` : PROOF_REQUIRED;
      throw new DomainError(SelfServiceErrorCode.ProofRequired, message, 'contact');
    }
    const booking = await this.dataSource.getRepository(Booking).findOneBy({ id: bookingId });
    if (!booking) throw bookingNotFound();
    if (!contactMatches(booking, contact)) {
      await this.abuseLimits.countFailureOn('booking-proof-booking', bookingId, origin, this.limits.provePerBooking);
      throw new DomainError(SelfServiceErrorCode.ProofMismatch, PROOF_MISMATCH, 'contact', 'forbidden');
    }
    return contact.includes('@') ? 'email' : 'phone';
  }
}
