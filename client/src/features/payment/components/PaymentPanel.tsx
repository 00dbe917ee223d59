import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { PAYMENT_MESSAGES } from '../flow/messages';
import { PaymentMethod } from '../../../graphql/generated';
import type { PaymentEffects } from '../flow/payment-flow';
import { PayingGuest, usePaymentFlow } from '../flow/use-payment-flow';
import type { PaymentSource } from '../lib/pending-payment';
import type { AdvanceOffer } from '../lib/advance';
import type { PaymentChoice, PaymentMethodId } from '../lib/payment-words';
import { BookingSummary, StaySummary } from './BookingSummary';
import { MethodPicker } from './MethodPicker';
import { PaymentProgress } from './PaymentProgress';

interface Props {
  summary: StaySummary;
  source: PaymentSource;
  guest: PayingGuest;
  effects: PaymentEffects;
  methods?: PaymentMethodId[];
  unavailable?: Partial<Record<PaymentMethodId, string>>;
  advance?: AdvanceOffer;
}

/** The payment step itself: summary, method cards, progress, errors and Back. */
export function PaymentPanel({ summary, source, guest, effects, methods, unavailable, advance }: Props) {
  const { state, busy, start, reset } = usePaymentFlow({ source, guest, effects });
  const [selected, setSelected] = useState<PaymentChoice>(methods?.[0] ?? PaymentMethod.Online);
  const navigate = useNavigate();
  const location = useLocation();
  const tryAgain = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (state.step === 'error') tryAgain.current?.focus();
  }, [state.step]);

  // Opened directly (no page of ours before it), Back goes home rather than off the site.
  const goBack = () => (location.key === 'default' ? navigate('/') : navigate(-1));

  return (
    <div className="payment-layout">
      <BookingSummary summary={summary} />
      <div className="payment-main">
        <PaymentProgress state={state} />
        {state.step === 'error' && (
          <Alert tone="danger" title={PAYMENT_MESSAGES.errorTitle}>
            <p>{state.message}</p>
            {state.chooseAgain ? (
              <Link className="btn btn--primary" to="/check-rooms-and-rates">
                Choose another room or dates
              </Link>
            ) : (
              <button ref={tryAgain} type="button" className="btn btn--primary" onClick={reset}>
                Try Again
              </button>
            )}
          </Alert>
        )}
        {state.step !== 'error' && state.step !== 'success' && (
          <MethodPicker
            selected={selected}
            onSelect={setSelected}
            onPay={start}
            busy={busy}
            totalAmount={summary.totalAmount}
            methods={methods}
            unavailable={unavailable}
            advance={advance}
          />
        )}
        <div className="payment-actions">
          <Button variant="secondary" onClick={goBack} disabled={busy}>
            Back
          </Button>
        </div>
      </div>
    </div>
  );
}
