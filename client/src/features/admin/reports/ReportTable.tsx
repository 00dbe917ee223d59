import { formatRupees } from '../../../lib/format';
import { PAYMENT_METHOD_LABELS } from '../../../lib/labels';
import { TableRegion } from '../../../components/admin/DataTable';
import type { ReportGrouping } from './report-range';
import { formatPercent, periodLabel } from './report-words';
import type { ReportRow } from './use-hotel-report';

function Received({ row }: { row: ReportRow }) {
  return (
    <>
      {formatRupees(row.moneyReceivedTotal)}
      {row.moneyReceived.length > 0 && (
        <span className="admin-table__sub">
          {row.moneyReceived.map((entry) => `${PAYMENT_METHOD_LABELS[entry.method]} ${formatRupees(entry.amount)}`).join(' · ')}
        </span>
      )}
    </>
  );
}

function Cells({ row }: { row: ReportRow }) {
  return (
    <>
      <td data-label="Rooms sold" className="admin-table__number">
        {row.roomNightsSold} / {row.roomNightsAvailable}
      </td>
      <td data-label="Occupancy" className="admin-table__number">
        {formatPercent(row.occupancyPercent)}
      </td>
      <td data-label="Room revenue" className="admin-table__number">
        {formatRupees(row.roomRevenue)}
        {row.banquetEvents > 0 && (
          <span className="admin-table__sub">
            Banquet {formatRupees(row.banquetRevenue)} ({row.banquetEvents} {row.banquetEvents === 1 ? 'event' : 'events'})
          </span>
        )}
      </td>
      <td data-label="ADR" className="admin-table__number">
        {formatRupees(row.adr)}
      </td>
      <td data-label="RevPAR" className="admin-table__number">
        {formatRupees(row.revpar)}
      </td>

      <td data-label="Received" className="admin-table__number">
        <Received row={row} />
      </td>
      <td data-label="Refunds" className="admin-table__number">
        {formatRupees(row.refunds)}
      </td>
    </>
  );
}

/** The report's data, a row per day or month and the totals: the chart's figures in full. */
export function ReportTable({ rows, totals, by }: { rows: ReportRow[]; totals: ReportRow; by: ReportGrouping }) {
  const period = by === 'day' ? 'Day' : 'Month';
  return (
    <TableRegion label={`Report per ${by}`}>
      <table className="admin-table compact-cards report-table">
        <caption className="visually-hidden">Figures per {by}, then the totals (money in rupees, days in IST)</caption>
        <thead>
          <tr>
            <th scope="col">{period}</th>
            <th scope="col" className="admin-table__number">
              Rooms sold / for sale
            </th>
            <th scope="col" className="admin-table__number">
              Occupancy
            </th>
            <th scope="col" className="admin-table__number">
              Room revenue
            </th>
            <th scope="col" className="admin-table__number">
              ADR
            </th>
            <th scope="col" className="admin-table__number">
              RevPAR
            </th>
            <th scope="col" className="admin-table__number">
              Received
            </th>
            <th scope="col" className="admin-table__number">
              Refunds
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.period}>
              <th scope="row" className="admin-table__nowrap">
                {periodLabel(row.period, by)}
              </th>
              <Cells row={row} />
            </tr>
          ))}
          <tr className="report-table__totals">
            <th scope="row">Total</th>
            <Cells row={totals} />
          </tr>
        </tbody>
      </table>
    </TableRegion>
  );
}
