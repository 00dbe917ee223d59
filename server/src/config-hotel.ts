import { DEMO_HOTEL_IDENTITY } from './db/seeds/demo-hotel-profile';
import { gstinProblem } from './shared/gstin';

/** The hotel's legal identity from the environment: the Settings page starts from these. */
export interface HotelIdentityDefaults {
  legalName: string;
  tradeName: string;
  address: string;
  pincode: string;
  stateCode: string;
  gstin: string;
  invoicePrefix: string;
  signatory: string;
}

/**
 * A made-up GSTIN for the demo hotel in Uttar Pradesh (09) with a valid check character, so
 * invoices work out of the box. A real hotel sets HOTEL_GSTIN or edits it on the Settings page.
 */
export const DEMO_GSTIN = '09ABKFA4521M1Z7';

export function parseHotelIdentity(env: Record<string, string | undefined>, problems: string[]): HotelIdentityDefaults {
  const identity = {
    legalName: env.HOTEL_LEGAL_NAME?.trim() || DEMO_HOTEL_IDENTITY.legalName,
    tradeName: env.HOTEL_TRADE_NAME?.trim() || DEMO_HOTEL_IDENTITY.tradeName,
    address: env.HOTEL_ADDRESS?.trim() || DEMO_HOTEL_IDENTITY.address,
    pincode: env.HOTEL_PINCODE?.trim() || DEMO_HOTEL_IDENTITY.pincode,
    stateCode: env.HOTEL_STATE_CODE?.trim() || '09',
    gstin: (env.HOTEL_GSTIN?.trim() || DEMO_GSTIN).toUpperCase(),
    invoicePrefix: (env.INVOICE_PREFIX?.trim() || 'AR').toUpperCase(),
    signatory: env.HOTEL_SIGNATORY?.trim() || 'Authorised signatory',
  };
  if (!/^[0-9]{2}$/.test(identity.stateCode)) problems.push('HOTEL_STATE_CODE must be the two-digit GST state code, e.g. 09');
  if (gstinProblem(identity.gstin) || identity.gstin.slice(0, 2) !== identity.stateCode) {
    problems.push(
      'HOTEL_GSTIN must be a valid 15-character GSTIN (its last character checks the rest) that starts with HOTEL_STATE_CODE',
    );
  }
  if (!/^[A-Z0-9]{1,4}$/.test(identity.invoicePrefix)) problems.push('INVOICE_PREFIX must be 1 to 4 letters or digits');
  return identity;
}

/** ROOM_RATES_INCLUDE_GST: true (default) when rents are what guests pay, false when GST is added. */
export function parseRatesIncludeGst(value: string | undefined, problems: string[]): boolean {
  const text = value?.trim().toLowerCase() || 'true';
  if (text !== 'true' && text !== 'false') problems.push('ROOM_RATES_INCLUDE_GST must be true or false');
  return text !== 'false';
}
