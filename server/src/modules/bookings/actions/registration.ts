import { aadhaarLastFour, maskAadhaarNumbersIn } from '../../../shared/pure/aadhaar';
import { REGISTRATION_MAX_LENGTH } from '../../../shared/pure/registration-limits';
import { isCalendarDate, formatStayDate } from '../../../shared/dates';
import { ErrorCollector } from '../../../shared/domain-error';
import { isBlank, trimmed } from '../../../shared/input';
import { StayActionErrorCode } from './stay-action-errors';
import { GuestIdType } from '../guest-id-type';

/** What the desk types at check-in, as it arrives (GraphQL input, loosely typed). */
export interface RegistrationInput {
  idType?: unknown;
  idNumber?: unknown;
  adults?: unknown;
  children?: unknown;
  nationality?: unknown;
  passportNumber?: unknown;
  visaNumber?: unknown;
  visaValidUntil?: unknown;
  note?: unknown;
  /** One row per adult for the guest register (its module checks them); the first fills the lead guest's ID when left out. */
  registerGuests?: unknown;
  /** The lead guest holds an OCI card (from the first register row): a lifelong visa, so no visa validity is asked. */
  oci?: unknown;
}

/** A checked registration, ready to store. */
export interface Registration {
  idType: GuestIdType;
  /** An Aadhaar's last four digits only; other IDs in full. */
  idNumber: string;
  adults: number;
  children: number;
  nationality: string;
  passportNumber: string | null;
  visaNumber: string | null;
  visaValidUntil: string | null;
  note: string | null;
}

export const MAX_PARTY = 20;
const LIMIT = REGISTRATION_MAX_LENGTH;
const MAX_NOTE = LIMIT.note;
const ID_TYPES = new Set<string>(Object.values(GuestIdType));
const NATIONALITY = new RegExp(`^[A-Za-z][A-Za-z .'-]{1,${LIMIT.nationality - 1}}$`);
const PASSPORT = new RegExp(`^[A-Z0-9]{6,${LIMIT.passportNumber}}$`);
const VISA = new RegExp(`^[A-Z0-9/-]{4,${LIMIT.visaNumber}}$`);
/** Each ID's own shape (Aadhaar: aadhaarLastFour); other IDs: letters, digits, spaces, '/' and '-'. */
const ID_SHAPES: Partial<Record<GuestIdType, { pattern: RegExp; words: string }>> = {
  [GuestIdType.PAN]: { pattern: /^[A-Z]{5}\d{4}[A-Z]$/, words: 'a PAN looks like ABCDE1234F' },
  [GuestIdType.PASSPORT]: { pattern: PASSPORT, words: `a passport number has 6 to ${LIMIT.passportNumber} letters and digits` },
};
const AADHAAR_WORDS = 'ID number is not valid: give the Aadhaar’s 12 digits or its last 4 (XXXX XXXX 1234).';
const OTHER_ID = new RegExp(`^[A-Z0-9][A-Z0-9 /-]{3,${LIMIT.idNumber - 1}}$`);

/** Indian guests need ID proof; foreign guests the Form C facts (passport, visa and its validity). */
export function isIndian(nationality: string): boolean {
  return ['indian', 'india'].includes(nationality.trim().toLowerCase());
}

/**
 * The lead guest's ID and Form C facts, taken from the first register row where the desk left them
 * out (a newer client's check-in); `fromLead` names the fields so taken, for the errors.
 */
export function withLeadGuest(input: RegistrationInput): { filled: RegistrationInput; fromLead: string[] } {
  const first: unknown = Array.isArray(input.registerGuests) ? input.registerGuests[0] : undefined;
  if (!first || typeof first !== 'object') return { filled: input, fromLead: [] };
  const lead = first as Record<string, unknown>;
  const filled: RegistrationInput = { ...input };
  const fromLead: string[] = [];
  for (const key of ['idType', 'idNumber', 'nationality', 'passportNumber', 'visaNumber', 'visaValidUntil'] as const) {
    if (isBlank(filled[key]) && !isBlank(lead[key])) {
      filled[key] = lead[key];
      fromLead.push(key);
    }
  }
  if (lead.oci === true) filled.oci = true;
  return { filled, fromLead };
}

/**
 * Checks what the desk typed at check-in and answers it cleaned (upper-case IDs, an Aadhaar
 * reduced to its last four digits, an Aadhaar number named in the note masked), or throws every
 * field's problem at once. `today` is the check-in day (hotel time). No message repeats an ID.
 */
export function validateRegistration(input: RegistrationInput, today: string): Registration {
  const errors = new ErrorCollector();
  const invalid = (field: string, message: string) => errors.add(StayActionErrorCode.RegistrationInvalid, message, field);
  const formC = (field: string, message: string) => errors.add(StayActionErrorCode.FormCRequired, message, field);

  const nationality = isBlank(input.nationality) ? 'Indian' : trimmed(input.nationality).replace(/\s+/g, ' ');
  const knownNationality = NATIONALITY.test(nationality);
  if (!knownNationality) invalid('nationality', `Nationality must be 2 to ${LIMIT.nationality} letters, e.g. Indian or British.`);
  // Form C is asked of a nationality the desk wrote plainly; a garbled one is corrected first.
  const indian = !knownNationality || isIndian(nationality);

  const passportNumber = upper(input.passportNumber);
  const visaNumber = upper(input.visaNumber);
  const visaValidUntil = trimmed(input.visaValidUntil) || null;
  if (!indian) {
    if (!passportNumber) formC('passportNumber', 'A foreign guest’s passport number is required (Form C).');
    if (!visaNumber) formC('visaNumber', 'A foreign guest’s visa number is required (Form C).');
    if (!visaValidUntil && input.oci !== true) formC('visaValidUntil', 'The date the visa is valid until is required (Form C).');
  }
  if (passportNumber && !PASSPORT.test(passportNumber))
    invalid('passportNumber', `Passport number must be 6 to ${LIMIT.passportNumber} letters and digits.`);
  if (visaNumber && !VISA.test(visaNumber))
    invalid('visaNumber', `Visa number must be 4 to ${LIMIT.visaNumber} letters, digits, "/" or "-".`);
  if (visaValidUntil && !isCalendarDate(visaValidUntil))
    invalid('visaValidUntil', 'Visa valid until must be a date (YYYY-MM-DD).');
  else if (visaValidUntil && visaValidUntil < today) {
    errors.add(
      StayActionErrorCode.VisaExpired,
      `The visa expired on ${formatStayDate(visaValidUntil)}; check the guest’s current visa.`,
      'visaValidUntil',
    );
  }

  // A foreign guest's ID proof is the passport, unless the desk names another.
  const idTypeRaw =
    isBlank(input.idType) && !indian && passportNumber ? GuestIdType.PASSPORT : trimmed(input.idType).toLowerCase();
  const idNumberRaw = isBlank(input.idNumber) && idTypeRaw === GuestIdType.PASSPORT ? passportNumber : upper(input.idNumber);
  let idType = GuestIdType.OTHER as GuestIdType;
  if (!idTypeRaw) invalid('idType', 'Choose the ID proof the guest showed.');
  else if (!ID_TYPES.has(idTypeRaw))
    invalid('idType', 'ID type must be Aadhaar, passport, driving licence, voter ID, PAN or other.');
  else idType = idTypeRaw as GuestIdType;
  let idNumber = idNumberRaw ?? '';
  if (!idNumber) invalid('idNumber', 'ID number is required.');
  else if (idType === GuestIdType.AADHAAR) {
    // The hotel keeps what a masked Aadhaar shows: the full number is never stored.
    idNumber = aadhaarLastFour(idNumber) ?? '';
    if (!idNumber) invalid('idNumber', AADHAAR_WORDS);
  } else {
    const shape = ID_SHAPES[idType];
    if (shape && !shape.pattern.test(idNumber)) invalid('idNumber', `ID number is not valid: ${shape.words}.`);
    else if (!shape && !OTHER_ID.test(idNumber))
      invalid('idNumber', `ID number must be 4 to ${LIMIT.idNumber} letters, digits, spaces, "/" or "-".`);
  }

  const adults = count(input.adults, 1);
  const children = count(input.children, 0);
  if (adults === null || adults < 1 || adults > MAX_PARTY)
    invalid('adults', `Adults must be a whole number from 1 to ${MAX_PARTY}.`);
  if (children === null || children < 0 || children > MAX_PARTY)
    invalid('children', `Children must be a whole number from 0 to ${MAX_PARTY}.`);

  const typedNote = trimmed(input.note);
  if (typedNote.length > MAX_NOTE) invalid('note', `Note must be at most ${MAX_NOTE} characters.`);
  const note = maskAadhaarNumbersIn(typedNote) || null;

  errors.throwIfAny();
  return {
    idType,
    idNumber,
    adults: adults!,
    children: children!,
    nationality: indian ? 'Indian' : nationality,
    passportNumber,
    visaNumber,
    visaValidUntil,
    note,
  };
}

function upper(value: unknown): string | null {
  const text = trimmed(value).replace(/\s+/g, ' ').toUpperCase();
  return text === '' ? null : text;
}

/** A whole number, `fallback` when left out, null when it is not one. */
function count(value: unknown, fallback: number): number | null {
  if (value === undefined || value === null || value === '') return fallback;
  const number = typeof value === 'number' ? value : Number(trimmed(value));
  return Number.isInteger(number) ? number : null;
}
