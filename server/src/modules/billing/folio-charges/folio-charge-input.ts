import { ErrorCollector } from '../../../shared/domain-error';
import { toNumber, trimmed } from '../../../shared/input';
import { Paise, rupeesToPaise } from '../../../shared/money';
import { RateBp } from '../../pricing';
import { FolioChargeErrorCode } from './folio-charge-errors';
import { FOLIO_CHARGE_RATES, FolioChargeKind, isFolioChargeKind } from './folio-charge-kinds';

/** A charge as the desk's form sends it: the kind's SAC and GST rate come from Settings. */
export interface FolioChargeInput {
  kind: unknown;
  /** Whole units, 1 to 999. */
  quantity: unknown;
  /** Rupees for one, before GST, at most two decimals. */
  unitPrice: unknown;
  /** What it was ("3 shirts", "dinner, 2 thalis"): required for Other. */
  note?: unknown;
}

export interface ParsedFolioCharge {
  kind: FolioChargeKind;
  quantity: number;
  unitPricePaise: Paise;
  note: string | null;
}

/** One charge's limits: a desk line, not a banquet. */
export const CHARGE_MAX_QUANTITY = 999;
export const CHARGE_MAX_UNIT_PAISE = 1_00_000_00;
export const CHARGE_NOTE_MAX = 120;
const CONTROL = /\p{Cc}/u;

/** The desk's charge, checked all at once (each problem on its field). */
export function parseFolioCharge(input: FolioChargeInput): ParsedFolioCharge {
  const errors = new ErrorCollector();
  if (!isFolioChargeKind(input.kind)) {
    errors.add(
      FolioChargeErrorCode.KindInvalid,
      'Choose what the charge is for: restaurant, room service, laundry, extra bed, late check-out, minibar or other.',
      'kind',
    );
  }
  const quantity = toNumber(input.quantity);
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > CHARGE_MAX_QUANTITY) {
    errors.add(FolioChargeErrorCode.QuantityInvalid, `Enter a quantity from 1 to ${CHARGE_MAX_QUANTITY}.`, 'quantity');
  }
  const unitPricePaise = rupeesToPaise(toNumber(input.unitPrice));
  if (unitPricePaise === undefined || unitPricePaise <= 0 || unitPricePaise > CHARGE_MAX_UNIT_PAISE) {
    errors.add(
      FolioChargeErrorCode.PriceInvalid,
      'Enter the price of one in rupees before GST, greater than zero and at most ₹1,00,000, with at most two decimals.',
      'unitPrice',
    );
  }
  const note = trimmed(input.note);
  if (note.length > CHARGE_NOTE_MAX || CONTROL.test(note)) {
    errors.add(FolioChargeErrorCode.NoteInvalid, `Keep the note to one line of up to ${CHARGE_NOTE_MAX} characters.`, 'note');
  } else if (!note && input.kind === 'other') {
    errors.add(FolioChargeErrorCode.NoteInvalid, 'Say what the charge is for.', 'note');
  }
  errors.throwIfAny();
  return { kind: input.kind as FolioChargeKind, quantity, unitPricePaise: unitPricePaise!, note: note || null };
}

/** A kind's defaults as the owner sends them from Settings. */
export interface FolioChargeDefaultInput {
  kind: unknown;
  sac: unknown;
  /** Percent: 0, 5, 12, 18, 28 or 40. */
  gstRate: unknown;
  /** Rupees before GST, or empty when the price differs each time. */
  unitPrice?: unknown;
}

export interface ParsedFolioChargeDefault {
  kind: FolioChargeKind;
  sac: string;
  rateBp: RateBp;
  unitPricePaise: Paise | null;
}

/** SACs of services: chapter 99, six digits (or a heading's four). */
const SAC = /^99\d{2}(\d{2})?$/;

export function parseFolioChargeDefaults(inputs: readonly FolioChargeDefaultInput[]): ParsedFolioChargeDefault[] {
  const errors = new ErrorCollector();
  const parsed = inputs.map((input, index) => {
    const at = (field: string) => `defaults.${index}.${field}`;
    if (!isFolioChargeKind(input.kind)) errors.add(FolioChargeErrorCode.KindInvalid, 'Unknown kind of charge.', at('kind'));
    const sac = trimmed(input.sac);
    if (!SAC.test(sac)) {
      errors.add(
        FolioChargeErrorCode.SacInvalid,
        'A SAC of a service has six digits and starts with 99 (e.g. 996331).',
        at('sac'),
      );
    }
    const rateBp = Math.round(toNumber(input.gstRate) * 100);
    if (!FOLIO_CHARGE_RATES.includes(rateBp)) {
      errors.add(FolioChargeErrorCode.RateInvalid, 'Choose a GST rate: 0%, 5%, 12%, 18%, 28% or 40%.', at('gstRate'));
    }
    const blank = trimmed(input.unitPrice) === '';
    const unitPricePaise = blank ? null : rupeesToPaise(toNumber(input.unitPrice));
    if (
      unitPricePaise !== null &&
      (unitPricePaise === undefined || unitPricePaise <= 0 || unitPricePaise > CHARGE_MAX_UNIT_PAISE)
    ) {
      errors.add(
        FolioChargeErrorCode.PriceInvalid,
        'Enter the usual price in rupees before GST (at most ₹1,00,000), or leave it empty.',
        at('unitPrice'),
      );
    }
    return { kind: input.kind as FolioChargeKind, sac, rateBp, unitPricePaise: unitPricePaise ?? null };
  });
  const kinds = parsed.map((item) => item.kind);
  if (new Set(kinds).size !== kinds.length) errors.add(FolioChargeErrorCode.KindInvalid, 'Each kind of charge once.', 'defaults');
  errors.throwIfAny();
  return parsed;
}
