import { EVENT_LINE_RATES_BP, MAX_LINE_DESCRIPTION, MAX_LINE_QUANTITY, MAX_QUOTE_LINES } from '@server-pure/event-quote-lines';
import { EventLineKind, EventTaxClass, type QuoteLineInput } from '../../graphql/generated';

/** One row of the quote editor, as typed (numbers stay text until saved). */
export interface QuoteRow {
  key: string;
  kind: EventLineKind;
  taxClass: EventTaxClass;
  description: string;
  quantity: string;
  unit: string;
  /** '' = the terms' rate for the side. */
  rateBp: string;
}

export const HALL_SAC = '997212';
// The server's limits and GST slabs for a line (one file for both builds).
export const MAX_LINES = MAX_QUOTE_LINES;
export const LINE_RATES_BP = EVENT_LINE_RATES_BP;
const MAX_DESCRIPTION = MAX_LINE_DESCRIPTION;
const MAX_QUANTITY = MAX_LINE_QUANTITY;

/** Hall rent is always hall-side and catering always catering; extras and discounts choose. */
export const FIXED_CLASS: Partial<Record<EventLineKind, EventTaxClass>> = {
  [EventLineKind.HallRent]: EventTaxClass.Hall,
  [EventLineKind.Catering]: EventTaxClass.Catering,
};

let counter = 0;
const nextKey = () => `line-${(counter += 1)}`;

/** The event's stored lines as editable rows (the rate shown as it is, so saving keeps it). */
export function rowsFromLines(
  lines: ReadonlyArray<{
    kind: EventLineKind;
    description: string;
    sac: string;
    quantity: number;
    unitPaise: number;
    rateBp: number;
  }>,
): QuoteRow[] {
  return lines.map((line) => ({
    key: nextKey(),
    kind: line.kind,
    taxClass: line.sac === HALL_SAC ? EventTaxClass.Hall : EventTaxClass.Catering,
    description: line.description,
    quantity: String(line.quantity),
    unit: String(line.unitPaise / 100),
    rateBp: String(line.rateBp),
  }));
}

export function blankRow(kind: EventLineKind = EventLineKind.Extra): QuoteRow {
  return {
    key: nextKey(),
    kind,
    taxClass: FIXED_CLASS[kind] ?? EventTaxClass.Hall,
    description: '',
    quantity: '1',
    unit: '',
    rateBp: '',
  };
}

/** A change of kind that fixes the side moves the row to it. */
export function withKind(row: QuoteRow, kind: EventLineKind): QuoteRow {
  return { ...row, kind, taxClass: FIXED_CLASS[kind] ?? row.taxClass };
}

export type RowErrors = Partial<Record<'description' | 'quantity' | 'unit', string>>;

/** The same rules the server holds, checked before sending so the owner sees them beside each cell. */
export function rowErrors(row: QuoteRow): RowErrors {
  const errors: RowErrors = {};
  const description = row.description.trim();
  if (description === '') errors.description = 'Describe the line.';
  else if (description.length > MAX_DESCRIPTION) errors.description = `At most ${MAX_DESCRIPTION} characters.`;
  const quantity = Number(row.quantity);
  if (!/^\d+$/.test(row.quantity.trim()) || quantity < 1 || quantity > MAX_QUANTITY) {
    errors.quantity = `A whole number from 1 to ${MAX_QUANTITY.toLocaleString('en-IN')}.`;
  }
  if (!/^\d+(\.\d{1,2})?$/.test(row.unit.trim())) errors.unit = 'Rupees, 0 or more, at most two decimals.';
  return errors;
}

/** The rows as the quoteEvent mutation takes them; null when a row is not ready. */
export function quoteInput(rows: readonly QuoteRow[]): QuoteLineInput[] | null {
  if (rows.length === 0 || rows.length > MAX_LINES) return null;
  if (rows.some((row) => Object.keys(rowErrors(row)).length > 0)) return null;
  return rows.map((row) => ({
    kind: row.kind,
    taxClass: row.taxClass,
    description: row.description.trim(),
    quantity: Number(row.quantity),
    unit: Number(row.unit),
    ...(row.rateBp === '' ? {} : { rateBp: Number(row.rateBp) }),
  }));
}

/** Before GST, as typed: a discount counts against the total. */
export function rowAmount(row: QuoteRow): number | null {
  const quantity = Number(row.quantity);
  const unit = Number(row.unit);
  if (!Number.isFinite(quantity) || !Number.isFinite(unit) || row.unit.trim() === '') return null;
  const amount = Math.round(quantity * unit * 100) / 100;
  return row.kind === EventLineKind.Discount ? -amount : amount;
}
