import { formatStayDate } from '../../shared/dates';
import { DomainError, ErrorCollector } from '../../shared/domain-error';
import { isBlank, toNumber, trimmed } from '../../shared/input';
import { Paise, rupeesToPaise, sumPaise } from '../../shared/money';
import { balanceOf, FolioBalance, FolioTotals } from '../billing';
import { BanquetErrorCode } from './banquet-errors';
import { BanquetEvent } from './banquet-event.entity';
import { CATERING_SAC, EventLineData, EventLineKind, EventPrice, HALL_SAC, priceEvent } from './event-price';

/** Which SAC (and so which rate) an extra is billed under. */
export type ExtraTaxClass = 'hall' | 'catering';

export interface SettlementExtraInput {
  description: unknown;
  quantity: unknown;
  /** Rupees before GST. */
  unit: unknown;
  taxClass: unknown;
}

export interface SettlementInput {
  /** Plates served: required for an event with a menu, left out for a hall-only one. */
  finalPlates?: unknown;
  extras?: SettlementExtraInput[] | null;
}

export interface ParsedExtra {
  description: string;
  quantity: number;
  unitPaise: Paise;
  taxClass: ExtraTaxClass;
}

export interface ParsedSettlement {
  /** Null for a hall-only event whose head count was not given. */
  finalPlates: number | null;
  extras: ParsedExtra[];
}

/**
 * The final bill of an event as settlement would issue it: the one computation behind both the
 * summary the desk reads first (eventSettlementPreview) and the invoice (settleEvent).
 */
export interface SettlementBill {
  /** The event has a menu: plates are billed, and the plates served were required. */
  hasCatering: boolean;
  finalPlates: number | null;
  /** The plates billed at least: the guaranteed count, or the expected guests when none was set (0 without a menu). */
  minimumPlates: number;
  /** max(minimum, served); 0 for a hall-only event. */
  billedPlates: number;
  lines: EventLineData[];
  price: EventPrice;
  /** How many extras settlement adds to the quote. */
  addedExtras: number;
  /** The value before GST of every extra on the bill (quoted or added now). */
  extrasPaise: Paise;
  /** The discounts' value before GST (positive). */
  discountPaise: Paise;
  /** The folio once the bill stands (billing's balance: total less what is held and goodwill). */
  money: FolioBalance;
  /** Still to pay after the final invoice (0 when paid up or over). */
  balancePaise: Paise;
  /** Paid beyond the final bill: to be refunded. */
  excessPaise: Paise;
}

const MAX_EXTRAS = 20;
const MAX_PLATES = 100_000;
const MAX_BILL_PAISE = 2_000_000_000;

/** The event is billed for plates: it has a catering line (a menu). Without one, only the hall is sold. */
export const hasCatering = (event: Pick<BanquetEvent, 'lines'>) =>
  event.lines.some((line) => line.kind === EventLineKind.CATERING);

/** Settlement is for a confirmed event on or after its day (the same refusal for the summary and the invoice). */
export function assertSettleableOn(event: Pick<BanquetEvent, 'eventDate'>, today: string): void {
  if (today < event.eventDate) {
    throw new DomainError(
      BanquetErrorCode.EVENT_SETTLEMENT_INVALID,
      `The event is on ${formatStayDate(event.eventDate)}; it can be settled on that day or after.`,
      'eventId',
      'conflict',
    );
  }
}

/** The bill from the event's quote, the parsed count and extras, and its folio's money so far. */
export function settlementBill(
  event: Pick<BanquetEvent, 'lines' | 'terms' | 'guaranteedPlates' | 'expectedGuests'>,
  parsed: ParsedSettlement,
  folio: FolioTotals,
): SettlementBill {
  const catering = hasCatering(event);
  const minimumPlates = catering ? (event.guaranteedPlates ?? event.expectedGuests) : 0;
  const billedPlates = catering ? Math.max(minimumPlates, parsed.finalPlates ?? 0) : 0;
  const lines = finalLines(event, billedPlates, parsed.extras);
  const price = priceEvent(lines);
  if (price.totalPaise > MAX_BILL_PAISE) {
    throw new DomainError(
      BanquetErrorCode.EVENT_SETTLEMENT_INVALID,
      'That bill is too large; please check the extras.',
      'extras',
    );
  }
  const valueOf = (kind: EventLineKind) =>
    sumPaise(lines.filter((line) => line.kind === kind).map((line) => line.quantity * line.unitPaise));
  const money = balanceOf({ totalPaise: price.totalPaise, closed: false }, folio);
  return {
    hasCatering: catering,
    finalPlates: parsed.finalPlates,
    minimumPlates,
    billedPlates,
    lines,
    price,
    addedExtras: parsed.extras.length,
    extrasPaise: valueOf(EventLineKind.EXTRA),
    discountPaise: valueOf(EventLineKind.DISCOUNT),
    money,
    balancePaise: Math.max(0, money.balanceDuePaise),
    excessPaise: Math.max(0, -money.balanceDuePaise),
  };
}

/** The quote's lines with the plates billed and the extras added (each extra at its SAC's rate on the event). */
export function finalLines(
  event: Pick<BanquetEvent, 'lines' | 'terms'>,
  billedPlates: number,
  extras: ParsedExtra[],
): EventLineData[] {
  let platesSet = false;
  const lines = event.lines.map((line) => {
    // The package's plates are the first catering line; another (a second menu) stays as quoted.
    if (line.kind !== EventLineKind.CATERING || platesSet) return line;
    platesSet = true;
    return { ...line, quantity: billedPlates };
  });
  const rateOf = (sac: string, fallback: number) =>
    event.lines.find((line) => line.sac === sac && line.kind !== EventLineKind.DISCOUNT)?.rateBp ?? fallback;
  for (const extra of extras) {
    const sac = extra.taxClass === 'hall' ? HALL_SAC : CATERING_SAC;
    lines.push({
      kind: EventLineKind.EXTRA,
      description: extra.description,
      sac,
      quantity: extra.quantity,
      unitPaise: extra.unitPaise,
      rateBp: rateOf(sac, extra.taxClass === 'hall' ? event.terms.hallGstBp : event.terms.cateringGstBp),
    });
  }
  return lines;
}

/**
 * The plates served and the extras, checked. An event with a menu needs its plates served (1 or
 * more): the invoice is never issued on an empty count. A hall-only event bills no plates, so the
 * count is optional there (kept as the head count when given).
 */
export function parseSettlement(input: SettlementInput, event: Pick<BanquetEvent, 'lines'>): ParsedSettlement {
  const errors = new ErrorCollector();
  const finalPlates = parsePlates(input.finalPlates, hasCatering(event), errors);
  const raw = input.extras ?? [];
  if (raw.length > MAX_EXTRAS) {
    errors.add(BanquetErrorCode.EVENT_SETTLEMENT_INVALID, `At most ${MAX_EXTRAS} extras can be billed.`, 'extras');
  }
  const extras = raw.slice(0, MAX_EXTRAS).map((extra, index) => parseExtra(extra, `extras.${index}`, errors));
  errors.throwIfAny();
  return { finalPlates, extras };
}

function parsePlates(raw: unknown, catering: boolean, errors: ErrorCollector): number | null {
  const invalid = (message: string) => {
    errors.add(BanquetErrorCode.EVENT_SETTLEMENT_INVALID, message, 'finalPlates');
    return null;
  };
  if (isBlank(raw)) {
    return catering ? invalid('Enter the plates served, from the kitchen’s count, before the final invoice is issued.') : null;
  }
  const plates = toNumber(raw);
  const least = catering ? 1 : 0;
  if (!Number.isInteger(plates) || plates < least || plates > MAX_PLATES) {
    return invalid(
      catering
        ? 'Enter the plates served as a whole number, 1 or more (from the kitchen’s count).'
        : 'Enter the guests as a whole number (0 or more), or leave it empty.',
    );
  }
  return plates;
}

function parseExtra(extra: SettlementExtraInput, field: string, errors: ErrorCollector): ParsedExtra {
  const description = trimmed(extra.description);
  if (description.length < 1 || description.length > 120) {
    errors.add(BanquetErrorCode.EVENT_SETTLEMENT_INVALID, 'Describe the extra in up to 120 characters.', `${field}.description`);
  }
  const quantity = toNumber(extra.quantity);
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > 10_000) {
    errors.add(
      BanquetErrorCode.EVENT_SETTLEMENT_INVALID,
      'The quantity is a whole number from 1 to 10,000.',
      `${field}.quantity`,
    );
  }
  const unitPaise = rupeesToPaise(toNumber(extra.unit));
  if (unitPaise === undefined || unitPaise <= 0 || unitPaise > 1_000_000_000) {
    errors.add(
      BanquetErrorCode.EVENT_SETTLEMENT_INVALID,
      'Enter the price in rupees before GST, more than zero, with at most two decimals.',
      `${field}.unit`,
    );
  }
  const taxClass: ExtraTaxClass | null = extra.taxClass === 'hall' || extra.taxClass === 'catering' ? extra.taxClass : null;
  if (!taxClass) {
    errors.add(
      BanquetErrorCode.EVENT_SETTLEMENT_INVALID,
      'Choose whether the extra is billed with the hall or the catering.',
      `${field}.taxClass`,
    );
  }
  return { description, quantity, unitPaise: unitPaise ?? 0, taxClass: taxClass ?? 'hall' };
}
