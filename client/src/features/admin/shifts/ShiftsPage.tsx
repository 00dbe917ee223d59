import { Link, useSearchParams } from 'react-router-dom';
import { isCalendarDate } from '@server-pure/calendar-dates';
import { AdminPage, Panel } from '../../../components/admin/AdminPage';
import { DataTable, type Column } from '../../../components/admin/DataTable';
import { LoadState } from '../../../components/admin/LoadState';
import { StatusBadge } from '../../../components/admin/StatusBadge';
import { Button } from '../../../components/ui/Button';
import { formatDate, formatRupees } from '../../../lib/format';
import { DASH, hotelDateAndTime, recorderName } from '../lib/display';
import { Difference } from './Difference';
import { ShiftRow, useShiftList } from './use-shifts';
import './shifts.css';

const paiseText = (paise: number | null) => (paise === null ? DASH : formatRupees(paise / 100));
const timeOf = (iso: string) => hotelDateAndTime(iso).time;

const COLUMNS: Column<ShiftRow>[] = [
  {
    header: 'Date',
    rowHeader: true,
    nowrap: true,
    cell: (shift) => <Link to={`/admin/shifts/${shift.id}`}>{hotelDateAndTime(shift.openedAt).date}</Link>,
  },
  { header: 'Person', cell: (shift) => recorderName(shift.openedBy) },
  {
    header: 'Opened – closed',
    nowrap: true,
    cell: (shift) =>
      shift.closedAt ? (
        `${timeOf(shift.openedAt)} – ${timeOf(shift.closedAt)}`
      ) : (
        <>
          {timeOf(shift.openedAt)} <StatusBadge tone="success">Open</StatusBadge>
        </>
      ),
  },
  { header: 'Float', numeric: true, cell: (shift) => paiseText(shift.floatPaise) },
  { header: 'Expected', numeric: true, cell: (shift) => paiseText(shift.expectedPaise) },
  { header: 'Counted', numeric: true, cell: (shift) => paiseText(shift.countedPaise) },
  { header: 'Difference', numeric: true, cell: (shift) => <Difference paise={shift.differencePaise} /> },
];

/** /admin/shifts: the desk's cash shifts, newest first, or those opened on one day (?date=). */
export default function ShiftsPage() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('date') ?? '';
  const date = isCalendarDate(asked) ? asked : null;
  const shifts = useShiftList(date);
  return (
    <AdminPage
      title="Cash shifts"
      lead="Each desk person’s shifts: the float, what the drawer and terminals should hold, what was counted, and the difference."
    >
      <Panel>
        <div className="shift-filter">
          <label>
            Opened on
            <input
              type="date"
              value={date ?? ''}
              onChange={(event) =>
                setParams(isCalendarDate(event.target.value) ? { date: event.target.value } : {}, { replace: true })
              }
            />
          </label>
          {date && (
            <Button variant="secondary" onClick={() => setParams({}, { replace: true })}>
              All days
            </Button>
          )}
        </div>
      </Panel>
      <Panel title={date ? `Shifts opened on ${formatDate(date)}` : 'Latest shifts'}>
        <LoadState
          state={shifts}
          loading="Loading shifts…"
          failure="Failed to load shifts"
          isEmpty={(list) => list.length === 0}
          empty={date ? 'No shift was opened that day.' : 'No shifts yet. A shift is opened on Today, with the float.'}
        >
          {(list) => <DataTable label="Cash shifts" columns={COLUMNS} rows={list} rowKey={(shift) => shift.id} />}
        </LoadState>
      </Panel>
    </AdminPage>
  );
}
