import type { Ref } from 'react';
import { Link } from 'react-router-dom';
import { useLocalePath } from '../../../i18n';
import type { FlowState } from '../flow/payment-flow';
import { usePaymentWords, type PaymentWords } from '../lib/page-words';
import { formatHotelTime } from '../lib/payment-words';

/** The provider's reason (in its own words) as a sentence of its own. */
const sentence = (text: string) => {
  const trimmed = text.trim();
  return `${trimmed.charAt(0).toUpperCase()}${trimmed.slice(1)}${/[.!?]$/.test(trimmed) ? '' : '.'}`;
};

function progressText(state: FlowState, { payment: words }: PaymentWords): string {
  const { t, locale } = words;
  switch (state.step) {
    case 'loading-script':
      return t('openingCheckout');
    case 'creating-order':
      return t('creatingOrder');
    case 'awaiting-checkout': {
      // Past the unpaid ceiling (roomsHeld false) the order holds nothing: the guest is told before paying.
      const hold =
        state.roomsHeld === false
          ? ` ${t('roomsHeldOncePaid')}`
          : state.holdExpiresAt
            ? t('roomHeldUntil', { time: formatHotelTime(state.holdExpiresAt, locale) })
            : '';
      const failure = state.lastFailure ? t('lastAttemptFailed', { reason: sentence(state.lastFailure) }) : '';
      return `${t('completeInCheckout')}${hold}${failure}`;
    }
    case 'verifying':
      return t('verifying');
    case 'confirming':
      return t('confirming');
    case 'idle':
      return state.lastFailure ? t('lastPaymentFailed', { reason: sentence(state.lastFailure) }) : '';
    default:
      return '';
  }
}

/**
 * One polite live region, always in the page, so screen readers hear each step and the success
 * message; errors are announced by their own alert.
 */
export function PaymentProgress({ state, ref }: { state: FlowState; ref?: Ref<HTMLDivElement> }) {
  const words = usePaymentWords();
  const localePath = useLocalePath();
  const text = progressText(state, words);
  return (
    <div className="payment-progress" aria-live="polite" aria-atomic="true" ref={ref}>
      {state.step === 'success' ? (
        <div className="alert alert--success">
          <p className="alert__title">{state.message}</p>
          {state.detail && <p>{state.detail}</p>}
          <Link to={localePath(`/booking/${state.booking.id}`)} state={{ payment: state.payment }}>
            {words.payment.t('openBookingNow')}
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
