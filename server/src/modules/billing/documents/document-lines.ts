import { ChargeLine, sacName } from '../charges';
import { proportionalTax, RateBp, RateTotals } from '../../pricing';
import { DocumentLine } from './tax-document.entity';

/** Totals of a document: the sums of its lines. */
export interface DocumentTotals {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  totalPaise: number;
}

/** Amounts of one SAC at one rate, added up over lines. */
interface SacRateTotals extends RateTotals {
  sac: string;
}

/** A charge as a document prints it: one line of the invoice. */
export function documentLine(charge: ChargeLine): DocumentLine {
  return {
    description: charge.description,
    sac: charge.sac,
    quantity: charge.quantity,
    unit: charge.unit,
    rateBp: charge.rateBp,
    taxablePaise: charge.taxablePaise,
    cgstPaise: charge.cgstPaise,
    sgstPaise: charge.sgstPaise,
    totalPaise: charge.totalPaise,
  };
}

/**
 * `partPaise` of a whole in the whole's proportions (each share taxed as an inclusive amount at
 * its rate). A share that rounding would push below zero goes to the largest part instead.
 */
function shares(partPaise: number, whole: readonly RateTotals[]): RateTotals[] {
  const split = proportionalTax(partPaise, whole);
  if (split.length === whole.length && split.every((share) => share.chargedPaise >= 0)) return split;
  const none = whole.map((rate) => ({ rateBp: rate.rateBp, chargedPaise: 0, taxablePaise: 0, cgstPaise: 0, sgstPaise: 0 }));
  if (whole.length === 0) return none;
  const largest = whole.reduce((best, rate, index) => (rate.chargedPaise > whole[best].chargedPaise ? index : best), 0);
  none[largest] = proportionalTax(partPaise, [{ ...whole[largest], chargedPaise: Math.max(1, whole[largest].chargedPaise) }])[0];
  return none;
}

/**
 * The invoice lines for `chargePaise` of the charges. All of them: one line per charge, as the
 * charge reads (nights, plates, a session as quantity). Less than all (a no-show's kept charge, a
 * cancellation charge, a goodwill refund before the invoice): each charge's share in the charges'
 * proportions, its quantity kept and the description saying why (`note`). Charges with a discount
 * among them share the part per SAC and rate instead, since a discount cannot take a share.
 */
export function invoiceLines(charges: readonly ChargeLine[], chargePaise: number, note: string | null): DocumentLine[] {
  const wholePaise = charges.reduce((sum, charge) => sum + charge.totalPaise, 0);
  if (chargePaise === wholePaise) return charges.map(documentLine);
  const why = (text: string) => (note ? `${text} — ${note}` : text);
  if (charges.some((charge) => charge.totalPaise < 0)) {
    return partLines(chargePaise, charges.map(documentLine), [], (sac) => why(sacName(sac)));
  }
  const split = shares(
    chargePaise,
    charges.map((charge) => ({ ...charge, chargedPaise: charge.totalPaise })),
  );
  return charges
    .map((charge, index) => {
      const { taxablePaise, cgstPaise, sgstPaise, chargedPaise } = split[index];
      const line = documentLine({ ...charge, taxablePaise, cgstPaise, sgstPaise, totalPaise: chargedPaise });
      return { ...line, description: why(charge.description) };
    })
    .filter((line) => line.totalPaise > 0);
}

/**
 * Whether an issued invoice still bills the charges: its lines are what the charges give for the
 * invoice's own total, line by line, in SAC, quantity, rate and amounts. Wording is left aside (an
 * event's occasion may be renamed after its invoice without changing what was supplied). An
 * invoice issued before lines carried their unit (an event's had one line per SAC and rate) is
 * compared by its amounts per SAC and rate.
 */
export function describesCharges(
  invoice: { lines: readonly DocumentLine[]; totalPaise: number },
  charges: readonly ChargeLine[],
): boolean {
  const expected = invoiceLines(charges, invoice.totalPaise, null);
  const sameAmounts = (a: SacRateTotals | DocumentLine, b: SacRateTotals | DocumentLine) =>
    a.sac === b.sac &&
    a.rateBp === b.rateBp &&
    a.taxablePaise === b.taxablePaise &&
    a.cgstPaise === b.cgstPaise &&
    a.sgstPaise === b.sgstPaise;
  if (invoice.lines.some((line) => line.unit === undefined)) {
    const issued = partsOf(invoice.lines);
    const wanted = partsOf(expected);
    return issued.length === wanted.length && issued.every((part) => wanted.some((other) => sameAmounts(part, other)));
  }
  if (expected.length !== invoice.lines.length) return false;
  return expected.every((line, index) => {
    const issued = invoice.lines[index];
    return sameAmounts(issued, line) && issued.quantity === line.quantity && issued.totalPaise === line.totalPaise;
  });
}

/**
 * Lines added up per SAC and rate: the SACs in the order they first appear, each SAC's rates
 * lowest first.
 */
function partsOf(lines: readonly DocumentLine[]): SacRateTotals[] {
  const sacs = [...new Set(lines.map((line) => line.sac))];
  return sacs.flatMap((sac) => {
    const ofSac = lines.filter((line) => line.sac === sac);
    const rates = [...new Set(ofSac.map((line) => line.rateBp))].sort((a, b) => a - b);
    return rates.map((rateBp) => {
      const members = ofSac.filter((line) => line.rateBp === rateBp);
      const sum = (pick: (line: DocumentLine) => number) => members.reduce((total, line) => total + pick(line), 0);
      return {
        sac,
        rateBp,
        chargedPaise: sum((line) => line.totalPaise),
        taxablePaise: sum((line) => line.taxablePaise),
        cgstPaise: sum((line) => line.cgstPaise),
        sgstPaise: sum((line) => line.sgstPaise),
      };
    });
  });
}

/**
 * One line per SAC and rate for `amountPaise` of a whole (an advance of the charges, a refund of
 * an invoice or of a voucher). When `amountPaise` is all that is left of the whole after
 * `earlier` parts (earlier credit notes or refund vouchers), the lines are exactly the rest, so
 * the parts add up to the whole to the paisa; otherwise they take the whole's proportions.
 */
export function partLines(
  amountPaise: number,
  whole: readonly DocumentLine[],
  earlier: readonly DocumentLine[],
  describe: (sac: string, rateBp: RateBp) => string,
): DocumentLine[] {
  const wholeParts = partsOf(whole);
  const earlierParts = partsOf(earlier);
  const left = wholeParts.map((part) => {
    const taken = earlierParts.find((other) => other.sac === part.sac && other.rateBp === part.rateBp);
    if (!taken) return part;
    return {
      sac: part.sac,
      rateBp: part.rateBp,
      chargedPaise: part.chargedPaise - taken.chargedPaise,
      taxablePaise: part.taxablePaise - taken.taxablePaise,
      cgstPaise: part.cgstPaise - taken.cgstPaise,
      sgstPaise: part.sgstPaise - taken.sgstPaise,
    };
  });
  const leftPaise = left.reduce((sum, part) => sum + part.chargedPaise, 0);
  const exact =
    amountPaise === leftPaise && left.every((part) => part.taxablePaise >= 0 && part.cgstPaise >= 0 && part.sgstPaise >= 0);
  const split = exact ? left : shares(amountPaise, wholeParts).map((share, index) => ({ ...share, sac: wholeParts[index].sac }));
  return split
    .filter((part) => part.chargedPaise > 0)
    .map((part) => ({
      description: describe(part.sac, part.rateBp),
      sac: part.sac,
      quantity: 1,
      rateBp: part.rateBp,
      taxablePaise: part.taxablePaise,
      cgstPaise: part.cgstPaise,
      sgstPaise: part.sgstPaise,
      totalPaise: part.chargedPaise,
    }));
}

export function totalsOf(lines: readonly DocumentLine[]): DocumentTotals {
  return lines.reduce(
    (sum, line) => ({
      taxablePaise: sum.taxablePaise + line.taxablePaise,
      cgstPaise: sum.cgstPaise + line.cgstPaise,
      sgstPaise: sum.sgstPaise + line.sgstPaise,
      totalPaise: sum.totalPaise + line.totalPaise,
    }),
    { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, totalPaise: 0 },
  );
}
