import { formatRupees } from '../../lib/format';
import { gstWords, usePriceWords, type StayTotal } from './price-words';
import './price.css';

/**
 * The stay's total for the chosen dates, the figure a guest compares: "₹7,500 incl. GST for 2
 * nights", or with GST added to the rents "₹7,350 for 2 nights: ₹7,000 + GST ₹350".
 */
export function StayPriceTag({ price }: { price: StayTotal }) {
  const words = usePriceWords();
  return (
    <p className="stay-price">
      <strong className="stay-price__total">{formatRupees(price.total, words.locale)}</strong>
      {price.ratesIncludeGst && <span className="stay-price__gst"> {words.t('inclGst')}</span>}
      <span className="stay-price__for">
        {' '}
        {words.t('forNights', { nights: price.nights })}
        {!price.ratesIncludeGst && `: ${gstWords(price, words)}`}
      </span>
    </p>
  );
}
