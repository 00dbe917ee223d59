import { Panel } from '../../../components/admin/AdminPage';
import { useState } from 'react';
import { useUiState } from '../../../app/state/ui-state';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { CancellationCalls, CancellationRefused, CancellationResult, CancellationTerms } from '../api/use-booking-detail';
import { Notice } from '../../../components/admin/Notice';
import { rupeesFromPaise } from '../lib/display';
import { refundLine, resultLines } from './cancellation-words';

export const CANCEL_FAILED = 'Something went wrong while cancelling the booking. Please try again.';

type Step =
  | { name: 'idle' }
  | { name: 'loading-terms' }
  | { name: 'confirming'; terms: CancellationTerms; busy: boolean }
  | { name: 'done'; result: CancellationResult }
  | { name: 'failed'; message: string };

/**
 * "Cancel booking": first the refund the policy gives now (asked from the server), then the
 * owner confirms, then the cancellation and its refunds.
 */
export function CancelBooking({
  bookCode,
  cancellable,
  calls,
}: {
  bookCode: string;
  cancellable: boolean;
  calls: CancellationCalls;
}) {
  const { setLoading } = useUiState();
  const [step, setStep] = useState<Step>({ name: 'idle' });

  async function start() {
    if (step.name === 'loading-terms') return;
    setStep({ name: 'loading-terms' });
    try {
      setStep({ name: 'confirming', terms: await calls.loadTerms(), busy: false });
    } catch {
      setStep({ name: 'failed', message: CANCEL_FAILED });
    }
  }

  async function confirm(terms: CancellationTerms) {
    setStep({ name: 'confirming', terms, busy: true });
    setLoading(true);
    try {
      setStep({ name: 'done', result: await calls.cancel() });
    } catch (error) {
      setStep({ name: 'failed', message: error instanceof CancellationRefused ? error.message : CANCEL_FAILED });
    } finally {
      setLoading(false);
    }
  }

  return (
    <Panel title="Cancellation" className="cancel-booking">
      {step.name === 'done' && (
        <Notice tone="success" title="Booking cancelled.">
          {resultLines(step.result).map((line) => (
            <p key={line} className="cancel-booking__line">
              {line}
            </p>
          ))}
        </Notice>
      )}
      {step.name === 'failed' && <Alert tone="danger">{step.message}</Alert>}
      {cancellable && step.name !== 'done' ? (
        <>
          <p className="admin-muted">
            Cancelling frees the rooms and refunds the guest by the cancellation policy. You see the refund before you confirm.
          </p>
          <Button variant="danger" onClick={start} aria-busy={step.name === 'loading-terms'}>
            {step.name === 'loading-terms' ? 'Checking the refund…' : 'Cancel booking'}
          </Button>
        </>
      ) : (
        step.name !== 'done' && <p className="admin-muted">This booking can no longer be cancelled.</p>
      )}
      {step.name === 'confirming' && (
        <ConfirmDialog
          title={`Cancel booking ${bookCode}?`}
          confirmLabel={
            step.terms.refundPaise > 0 ? `Cancel and refund ${rupeesFromPaise(step.terms.refundPaise)}` : 'Cancel booking'
          }
          cancelLabel="Keep booking"
          danger
          busy={step.busy}
          onConfirm={() => confirm(step.terms)}
          onCancel={() => setStep({ name: 'idle' })}
        >
          <p className="cancel-booking__refund">{refundLine(step.terms)}</p>
          <p>{step.terms.summary}</p>
          <p>The rooms become free for other guests. This action cannot be undone.</p>
        </ConfirmDialog>
      )}
    </Panel>
  );
}
