/**
 * Money taken at the desk (for a stay or a banquet event): how long its reference, note and a
 * reversal's or goodwill refund's reason may be, which methods need a reference and what one looks
 * like. Billing's desk entry refuses past these, and the desk's forms (`@server-pure/desk-money`)
 * ask for the same, in the same words.
 */
export const DESK_REFERENCE_MAX_LENGTH = 64;
export const DESK_NOTE_MAX_LENGTH = 500;

export const DESK_MONEY_MESSAGES = {
  referenceTooLong: `The reference can be at most ${DESK_REFERENCE_MAX_LENGTH} characters.`,
  noteTooLong: `The note can be at most ${DESK_NOTE_MAX_LENGTH} characters.`,
  reasonTooLong: `The reason can be at most ${DESK_NOTE_MAX_LENGTH} characters.`,
} as const;

/** A payment reference as banks and terminals print them: 6 to 35 letters, digits or hyphens. */
export const DESK_REFERENCE_MIN_LENGTH = 6;
export const DESK_REFERENCE_FORMAT_MAX_LENGTH = 35;
const REFERENCE_FORMAT = /^[A-Za-z0-9-]{6,35}$/;

/** The desk's methods, as the ledger stores them (lower case). */
export type DeskMoneyMethod = 'cash' | 'upi' | 'card' | 'bank_transfer';

export interface DeskReferenceRule {
  /** The field's label on the desk's forms. */
  label: string;
  /** Under the field: what to copy, and from where. */
  hint: string;
  /** Without a reference, refused with these words; cash needs none. */
  missing: string | null;
  /** A reference that is not 6–35 letters, digits or hyphens. */
  malformed: string | null;
}

/**
 * Which methods need their reference: UPI its UTR (12 digits on the payer's app), a card its
 * approval code or the terminal's reference (RRN) from the charge slip, a bank transfer its
 * UTR/NEFT/RTGS/IMPS reference, so every non-cash receipt can be matched with the bank statement.
 * Cash needs none; a free note-like reference (a voucher number) may still be kept with it.
 */
export const DESK_REFERENCE_RULES: Record<DeskMoneyMethod, DeskReferenceRule> = {
  cash: {
    label: 'Reference',
    hint: 'Optional for cash.',
    missing: null,
    malformed: null,
  },
  upi: {
    label: 'UPI reference (UTR)',
    hint: "The UTR on the payer's app: usually 12 digits (6 to 35 letters, digits or hyphens).",
    missing: "Enter the UPI reference (UTR) shown on the payer's app.",
    malformed: 'The UPI reference (UTR) is 6 to 35 letters, digits or hyphens (usually 12 digits), without spaces.',
  },
  card: {
    label: 'Card approval code or terminal reference',
    hint: "From the charge slip: the approval code or the terminal's reference (6 to 35 letters, digits or hyphens).",
    missing: 'Enter the card approval code or the terminal reference from the charge slip.',
    malformed: 'The card approval code or terminal reference is 6 to 35 letters, digits or hyphens, without spaces.',
  },
  bank_transfer: {
    label: 'Bank reference (UTR)',
    hint: 'The UTR or NEFT/RTGS/IMPS reference on the bank statement (6 to 35 letters, digits or hyphens).',
    missing: "Enter the bank transfer's reference (UTR or NEFT/RTGS/IMPS reference) from the bank statement.",
    malformed: "The bank transfer's reference (UTR) is 6 to 35 letters, digits or hyphens, without spaces.",
  },
};

/** The desk's reference rule of a method named in any case ('UPI', 'upi'); null for an unknown method. */
export function deskReferenceRule(method: string): DeskReferenceRule | null {
  const key = method.toLowerCase();
  return Object.prototype.hasOwnProperty.call(DESK_REFERENCE_RULES, key) ? DESK_REFERENCE_RULES[key as DeskMoneyMethod] : null;
}

/** What is wrong with a desk payment's reference for its method (already trimmed), or null. */
export function deskReferenceProblem(method: string, reference: string): string | null {
  if (reference.length > DESK_REFERENCE_MAX_LENGTH) return DESK_MONEY_MESSAGES.referenceTooLong;
  const rule = deskReferenceRule(method);
  if (!rule?.missing) return null;
  if (reference === '') return rule.missing;
  return REFERENCE_FORMAT.test(reference) ? null : rule.malformed;
}
