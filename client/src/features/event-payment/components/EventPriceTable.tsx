import { EventLineKind } from '../../../graphql/generated';
import type { EventPage } from '../api/use-event-checkout';
import { percentOf, rupeesOf } from '../lib/terms-words';

const SAC_WORDS: Record<string, string> = { '997212': 'hall rent', '996334': 'catering' };

/** The quoted lines, the GST on them by SAC and rate, and the total. */
export function EventPriceTable({ price }: { price: EventPage['price'] }) {
  return (
    <section className="event-pay-card" aria-labelledby="event-price-title">
      <h2 id="event-price-title">Price</h2>
      <table className="event-price">
        <caption className="visually-hidden">The quoted lines, GST and total</caption>
        <tbody>
          {price.lines.map((line, index) => (
            <tr key={index}>
              <th scope="row">
                {line.description}
                {line.quantity > 1 && (
                  <span className="event-price__detail">
                    {line.quantity} × {rupeesOf(line.unitPaise)}
                  </span>
                )}
              </th>
              <td>{line.kind === EventLineKind.Discount ? `− ${rupeesOf(-line.amountPaise)}` : rupeesOf(line.amountPaise)}</td>
            </tr>
          ))}
          {price.taxes.map((tax) => (
            <tr key={`${tax.sac}-${tax.rateBp}`} className="event-price__tax">
              <th scope="row">
                GST {percentOf(tax.rateBp)} on {SAC_WORDS[tax.sac] ?? `SAC ${tax.sac}`}
                <span className="event-price__detail">
                  CGST {rupeesOf(tax.cgstPaise)} + SGST {rupeesOf(tax.sgstPaise)}
                </span>
              </th>
              <td>{rupeesOf(tax.cgstPaise + tax.sgstPaise)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">
              Total<span className="event-price__detail">GST included</span>
            </th>
            <td>{rupeesOf(price.totalPaise)}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
