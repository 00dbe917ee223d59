import { EntityManager } from 'typeorm';
import { Actor, personName } from '../../../shared/actor';
import { DomainError, ErrorCollector } from '../../../shared/domain-error';
import { toNumber, trimmed } from '../../../shared/input';
import { formatRupees, rupeesToPaise } from '../../../shared/money';
import {
  CREDIT_NOTE_MESSAGES,
  CREDIT_NOTE_REASON_MAX_LENGTH,
  CREDIT_NOTE_REASON_MIN_LENGTH,
} from '../../../shared/pure/credit-notes';
import { liveInvoice, uncreditedPaise } from '../documents/document-plan';
import { TaxDocument } from '../documents/tax-document.entity';
import { folioColumns, FolioOf, folioWhere } from '../folio';
import { CreditNoteErrorCode } from './credit-note-errors';
import { FolioCredit } from './folio-credit.entity';

/** A credit note as its form sends it: the total allowed off (rupees, GST included) and why. */
export interface CreditNoteInput {
  amount?: unknown;
  reason?: unknown;
}

export interface ParsedCreditNote {
  amountPaise: number;
  reason: string;
}

/** What the invoice is called in the refusals: "this booking", "this event". */
export type CreditedSale = 'booking' | 'event';

/** The invoice in force a credit note would lower, and what credit notes have left of it. */
export interface CreditableInvoice {
  invoice: TaxDocument;
  leftPaise: number;
}

/** The allowance granted, and the invoice it lowers. */
export interface GrantedCredit {
  credit: FolioCredit;
  invoice: TaxDocument;
}

/** The form's amount and reason, checked (both at once); nothing is read or written. */
export function parseCreditNote(input: CreditNoteInput): ParsedCreditNote {
  const errors = new ErrorCollector();
  const amountPaise = rupeesToPaise(toNumber(input.amount));
  const amountOk = amountPaise !== undefined && amountPaise > 0 && amountPaise <= 2_000_000_000;
  if (!amountOk) errors.add(CreditNoteErrorCode.AmountInvalid, CREDIT_NOTE_MESSAGES.amountInvalid, 'amount');
  const reason = trimmed(input.reason).replace(/\s+/g, ' ');
  if (reason.length < CREDIT_NOTE_REASON_MIN_LENGTH || reason.length > CREDIT_NOTE_REASON_MAX_LENGTH) {
    errors.add(CreditNoteErrorCode.ReasonInvalid, CREDIT_NOTE_MESSAGES.reasonInvalid, 'reason');
  }
  errors.throwIfAny();
  return { amountPaise: amountPaise!, reason };
}

/**
 * Grants an allowance off the sale's invoice in force, in the caller's transaction on the sale it
 * locked: refused before its invoice (nothing to lower yet: the stay or the event is changed
 * instead) and beyond what credit notes have left of that invoice. The caller then settles the
 * folio and reconciles its documents, which issue the credit note (section 34) naming the
 * invoice, in the invoice's proportions of SAC and rate, with the person of `actor`.
 */
export async function grantFolioCredit(
  manager: EntityManager,
  folio: FolioOf,
  credit: ParsedCreditNote,
  actor: Actor,
  sale: CreditedSale,
): Promise<GrantedCredit> {
  const creditable = await creditableInvoice(manager, folio);
  if (!creditable) {
    const instead = sale === 'booking' ? 'change the stay or its charges' : 'change the event’s quote';
    throw new DomainError(
      CreditNoteErrorCode.NoInvoice,
      `No tax invoice has been issued for this ${sale} yet: a credit note lowers an issued invoice. Until then, ${instead} instead.`,
      'amount',
      'conflict',
    );
  }
  const { invoice, leftPaise } = creditable;
  if (credit.amountPaise > leftPaise) {
    throw new DomainError(
      CreditNoteErrorCode.OverInvoice,
      leftPaise > 0
        ? `Invoice ${invoice.number} has ${formatRupees(leftPaise)} left to credit; a credit note cannot be more.`
        : `Invoice ${invoice.number} is credited in full already.`,
      'amount',
    );
  }
  const row = manager.create(FolioCredit, {
    ...folioColumns(folio),
    invoiceId: invoice.id,
    amountPaise: credit.amountPaise,
    reason: credit.reason,
    grantedBy: personName(actor.label).slice(0, 120),
  });
  return { credit: await manager.save(FolioCredit, row), invoice };
}

/** The sale's invoice in force and what is left of it to credit; null before any invoice. */
export async function creditableInvoice(manager: EntityManager, folio: FolioOf): Promise<CreditableInvoice | null> {
  const documents = await manager.find(TaxDocument, { where: folioWhere(folio), order: { issuedAt: 'ASC', number: 'ASC' } });
  const invoice = liveInvoice(documents);
  return invoice ? { invoice, leftPaise: uncreditedPaise(documents, invoice) } : null;
}

/** The credit note issued for `granted` among the documents an act issued (the act's bug if none). */
export function creditNoteOf(documents: readonly TaxDocument[], granted: GrantedCredit): TaxDocument {
  const creditNote = documents.find((document) => document.creditId === granted.credit.id);
  if (!creditNote) throw new Error(`No credit note was issued for the allowance ${granted.credit.id}`);
  return creditNote;
}

/** The audit line's first words: "Credit note CN/26-27/0003 of ₹1,000 against invoice AR/26-27/0007: the AC failed". */
export function creditNoteWords(creditNote: TaxDocument, granted: GrantedCredit): string {
  return (
    `Credit note ${creditNote.number} of ${formatRupees(creditNote.totalPaise)} against invoice ` +
    `${granted.invoice.number}: ${granted.credit.reason}`
  );
}
