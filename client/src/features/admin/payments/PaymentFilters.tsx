import { FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import type { LedgerFilter } from '../api/use-payments';
import { humanize } from '../lib/display';

/** The attempt statuses the ledger knows (server: created, pending, paid, failed, refunded, partially_refunded). */
export const PAYMENT_STATUSES = ['paid', 'pending', 'created', 'failed', 'refunded', 'partially_refunded'];

/**
 * Status and date range (payment dates, hotel time); applied together so the table does not jump
 * while typing. The page keys this form by the applied filter, so the draft restarts from it.
 */
export function PaymentFilters({ value, onApply }: { value: LedgerFilter; onApply(filter: LedgerFilter): void }) {
  const [draft, setDraft] = useState(value);
  const set = (key: keyof LedgerFilter) => (event: { target: { value: string } }) =>
    setDraft({ ...draft, [key]: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const empty = !value.status && !value.from && !value.to;

  return (
    <form className="ledger-filters" onSubmit={submit} aria-label="Filter payments">
      <div className="field">
        <label className="field__label" htmlFor="ledger-status">
          Status
        </label>
        <select id="ledger-status" value={draft.status} onChange={set('status')}>
          <option value="">All statuses</option>
          {PAYMENT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {humanize(status)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor="ledger-from">
          From
        </label>
        <input id="ledger-from" type="date" value={draft.from} max={draft.to || undefined} onChange={set('from')} />
      </div>
      <div className="field">
        <label className="field__label" htmlFor="ledger-to">
          To
        </label>
        <input id="ledger-to" type="date" value={draft.to} min={draft.from || undefined} onChange={set('to')} />
      </div>
      <div className="ledger-filters__actions">
        <Button type="submit">Apply filters</Button>
        {!empty && (
          <Button variant="ghost" onClick={() => onApply({ status: '', from: '', to: '' })}>
            Clear
          </Button>
        )}
      </div>
    </form>
  );
}
