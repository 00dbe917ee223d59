import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import type { FlowState } from '../flow/payment-flow';
import { formatHotelTime } from '../lib/payment-words';

/** An order placed past the unpaid ceiling (roomsHeld false): its payment takes the rooms. */
export const ROOMS_HELD_ONCE_PAID = 'Rooms for these dates are held only once paid: pay now to confirm.';

/** The provider's reason as a sentence of its own. */
const sentence = (text: string) => {
  const trimmed = text.trim();
  return `${trimmed.charAt(0).toUpperCase()}${trimmed.slice(1)}${/[.!?]$/.test(trimmed) ? '' : '.'}`;
};

function progressText(state: FlowState): string {
  switch (state.step) {
    case 'loading-script':
      return 'Opening the secure checkout…';
    case 'creating-order':
      return 'Holding your room and preparing the payment…';
    case 'awaiting-checkout': {
      // Past the unpaid ceiling the order holds nothing: the guest is told before paying.
      const hold =
        state.roomsHeld === false
          ? ` ${ROOMS_HELD_ONCE_PAID}`
          : state.holdExpiresAt
            ? ` Your room is held until ${formatHotelTime(state.holdExpiresAt)}.`
            : '';
      const failure = state.lastFailure
        ? ` The last attempt did not go through: ${sentence(state.lastFailure)} You can try again there.`
        : '';
      return `Complete the payment in the checkout window.${hold}${failure}`;
    }
    case 'verifying':
      return 'Verifying your payment…';
    case 'confirming':
      return 'Confirming your booking…';
    case 'idle':
      return state.lastFailure
        ? `Your last payment attempt did not go through: ${sentence(state.lastFailure)} Choose a method to try again.`
        : '';
    default:
      return '';
  }
}

/**
 * One polite live region, always in the page, so screen readers hear each step and the success
 * message; errors are announced by their own alert.
 */
export function PaymentProgress({ state, ref }: { state: FlowState; ref?: Ref<HTMLDivElement> }) {
  const text = progressText(state);
  return (
    <div className="payment-progress" aria-live="polite" aria-atomic="true" ref={ref}>
      {state.step === 'success' ? (
        <div className="alert alert--success">
          <p className="alert__title">{state.message}</p>
          {state.detail && <p>{state.detail}</p>}
          <Link to={`/booking/${state.booking.id}`} state={{ payment: state.payment }}>
            Open booking details now
          </Link>
        </div>
      ) : (
        text && (
          <p className={`payment-progress__step${state.step === 'idle' ? ' payment-progress__step--notice' : ''}`}>
            {state.step !== 'idle' && state.step !== 'awaiting-checkout' && (
              <span className="spinner__circle" aria-hidden="true" />
            )}
            <span>{text}</span>
          </p>
        )
      )}
    </div>
  );
}
