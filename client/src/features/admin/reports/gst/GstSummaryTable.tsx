import { formatRupees } from '../../../../lib/format';
import { TableRegion } from '../../../../components/admin/DataTable';
import { gstSummaryLines } from './gst-summary-rows';
import type { GstSummary } from './use-gst-summary';

const percent = (rateBp: number) => `${rateBp / 100}%`;

/** The month's figures per section and rate, then the net tax; and the document numbers issued. */
export function GstSummaryTable({ summary, label }: { summary: GstSummary; label: string }) {
  const lines = gstSummaryLines(summary);
  const { net } = summary.totals;
  return (
    <>
      <TableRegion label={`GST summary of ${label}`}>
        <table className="admin-table compact-cards compact-cards--4 gst-summary-table">
          <caption className="visually-hidden">
            Taxable value, CGST and SGST of {label} per GSTR-1 table and rate (rupees; what lowers the tax is negative)
          </caption>
          <thead>
            <tr>
              <th scope="col">Section</th>
              <th scope="col">Rate</th>
              <th scope="col" className="admin-table__number">
                Taxable value
              </th>
              <th scope="col" className="admin-table__number">
                CGST
              </th>
              <th scope="col" className="admin-table__number">
                SGST
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.key}>
                <th scope="row">
                  {line.section}
                  <span className="admin-table__sub">
                    {line.table}
                    {line.note ? ` · ${line.note}` : ''}
                  </span>
                </th>
                <td data-label="Rate">{percent(line.rateBp)}</td>
                <td data-label="Taxable" className="admin-table__number">
                  {formatRupees(line.taxable)}
                </td>
                <td data-label="CGST" className="admin-table__number">
                  {formatRupees(line.cgst)}
                </td>
                <td data-label="SGST" className="admin-table__number">
                  {formatRupees(line.sgst)}
                </td>
              </tr>
            ))}
            <tr className="report-table__totals">
              <th scope="row">Net output tax</th>
              <td data-label="Rate">All</td>
              <td data-label="Taxable" className="admin-table__number">
                {formatRupees(net.taxable)}
              </td>
              <td data-label="CGST" className="admin-table__number">
                {formatRupees(net.cgst)}
              </td>
              <td data-label="SGST" className="admin-table__number">
                {formatRupees(net.sgst)}
              </td>
            </tr>
          </tbody>
        </table>
      </TableRegion>
      {summary.documents.length > 0 && (
        <TableRegion label={`Documents issued in ${label}`}>
          <table className="admin-table compact-cards compact-cards--2 gst-documents-table">
            <caption className="visually-hidden">Document numbers issued in {label} (GSTR-1 table 13); none cancelled</caption>
            <thead>
              <tr>
                <th scope="col">Documents issued</th>
                <th scope="col">Numbers</th>
                <th scope="col" className="admin-table__number">
                  Count
                </th>
              </tr>
            </thead>
            <tbody>
              {summary.documents.map((range) => (
                <tr key={`${range.kind}-${range.series}`}>
                  <th scope="row">
                    {range.nature}
                    <span className="admin-table__sub">Table 13</span>
                  </th>
                  <td data-label="Numbers">
                    {range.fromNumber === range.toNumber ? range.fromNumber : `${range.fromNumber} to ${range.toNumber}`}
                  </td>
                  <td data-label="Count" className="admin-table__number">
                    {range.count}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}
    </>
  );
}
