import type { StayTaxFieldsFragment } from '../../graphql/generated';
import { formatRupees } from '../../lib/format';
import { halfRate, sharesByRate, usePriceWords, type PriceWords, type RateShare } from './price-words';
import './price.css';

/** Rupees added up in paise, so no float error creeps in. */
const sumOf = (shares: RateShare[], key: 'taxableValue' | 'total') =>
  shares.reduce((paise, share) => paise + Math.round(share[key] * 100), 0) / 100;

function TaxRows({
  taxableValue,
  shares,
  total,
  totalTerm,
  words,
}: {
  taxableValue: number;
  shares: RateShare[];
  total: number;
  totalTerm: string;
  words: PriceWords;
}) {
  const rupees = (amount: number) => formatRupees(amount, words.locale);
  return (
    <dl className="tax-rows">
      <div>
        <dt>{words.t('taxableValue')}</dt>
        <dd>{rupees(taxableValue)}</dd>
      </div>
      {(['cgst', 'sgst'] as const).map((tax) =>
        shares.map((share) => (
          <div key={`${tax}-${share.rate}`}>
            <dt>{words.t('taxAtRate', { tax: tax.toUpperCase(), rate: halfRate(share.rate) })}</dt>
            <dd>{rupees(share[tax])}</dd>
          </div>
        )),
      )}
      <div className="tax-rows__total">
        <dt>{totalTerm}</dt>
        <dd>{rupees(total)}</dd>
      </div>
    </dl>
  );
}

/**
 * The GST of a stay as the server computed it (SAC 996311): per room its taxable value, CGST and
 * SGST at their rates (half the GST rate each) and its total, then the sums when there are several
 * rooms.
 */
export function TaxBreakdown({ tax, title }: { tax: StayTaxFieldsFragment; title?: string }) {
  const words = usePriceWords();
  const several = tax.lines.length > 1;
  const heading = title ?? words.t('gstBreakdown');
  return (
    <section className="tax-breakdown" aria-label={heading}>
      <p className="tax-breakdown__title">{heading}</p>
      {tax.lines.map((line) => {
        const shares = sharesByRate(line.nights);
        return (
          <div key={line.roomId} className="tax-breakdown__part">
            <p className="tax-breakdown__room">{line.roomName}</p>
            <TaxRows
              taxableValue={sumOf(shares, 'taxableValue')}
              shares={shares}
              total={sumOf(shares, 'total')}
              totalTerm={words.t(several ? 'roomTotal' : 'total')}
              words={words}
            />
          </div>
        );
      })}
      {several && (
        <div className="tax-breakdown__part">
          <p className="tax-breakdown__room">{words.t('allRooms')}</p>
          <TaxRows
            taxableValue={tax.taxableValue}
            shares={sharesByRate(tax.lines.flatMap((line) => line.nights))}
            total={tax.total}
            totalTerm={words.t('total')}
            words={words}
          />
        </div>
      )}
      <p className="tax-breakdown__note">{words.t('sacNote', { included: tax.ratesIncludeGst ? 'yes' : 'no' })}</p>
    </section>
  );
}
