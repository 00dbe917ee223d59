import { DESK_MONEY_MESSAGES, DESK_NOTE_MAX_LENGTH } from '@server-pure/desk-money';
import { Panel } from '../../../components/admin/AdminPage';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { ReasonDialog } from '../../../components/admin/ReasonDialog';
import { Field } from '../../../components/ui/Field';
import { Spinner } from '../../../components/ui/Spinner';
import { PaymentAttemptStatus, PaymentProviderName } from '../../../graphql/generated';
import { formatRupees } from '../../../lib/format';
import { LoadFailure } from '../../../components/admin/LoadState';
import { Notice } from '../../../components/admin/Notice';
import { formatHotelDateTime, methodText, recorderName, rupeesFromPaise } from '../lib/display';
import { TakePaymentForm } from './TakePaymentForm';
import { DeskMoneyEntry, DeskMoneyFigures, useDeskMoney, useRefundGoodwill, useReversePayment } from './use-desk-money';
import { mayUse } from '../../../lib/admin-session';
import { useAdminSession } from '../session/AdminSessionContext';
import './desk-money.css';

// A reversal's or a goodwill refund's reason: as long as a desk note (the server's limit and words).
const REASON_MAX = DESK_NOTE_MAX_LENGTH;

/** Total, paid and what is still due (or owed back to the guest). */
function MoneyFigures({ booking }: { booking: DeskMoneyFigures }) {
  const due = booking.balanceDue;
  return (
    <dl className="desk-money__figures">
      {booking.chargesAmount !== 0 && (
        <>
          <div>
            <dt>Rooms</dt>
            <dd>{formatRupees(booking.totalAmount)}</dd>
          </div>
          <div>
            <dt>Extras</dt>
            <dd>{formatRupees(booking.chargesAmount)}</dd>
          </div>
        </>
      )}
      <div>
        <dt>Total</dt>
        <dd>{formatRupees(booking.folioTotalAmount)}</dd>
      </div>
      {booking.creditedAmount > 0 && (
        <div>
          <dt>Credit notes</dt>
          <dd>−{formatRupees(booking.creditedAmount)}</dd>
        </div>
      )}
      <div>
        <dt>Paid</dt>
        <dd>{formatRupees(booking.paidAmount)}</dd>
      </div>
      <div className={due > 0 ? 'desk-money__due' : due < 0 ? 'desk-money__owed' : ''}>
        <dt>{due < 0 ? 'Refund due' : 'Balance due'}</dt>
        <dd>{formatRupees(Math.abs(due))}</dd>
      </div>
    </dl>
  );
}

/** Receipts the desk took: the entries it may print and reverse, with reversals under them. */
function DeskEntries({ entries, onReverse }: { entries: DeskMoneyEntry[]; onReverse(entry: DeskMoneyEntry): void }) {
  const desk = entries.filter((entry) => entry.provider === PaymentProviderName.Hotel && entry.receiptNumber);
  if (desk.length === 0) return <p className="admin-muted">No money taken at the desk yet.</p>;
  const reversalOf = (entry: DeskMoneyEntry) => entries.find((other) => other.reversesPaymentId === entry.id);
  return (
    <ul className="desk-money__entries" aria-label="Money taken at the desk">
      {desk.map((entry) => {
        const reversal = reversalOf(entry);
        return (
          <li key={entry.id} className={`desk-entry${reversal ? ' desk-entry--reversed' : ''}`}>
            <div className="desk-entry__main">
              <span className="desk-entry__amount">{rupeesFromPaise(entry.amountPaise)}</span>
              <span>{methodText(entry.method)}</span>
              <span className="desk-entry__receipt">{entry.receiptNumber}</span>
            </div>
            <div className="desk-entry__meta">
              {formatHotelDateTime(entry.paidAt ?? entry.createdAt)}
              {entry.reference && ` · Ref ${entry.reference}`}
              {entry.recordedBy && ` · ${recorderName(entry.recordedBy)}`}
            </div>
            {entry.note && <div className="desk-entry__meta">{entry.note}</div>}
            {reversal && (
              <div className="desk-entry__reversal">
                Reversed {formatHotelDateTime(reversal.paidAt ?? reversal.createdAt)}
                {reversal.note && ` — ${reversal.note}`}
              </div>
            )}
            <div className="desk-entry__actions">
              <Link to={`/admin/receipt/${entry.id}`}>Print receipt</Link>
              {!reversal && entry.status === PaymentAttemptStatus.Paid && (
                <Button variant="ghost" onClick={() => onReverse(entry)}>
                  Reverse
                </Button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** Asks why a wrong entry is reversed, then reverses it. */
function ReverseDialog({ entry, onDone }: { entry: DeskMoneyEntry; onDone(message: string | null): void }) {
  const reverse = useReversePayment();
  return (
    <ReasonDialog
      title={`Reverse receipt ${entry.receiptNumber}?`}
      confirmLabel={`Reverse ${rupeesFromPaise(entry.amountPaise)}`}
      maxLength={REASON_MAX}
      tooLong={DESK_MONEY_MESSAGES.reasonTooLong}
      onConfirm={async (reason) => {
        const result = await reverse(entry.id, reason);
        if (!result.ok) return result.message;
        onDone(`Receipt ${entry.receiptNumber} was reversed.`);
        return null;
      }}
      onCancel={() => onDone(null)}
    >
      <p>
        A reversing entry of −{rupeesFromPaise(entry.amountPaise)} cancels it; the receipt stays in the ledger, marked reversed.
      </p>
    </ReasonDialog>
  );
}

/**
 * The owner gives money back: any amount up to what the hotel holds, with a reason. What the hotel
 * owes the guest (a refund due) goes back first; only the rest is goodwill beyond the policy.
 */
function GoodwillRefundForm({ bookingId, paidPaise, owedPaise }: { bookingId: string; paidPaise: number; owedPaise: number }) {
  const refund = useRefundGoodwill(bookingId);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<{ amount: string; reason: string }>({ defaultValues: { amount: '', reason: '' } });

  const submit = handleSubmit(async ({ amount, reason }) => {
    setFailure(null);
    const result = await refund(Number(amount.trim()), reason);
    if (result.ok) {
      setDone(`${formatRupees(Number(amount))} refunded.`);
      reset();
    } else if (result.field === 'amount' || result.field === 'reason') {
      setError(result.field, { message: result.message }, { shouldFocus: true });
    } else setFailure(result.message);
  });

  return (
    <details className="desk-money__goodwill">
      <summary>Goodwill refund</summary>
      <p className="admin-muted">
        Give back up to {rupeesFromPaise(paidPaise)}, beyond the cancellation policy. Online money goes back to the guest’s
        account; desk money is paid back from the desk.
        {owedPaise > 0 &&
          ` The refund due (${rupeesFromPaise(owedPaise)}) goes back first; only what is given beyond it counts as goodwill.`}
      </p>
      {done && <Alert tone="success">{done}</Alert>}
      {failure && <Alert tone="danger">{failure}</Alert>}
      <form noValidate onSubmit={submit} aria-busy={isSubmitting} aria-label="Goodwill refund">
        <Field label="Amount (₹)" error={errors.amount?.message}>
          {(field) => (
            <input
              {...field}
              inputMode="decimal"
              autoComplete="off"
              {...register('amount', {
                validate: (value) => {
                  if (!/^\d+(\.\d{1,2})?$/.test(value.trim()) || Number(value) <= 0) {
                    return 'Enter an amount in rupees greater than zero, with at most two decimals.';
                  }
                  return Math.round(Number(value) * 100) <= paidPaise || `At most ${rupeesFromPaise(paidPaise)} can be refunded.`;
                },
              })}
            />
          )}
        </Field>
        <Field label="Reason" error={errors.reason?.message}>
          {(field) => (
            <input
              {...field}
              {...register('reason', {
                validate: (value) => value.trim() !== '' || 'Please give a reason.',
                maxLength: { value: REASON_MAX, message: DESK_MONEY_MESSAGES.reasonTooLong },
              })}
            />
          )}
        </Field>
        <Button type="submit" variant="secondary" disabled={isSubmitting}>
          {isSubmitting ? 'Refunding…' : 'Refund'}
        </Button>
      </form>
    </details>
  );
}

/** The booking's money at the desk: balance due, take a payment, receipts, reversals, goodwill refunds. */
export function BookingMoneyPanel({ bookingId }: { bookingId: string }) {
  const money = useDeskMoney(bookingId);
  const { session } = useAdminSession();
  const [reversing, setReversing] = useState<DeskMoneyEntry | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <Panel title="Money" className="desk-money">
      {money.status === 'loading' && <Spinner label="Loading the booking’s money…" />}
      {money.status === 'error' && <LoadFailure title="Failed to load the booking’s money" refusal={money.refusal} />}
      {money.status === 'ready' && money.data.booking && (
        <>
          <MoneyFigures booking={money.data.booking} />
          {notice && <Notice tone="success">{notice}</Notice>}
          <h3 className="desk-money__heading">Take payment</h3>
          <TakePaymentForm bookingId={bookingId} balanceDuePaise={Math.round(money.data.booking.balanceDue * 100)} />
          <h3 className="desk-money__heading">Desk receipts</h3>
          <DeskEntries entries={money.data.entries} onReverse={setReversing} />
          {money.data.booking.paidAmount > 0 && mayUse(session?.admin, 'Mutation.refundGoodwill') && (
            <GoodwillRefundForm
              bookingId={bookingId}
              paidPaise={Math.round(money.data.booking.paidAmount * 100)}
              owedPaise={Math.max(0, -Math.round(money.data.booking.balanceDue * 100))}
            />
          )}
        </>
      )}
      {reversing && (
        <ReverseDialog
          entry={reversing}
          onDone={(message) => {
            setReversing(null);
            if (message) setNotice(message);
          }}
        />
      )}
    </Panel>
  );
}
