import { Link, useParams } from 'react-router-dom';
import { AdminPage, Panel } from '../../../components/admin/AdminPage';
import { DataTable, type Column } from '../../../components/admin/DataTable';
import { EmptyState, LoadState } from '../../../components/admin/LoadState';
import { PaymentAttemptStatus, PaymentMethod } from '../../../graphql/generated';
import { formatRupees } from '../../../lib/format';
import { DownloadButton } from '../components/DownloadButton';
import { DASH, formatHotelDateTime, hotelDateAndTime, methodText, orDash, recorderName, rupeesFromPaise } from '../lib/display';
import { methodLabel, toPaise } from './shift-count';
import { Difference } from './Difference';
import { ShiftWithEntries, useShiftReport } from './use-shifts';
import './shifts.css';

type TallyLine = ShiftWithEntries['tally'][number];
type Entry = ShiftWithEntries['entries'][number];

const rupeesOrDash = (rupees: number | null) => (rupees === null ? DASH : formatRupees(rupees));

const TALLY_COLUMNS: Column<TallyLine>[] = [
  { header: 'Method', rowHeader: true, cell: (line) => methodLabel(line.method) },
  { header: 'Expected', numeric: true, cell: (line) => formatRupees(line.expected) },
  { header: 'Counted', numeric: true, cell: (line) => rupeesOrDash(line.counted) },
  {
    header: 'Difference',
    numeric: true,
    cell: (line) => <Difference paise={line.difference === null ? null : toPaise(line.difference)} />,
  },
];

/** Cash always; another method when the shift took money by it or it was counted. */
const usedLine = (line: TallyLine) => line.method === PaymentMethod.Cash || line.expected !== 0 || line.counted !== null;

function entryLink(entry: Entry) {
  if (entry.bookingId) return <Link to={`/admin/booking/${entry.bookingId}`}>{entry.bookCode}</Link>;
  if (entry.eventId) return <Link to={`/admin/events/${entry.eventId}`}>{entry.bookCode}</Link>;
  return entry.bookCode || DASH;
}

const ENTRY_COLUMNS: Column<Entry>[] = [
  { header: 'Time', rowHeader: true, nowrap: true, cell: (entry) => hotelDateAndTime(entry.paidAt ?? entry.createdAt).time },
  { header: 'Booking', cell: entryLink },
  {
    header: 'Receipt',
    cell: (entry) =>
      entry.status === PaymentAttemptStatus.Reversal ? (
        'Reversal'
      ) : entry.receiptNumber ? (
        <Link to={`/admin/receipt/${entry.id}`}>{entry.receiptNumber}</Link>
      ) : (
        DASH
      ),
  },
  { header: 'Method', cell: (entry) => methodText(entry.method) },
  { header: 'Amount', numeric: true, cell: (entry) => rupeesFromPaise(entry.amountPaise) },
  { header: 'Recorded by', cell: (entry) => orDash(entry.recordedBy && recorderName(entry.recordedBy)) },
];

function Report({ report }: { report: ShiftWithEntries }) {
  const { shift } = report;
  const facts = [
    { label: 'Person', value: recorderName(shift.openedBy) },
    { label: 'Opened', value: formatHotelDateTime(shift.openedAt) },
    { label: 'Closed', value: shift.closedAt ? formatHotelDateTime(shift.closedAt) : 'Still open' },
    { label: 'Closed by', value: shift.closedBy ? recorderName(shift.closedBy) : DASH },
    { label: 'Float', value: formatRupees(report.float) },
  ];
  return (
    <>
      <Panel title="The shift">
        <dl className="shift-facts">
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </div>
          ))}
          <div>
            <dt>Difference</dt>
            <dd>
              <Difference paise={report.difference === null ? null : toPaise(report.difference)} />
            </dd>
          </div>
          {shift.closeNote && (
            <div>
              <dt>Note at the close</dt>
              <dd>{shift.closeNote}</dd>
            </div>
          )}
        </dl>
      </Panel>
      <Panel title={report.open ? 'Money by method (expected so far)' : 'Money by method'}>
        <DataTable
          label="Money by method"
          layout="compact-3"
          columns={TALLY_COLUMNS}
          rows={report.tally.filter(usedLine)}
          rowKey={(line) => line.method}
        />
      </Panel>
      <Panel title={`Entries in the shift (${report.entries.length})`}>
        {report.entries.length === 0 ? (
          <EmptyState>No money was taken in this shift.</EmptyState>
        ) : (
          <DataTable label="Entries in the shift" columns={ENTRY_COLUMNS} rows={report.entries} rowKey={(entry) => entry.id} />
        )}
      </Panel>
    </>
  );
}

/** /admin/shifts/:id: one shift's report (money by method, its entries, who closed it, the difference) and its PDF. */
export default function ShiftReportPage() {
  const { id = '' } = useParams();
  const report = useShiftReport(id);
  const ready = report.status === 'ready' ? report.data : null;
  return (
    <AdminPage
      title={ready ? `Shift of ${recorderName(ready.shift.openedBy)}` : 'Shift report'}
      lead={ready ? `${hotelDateAndTime(ready.shift.openedAt).date}${ready.open ? ' · still open' : ''}` : undefined}
      back={{ to: '/admin/shifts', label: 'All shifts' }}
      actions={
        ready && (
          <DownloadButton
            kind="pdf"
            path={ready.pdfUrl}
            fileName={`shift-${ready.shift.openedAt.slice(0, 10)}-${ready.shift.id.slice(0, 8)}.pdf`}
          />
        )
      }
    >
      <LoadState
        state={report}
        loading="Loading the shift…"
        failure="Failed to load the shift"
        isEmpty={(data) => data === null}
        empty="There is no such shift."
      >
        {(data) => data && <Report report={data} />}
      </LoadState>
    </AdminPage>
  );
}
