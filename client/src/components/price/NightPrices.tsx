import { formatRupees } from '../../lib/format';
import { nightRuns, nightsText, usePriceWords, type NightPrice } from './price-words';
import './price.css';

/**
 * What each night costs, for a stay whose nights differ (a weekend, a season): a small disclosure,
 * nights of one price in one row. `open` for a document that is printed (a receipt, the booking's page).
 */
export function NightPrices({ nights, open = false }: { nights: readonly NightPrice[]; open?: boolean }) {
  const words = usePriceWords();
  return (
    <details className="night-prices" open={open}>
      <summary>{words.t('pricePerNight')}</summary>
      <ul className="night-prices__list">
        {nightRuns(nights, words).map((run) => (
          <li key={run.label}>
            <span>
              {run.label}
              {run.nights > 1 && <span className="night-prices__count"> ({nightsText(run.nights, words)})</span>}
            </span>
            <span className="night-prices__amount">
              {formatRupees(run.total, words.locale)}
              {run.nights > 1 && words.t('each')}
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}
