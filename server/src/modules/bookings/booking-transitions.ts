import { DomainError } from '../../shared/domain-error';
import { BookingErrorCode } from './booking-errors';
import { BookingStatus } from './booking-status';

const { HELD, CONFIRMED, CHECKED_IN, CHECKED_OUT, CANCELLED, EXPIRED, NO_SHOW } = BookingStatus;

/**
 * The booking state machine: each named transition, the statuses it may start from and the one
 * it ends in (`same`: the status does not change). Adding a state or a move is a change here and
 * in booking-lifecycle.service.ts, nowhere else.
 */
export const TRANSITIONS = {
  /** A lapsed hold (still held, or already expired) holds its rooms again for a new payment. */
  hold: { from: [HELD, EXPIRED], to: HELD, verb: 'held again' },
  /** Money came, or the guest will pay at the hotel. Confirming a confirmed booking records money. */
  confirm: { from: [HELD, EXPIRED, CONFIRMED], to: CONFIRMED, verb: 'confirmed' },
  expire: { from: [HELD], to: EXPIRED, verb: 'expired' },
  cancel: { from: [HELD, EXPIRED, CONFIRMED], to: CANCELLED, verb: 'cancelled' },
  /** Late money for a lapsed hold whose room went to someone else: another room of the same type. */
  relocate: { from: [HELD, EXPIRED], to: 'same', verb: 'moved to another room' },
  changeStay: { from: [HELD, CONFIRMED], to: 'same', verb: 'changed' },
  /** A guest in the house stays on (or leaves earlier): only the check-out date moves. */
  extendStay: { from: [CHECKED_IN], to: 'same', verb: 'given a new check-out date' },
  /** A guest in the house sleeps in another room from tonight; the nights slept stay on the first. */
  moveRoom: { from: [CHECKED_IN], to: 'same', verb: 'moved to another room' },
  /** Extras (restaurant, laundry, an extra bed…) go on the folio of a guest in the house. */
  postCharge: { from: [CHECKED_IN], to: 'same', verb: 'charged for extras' },
  /** A wrong charge is reversed while the guest is in the house, before the invoice at check-out. */
  reverseCharge: { from: [CHECKED_IN], to: 'same', verb: 'corrected' },
  checkIn: { from: [CONFIRMED], to: CHECKED_IN, verb: 'checked in' },
  checkOut: { from: [CHECKED_IN], to: CHECKED_OUT, verb: 'checked out' },
  markNoShow: { from: [CONFIRMED], to: NO_SHOW, verb: 'marked as a no-show' },
} as const satisfies Record<string, { from: readonly BookingStatus[]; to: BookingStatus | 'same'; verb: string }>;

export type BookingTransition = keyof typeof TRANSITIONS;

/** How a status reads in a sentence ("This one is checked out."). */
const STATUS_WORDS: Record<BookingStatus, string> = {
  [HELD]: 'waiting for payment',
  [CONFIRMED]: 'confirmed',
  [CHECKED_IN]: 'checked in',
  [CHECKED_OUT]: 'checked out',
  [CANCELLED]: 'cancelled',
  [EXPIRED]: 'expired',
  [NO_SHOW]: 'a no-show',
};

export function canMove(status: BookingStatus, transition: BookingTransition): boolean {
  return (TRANSITIONS[transition].from as readonly BookingStatus[]).includes(status);
}

/** Refuses a move the state machine does not allow, saying which statuses it needs. */
export function assertCanMove(status: BookingStatus, transition: BookingTransition): void {
  if (canMove(status, transition)) return;
  const { from, verb } = TRANSITIONS[transition];
  const allowed = from.map((candidate) => STATUS_WORDS[candidate]).join(' or ');
  throw new DomainError(
    BookingErrorCode.TransitionNotAllowed,
    `Only a booking that is ${allowed} can be ${verb}. This one is ${STATUS_WORDS[status]}.`,
    'bookingId',
    'conflict',
  );
}

/**
 * How long a lapsed hold may still be taken up again (held for a new payment, or confirmed to pay
 * at the hotel). Later the guest starts a new booking; money that arrives late is still settled.
 */
export const REVIVAL_WINDOW_HOURS = 24;

/** Refuses to revive a hold that lapsed more than REVIVAL_WINDOW_HOURS ago. */
export function assertRevivable(holdExpiresAt: Date | null, now: Date): void {
  const lapsedMs = holdExpiresAt ? now.getTime() - holdExpiresAt.getTime() : 0;
  if (lapsedMs <= REVIVAL_WINDOW_HOURS * 3_600_000) return;
  throw new DomainError(
    BookingErrorCode.HoldTooOld,
    `This booking was not paid for within ${REVIVAL_WINDOW_HOURS} hours of its hold ending, so it can no longer be paid for. Please start a new booking.`,
    'bookingId',
    'conflict',
  );
}

/** The status a booking ends in after `transition`. */
export function statusAfter(status: BookingStatus, transition: BookingTransition): BookingStatus {
  const { to } = TRANSITIONS[transition];
  return to === 'same' ? status : to;
}
