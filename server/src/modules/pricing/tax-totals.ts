import { Paise } from '../../shared/money';
import { RateBp, TaxedAmount } from './room-gst';

/** Taxed amounts added up. */
export interface TaxTotals {
  chargedPaise: Paise;
  taxablePaise: Paise;
  cgstPaise: Paise;
  sgstPaise: Paise;
}

export interface RateTotals extends TaxTotals {
  rateBp: RateBp;
}

export const NO_TAX: TaxTotals = { chargedPaise: 0, taxablePaise: 0, cgstPaise: 0, sgstPaise: 0 };

export function sumTaxed(items: readonly TaxTotals[]): TaxTotals {
  return items.reduce(
    (total, item) => ({
      chargedPaise: total.chargedPaise + item.chargedPaise,
      taxablePaise: total.taxablePaise + item.taxablePaise,
      cgstPaise: total.cgstPaise + item.cgstPaise,
      sgstPaise: total.sgstPaise + item.sgstPaise,
    }),
    NO_TAX,
  );
}

/** Totals per rate, lowest rate first (an invoice's tax summary, the GSTR-1 B2C rows). */
export function totalsByRate(items: readonly TaxedAmount[]): RateTotals[] {
  const rates = [...new Set(items.map((item) => item.rateBp))].sort((a, b) => a - b);
  return rates.map((rateBp) => ({ rateBp, ...sumTaxed(items.filter((item) => item.rateBp === rateBp)) }));
}

/**
 * A part of a taxed whole (an advance, a refund) carries tax in the whole's proportions: each
 * rate's share of the part is its share of the whole, the last rate taking the rounding. Each
 * share is taxed as an inclusive amount at its rate, so CGST and SGST stay equal.
 */
export function proportionalTax(partPaise: Paise, whole: readonly RateTotals[]): RateTotals[] {
  const wholeCharged = whole.reduce((sum, rate) => sum + rate.chargedPaise, 0);
  if (wholeCharged <= 0 || partPaise === 0) return [];
  let left = partPaise;
  return whole.map((rate, index) => {
    const share = index === whole.length - 1 ? left : Math.round((partPaise * rate.chargedPaise) / wholeCharged);
    left -= share;
    const half = Math.round((share * (rate.rateBp / 2)) / (10_000 + rate.rateBp));
    return { rateBp: rate.rateBp, chargedPaise: share, taxablePaise: share - 2 * half, cgstPaise: half, sgstPaise: half };
  });
}
