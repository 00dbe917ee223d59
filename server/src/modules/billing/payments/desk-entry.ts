import { DomainError, ErrorCollector } from '../../../shared/domain-error';
import { isBlank, toNumber, trimmed } from '../../../shared/input';
import { rupeesToPaise } from '../../../shared/money';
import {
  DESK_MONEY_MESSAGES,
  DESK_NOTE_MAX_LENGTH,
  DESK_REFERENCE_MAX_LENGTH,
  deskReferenceProblem,
} from '../../../shared/pure/desk-money';
import { DeskPaymentErrorCode } from './desk-payment-errors';
import { DESK_PAYMENT_METHODS, DeskPaymentMethod } from './payment.entity';

// The limits and words are the desk forms' too (one file for both builds).
export const REFERENCE_MAX = DESK_REFERENCE_MAX_LENGTH;
export const NOTE_MAX = DESK_NOTE_MAX_LENGTH;

/** Money taken at the desk, as the form sends it (for a stay or a banquet event). */
export interface DeskEntryInput {
  /** Rupees, at most two decimals. */
  amount: unknown;
  method: unknown;
  reference?: unknown;
  note?: unknown;
}

/** How each desk method reads in the audit log. */
export const METHOD_WORDS: Record<DeskPaymentMethod, string> = {
  cash: 'in cash',
  upi: 'by UPI',
  card: 'by card',
  bank_transfer: 'by bank transfer',
};

export interface ParsedDeskPayment {
  amountPaise: number;
  method: DeskPaymentMethod;
  reference: string | null;
  note: string | null;
}

/** Money taken at the desk, checked: for a stay here, and for a banquet event (event-desk-money). */
export function parseDeskPayment(input: DeskEntryInput): ParsedDeskPayment {
  const errors = new ErrorCollector();
  const amountPaise = amountPaiseOf(input.amount);
  if (amountPaise === undefined) errors.add(DeskPaymentErrorCode.AmountInvalid, AMOUNT_MESSAGE, 'amount');
  const method = typeof input.method === 'string' ? input.method.toLowerCase() : '';
  if (!(DESK_PAYMENT_METHODS as readonly string[]).includes(method)) {
    errors.add(DeskPaymentErrorCode.MethodInvalid, 'Choose how the guest paid: cash, UPI, card or bank transfer.', 'method');
  }
  const reference = trimmed(input.reference);
  const referenceProblem = deskReferenceProblem(method, reference);
  if (referenceProblem) errors.add(referenceCode(reference), referenceProblem, 'reference');
  const note = trimmed(input.note);
  if (note.length > NOTE_MAX) {
    errors.add(DeskPaymentErrorCode.NoteTooLong, DESK_MONEY_MESSAGES.noteTooLong, 'note');
  }
  errors.throwIfAny();
  return { amountPaise: amountPaise!, method: method as DeskPaymentMethod, reference: reference || null, note: note || null };
}

/**
 * UPI, card and bank transfer need their reference (the UTR, the approval code or terminal
 * reference), so each receipt can be matched with the statement; cash needs none (the rule and its
 * words: shared/pure/desk-money.ts, which the desk's forms share).
 */
function referenceCode(reference: string) {
  if (reference.length > REFERENCE_MAX) return DeskPaymentErrorCode.ReferenceTooLong;
  return reference === '' ? DeskPaymentErrorCode.ReferenceRequired : DeskPaymentErrorCode.ReferenceInvalid;
}

const AMOUNT_MESSAGE = 'Enter an amount in rupees greater than zero, with at most two decimals.';

/** Paise of a positive rupee amount with at most two decimals (and below the column's limit). */
function amountPaiseOf(raw: unknown): number | undefined {
  const paise = rupeesToPaise(toNumber(raw));
  return paise !== undefined && paise > 0 && paise <= 2_000_000_000 ? paise : undefined;
}

export function parseAmount(raw: unknown): number {
  const paise = amountPaiseOf(raw);
  if (paise === undefined) throw new DomainError(DeskPaymentErrorCode.AmountInvalid, AMOUNT_MESSAGE, 'amount');
  return paise;
}

export function parseReason(raw: unknown): string {
  if (isBlank(raw)) throw new DomainError(DeskPaymentErrorCode.ReasonRequired, 'Please give a reason.', 'reason');
  const reason = trimmed(raw);
  if (reason.length > NOTE_MAX) {
    throw new DomainError(DeskPaymentErrorCode.ReasonTooLong, DESK_MONEY_MESSAGES.reasonTooLong, 'reason');
  }
  return reason;
}
