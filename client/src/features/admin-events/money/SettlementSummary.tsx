import { EventLineKind } from '../../../graphql/generated';
import { formatRupees } from '../../../lib/format';
import type { SettlementSummary as Summary } from './use-event-money';

const rupees = (paise: number) => formatRupees(paise / 100);
const percent = (rateBp: number) => `${rateBp / 100}%`;
const SAC_WORDS: Record<string, string> = { '997212': 'hall', '996334': 'catering' };

/** The final bill as the server computed it for settlement: read before the invoice is issued. */
export function SettlementSummary({ summary }: { summary: Summary }) {
  const { price } = summary;
  return (
    <section className="settlement-summary" aria-label="Final bill">
      <h4>Final bill</h4>
      {summary.hasCatering ? (
        <p className="event-money__hint">
          {summary.finalPlates} plates served; {summary.billedPlates} billed
          {summary.billedPlates > (summary.finalPlates ?? 0) ? ` (the guaranteed ${summary.minimumPlates})` : ''}.
        </p>
      ) : (
        <p className="event-money__hint">Hall only: no plates are billed.</p>
      )}
      <table className="settlement-summary__lines">
        <thead>
          <tr>
            <th scope="col">Line</th>
            <th scope="col">Qty</th>
            <th scope="col">Before GST</th>
          </tr>
        </thead>
        <tbody>
          {price.lines.map((line, index) => (
            <tr key={index} className={line.kind === EventLineKind.Discount ? 'is-discount' : undefined}>
              <th scope="row">{line.description}</th>
              <td>{line.quantity}</td>
              <td>{line.amountPaise < 0 ? `−${rupees(-line.amountPaise)}` : rupees(line.amountPaise)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="event-money__figures settlement-summary__figures">
        {summary.extrasPaise > 0 && (
          <>
            <dt>Extras (before GST)</dt>
            <dd>{rupees(summary.extrasPaise)}</dd>
          </>
        )}
        {summary.discountPaise > 0 && (
          <>
            <dt>Discounts (before GST)</dt>
            <dd>−{rupees(summary.discountPaise)}</dd>
          </>
        )}
        <dt>Taxable value</dt>
        <dd>{rupees(price.taxablePaise)}</dd>
        {price.taxes.map((tax) => (
          <div key={`${tax.sac}@${tax.rateBp}`} className="settlement-summary__tax">
            <dt>
              GST {percent(tax.rateBp)} on {SAC_WORDS[tax.sac] ?? `SAC ${tax.sac}`} {rupees(tax.taxablePaise)}
            </dt>
            <dd>
              {rupees(tax.cgstPaise + tax.sgstPaise)}{' '}
              <span className="settlement-summary__split">
                (CGST {rupees(tax.cgstPaise)} + SGST {rupees(tax.sgstPaise)})
              </span>
            </dd>
          </div>
        ))}
        <dt>Total</dt>
        <dd>
          {rupees(price.totalPaise)}
          {price.totalPaise !== summary.quotedTotalPaise && (
            <span className="settlement-summary__split"> (quoted {rupees(summary.quotedTotalPaise)})</span>
          )}
        </dd>
        <dt>Paid</dt>
        <dd>{rupees(summary.paidPaise)}</dd>
        <dt>{summary.excessPaise > 0 ? 'Paid over, to refund' : 'Balance due'}</dt>
        <dd className="settlement-summary__balance">
          {rupees(summary.excessPaise > 0 ? summary.excessPaise : summary.balancePaise)}
        </dd>
      </dl>
    </section>
  );
}
