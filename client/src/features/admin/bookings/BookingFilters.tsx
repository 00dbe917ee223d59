import { FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/Button';
import { BookingSort, BookingStatus } from '../../../graphql/generated';
import { BOOKING_STATUS_LABELS, isLabelled, labelledOptions } from '../../../lib/labels';
import type { BookingListFilters } from '../api/use-bookings';

const SORT_LABELS: Record<BookingSort, string> = {
  [BookingSort.CreatedDesc]: 'Newest first',
  [BookingSort.CheckInAsc]: 'Check-in, earliest',
  [BookingSort.CheckInDesc]: 'Check-in, latest',
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const MAX_SEARCH = 100;

/**
 * The list's search and filters, kept in the address (?q=&status=&from=&to=&sort=) so a search
 * can be reloaded or shared; a new search starts again at page 1.
 */
export function useBookingFilters(): [BookingListFilters, (next: Record<string, string>) => void] {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const sort = params.get('sort');
  const day = (key: string) => {
    const value = params.get(key) ?? '';
    return DATE.test(value) ? value : undefined;
  };
  const filters: BookingListFilters = {
    search: params.get('q')?.slice(0, MAX_SEARCH) || undefined,
    status: isLabelled(BOOKING_STATUS_LABELS, status) ? [status] : undefined,
    stayFrom: day('from'),
    stayTo: day('to'),
    sort: isLabelled(SORT_LABELS, sort) ? sort : undefined,
  };
  const apply = (next: Record<string, string>) =>
    setParams(() => {
      const updated = new URLSearchParams();
      for (const [key, value] of Object.entries(next)) if (value) updated.set(key, value);
      return updated;
    });
  return [filters, apply];
}

/** Search by code, name, phone, email or room; status; stay dates; order. */
export function BookingFilters({
  filters,
  onApply,
}: {
  filters: BookingListFilters;
  onApply(next: Record<string, string>): void;
}) {
  const [q, setQ] = useState(filters.search ?? '');
  const [status, setStatus] = useState<string>(Array.isArray(filters.status) ? (filters.status[0] ?? '') : '');
  const [from, setFrom] = useState(filters.stayFrom ?? '');
  const [to, setTo] = useState(filters.stayTo ?? '');
  const [sort, setSort] = useState<string>(filters.sort ?? '');
  const active = Boolean(filters.search || filters.status || filters.stayFrom || filters.stayTo || filters.sort);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ q: q.trim(), status, from, to, sort });
  };
  const clear = () => {
    setQ('');
    setStatus('');
    setFrom('');
    setTo('');
    setSort('');
    onApply({});
  };

  return (
    <form className="booking-filters" role="search" aria-label="Find bookings" onSubmit={submit}>
      <label className="booking-filters__search">
        <span className="booking-filters__label">Search</span>
        <input
          type="search"
          value={q}
          maxLength={MAX_SEARCH}
          placeholder="Code, guest name, phone, email or room"
          onChange={(event) => setQ(event.target.value)}
        />
      </label>
      <label>
        <span className="booking-filters__label">Status</span>
        <select value={status} onChange={(event) => setStatus(event.target.value)}>
          <option value="">Any status</option>
          {labelledOptions(BOOKING_STATUS_LABELS).map((option: { value: BookingStatus; label: string }) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span className="booking-filters__label">Staying from</span>
        <input type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
      </label>
      <label>
        <span className="booking-filters__label">to</span>
        <input type="date" value={to} min={from || undefined} onChange={(event) => setTo(event.target.value)} />
      </label>
      <label>
        <span className="booking-filters__label">Order</span>
        <select value={sort} onChange={(event) => setSort(event.target.value)}>
          {labelledOptions(SORT_LABELS).map((option) => (
            <option key={option.value} value={option.value === BookingSort.CreatedDesc ? '' : option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      <div className="booking-filters__actions">
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
