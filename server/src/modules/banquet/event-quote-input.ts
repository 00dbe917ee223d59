import { registerEnumType } from 'type-graphql';
import { DomainError, ErrorCollector } from '../../shared/domain-error';
import { trimmed } from '../../shared/input';
import { rupeesToPaise } from '../../shared/money';
// The limits and the GST slabs a line may carry are the quote editor's too (one file for both builds).
import {
  EVENT_LINE_RATES_BP,
  MAX_LINE_DESCRIPTION,
  MAX_LINE_QUANTITY,
  MAX_QUOTE_LINES,
} from '../../shared/pure/event-quote-lines';
import { BanquetErrorCode } from './banquet-errors';
import { BanquetTermsSnapshot } from './banquet-terms.entity';
import { CATERING_SAC, EventLineData, EventLineKind, HALL_SAC } from './event-price';

/** Which side of the business a line is sold on, and so its SAC and default GST rate. */
export enum EventTaxClass {
  HALL = 'HALL',
  CATERING = 'CATERING',
}
registerEnumType(EventTaxClass, {
  name: 'EventTaxClass',
  description: 'Hall side (SAC 997212: rent, decoration, sound) or catering (SAC 996334: plates, food counters).',
});

/** ₹1 crore a unit: far above any hall's price, well inside an integer of paise. */
const MAX_UNIT_PAISE = 1_00_00_000_00;

/** One line as the owner types it: the unit in rupees. */
export interface QuoteLineRequest {
  kind?: unknown;
  description?: unknown;
  quantity?: unknown;
  unit?: unknown;
  rateBp?: unknown;
  taxClass?: unknown;
}

const KINDS: readonly string[] = Object.values(EventLineKind);
const CLASS_OF_KIND: Partial<Record<EventLineKind, EventTaxClass>> = {
  [EventLineKind.HALL_RENT]: EventTaxClass.HALL,
  [EventLineKind.CATERING]: EventTaxClass.CATERING,
};

export function sacOf(taxClass: EventTaxClass): string {
  return taxClass === EventTaxClass.HALL ? HALL_SAC : CATERING_SAC;
}

export function taxClassOfSac(sac: string): EventTaxClass {
  return sac === CATERING_SAC ? EventTaxClass.CATERING : EventTaxClass.HALL;
}

/**
 * The owner's lines, checked all at once (each problem named by its line), with their SAC from
 * the kind or tax class and their rate from the terms unless the line names one of the slabs.
 */
export function parseQuoteLines(raw: unknown, terms: Pick<BanquetTermsSnapshot, 'hallGstBp' | 'cateringGstBp'>): EventLineData[] {
  const list = Array.isArray(raw) ? (raw as QuoteLineRequest[]) : [];
  if (list.length === 0) throw invalid('A quote needs at least one line.', 'lines');
  if (list.length > MAX_QUOTE_LINES) throw invalid(`A quote can have at most ${MAX_QUOTE_LINES} lines.`, 'lines');
  const errors = new ErrorCollector();
  const lines = list.map((line, index) => parseLine(line ?? {}, index, terms, errors));
  errors.throwIfAny();
  return lines as EventLineData[];
}

function parseLine(
  line: QuoteLineRequest,
  index: number,
  terms: Pick<BanquetTermsSnapshot, 'hallGstBp' | 'cateringGstBp'>,
  errors: ErrorCollector,
): EventLineData | null {
  const at = (field: string) => `lines.${index}.${field}`;
  const n = index + 1;
  const add = (message: string, field: string) => errors.add(BanquetErrorCode.EVENT_QUOTE_INVALID, message, at(field));
  const kind = typeof line.kind === 'string' && KINDS.includes(line.kind) ? (line.kind as EventLineKind) : null;
  if (!kind) add(`Line ${n}: choose hall rent, catering, extra or discount.`, 'kind');
  const description = trimmed(line.description);
  if (description === '') add(`Line ${n}: describe the line.`, 'description');
  else if (description.length > MAX_LINE_DESCRIPTION) {
    add(`Line ${n}: a description can have at most ${MAX_LINE_DESCRIPTION} characters.`, 'description');
  }
  const quantity = line.quantity;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1 || quantity > MAX_LINE_QUANTITY) {
    add(`Line ${n}: the quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY.toLocaleString('en-IN')}.`, 'quantity');
  }
  const unitPaise = typeof line.unit === 'number' ? rupeesToPaise(line.unit) : undefined;
  if (unitPaise === undefined || unitPaise < 0 || unitPaise > MAX_UNIT_PAISE) {
    add(`Line ${n}: the price must be in rupees, 0 or more, with at most two decimals.`, 'unit');
  }
  const taxClass = lineTaxClass(kind, line.taxClass, (message) => add(`Line ${n}: ${message}`, 'taxClass'));
  const given = line.rateBp !== undefined && line.rateBp !== null;
  if (given && !(EVENT_LINE_RATES_BP as readonly unknown[]).includes(line.rateBp)) {
    add(`Line ${n}: GST can be 0%, 5%, 12% or 18%.`, 'rateBp');
  }
  if (!kind || !taxClass || unitPaise === undefined || typeof quantity !== 'number') return null;
  const defaultRate = taxClass === EventTaxClass.HALL ? terms.hallGstBp : terms.cateringGstBp;
  return {
    kind,
    description,
    sac: sacOf(taxClass),
    quantity,
    unitPaise,
    rateBp: given ? (line.rateBp as number) : defaultRate,
  };
}

/** Hall rent and catering are what they are; an extra or a discount says which side it belongs to. */
function lineTaxClass(kind: EventLineKind | null, raw: unknown, refuse: (message: string) => void): EventTaxClass | null {
  const named = raw === EventTaxClass.HALL || raw === EventTaxClass.CATERING ? raw : null;
  if (raw !== undefined && raw !== null && !named) {
    refuse('choose hall or catering.');
    return null;
  }
  if (!kind) return named;
  const fixed = CLASS_OF_KIND[kind];
  if (fixed) {
    if (named && named !== fixed)
      refuse(`${kind === EventLineKind.HALL_RENT ? 'hall rent' : 'catering'} cannot be moved to the other side.`);
    return fixed;
  }
  if (!named)
    refuse(`say whether this ${kind === EventLineKind.DISCOUNT ? 'discount' : 'extra'} is on the hall or the catering.`);
  return named;
}

function invalid(message: string, field: string): DomainError {
  return new DomainError(BanquetErrorCode.EVENT_QUOTE_INVALID, message, field);
}
