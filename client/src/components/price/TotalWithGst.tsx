import { formatRupees } from '../../lib/format';
import { gstWords, usePriceWords, type StayTotal } from './price-words';
import './price.css';

/**
 * A total where a summary shows it (a line of figures): "₹7,500 incl. GST", or with GST added to
 * the rents "₹7,350" over "₹7,000 + GST ₹350".
 */
export function TotalWithGst({ price }: { price: Omit<StayTotal, 'nights'> }) {
  const words = usePriceWords();
  return (
    <span className="total-with-gst">
      <strong>{formatRupees(price.total, words.locale)}</strong>{' '}
      <span className="total-with-gst__words">{gstWords(price, words)}</span>
    </span>
  );
}
