import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { useLocalePath } from '../../../i18n';
import { PaymentMethod } from '../../../graphql/generated';
import type { PaymentEffects } from '../flow/payment-flow';
import { PayingGuest, usePaymentFlow } from '../flow/use-payment-flow';
import type { PaymentSource } from '../lib/pending-payment';
import type { AdvanceOffer } from '../lib/advance';
import { usePaymentWords } from '../lib/page-words';
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
  const localePath = useLocalePath();
  const { t } = usePaymentWords().payment;
  const tryAgain = useRef<HTMLButtonElement>(null);
  const errorNotice = useRef<HTMLDivElement>(null);
  const progress = useRef<HTMLDivElement>(null);
  const methodsBox = useRef<HTMLDivElement>(null);
  const checkoutWasOpen = useRef(false);

  useEffect(() => {
    if (state.step === 'error') {
      tryAgain.current?.focus({ preventScroll: true });
      errorNotice.current?.querySelector('[role="alert"]')?.scrollIntoView?.({ block: 'center' });
    }
    // The checkout closed (dismissed, perhaps after a failed attempt): focus goes back to the
    // method the guest chose, and a failure notice is brought into view (its live region speaks).
    if (state.step === 'idle' && checkoutWasOpen.current) {
      methodsBox.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.focus({ preventScroll: true });
      if (state.lastFailure) progress.current?.scrollIntoView?.({ block: 'center' });
    }
    checkoutWasOpen.current = state.step === 'awaiting-checkout';
  }, [state]);

  // Opened directly (no page of ours before it), Back goes home rather than off the site.
  const goBack = () => (location.key === 'default' ? navigate(localePath('/')) : navigate(-1));

  return (
    <div className="payment-layout">
      <BookingSummary summary={summary} />
      <div className="payment-main">
        <PaymentProgress state={state} ref={progress} />
        {state.step === 'error' && (
          <div ref={errorNotice}>
            <Alert tone="danger" title={t('errorTitle')}>
              <p>{state.message}</p>
              {state.chooseAgain ? (
                <Link className="btn btn--primary" to={localePath('/check-rooms-and-rates')}>
                  {t('chooseAnotherStay')}
                </Link>
              ) : (
                <button ref={tryAgain} type="button" className="btn btn--primary" onClick={reset}>
                  {t('tryAgain')}
                </button>
              )}
            </Alert>
          </div>
        )}
        {state.step !== 'error' && state.step !== 'success' && (
          <div ref={methodsBox}>
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
          </div>
        )}
        <div className="payment-actions">
          <Button variant="secondary" onClick={goBack} disabled={busy}>
            {t('back')}
          </Button>
        </div>
      </div>
    </div>
  );
}
