import { HotelIdentityDefaults } from '../../config-hotel';
import { ErrorCollector } from '../../shared/domain-error';
import {
  GSTIN_MESSAGES,
  GstinErrorCode,
  gstinProblem,
  gstinStateMismatch,
  HOTEL_GSTIN_REQUIRED,
  normaliseGstin,
  stateNameOf,
} from '../../shared/gstin';
import { trimmed } from '../../shared/input';
import { HotelSettingsErrorCode } from './hotel-settings-errors';

/** The hotel's legal identity as the Settings page sends it (every field, possibly wrong). */
export type HotelSettingsInput = Partial<Record<keyof HotelIdentityDefaults, unknown>>;

/**
 * Prefixes other numbered documents already use, so an invoice number can never look like one of
 * theirs: desk receipts (RC), receipt vouchers (RV), credit notes (CN), refund vouchers (RF).
 */
export const RESERVED_PREFIXES: Readonly<Record<string, string>> = {
  RC: 'desk receipts',
  RV: 'receipt vouchers',
  CN: 'credit notes',
  RF: 'refund vouchers',
};

const PINCODE = /^[1-9][0-9]{5}$/;
const PREFIX = /^[A-Z0-9]{1,4}$/;

/** "Uttar Pradesh (09)"; the bare code when it is not a GST state code. */
export function stateLabel(code: string): string {
  const name = stateNameOf(code);
  return name ? `${name} (${code})` : code;
}

/**
 * The settings made canonical (trimmed, GSTIN and prefix upper-cased), or every field's problem at
 * once in the words the page shows under each field.
 */
export function checkHotelSettings(input: HotelSettingsInput): HotelIdentityDefaults {
  const errors = new ErrorCollector();
  const text = (field: keyof HotelIdentityDefaults, max: number, code: HotelSettingsCode, missing: string, what: string) => {
    const value = trimmed(input[field]).replace(/\s+/g, ' ');
    if (value === '') errors.add(code, missing, field);
    else if (value.length > max) errors.add(code, `${what} can be at most ${max} characters`, field);
    return value;
  };
  const legalName = text(
    'legalName',
    120,
    HotelSettingsErrorCode.LegalNameInvalid,
    'Enter the legal name registered for GST',
    'The legal name',
  );
  const tradeName = text(
    'tradeName',
    120,
    HotelSettingsErrorCode.TradeNameInvalid,
    'Enter the name guests know the hotel by',
    'The trade name',
  );
  const address = text(
    'address',
    300,
    HotelSettingsErrorCode.AddressInvalid,
    "Enter the hotel's address as on its GST registration",
    'The address',
  );
  const signatory = text(
    'signatory',
    120,
    HotelSettingsErrorCode.SignatoryInvalid,
    'Enter who signs the invoices, e.g. Authorised signatory',
    'The signatory',
  );

  const pincode = trimmed(input.pincode).replace(/\s/g, '');
  if (!PINCODE.test(pincode))
    errors.add(HotelSettingsErrorCode.PincodeInvalid, 'The PIN code is 6 digits, e.g. 243001', 'pincode');

  const stateCode = trimmed(input.stateCode);
  const stateKnown = Boolean(stateNameOf(stateCode)) && /^[0-9]{2}$/.test(stateCode);
  if (!stateKnown) errors.add(HotelSettingsErrorCode.StateInvalid, 'Choose the state the hotel is in', 'stateCode');

  const gstin = normaliseGstin(input.gstin);
  const problem = gstin === '' ? 'shape' : gstinProblem(gstin);
  if (gstin === '') errors.add(GstinErrorCode.GstinInvalid, HOTEL_GSTIN_REQUIRED, 'gstin');
  else if (problem) errors.add(GstinErrorCode.GstinInvalid, GSTIN_MESSAGES[problem], 'gstin');
  else {
    const mismatch = stateKnown ? gstinStateMismatch(gstin, stateCode) : undefined;
    if (mismatch) errors.add(HotelSettingsErrorCode.GstinStateMismatch, mismatch, 'gstin');
  }

  const invoicePrefix = trimmed(input.invoicePrefix).toUpperCase();
  if (!PREFIX.test(invoicePrefix)) {
    errors.add(HotelSettingsErrorCode.PrefixInvalid, 'The invoice prefix is 1 to 4 letters or digits, e.g. AR', 'invoicePrefix');
  } else if (RESERVED_PREFIXES[invoicePrefix]) {
    errors.add(
      HotelSettingsErrorCode.PrefixTaken,
      `${invoicePrefix} is the prefix of ${RESERVED_PREFIXES[invoicePrefix]}: choose another one for invoices`,
      'invoicePrefix',
    );
  }

  errors.throwIfAny();
  return { legalName, tradeName, address, pincode, stateCode, gstin, invoicePrefix, signatory };
}

type HotelSettingsCode = (typeof HotelSettingsErrorCode)[keyof typeof HotelSettingsErrorCode];

const FIELD_LABELS: Record<keyof HotelIdentityDefaults, string> = {
  legalName: 'legal name',
  tradeName: 'trade name',
  address: 'address',
  pincode: 'PIN code',
  stateCode: 'state',
  gstin: 'GSTIN',
  invoicePrefix: 'invoice prefix',
  signatory: 'signatory',
};

/** What an edit changes, for the audit log: "GSTIN 09ABKFA4521M1Z7 → 27AAPFU0939F1ZV". */
export function describeChanges(before: HotelIdentityDefaults, after: HotelIdentityDefaults): string[] {
  return (Object.keys(FIELD_LABELS) as (keyof HotelIdentityDefaults)[])
    .filter((field) => before[field] !== after[field])
    .map((field) =>
      field === 'stateCode'
        ? `state ${stateLabel(before.stateCode)} → ${stateLabel(after.stateCode)}`
        : `${FIELD_LABELS[field]} ${before[field]} → ${after[field]}`,
    );
}
