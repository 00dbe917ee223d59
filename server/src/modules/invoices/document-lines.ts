import type { BookingLine } from '../bookings/booking-line.entity';
import { proportionalTax, RateBp, RateTotals, ROOM_SAC, TaxedAmount, totalsByRate } from '../pricing/room-pricing.service';
import { ROOM_TYPE_LABELS } from '../rooms/room.entity';
import { DocumentLine } from './tax-document.entity';

/**
 * What a booking sells, as a tax invoice lists it: one group per room per GST rate, its nights
 * added up as they were priced and taxed night by night when booked (the lines' nightPrices).
 */
export interface StayGroup extends TaxedAmount {
  /** "Deluxe King 201 (Deluxe), 3 nights, 1–4 Dec 2026". */
  basis: string;
  nights: number;
}

/** Totals of a document: the sums of its lines. */
export interface DocumentTotals {
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  totalPaise: number;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function dateParts(date: string): { day: number; month: string; year: string } {
  return { day: Number(date.slice(8, 10)), month: MONTHS[Number(date.slice(5, 7)) - 1], year: date.slice(0, 4) };
}

function nextDay(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

/** A stay from its first night to the morning it ends: "1–4 Dec 2026", "30 Nov – 2 Dec 2026". */
export function stayRange(from: string, to: string): string {
  const a = dateParts(from);
  const b = dateParts(to);
  if (a.year !== b.year) return `${a.day} ${a.month} ${a.year} – ${b.day} ${b.month} ${b.year}`;
  if (a.month !== b.month) return `${a.day} ${a.month} – ${b.day} ${b.month} ${b.year}`;
  return `${a.day}–${b.day} ${b.month} ${b.year}`;
}

/** Nights (YYYY-MM-DD, sorted) as ranges of consecutive nights: "1–4 Dec 2026, 6–7 Dec 2026". */
export function nightsWords(nights: readonly string[]): string {
  const runs: { from: string; last: string }[] = [];
  for (const night of nights) {
    const run = runs[runs.length - 1];
    if (run && nextDay(run.last) === night) run.last = night;
    else runs.push({ from: night, last: night });
  }
  return runs.map((run) => stayRange(run.from, nextDay(run.last))).join(', ');
}

function roomWords(line: Pick<BookingLine, 'roomName' | 'roomType'>): string {
  const name = /^\d+$/.test(line.roomName) ? `Room ${line.roomName}` : line.roomName;
  return `${name} (${ROOM_TYPE_LABELS[line.roomType] ?? line.roomType})`;
}

/** The nearest whole-number rate of a line stored without its nights (before rates and GST). */
function storedRate(line: Pick<BookingLine, 'taxablePaise' | 'cgstPaise' | 'sgstPaise'>): RateBp {
  if (line.taxablePaise <= 0) return 0;
  return Math.round(((line.cgstPaise + line.sgstPaise) * 100) / line.taxablePaise) * 100;
}

type StayLine = Pick<
  BookingLine,
  'roomName' | 'roomType' | 'checkIn' | 'checkOut' | 'nightPrices' | 'amountPaise' | 'taxablePaise' | 'cgstPaise' | 'sgstPaise'
>;

/**
 * The booking's room lines as invoice groups: per room (by name), per rate (lowest first), the
 * nights at that rate. Early check-out and no-shows shorten a line's dates but not its priced
 * nights, so the groups describe what was sold and priced.
 */
export function stayGroups(lines: readonly StayLine[]): StayGroup[] {
  const sorted = [...lines].sort((a, b) => a.roomName.localeCompare(b.roomName) || a.checkIn.localeCompare(b.checkIn));
  return sorted.flatMap((line) => {
    const nights = [...(line.nightPrices ?? [])].sort((a, b) => a.date.localeCompare(b.date));
    if (nights.length === 0) {
      const count = Math.max(1, Math.round((Date.parse(line.checkOut) - Date.parse(line.checkIn)) / 86_400_000));
      return [
        {
          basis: `${roomWords(line)}, ${count} ${count === 1 ? 'night' : 'nights'}, ${stayRange(line.checkIn, line.checkOut)}`,
          nights: count,
          rateBp: storedRate(line),
          chargedPaise: line.amountPaise,
          taxablePaise: line.taxablePaise,
          cgstPaise: line.cgstPaise,
          sgstPaise: line.sgstPaise,
        },
      ];
    }
    return totalsByRate(nights).map((totals) => {
      const dates = nights.filter((night) => night.rateBp === totals.rateBp).map((night) => night.date);
      return {
        basis: `${roomWords(line)}, ${dates.length} ${dates.length === 1 ? 'night' : 'nights'}, ${nightsWords(dates)}`,
        nights: dates.length,
        ...totals,
      };
    });
  });
}

/** The stay's first night to its last morning, over all the groups' lines: "1–4 Dec 2026". */
export function stayWords(lines: readonly Pick<BookingLine, 'nightPrices' | 'checkIn' | 'checkOut'>[]): string {
  const nights = lines.flatMap((line) => (line.nightPrices ?? []).map((night) => night.date)).sort();
  if (nights.length === 0) {
    const from = lines.map((line) => line.checkIn).sort()[0];
    const to = lines.map((line) => line.checkOut).sort()[lines.length - 1];
    return from && to ? stayRange(from, to) : '';
  }
  return stayRange(nights[0], nextDay(nights[nights.length - 1]));
}

function documentLine(description: string, quantity: number, taxed: TaxedAmount): DocumentLine {
  return {
    description,
    sac: ROOM_SAC,
    quantity,
    rateBp: taxed.rateBp,
    taxablePaise: taxed.taxablePaise,
    cgstPaise: taxed.cgstPaise,
    sgstPaise: taxed.sgstPaise,
    totalPaise: taxed.chargedPaise,
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
 * The invoice lines for `chargePaise` of the stay. The whole stay: one line per group, its
 * nights as quantity. Less than the whole (a no-show's kept charge, a cancellation charge, a
 * goodwill refund given before the invoice): each group's share in the stay's proportions, the
 * description saying why (`note`).
 */
export function invoiceLines(groups: readonly StayGroup[], chargePaise: number, note: string | null): DocumentLine[] {
  const wholePaise = groups.reduce((sum, group) => sum + group.chargedPaise, 0);
  if (chargePaise === wholePaise) return groups.map((group) => documentLine(group.basis, group.nights, group));
  const split = shares(chargePaise, groups);
  return groups
    .map((group, index) => documentLine(note ? `${group.basis} — ${note}` : group.basis, group.nights, split[index]))
    .filter((line) => line.totalPaise > 0);
}

/**
 * Whether an issued invoice still describes the booking's stay: its lines are what the stay's
 * groups give for the invoice's own total (the same rooms, nights, rates and amounts). A no-show
 * or an early check-out leaves the priced nights alone; a change of dates or rooms does not.
 */
export function describesStay(invoice: { lines: readonly DocumentLine[]; totalPaise: number }, groups: readonly StayGroup[]) {
  const expected = invoiceLines(groups, invoice.totalPaise, null);
  if (expected.length !== invoice.lines.length) return false;
  return expected.every((line, index) => {
    const issued = invoice.lines[index];
    const sameText = issued.description === line.description || issued.description.startsWith(`${line.description} — `);
    return (
      sameText &&
      issued.sac === line.sac &&
      issued.quantity === line.quantity &&
      issued.rateBp === line.rateBp &&
      issued.taxablePaise === line.taxablePaise &&
      issued.cgstPaise === line.cgstPaise &&
      issued.sgstPaise === line.sgstPaise &&
      issued.totalPaise === line.totalPaise
    );
  });
}

/** Lines (or a stay's groups) added up per rate, lowest rate first. */
export function ratesOf(items: readonly (DocumentLine | StayGroup)[]): RateTotals[] {
  return totalsByRate(
    items.map((item) => ({
      rateBp: item.rateBp,
      chargedPaise: 'totalPaise' in item ? item.totalPaise : item.chargedPaise,
      taxablePaise: item.taxablePaise,
      cgstPaise: item.cgstPaise,
      sgstPaise: item.sgstPaise,
    })),
  );
}

/**
 * One line per rate for `amountPaise` of a whole (an advance of the stay, a refund of an
 * invoice or of a voucher). When `amountPaise` is all that is left of the whole after `earlier`
 * parts (earlier credit notes or refund vouchers), the lines are exactly the rest, so the parts
 * add up to the whole to the paisa; otherwise they take the whole's proportions.
 */
export function partLines(
  amountPaise: number,
  whole: readonly (DocumentLine | StayGroup)[],
  earlier: readonly DocumentLine[],
  describe: (rateBp: RateBp) => string,
): DocumentLine[] {
  const wholeRates = ratesOf(whole);
  const earlierRates = ratesOf(earlier);
  const left = wholeRates.map((rate) => {
    const taken = earlierRates.find((other) => other.rateBp === rate.rateBp);
    if (!taken) return rate;
    return {
      rateBp: rate.rateBp,
      chargedPaise: rate.chargedPaise - taken.chargedPaise,
      taxablePaise: rate.taxablePaise - taken.taxablePaise,
      cgstPaise: rate.cgstPaise - taken.cgstPaise,
      sgstPaise: rate.sgstPaise - taken.sgstPaise,
    };
  });
  const leftPaise = left.reduce((sum, rate) => sum + rate.chargedPaise, 0);
  const exact =
    amountPaise === leftPaise && left.every((rate) => rate.taxablePaise >= 0 && rate.cgstPaise >= 0 && rate.sgstPaise >= 0);
  const split = exact ? left : shares(amountPaise, wholeRates);
  return split.filter((rate) => rate.chargedPaise > 0).map((rate) => documentLine(describe(rate.rateBp), 1, rate));
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
