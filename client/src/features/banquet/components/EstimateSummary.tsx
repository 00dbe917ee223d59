import type { BanquetEstimateQuery } from '../../../graphql/generated';
import { formatRupees } from '../../../lib/format';

export type EstimateView = BanquetEstimateQuery['banquetEstimate'];

const percent = (basisPoints: number) => `${basisPoints / 100}%`;

/** The server's estimate, line by line: rent, plates × price, GST per SAC, total. */
export function EstimateSummary({ estimate, updating }: { estimate: EstimateView | null; updating: boolean }) {
  return (
    <section className="banquet-estimate card" aria-labelledby="banquet-estimate-title" aria-busy={updating}>
      <h3 id="banquet-estimate-title">Your estimate</h3>
      {!estimate ? (
        <p className="banquet-estimate__empty">Choose a session and the number of guests to see what it costs.</p>
      ) : (
        <>
          <table className="banquet-estimate__lines">
            <tbody>
              {estimate.lines.map((line) => (
                <tr key={line.description}>
                  <th scope="row">
                    {line.kind === 'HALL_RENT' ? 'Hall rent' : line.description.replace(' (per plate)', '')}
                    {line.quantity > 1 && (
                      <span className="banquet-estimate__qty">
                        {line.quantity} plates × {formatRupees(line.unitPaise / 100)}
                      </span>
                    )}
                  </th>
                  <td>{formatRupees(line.amount)}</td>
                </tr>
              ))}
              {estimate.taxes.map((tax) => (
                <tr key={`${tax.sac}-${tax.rateBp}`} className="banquet-estimate__tax">
                  <th scope="row">
                    GST {percent(tax.rateBp)} on {tax.sac === '997212' ? 'hall rent' : 'catering'}{' '}
                    <span className="banquet-estimate__qty">SAC {tax.sac}</span>
                  </th>
                  <td>{formatRupees((tax.cgstPaise + tax.sgstPaise) / 100)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">Estimated total</th>
                <td aria-live="polite">{formatRupees(estimate.total)}</td>
              </tr>
            </tfoot>
          </table>
          <p className="banquet-estimate__note">
            An estimate: we confirm the price in our quote. Extras (decoration, DJ) are added there.
          </p>
        </>
      )}
    </section>
  );
}
