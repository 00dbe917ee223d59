import { useState } from 'react';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { IssueCreditNote } from '../../../components/admin/IssueCreditNote';
import { EventLineKind, TaxDocumentKind } from '../../../graphql/generated';
import { formatDate, formatRupees } from '../../../lib/format';
import { TAX_DOCUMENT_KIND_LABELS } from '../../../lib/tax-documents';
import { CancelEvent, RecordPaymentForm } from './EventMoneyForms';
import { SettleForm } from './SettleForm';
import { useEventDocumentPdf, useEventMoney } from './use-event-money';
import './event-money.css';

const rupees = (paise: number) => formatRupees(paise / 100);

/** An event's money at the desk: the plan, the ledger, the documents, and the acts on them. */
export default function EventMoneyPanel({ eventId, onChanged }: { eventId: string; onChanged?: () => void }) {
  const { data, error, refetch } = useEventMoney(eventId);
  const pdf = useEventDocumentPdf();
  // What settlement issued: said here, since the settled event no longer shows the settle form.
  const [issued, setIssued] = useState<string | null>(null);
  const money = data?.eventMoney;
  if (error && !money) return <Alert tone="danger">The event’s money could not be loaded. Please try again.</Alert>;
  if (!money) return <p className="event-money__loading">Loading the event’s money…</p>;
  const changed = () => {
    void refetch();
    onChanged?.();
  };

  return (
    <section className="event-money" aria-label="Money">
      {issued && <Alert tone="success">{issued}</Alert>}
      <div className="event-money__summary">
        <div>
          <span>Total</span>
          <strong>{rupees(money.plan.totalPaise)}</strong>
        </div>
        {money.creditedPaise > 0 && (
          <div>
            <span>Credit notes</span>
            <strong>−{rupees(money.creditedPaise)}</strong>
          </div>
        )}
        <div>
          <span>Paid</span>
          <strong>{rupees(money.paidPaise)}</strong>
        </div>
        <div>
          <span>{money.excessPaise > 0 ? 'Paid over' : 'Balance'}</span>
          <strong>{rupees(money.excessPaise > 0 ? money.excessPaise : money.plan.balancePaise)}</strong>
        </div>
      </div>

      <h3>Payment plan</h3>
      <ul className="event-money__steps">
        {money.plan.steps.map((step) => (
          <li key={step.label} className={step.paid ? 'is-paid' : step.overdue ? 'is-overdue' : ''}>
            <span>{step.label}</span>
            <span>{step.dueDate ? `by ${formatDate(step.dueDate)}` : 'to confirm'}</span>
            <span>{rupees(step.amountPaise)}</span>
            <span className="event-money__state">{step.paid ? 'Paid' : step.overdue ? 'Overdue' : 'Due'}</span>
          </li>
        ))}
      </ul>

      <h3>Payments and refunds</h3>
      {money.entries.length === 0 && money.refunds.length === 0 ? (
        <p>Nothing has been paid yet.</p>
      ) : (
        <ul className="event-money__ledger">
          {money.entries.map((entry) => (
            <li key={entry.id}>
              <span>{entry.receiptNumber ?? (entry.provider === 'HOTEL' ? 'Desk' : 'Online')}</span>
              <span>{(entry.method ?? '').toLowerCase().replace('_', ' ')}</span>
              <span>{entry.status.toLowerCase().replace('_', ' ')}</span>
              <span>{rupees(entry.amountPaise)}</span>
            </li>
          ))}
          {money.refunds.map((refund) => (
            <li key={refund.id} className="is-refund">
              <span>Refund</span>
              <span>{refund.reason}</span>
              <span>{refund.status}</span>
              <span>−{rupees(refund.amountPaise)}</span>
            </li>
          ))}
        </ul>
      )}

      <h3>Tax documents</h3>
      {pdf.error && <Alert tone="danger">{pdf.error}</Alert>}
      {money.documents.length === 0 ? (
        <p>None yet: a receipt voucher is issued with each advance, the invoice at settlement.</p>
      ) : (
        <ul className="event-money__documents">
          {money.documents.map((document) => (
            <li key={document.id}>
              <span>
                {TAX_DOCUMENT_KIND_LABELS[document.kind]} <strong>{document.number}</strong>
                {document.originalNumber ? ` (against ${document.originalNumber})` : ''}
              </span>
              <span>{formatDate(document.issueDate)}</span>
              <span>{rupees(document.totalPaise)}</span>
              <Button variant="ghost" disabled={pdf.busy === document.id} onClick={() => void pdf.download(document)}>
                Download PDF
              </Button>
            </li>
          ))}
        </ul>
      )}
      {money.documents.some((document) => document.kind === TaxDocumentKind.Invoice) && (
        <IssueCreditNote sale={{ eventId }} onIssued={changed} />
      )}

      {money.canRecordPayment && (
        <RecordPaymentForm
          key={money.paidPaise}
          eventId={eventId}
          suggestedPaise={money.plan.nextAmountPaise > 0 ? money.plan.nextAmountPaise : money.plan.balancePaise}
          onDone={changed}
        />
      )}
      {money.canSettle && (
        <SettleForm
          eventId={eventId}
          hasCatering={money.price.lines.some((line) => line.kind === EventLineKind.Catering)}
          onDone={(words) => {
            setIssued(words);
            changed();
          }}
        />
      )}
      {money.canCancel && <CancelEvent eventId={eventId} onDone={changed} />}
    </section>
  );
}
