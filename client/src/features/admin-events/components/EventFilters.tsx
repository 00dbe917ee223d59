import { FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/Button';
import type { EventStatus } from '../../../graphql/generated';
import { EVENT_STATUS_LABELS, isEventStatus } from '../event-words';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const MAX_SEARCH = 100;

export type EventsView = 'board' | 'list';

export interface EventFilterValues {
  view: EventsView;
  search?: string;
  status?: EventStatus;
  from?: string;
  to?: string;
}

/** The view and the filters, kept in the address (?view=list&q=&status=&from=&to=) so they survive a reload. */
export function useEventFilters(): [EventFilterValues, (next: Partial<Record<string, string>>) => void] {
  const [params, setParams] = useSearchParams();
  const day = (key: string) => {
    const value = params.get(key) ?? '';
    return DATE.test(value) ? value : undefined;
  };
  const status = params.get('status');
  const values: EventFilterValues = {
    view: params.get('view') === 'list' ? 'list' : 'board',
    search: params.get('q')?.slice(0, MAX_SEARCH) || undefined,
    status: isEventStatus(status) ? status : undefined,
    from: day('from'),
    to: day('to'),
  };
  const apply = (next: Partial<Record<string, string>>) =>
    setParams(() => {
      const updated = new URLSearchParams();
      for (const [key, value] of Object.entries(next)) if (value) updated.set(key, value);
      return updated;
    });
  return [values, apply];
}

/** Search by reference, host, phone or email; status; event dates. */
export function EventFilters({ values, onApply }: { values: EventFilterValues; onApply(next: Record<string, string>): void }) {
  const [q, setQ] = useState(values.search ?? '');
  const [status, setStatus] = useState<string>(values.status ?? '');
  const [from, setFrom] = useState(values.from ?? '');
  const [to, setTo] = useState(values.to ?? '');
  const active = Boolean(values.search || values.status || values.from || values.to);
  const view = values.view === 'list' ? 'list' : '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ view, q: q.trim(), status, from, to });
  };
  const clear = () => {
    setQ('');
    setStatus('');
    setFrom('');
    setTo('');
    onApply({ view });
  };

  return (
    <form className="event-filters" role="search" aria-label="Find events" onSubmit={submit}>
      <label className="event-filters__search">
        <span className="event-filters__label">Search</span>
        <input
          type="search"
          value={q}
          maxLength={MAX_SEARCH}
          placeholder="Reference, host name, phone or email"
          onChange={(event) => setQ(event.target.value)}
        />
      </label>
      <label>
        <span className="event-filters__label">Status</span>
        <select value={status} onChange={(event) => setStatus(event.target.value)}>
          <option value="">Any status</option>
          {Object.entries(EVENT_STATUS_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span className="event-filters__label">Event from</span>
        <input type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
      </label>
      <label>
        <span className="event-filters__label">to</span>
        <input type="date" value={to} min={from || undefined} onChange={(event) => setTo(event.target.value)} />
      </label>
      <div className="event-filters__actions">
        <Button type="submit">Find</Button>
        {active && (
          <Button variant="secondary" onClick={clear}>
            Clear
          </Button>
        )}
      </div>
    </form>
  );
}
