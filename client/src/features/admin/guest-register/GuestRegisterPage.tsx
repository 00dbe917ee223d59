import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import { addDays, isCalendarDate, todayInHotel } from '@server-pure/calendar-dates';
import { AdminPage } from '../../../components/admin/AdminPage';
import { TableRegion } from '../../../components/admin/DataTable';
import { LoadState } from '../../../components/admin/LoadState';
import { loadState } from '../../../components/admin/load-state';
import { GuestRegisterDocument, GuestRegisterQuery } from '../../../graphql/generated';
import { DownloadButton } from '../components/DownloadButton';
import { DASH, formatHotelDateTime } from '../lib/display';

type RegisterRow = GuestRegisterQuery['guestRegister']['rows'][number];

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The range asked for: ?day=YYYY-MM-DD, or ?month=YYYY-MM (its first to last day); today by default. */
export function rangeOf(params: URLSearchParams): { from: string; to: string; label: string; mode: 'day' | 'month' } {
  const month = params.get('month') ?? '';
  if (MONTH.test(month)) {
    const from = `${month}-01`;
    const next = addDays(from, 31).slice(0, 7);
    return { from, to: addDays(`${next}-01`, -1), label: month, mode: 'month' };
  }
  const day = params.get('day') ?? '';
  const date = isCalendarDate(day) ? day : todayInHotel();
  return { from: date, to: date, label: date, mode: 'day' };
}

function RegisterTable({ rows }: { rows: readonly RegisterRow[] }) {
  return (
    <TableRegion label="Guest register">
      <table className="admin-table compact-cards guest-register__table">
        <caption className="visually-hidden">Guests who arrived in the period, in arrival order</caption>
        <thead>
          <tr>
            <th scope="col">S. no.</th>
            <th scope="col">Name</th>
            <th scope="col">Address</th>
            <th scope="col">Nationality</th>
            <th scope="col">Coming from</th>
            <th scope="col">Going to</th>
            <th scope="col">Purpose</th>
            <th scope="col">Arrival</th>
            <th scope="col">Departure</th>
            <th scope="col">ID</th>
            <th scope="col">Room</th>
            <th scope="col">Signature</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td data-label="S. no.">{row.serialNo}</td>
              <th scope="row" data-label="Name">
                {row.name}
              </th>
              <td data-label="Address">{row.address || DASH}</td>
              <td data-label="Nationality">{row.oci ? `${row.nationality} (OCI)` : row.nationality}</td>
              <td data-label="Coming from">{row.comingFrom || DASH}</td>
              <td data-label="Going to">{row.goingTo || DASH}</td>
              <td data-label="Purpose">{row.purpose || DASH}</td>
              <td data-label="Arrival">{formatHotelDateTime(row.arrivedAt)}</td>
              <td data-label="Departure">{row.departedAt ? formatHotelDateTime(row.departedAt) : DASH}</td>
              <td data-label="ID">{row.idShown}</td>
              <td data-label="Room">{row.rooms}</td>
              <td data-label="Signature" className="guest-register__signature" />
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}

/**
 * /admin/register: the guest register of a day or a month in the usual register's columns, and
 * its printable PDF (landscape A4) for the police.
 */
export default function GuestRegisterPage() {
  const [params, setParams] = useSearchParams();
  const range = rangeOf(params);
  const result = useQuery(GuestRegisterDocument, {
    variables: { from: range.from, to: range.to },
    fetchPolicy: 'cache-and-network',
  });
  const state = loadState(result);
  const pdfPath = `/api/admin/guest-register.pdf?from=${range.from}&to=${range.to}`;
  return (
    <AdminPage
      title="Guest register"
      lead="Every adult who checked in: who, from where to where, why, when, and the ID shown (an Aadhaar’s last four digits only)."
      actions={<DownloadButton kind="pdf" path={pdfPath} fileName={`guest-register-${range.from}-to-${range.to}.pdf`} />}
    >
      <div className="guest-register__pickers">
        <label className="guest-register__picker">
          <span>Day</span>
          <input
            type="date"
            value={range.mode === 'day' ? range.from : ''}
            onChange={(event) => isCalendarDate(event.target.value) && setParams({ day: event.target.value }, { replace: true })}
          />
        </label>
        <label className="guest-register__picker">
          <span>Month</span>
          <input
            type="month"
            value={range.mode === 'month' ? range.label : ''}
            onChange={(event) => MONTH.test(event.target.value) && setParams({ month: event.target.value }, { replace: true })}
          />
        </label>
      </div>
      <LoadState
        state={state}
        loading="Loading the register…"
        failure="Failed to load the register"
        isEmpty={(data) => data.guestRegister.rows.length === 0}
        empty="No guests arrived in this period."
      >
        {(data) => <RegisterTable rows={data.guestRegister.rows} />}
      </LoadState>
    </AdminPage>
  );
}
