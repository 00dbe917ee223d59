import { useId, useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { useHotel } from '../../../lib/hotel';
import type { EventCheckoutState, EventPage } from '../api/use-event-checkout';
import { holdUntil } from './EventFacts';
import { rupeesOf } from '../lib/terms-words';

const BUSY_WORDS: Record<string, string> = {
  loading: 'Opening the secure checkout…',
  'awaiting-checkout': 'Complete the payment in the checkout window.',
  verifying: 'Confirming your payment…',
};

/** What can be paid now: the terms ticked first, then "Pay ₹… now" into the usual checkout. */
export function PayBox(props: { page: EventPage; state: EventCheckoutState; busy: boolean; onPay(): void }) {
  const hotel = useHotel();
  const { page, state, busy } = props;
  const [accepted, setAccepted] = useState(false);
  const [reminded, setReminded] = useState(false);
  const checkboxId = useId();
  const amount = rupeesOf(page.payableNowPaise);
  const pay = () => {
    if (!accepted) return setReminded(true);
    props.onPay();
  };
  return (
    <section className="event-pay-card event-pay-box" aria-labelledby="event-pay-title">
      <h2 id="event-pay-title">Pay now</h2>
      {state.step === 'error' && (
        <Alert tone="danger" title="Payment not completed">
          <p>{state.message}</p>
          <p>
            Questions? Call us on <a href={`tel:${hotel.reservationsPhone.replace(/\s/g, '')}`}>{hotel.reservationsPhone}</a>.
          </p>
        </Alert>
      )}
      {state.step === 'idle' && state.note && <p className="event-pay-box__note">{state.note}</p>}
      {page.payableNowPaise > 0 ? (
        <>
          <p className="event-pay-box__due">
            {page.payableStep}: <strong>{amount}</strong>
            {page.status === 'ON_HOLD' && page.holdExpiresAt && (
              <span className="event-pay-box__hold">Your date is held until {holdUntil(page.holdExpiresAt)}.</span>
            )}
          </p>
          <div className={`event-pay-box__accept${reminded && !accepted ? ' event-pay-box__accept--missing' : ''}`}>
            <input
              id={checkboxId}
              type="checkbox"
              checked={accepted}
              onChange={(e) => {
                setAccepted(e.target.checked);
                setReminded(false);
              }}
              aria-describedby={reminded && !accepted ? `${checkboxId}-hint` : undefined}
            />
            <label htmlFor={checkboxId}>I have read the terms above</label>
          </div>
          {reminded && !accepted && (
            <p id={`${checkboxId}-hint`} className="event-pay-box__hint" role="alert">
              Please read the terms and tick the box before paying.
            </p>
          )}
          <Button className="event-pay-box__button" onClick={pay} aria-disabled={busy || undefined} disabled={busy}>
            {busy ? (BUSY_WORDS[state.step] ?? 'Please wait…') : `Pay ${amount} now`}
          </Button>
          <p className="event-pay-box__secure">Paid securely by UPI, card, net banking or wallet.</p>
        </>
      ) : (
        state.step !== 'paid' && <p className="event-pay-box__none">{page.notPayableReason}</p>
      )}
    </section>
  );
}
