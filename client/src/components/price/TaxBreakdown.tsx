import type { StayTaxFieldsFragment } from '../../graphql/generated';
import { formatRupees } from '../../lib/format';
import { halfRate, sharesByRate, type RateShare } from './price-words';
import './price.css';

/** Rupees added up in paise, so no float error creeps in. */
const sumOf = (shares: RateShare[], key: 'taxableValue' | 'total') =>
  shares.reduce((paise, share) => paise + Math.round(share[key] * 100), 0) / 100;

function TaxRows({
  taxableValue,
  shares,
  total,
  totalTerm,
}: {
  taxableValue: number;
  shares: RateShare[];
  total: number;
  totalTerm: string;
}) {
  return (
    <dl className="tax-rows">
      <div>
        <dt>Taxable value</dt>
        <dd>{formatRupees(taxableValue)}</dd>
      </div>
      {(['cgst', 'sgst'] as const).map((tax) =>
        shares.map((share) => (
          <div key={`${tax}-${share.rate}`}>
            <dt>
              {tax.toUpperCase()} {halfRate(share.rate)}
            </dt>
            <dd>{formatRupees(share[tax])}</dd>
          </div>
        )),
      )}
      <div className="tax-rows__total">
        <dt>{totalTerm}</dt>
        <dd>{formatRupees(total)}</dd>
      </div>
    </dl>
  );
}

/**
 * The GST of a stay as the server computed it (SAC 996311): per room its taxable value, CGST and
 * SGST at their rates (half the GST rate each) and its total, then the sums when there are several
 * rooms.
 */
export function TaxBreakdown({ tax, title = 'GST breakdown' }: { tax: StayTaxFieldsFragment; title?: string }) {
  const several = tax.lines.length > 1;
  return (
    <section className="tax-breakdown" aria-label={title}>
      <p className="tax-breakdown__title">{title}</p>
      {tax.lines.map((line) => {
        const shares = sharesByRate(line.nights);
        return (
          <div key={line.roomId} className="tax-breakdown__part">
            <p className="tax-breakdown__room">{line.roomName}</p>
            <TaxRows
              taxableValue={sumOf(shares, 'taxableValue')}
              shares={shares}
              total={sumOf(shares, 'total')}
              totalTerm={several ? 'Room total' : 'Total'}
            />
          </div>
        );
      })}
      {several && (
        <div className="tax-breakdown__part">
          <p className="tax-breakdown__room">All rooms</p>
          <TaxRows
            taxableValue={tax.taxableValue}
            shares={sharesByRate(tax.lines.flatMap((line) => line.nights))}
            total={tax.total}
            totalTerm="Total"
          />
        </div>
      )}
      <p className="tax-breakdown__note">
        SAC 996311, room accommodation. {tax.ratesIncludeGst ? 'GST is included in the rent.' : 'GST is added to the rent.'}
      </p>
    </section>
  );
}
