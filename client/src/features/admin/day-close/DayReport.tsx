import { Panel } from '../../../components/admin/AdminPage';
import { formatRupees } from '../../../lib/format';
import { PAYMENT_METHOD_LABELS } from '../../../lib/labels';
import type { DayCloseView } from './use-day-close';

/** The day report: occupancy, ADR, RevPAR, room and banquet revenue, money by method, GST. */
export function DayReport({ report }: { report: DayCloseView['report'] }) {
  const figures = [
    {
      label: 'Occupancy',
      value: `${report.occupancyPercent}%`,
      note: `${report.roomNightsSold} of ${report.roomNightsAvailable} rooms sold`,
    },
    { label: 'ADR', value: formatRupees(report.adr), note: 'Average rate per room sold' },
    { label: 'RevPAR', value: formatRupees(report.revpar), note: 'Revenue per available room' },
    { label: 'Room revenue', value: formatRupees(report.roomRevenue) },
    {
      label: 'Banquet revenue',
      value: formatRupees(report.banquetRevenue),
      note: `${report.banquetEvents} event${report.banquetEvents === 1 ? '' : 's'}`,
    },
    { label: 'Money received', value: formatRupees(report.moneyReceivedTotal) },
    { label: 'Refunds', value: formatRupees(report.refunds) },
    {
      label: 'GST collected',
      value: formatRupees((Math.round(report.cgst * 100) + Math.round(report.sgst * 100)) / 100),
      note: `on ${formatRupees(report.gstTaxable)}`,
    },
  ];
  return (
    <Panel title="Day report">
      <dl className="day-report__figures" aria-label="The day in figures">
        {figures.map((figure) => (
          <div key={figure.label} className="day-report__figure">
            <dt>{figure.label}</dt>
            <dd>{figure.value}</dd>
            {figure.note && <dd className="day-report__note">{figure.note}</dd>}
          </div>
        ))}
      </dl>
      <div className="day-report__columns">
        <table className="day-report__table">
          <caption>Money received by method</caption>
          <tbody>
            {report.moneyReceived.length === 0 ? (
              <tr>
                <td colSpan={2}>No money received.</td>
              </tr>
            ) : (
              report.moneyReceived.map((row) => (
                <tr key={row.method}>
                  <th scope="row">{PAYMENT_METHOD_LABELS[row.method]}</th>
                  <td>{formatRupees(row.amount)}</td>
                </tr>
              ))
            )}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              <td>{formatRupees(report.moneyReceivedTotal)}</td>
            </tr>
          </tfoot>
        </table>
        <table className="day-report__table">
          <caption>GST on the day’s tax documents</caption>
          <tbody>
            <tr>
              <th scope="row">Taxable value</th>
              <td>{formatRupees(report.gstTaxable)}</td>
            </tr>
            <tr>
              <th scope="row">CGST</th>
              <td>{formatRupees(report.cgst)}</td>
            </tr>
            <tr>
              <th scope="row">SGST</th>
              <td>{formatRupees(report.sgst)}</td>
            </tr>
          </tbody>
        </table>
      </div>
    </Panel>
  );
}
