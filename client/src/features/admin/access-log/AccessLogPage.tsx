import { useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { addDays, daysBetween, isCalendarDate, todayInHotel } from '@server-pure/calendar-dates';
import { AdminPage } from '../../../components/admin/AdminPage';
import { TableRegion } from '../../../components/admin/DataTable';
import { LoadState } from '../../../components/admin/LoadState';
import { loadState } from '../../../components/admin/load-state';
import {
  AccessLogStaffDocument,
  PersonalDataAccessLogDocument,
  PersonalDataAccessLogQuery,
  PersonalDataReadKind,
} from '../../../graphql/generated';
import { DASH, formatHotelDateTime } from '../lib/display';
import { READ_KIND_LABELS } from './access-log-words';
import './access-log.css';

type Entry = PersonalDataAccessLogQuery['personalDataAccessLog']['entries'][number];

/** The log is read at most a year at a time (the server's limit: what it keeps). */
const MAX_DAYS = 366;

/** The range and person asked for: ?from&to (the last 7 days by default) and ?staff=<id>. */
export function filtersOf(params: URLSearchParams, today = todayInHotel()) {
  const to = isCalendarDate(params.get('to')) ? params.get('to')! : today;
  const askedFrom = params.get('from');
  let from = isCalendarDate(askedFrom) && askedFrom <= to ? askedFrom : addDays(to, -6);
  if (daysBetween(from, to) + 1 > MAX_DAYS) from = addDays(to, -(MAX_DAYS - 1));
  return { from, to, staffId: params.get('staff') || undefined };
}

/** Which booking, report or days a read was of, with a link to the booking when it still exists. */
function WhatWasRead({ entry }: { entry: Entry }) {
  const range =
    entry.fromDate && entry.toDate
      ? entry.fromDate === entry.toDate
        ? entry.fromDate
        : `${entry.fromDate} to ${entry.toDate}`
      : null;
  const parts = [range, entry.detail].filter(Boolean).join(' · ');
  if (entry.kind === PersonalDataReadKind.Booking && entry.subjectId) {
    return (
      <>
        <Link to={`/admin/booking/${entry.subjectId}`}>Open the booking</Link>
        {parts && ` · ${parts}`}
      </>
    );
  }
  if (entry.kind === PersonalDataReadKind.FormIiiSheet && entry.subjectId) {
    return <>{[`report ${entry.subjectId.slice(0, 8)}`, parts].filter(Boolean).join(' · ')}</>;
  }
  return <>{parts || DASH}</>;
}

function AccessTable({ entries }: { entries: readonly Entry[] }) {
  return (
    <TableRegion label="Reads of guests’ personal data">
      <table className="admin-table compact-cards compact-cards--2 access-log__table">
        <caption className="visually-hidden">Reads of guests’ personal data, newest first</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">What</th>
            <th scope="col">Which</th>
            <th scope="col">From</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td data-label="When">{formatHotelDateTime(entry.at)}</td>
              <th scope="row" data-label="Who">
                {entry.staffLabel}
              </th>
              <td data-label="What">{READ_KIND_LABELS[entry.kind]}</td>
              <td data-label="Which">
                <WhatWasRead entry={entry} />
              </td>
              <td data-label="From" className="access-log__address">
                {entry.address}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}

/**
 * /admin/access-log (the owner's): who looked at guests' personal data — a booking's guest
 * details, the lists, the register, Form III, the exports — when and from where, by dates and person.
 */
export default function AccessLogPage() {
  const [params, setParams] = useSearchParams();
  const personId = useId();
  const filters = filtersOf(params);
  const staff = useQuery(AccessLogStaffDocument, { fetchPolicy: 'cache-first' });
  const result = useQuery(PersonalDataAccessLogDocument, { variables: filters, fetchPolicy: 'cache-and-network' });
  const state = loadState(result);
  const change = (key: 'from' | 'to' | 'staff', value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    setParams(next, { replace: true });
  };
  return (
    <AdminPage
      title="Who looked"
      lead="Each time a member of staff opened guests’ personal data — a booking’s guest details, the bookings list, the register, Form III, an export — with when and from where. Kept for a year."
    >
      <div className="access-log__filters">
        <label className="access-log__filter">
          <span>From</span>
          <input type="date" value={filters.from} max={filters.to} onChange={(event) => change('from', event.target.value)} />
        </label>
        <label className="access-log__filter">
          <span>To</span>
          <input type="date" value={filters.to} onChange={(event) => change('to', event.target.value)} />
        </label>
        <div className="access-log__filter">
          {/* A label of its own, not around the list: its name is then "Person", not every option's. */}
          <label htmlFor={personId}>Person</label>
          <select id={personId} value={filters.staffId ?? ''} onChange={(event) => change('staff', event.target.value)}>
            <option value="">Everyone</option>
            {(staff.data?.staff ?? []).map((member) => (
              <option key={member.id} value={member.id}>
                {member.isActive ? member.name : `${member.name} (no longer active)`}
              </option>
            ))}
          </select>
        </div>
      </div>
      <LoadState
        state={state}
        loading="Loading the log…"
        failure="Failed to load the log"
        isEmpty={(data) => data.personalDataAccessLog.entries.length === 0}
        empty="Nobody looked at guests’ personal data in this period."
      >
        {(data) => (
          <>
            {data.personalDataAccessLog.truncated && (
              <p className="access-log__truncated" role="status">
                Only the newest {data.personalDataAccessLog.entries.length} reads are shown: pick fewer days or one person.
              </p>
            )}
            <AccessTable entries={data.personalDataAccessLog.entries} />
          </>
        )}
      </LoadState>
    </AdminPage>
  );
}
