import { ChangeEvent, FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { labelledOptions, PAYMENT_ATTEMPT_STATUS_LABELS } from '../../../lib/labels';
import { LedgerFilter, ledgerStatus } from '../api/use-payments';

/** Every attempt status the ledger can show, from the schema's enum. */
const STATUS_OPTIONS = labelledOptions(PAYMENT_ATTEMPT_STATUS_LABELS);

/**
 * Status and date range (payment dates, hotel time); applied together so the table does not jump
 * while typing. The page keys this form by the applied filter, so the draft restarts from it.
 */
export function PaymentFilters({ value, onApply }: { value: LedgerFilter; onApply(filter: LedgerFilter): void }) {
  const [draft, setDraft] = useState(value);
  const setDate = (key: 'from' | 'to') => (event: ChangeEvent<HTMLInputElement>) =>
    setDraft({ ...draft, [key]: event.target.value });
  const setStatus = (event: ChangeEvent<HTMLSelectElement>) => setDraft({ ...draft, status: ledgerStatus(event.target.value) });
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
        <select id="ledger-status" value={draft.status} onChange={setStatus}>
          <option value="">All statuses</option>
          {STATUS_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor="ledger-from">
          From
        </label>
        <input id="ledger-from" type="date" value={draft.from} max={draft.to || undefined} onChange={setDate('from')} />
      </div>
      <div className="field">
        <label className="field__label" htmlFor="ledger-to">
          To
        </label>
        <input id="ledger-to" type="date" value={draft.to} min={draft.from || undefined} onChange={setDate('to')} />
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
