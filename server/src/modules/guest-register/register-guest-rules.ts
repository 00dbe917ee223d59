import { aadhaarLastFour } from '../../shared/pure/aadhaar';
import { DomainError, ErrorCollector } from '../../shared/domain-error';
import { isBlank, trimmed } from '../../shared/input';
import { GuestIdType, isIndian, Registration, RegistrationInput } from '../bookings';
import { checkFormIII, FormIIIParticulars } from './form-iii-particulars';
import { GuestRegisterErrorCode } from './guest-register-errors';

/** One register row, checked and ready to store (the stay's facts are added at check-in). */
export interface RegisterGuest {
  /** Null: the lead guest of an old client's check-in, named from the booking when it is written. */
  name: string | null;
  address: string;
  nationality: string;
  oci: boolean;
  comingFrom: string;
  goingTo: string;
  purpose: string;
  idType: GuestIdType;
  idNumber: string;
  formIII: FormIIIParticulars | null;
}

const ID_TYPES = new Set<string>(Object.values(GuestIdType));
const LIMITS = { name: 120, address: 300, nationality: 60, comingFrom: 120, goingTo: 120, purpose: 120, idNumber: 40 } as const;
const WORDS = {
  name: 'Name',
  address: 'Address',
  nationality: 'Nationality',
  comingFrom: 'Coming from',
  goingTo: 'Going to',
  purpose: 'Purpose of visit',
} as const;

/**
 * The register's rows of a check-in. When the desk sends none (an older client), one row for the
 * lead guest from the registration it already checked; otherwise one row per adult, each checked,
 * with every field's problem thrown at once (fields named `registerGuests.<n>.<field>`).
 */
export function registerGuestsOf(input: RegistrationInput, lead: Registration | null, today: string): RegisterGuest[] {
  if (!Array.isArray(input.registerGuests)) {
    if (!lead) throw new Error('The lead guest’s registration is needed when the desk gives no register rows');
    return [leadGuestOf(lead)];
  }
  const rows = input.registerGuests as unknown[];
  // Adults as typed (1 when left out); a number that is no count is the registration's own error.
  const adults = input.adults === undefined || input.adults === null ? 1 : Number(input.adults);
  if (Number.isInteger(adults) && adults >= 1 && rows.length !== adults) {
    throw new DomainError(
      GuestRegisterErrorCode.RegisterGuestsCount,
      `The register needs one row per adult: ${adults} ${adults === 1 ? 'adult' : 'adults'}, ${rows.length} ${rows.length === 1 ? 'row' : 'rows'} given.`,
      'registerGuests',
    );
  }
  const errors = new ErrorCollector();
  const guests = rows.map((row, index) =>
    checkRow(
      row && typeof row === 'object' ? (row as Record<string, unknown>) : {},
      today,
      errors,
      (name) => `registerGuests.${index}.${name}`,
    ),
  );
  errors.throwIfAny();
  return guests;
}

/** An old client's check-in: the lead guest's row from what it gave (no address or journey was asked). */
function leadGuestOf(registration: Registration): RegisterGuest {
  return {
    name: null,
    address: '',
    nationality: registration.nationality,
    oci: false,
    comingFrom: '',
    goingTo: '',
    purpose: '',
    idType: registration.idType,
    idNumber: registration.idNumber,
    formIII: null,
  };
}

function checkRow(
  row: Record<string, unknown>,
  today: string,
  errors: ErrorCollector,
  field: (name: string) => string,
): RegisterGuest {
  const invalid = (name: string, message: string) =>
    errors.add(GuestRegisterErrorCode.RegisterGuestInvalid, message, field(name));
  const text = (name: keyof typeof WORDS) => {
    const value = trimmed(row[name]).replace(/\s+/g, ' ');
    if (!value) invalid(name, `${WORDS[name]} is required.`);
    else if (value.length > LIMITS[name]) invalid(name, `${WORDS[name]} must be at most ${LIMITS[name]} characters.`);
    return value;
  };
  const name = text('name');
  const address = text('address');
  const nationality = isBlank(row.nationality) ? 'Indian' : text('nationality');
  const oci = row.oci === true;
  const indian = isIndian(nationality);
  if (oci && indian) invalid('nationality', 'An OCI holder is a foreign national: give the nationality of their passport.');
  const foreign = !indian || oci;
  const formIII = foreign ? checkFormIII(row, { oci, today }, errors, field) : null;

  // A foreign guest's ID proof is the passport unless the desk names another.
  const typedType = isBlank(row.idType) && foreign ? GuestIdType.PASSPORT : trimmed(row.idType).toLowerCase();
  let idType: GuestIdType = GuestIdType.OTHER;
  if (!typedType) invalid('idType', 'Choose the ID proof the guest showed.');
  else if (!ID_TYPES.has(typedType))
    invalid('idType', 'ID type must be Aadhaar, passport, driving licence, voter ID, PAN or other.');
  else idType = typedType as GuestIdType;
  const typedNumber = trimmed(isBlank(row.idNumber) && idType === GuestIdType.PASSPORT ? row.passportNumber : row.idNumber);
  let idNumber = typedNumber.replace(/\s+/g, ' ').toUpperCase();
  if (!idNumber) invalid('idNumber', 'ID number is required.');
  else if (idType === GuestIdType.AADHAAR) {
    // The hotel keeps what a masked Aadhaar shows: the full number is never stored.
    idNumber = aadhaarLastFour(idNumber) ?? '';
    if (!idNumber) invalid('idNumber', 'ID number is not valid: give the Aadhaar’s 12 digits or its last 4 (XXXX XXXX 1234).');
  } else if (idNumber.length > LIMITS.idNumber) invalid('idNumber', `ID number must be at most ${LIMITS.idNumber} characters.`);

  return {
    name,
    address,
    nationality: indian && !oci ? 'Indian' : nationality,
    oci,
    comingFrom: text('comingFrom'),
    goingTo: text('goingTo'),
    purpose: text('purpose'),
    idType,
    idNumber,
    formIII,
  };
}
