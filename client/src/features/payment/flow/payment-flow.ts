import {
  UserErrorCode,
  type PaymentBookingFieldsFragment,
  type PaymentPart,
  type PaymentMethod,
  type PaymentRecordFieldsFragment,
  type SettlementOutcome,
} from '../../../graphql/generated';
import type { PaymentSource } from '../lib/pending-payment';
import type { CheckoutEvents, CheckoutRequest, CheckoutSuccess } from '../../../lib/razorpay-checkout';
import type { OnlineMethod } from '../lib/payment-words';

export type PaymentBooking = PaymentBookingFieldsFragment;
export type PaymentRecord = PaymentRecordFieldsFragment;

/** A step of the flow failed; `message` is what the guest reads after "Failed to process … payment:". */
export class PaymentStepError extends Error {
  constructor(
    message: string,
    readonly code?: UserErrorCode,
  ) {
    super(message);
    this.name = 'PaymentStepError';
  }
}

/**
 * Refusals that no retry can fix: the room was taken, is closed, or takes fewer guests; the stay
 * is more room-nights than one website booking may hold; or the booking's hold can no longer be
 * renewed. The guest reads the server's message as it is and goes back to choose a room or dates.
 */
export const CHOOSE_AGAIN_CODES: ReadonlySet<UserErrorCode> = new Set([
  UserErrorCode.DatesUnavailable,
  UserErrorCode.RoomNotBookable,
  UserErrorCode.TooManyGuests,
  UserErrorCode.TooManyRoomNights,
  UserErrorCode.BookingHoldNotRenewable,
]);

/**
 * Refusals whose message already says what to do (wait, pay online, pay or cancel another
 * booking, call the hotel): shown as the server words them, with Try Again.
 */
export const AS_SAID_CODES: ReadonlySet<UserErrorCode> = new Set([
  UserErrorCode.BookingRateLimited,
  UserErrorCode.TooManyUnpaidBookings,
  UserErrorCode.PayAtHotelTooManyNights,
  UserErrorCode.PayAtHotelTooManyRooms,
  UserErrorCode.PayAtHotelCeilingReached,
  UserErrorCode.UnpaidCeilingReached,
]);

export interface CheckoutOrder {
  orderId: string;
  amount: number;
  currency: string;
  keyId: string;
  booking: PaymentBooking;
  /** False past the unpaid ceiling: the rooms are not held until paid. */
  roomsHeld?: boolean;
}

export interface VerifiedPayment {
  outcome: SettlementOutcome | null;
  message: string | null;
  booking: PaymentBooking;
  payment: PaymentRecord | null;
}

/**
 * What the flow does to the world, injected so the flow can be tested without a server or a
 * provider: the page passes the Apollo mutations and the real checkout (see use-payment-effects).
 */
export interface PaymentEffects {
  loadScript(): Promise<void>;
  /** The order for the whole total, or for the advance (part ADVANCE). */
  createOrder(source: PaymentSource, part?: PaymentPart): Promise<CheckoutOrder>;
  openCheckout(request: CheckoutRequest, events: CheckoutEvents): void;
  verify(response: CheckoutSuccess, method: OnlineMethod): Promise<VerifiedPayment>;
  payAtHotel(source: PaymentSource): Promise<PaymentBooking>;
}

export type { CheckoutSuccess };

export type BusyStep = 'loading-script' | 'creating-order' | 'awaiting-checkout' | 'verifying' | 'confirming';

export type FlowState =
  | { step: 'idle'; lastFailure?: string }
  | { step: BusyStep; method: PaymentMethod; holdExpiresAt?: string | null; roomsHeld?: boolean; lastFailure?: string }
  | {
      step: 'success';
      method: PaymentMethod;
      message: string;
      detail?: string;
      booking: PaymentBooking;
      payment: PaymentRecord | null;
    }
  | { step: 'error'; method: PaymentMethod; message: string; chooseAgain: boolean };

export type FlowAction =
  | { type: 'step'; step: BusyStep; method: PaymentMethod; holdExpiresAt?: string | null; roomsHeld?: boolean }
  | { type: 'checkout-failed'; reason: string }
  | { type: 'dismissed' }
  | {
      type: 'succeeded';
      method: PaymentMethod;
      message: string;
      detail?: string;
      booking: PaymentBooking;
      payment: PaymentRecord | null;
    }
  | { type: 'failed'; method: PaymentMethod; message: string; chooseAgain: boolean }
  | { type: 'reset' };

export const IDLE: FlowState = { step: 'idle' };

export function isBusy(state: FlowState): boolean {
  return state.step !== 'idle' && state.step !== 'error';
}

export function flowReducer(state: FlowState, action: FlowAction): FlowState {
  switch (action.type) {
    case 'step':
      return {
        step: action.step,
        method: action.method,
        holdExpiresAt: action.holdExpiresAt ?? ('holdExpiresAt' in state ? state.holdExpiresAt : undefined),
        roomsHeld: action.roomsHeld ?? ('roomsHeld' in state ? state.roomsHeld : undefined),
      };
    case 'checkout-failed':
      return state.step === 'awaiting-checkout' ? { ...state, lastFailure: action.reason } : state;
    case 'dismissed':
      // Closing the checkout is the guest's choice, not an error: back to choosing a method.
      return state.step === 'awaiting-checkout' ? { step: 'idle', lastFailure: state.lastFailure } : state;
    case 'succeeded':
      return {
        step: 'success',
        method: action.method,
        message: action.message,
        detail: action.detail,
        booking: action.booking,
        payment: action.payment,
      };
    case 'failed':
      return { step: 'error', method: action.method, message: action.message, chooseAgain: action.chooseAgain };
    case 'reset':
      return IDLE;
  }
}
