import { CREDIT_NOTE_MESSAGES, CREDIT_NOTE_REASON_MAX_LENGTH } from '@server-pure/credit-notes';
import { rupeesToPaise } from '@server-pure/money';
import { FormEvent, useId, useState } from 'react';
import { mayUse, storedAdmin } from '../../lib/admin-session';
import { formatRupees } from '../../lib/format';
import { CreditNoteSale, ISSUE_CREDIT_NOTE, useCreditNoteLimit, useIssueCreditNote } from '../../lib/use-credit-notes';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';
import { Notice } from './Notice';
import { ReasonDialog } from './ReasonDialog';
import './admin-kit.css';

const rupees = (paise: number) => formatRupees(paise / 100);

/** The typed amount in paise, or the words that say what is wrong with it. */
function amountProblem(text: string, leftPaise: number, invoiceNumber: string): { paise: number } | { problem: string } {
  const trimmed = text.trim();
  const paise = /^\d+(\.\d{1,2})?$/.test(trimmed) ? rupeesToPaise(Number(trimmed)) : undefined;
  if (paise === undefined || paise <= 0) return { problem: CREDIT_NOTE_MESSAGES.amountInvalid };
  if (paise > leftPaise) return { problem: `At most ${rupees(leftPaise)} is left to credit on invoice ${invoiceNumber}.` };
  return { paise };
}

/**
 * "Issue credit note": an allowance after a stay's or an event's tax invoice (a goodwill discount
 * agreed after check-out, a charge billed in error). The form asks the amount with GST, which the
 * server splits over the invoice's GST rates in its proportions, and, in a confirmation, the
 * reason printed on the credit note. Shown only to the roles that may issue one (owner, manager,
 * accountant) and only once the sale has an invoice; never more than is left of it.
 */
export function IssueCreditNote({ sale, onIssued }: { sale: CreditNoteSale; onIssued?(): void }) {
  if (!mayUse(storedAdmin(), ISSUE_CREDIT_NOTE)) return null;
  return <CreditNoteForm sale={sale} onIssued={onIssued} />;
}

function CreditNoteForm({ sale, onIssued }: { sale: CreditNoteSale; onIssued?(): void }) {
  const limit = useCreditNoteLimit(sale);
  const issue = useIssueCreditNote();
  const headingId = useId();
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState<number | null>(null);
  const [issued, setIssued] = useState<string | null>(null);
  if (limit.status !== 'ready' || !limit.data) return null;
  const { invoiceNumber, leftPaise } = limit.data;

  function ask(event: FormEvent) {
    event.preventDefault();
    setIssued(null);
    const checked = amountProblem(amount, leftPaise, invoiceNumber);
    if ('problem' in checked) return setAmountError(checked.problem);
    setAmountError(undefined);
    setConfirming(checked.paise);
  }

  async function confirm(paise: number, reason: string): Promise<string | null> {
    const outcome = await issue(sale, paise / 100, reason.trim());
    if (!outcome.ok && outcome.field !== 'amount') return outcome.message;
    setConfirming(null);
    if (!outcome.ok) {
      setAmountError(outcome.message);
      return null;
    }
    setAmount('');
    setIssued(`Credit note ${outcome.number} issued: ${rupees(outcome.totalPaise)} off invoice ${outcome.invoiceNumber}.`);
    onIssued?.();
    return null;
  }

  return (
    <section className="credit-note-form" aria-labelledby={headingId}>
      <h3 id={headingId}>Issue credit note</h3>
      {issued && <Notice tone="success">{issued}</Notice>}
      {leftPaise <= 0 ? (
        <p className="admin-muted">Invoice {invoiceNumber} is credited in full.</p>
      ) : (
        <form noValidate onSubmit={ask} aria-label="Issue credit note">
          <p className="admin-muted">
            Lowers invoice {invoiceNumber} after it was issued: a goodwill discount, a charge billed in error. Up to{' '}
            {rupees(leftPaise)}, GST included, split by the invoice’s GST rates. No money moves: what was paid beyond the new
            total shows as due back.
          </p>
          <div className="credit-note-form__row">
            <Field label="Amount to credit (₹, GST included)" error={amountError}>
              {(field) => (
                <input
                  {...field}
                  inputMode="decimal"
                  autoComplete="off"
                  value={amount}
                  onChange={(event) => setAmount(event.target.value)}
                />
              )}
            </Field>
            <Button type="submit" variant="secondary">
              Issue credit note…
            </Button>
          </div>
        </form>
      )}
      {confirming !== null && (
        <ReasonDialog
          title={`Issue a credit note of ${rupees(confirming)}?`}
          confirmLabel="Issue credit note"
          busyLabel="Issuing…"
          cancelLabel="Not now"
          maxLength={CREDIT_NOTE_REASON_MAX_LENGTH}
          tooLong={CREDIT_NOTE_MESSAGES.reasonInvalid}
          onConfirm={(reason) => confirm(confirming, reason)}
          onCancel={() => setConfirming(null)}
        >
          <p>
            It lowers invoice {invoiceNumber} by {rupees(confirming)} with GST. A credit note is a tax document: it is numbered,
            sent to the guest and cannot be undone. The reason is printed on it.
          </p>
        </ReasonDialog>
      )}
    </section>
  );
}
