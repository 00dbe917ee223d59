import { formatRupees } from '../../lib/format';
import { gstWords, nightsText, type StayTotal } from './price-words';
import './price.css';

/**
 * The stay's total for the chosen dates, the figure a guest compares: "₹7,500 incl. GST for 2
 * nights", or with GST added to the rents "₹7,350 for 2 nights: ₹7,000 + GST ₹350".
 */
export function StayPriceTag({ price }: { price: StayTotal }) {
  return (
    <p className="stay-price">
      <strong className="stay-price__total">{formatRupees(price.total)}</strong>
      {price.ratesIncludeGst && <span className="stay-price__gst"> incl. GST</span>}
      <span className="stay-price__for">
        {' '}
        for {nightsText(price.nights)}
        {!price.ratesIncludeGst && `: ${gstWords(price)}`}
      </span>
    </p>
  );
}
