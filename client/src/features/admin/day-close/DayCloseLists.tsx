import { Link } from 'react-router-dom';
import { Panel } from '../../../components/admin/AdminPage';
import { DataTable, type Column } from '../../../components/admin/DataTable';
import { EmptyState } from '../../../components/admin/LoadState';
import { formatRupees } from '../../../lib/format';
import { formatStay, hotelDateAndTime, recorderName } from '../lib/display';
import type { DayCloseStay, DayCloseView } from './use-day-close';

const STAY_COLUMNS: Column<DayCloseStay>[] = [
  {
    header: 'Booking',
    rowHeader: true,
    cell: (stay) => <Link to={`/admin/booking/${stay.bookingId}`}>{stay.bookCode}</Link>,
  },
  { header: 'Guest', cell: (stay) => stay.guestName },
  { header: 'Rooms', cell: (stay) => stay.rooms },
  { header: 'Stay', nowrap: true, cell: (stay) => formatStay(stay.checkIn, stay.checkOut) },
  { header: 'Balance due', numeric: true, cell: (stay) => formatRupees(stay.balanceDue) },
];

type Night = DayCloseView['nightsPosted'][number];
const NIGHT_COLUMNS: Column<Night>[] = [
  {
    header: 'Booking',
    rowHeader: true,
    cell: (night) => <Link to={`/admin/booking/${night.bookingId}`}>{night.bookCode}</Link>,
  },
  { header: 'Room', cell: (night) => night.roomName },
  { header: 'Night', numeric: true, cell: (night) => formatRupees(night.amount) },
];

type OpenShift = DayCloseView['openShifts'][number];
const SHIFT_COLUMNS: Column<OpenShift>[] = [
  {
    header: 'Person',
    rowHeader: true,
    cell: (shift) => <Link to={`/admin/shifts/${shift.id}`}>{recorderName(shift.openedBy)}</Link>,
  },
  {
    header: 'Opened',
    cell: (shift) => {
      const at = hotelDateAndTime(shift.openedAt);
      return `${at.date}, ${at.time}`;
    },
  },
  { header: 'Float', numeric: true, cell: (shift) => formatRupees(shift.float) },
];

function StayPanel({ title, rows, empty }: { title: string; rows: DayCloseStay[]; empty: string }) {
  return (
    <Panel title={`${title} (${rows.length})`}>
      {rows.length === 0 ? (
        <EmptyState>{empty}</EmptyState>
      ) : (
        <DataTable label={title} columns={STAY_COLUMNS} rows={rows} rowKey={(stay) => stay.bookingId} />
      )}
    </Panel>
  );
}

/** What the close does to the stays (or would do, before it) and what it leaves open for the desk. */
export function DayCloseLists({ view }: { view: DayCloseView }) {
  const closed = view.state === 'CLOSED';
  const nightsTotal = view.nightsPosted.reduce((sum, night) => sum + Math.round(night.amount * 100), 0) / 100;
  return (
    <>
      <StayPanel
        title={closed ? 'Marked no-show' : 'No-shows to mark'}
        rows={view.noShows}
        empty={closed ? 'No booking was marked no-show.' : 'No pay-at-hotel booking is due to be marked no-show.'}
      />
      <StayPanel title="Overstays (due out, still in)" rows={view.overstays} empty="No guest is past their check-out." />
      <StayPanel
        title="Arrivals never checked in"
        rows={view.arrivalsNotCheckedIn}
        empty="Every arrival due by this day has checked in."
      />
      <Panel title={`${closed ? 'Nights posted' : 'Nights to post'} (${view.nightsPosted.length})`}>
        {view.nightsPosted.length === 0 ? (
          <EmptyState>No guest in house that night.</EmptyState>
        ) : (
          <>
            <DataTable
              label={closed ? 'Nights posted' : 'Nights to post'}
              layout="compact-3"
              columns={NIGHT_COLUMNS}
              rows={view.nightsPosted}
              rowKey={(night) => `${night.bookingId}:${night.roomName}`}
            />
            <p className="day-close__total">Total: {formatRupees(nightsTotal)}</p>
          </>
        )}
      </Panel>
      <StayPanel title="Unpaid balances" rows={view.unpaid} empty="No balance is due." />
      <Panel title={`Open shifts (${view.openShifts.length})`}>
        {view.openShifts.length === 0 ? (
          <EmptyState>Every cash shift is closed.</EmptyState>
        ) : (
          <DataTable label="Open shifts" columns={SHIFT_COLUMNS} rows={view.openShifts} rowKey={(shift) => shift.id} />
        )}
        {view.outsideShifts > 0 && (
          <p className="admin-muted">
            {formatRupees(view.outsideShifts)} was taken at the desk outside any shift (UPI, card or bank transfer).
          </p>
        )}
      </Panel>
    </>
  );
}
