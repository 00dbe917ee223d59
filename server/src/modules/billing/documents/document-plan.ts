import { formatRupees } from '../../../shared/money';
import { ChargeLine, sacName } from '../charges';
import { PaymentAttemptStatus, RefundReason, SettlementOutcome } from '../payments/payment.entity';
import { describesCharges, documentLine, invoiceLines, partLines } from './document-lines';
import { advanceRefundWords, creditWords, lessWords } from './document-reasons';
import { DocumentLine, TaxDocumentKind } from './tax-document.entity';

/** What the plan reads of an issued document (or of one it plans). */
export interface KnownDocument {
  id: string;
  kind: TaxDocumentKind;
  paymentId: string | null;
  refundId: string | null;
  /** The allowance a credit note issued by hand is for (absent on documents that are not). */
  creditId?: string | null;
  originalDocumentId: string | null;
  lines: DocumentLine[];
  totalPaise: number;
}

/** A document to issue: everything but its number, parties and date. */
export interface DocumentDraft extends KnownDocument {
  reason: string | null;
}

/** A ledger entry that carries money (not one whose amount missed its order). */
export interface MoneyEntryFact {
  id: string;
  amountPaise: number;
  status: PaymentAttemptStatus;
  receiptNumber: string | null;
  reversesPaymentId: string | null;
  settlementOutcome: SettlementOutcome | null;
}

export interface RefundFact {
  id: string;
  paymentId: string;
  amountPaise: number;
  reason: RefundReason;
}

/** An allowance granted by hand after the invoice (billing/folio-credits). */
export interface CreditFact {
  id: string;
  invoiceId: string;
  amountPaise: number;
  reason: string;
}

/**
 * Where a sale stands for its documents:
 * - `open`: not supplied yet (a stay before check-out, an event before settlement; also a hold or
 *   a lapsed booking): money received is an advance;
 * - `supplied`: checked out, or settled: the charges are invoiced;
 * - `no_show`: the guest never came: the charge the terms keep is invoiced once it is paid;
 * - `cancelled`: what the hotel keeps is invoiced as a cancellation charge.
 */
export type SaleStage = 'open' | 'supplied' | 'no_show' | 'cancelled';

/**
 * What a stay or a banquet event tells its documents, read in the act's transaction on the
 * locked sale: the port each sells through. Nothing here is about rooms or halls.
 */
export interface SaleFacts {
  stage: SaleStage;
  /** What the sale costs now (a no-show: the charge the terms keep). */
  totalPaise: number;
  /** The folio's charges as the invoice lists them (billing/charges.ts). */
  charges: ChargeLine[];
  /** What the documents say the sale is: "1–3 Dec 2026", "Reception on Sun, 20 Dec 2026". */
  subject: string;
  /** The name of the terms that decide a cancellation: "cancellation policy", "cancellation scale". */
  terms: string;
  money: { paidPaise: number; goodwillPaise: number; creditedPaise: number; balanceDuePaise: number };
  /** Oldest first. */
  entries: MoneyEntryFact[];
  /** Oldest first; only refunds of the entries above. */
  refunds: RefundFact[];
  /** Oldest first. */
  credits: CreditFact[];
  /** Issued before, oldest first. */
  documents: KnownDocument[];
}

/** Money that bought nothing: settled by refunding it at once (a duplicate, a cancelled booking, no room left). */
const RETURNED: readonly SettlementOutcome[] = [
  SettlementOutcome.REFUNDED_DUPLICATE,
  SettlementOutcome.REFUNDED_CANCELLED,
  SettlementOutcome.REFUNDED_ROOM_GONE,
];

/** Refunds that lower what the hotel sells (its value of supply): a credit note after the invoice. */
const LOWERS_THE_SUPPLY: readonly RefundReason[] = [RefundReason.CANCELLATION, RefundReason.GOODWILL];

const HOLDS_MONEY: readonly PaymentAttemptStatus[] = [PaymentAttemptStatus.PAID, PaymentAttemptStatus.PARTIALLY_REFUNDED];

/**
 * The documents a sale lacks now, by the rules of TaxDocumentsService (its comment says them in
 * words). Pure: the same facts always give the same plan, and a plan that is issued leaves
 * nothing for the next one (idempotent). `newId` names the drafts so they can refer to each other.
 */
export function planDocuments(facts: SaleFacts, newId: () => string): DocumentDraft[] {
  const documents: KnownDocument[] = [...facts.documents];
  const drafts: DocumentDraft[] = [];
  const add = (draft: Omit<DocumentDraft, 'id' | 'totalPaise'>) => {
    const totalPaise = draft.lines.reduce((sum, line) => sum + line.totalPaise, 0);
    const full = { creditId: null, ...draft, id: newId(), totalPaise };
    if (full.totalPaise <= 0) return;
    documents.push(full);
    drafts.push(full);
  };
  const against = (original: KnownDocument) => documents.filter((doc) => doc.originalDocumentId === original.id);
  const left = (original: KnownDocument) => uncreditedPaise(documents, original);
  const voucherOf = (paymentId: string | null) =>
    documents.find((doc) => doc.kind === TaxDocumentKind.RECEIPT_VOUCHER && doc.paymentId === paymentId);
  const earlierLines = (original: KnownDocument) => against(original).flatMap((doc) => doc.lines);
  const chargeLines = facts.charges.map(documentLine);

  const live = liveInvoice(documents);
  const returned = new Set(facts.entries.filter((entry) => RETURNED.includes(entry.settlementOutcome!)).map((entry) => entry.id));
  const invoice = invoiceDue(facts, live);

  // Rule 50: an advance received before any invoice, which the invoice of this same act does not settle.
  if (!live && !invoice) {
    const reversed = new Set(facts.entries.map((entry) => entry.reversesPaymentId).filter(Boolean));
    for (const entry of facts.entries) {
      if (entry.amountPaise <= 0 || !HOLDS_MONEY.includes(entry.status) || returned.has(entry.id) || reversed.has(entry.id))
        continue;
      if (voucherOf(entry.id)) continue;
      add({
        kind: TaxDocumentKind.RECEIPT_VOUCHER,
        paymentId: entry.id,
        refundId: null,
        originalDocumentId: null,
        reason: null,
        lines: partLines(
          entry.amountPaise,
          chargeLines,
          [],
          (sac) => `Advance for ${sacName(sac).toLowerCase()}, ${facts.subject}`,
        ),
      });
    }
  }

  // Rule 51 for a desk entry reversed before the invoice: its voucher is answered by a refund voucher.
  for (const reversal of facts.entries.filter((entry) => entry.status === PaymentAttemptStatus.REVERSAL)) {
    if (live || documents.some((doc) => doc.paymentId === reversal.id)) continue;
    const original = facts.entries.find((entry) => entry.id === reversal.reversesPaymentId);
    const voucher = voucherOf(original?.id ?? null);
    if (!original || !voucher) continue;
    const amount = Math.min(-reversal.amountPaise, left(voucher));
    add({
      kind: TaxDocumentKind.REFUND_VOUCHER,
      paymentId: reversal.id,
      refundId: null,
      originalDocumentId: voucher.id,
      reason: `Receipt ${original.receiptNumber ?? ''} was entered in error and reversed`.slice(0, 200),
      lines: partLines(amount, voucher.lines, earlierLines(voucher), () => 'Advance entered in error, reversed'),
    });
  }

  // Refunds: after the invoice a credit note (section 34), before it a refund voucher (Rule 51).
  for (const refund of facts.refunds) {
    if (returned.has(refund.paymentId) || documents.some((doc) => doc.refundId === refund.id)) continue;
    if (live) {
      // Other refunds after the invoice give back advances it already adjusted (GSTR-1 11B): no document.
      if (!LOWERS_THE_SUPPLY.includes(refund.reason)) continue;
      const reason = creditWords(refund.reason, facts);
      add({
        kind: TaxDocumentKind.CREDIT_NOTE,
        paymentId: refund.paymentId,
        refundId: refund.id,
        originalDocumentId: live.id,
        reason,
        lines: partLines(Math.min(refund.amountPaise, left(live)), live.lines, earlierLines(live), () => reason),
      });
      continue;
    }
    const voucher = voucherOf(refund.paymentId);
    if (!voucher) continue;
    const reason = advanceRefundWords(refund.reason, facts);
    add({
      kind: TaxDocumentKind.REFUND_VOUCHER,
      paymentId: refund.paymentId,
      refundId: refund.id,
      originalDocumentId: voucher.id,
      reason,
      lines: partLines(Math.min(refund.amountPaise, left(voucher)), voucher.lines, earlierLines(voucher), () => reason),
    });
  }

  // Allowances granted by hand after the invoice (section 34): a credit note each, in the
  // proportions of the invoice they lower, never more than is left of it (the act checked that).
  for (const credit of facts.credits) {
    const invoice = documents.find((doc) => doc.id === credit.invoiceId);
    if (!invoice || documents.some((doc) => doc.creditId === credit.id)) continue;
    add({
      kind: TaxDocumentKind.CREDIT_NOTE,
      paymentId: null,
      refundId: null,
      creditId: credit.id,
      originalDocumentId: invoice.id,
      reason: credit.reason,
      lines: partLines(
        Math.min(credit.amountPaise, left(invoice)),
        invoice.lines,
        earlierLines(invoice),
        (sac) => `Allowance on ${sacName(sac).toLowerCase()}`,
      ),
    });
  }

  // Rule 46: the invoice. An invoice in force that no longer bills the charges (a stay invoiced
  // mid-stay under the old rule, then changed) is credited in full first: a correction.
  if (invoice) {
    if (live) {
      const reason = `Correction: the charges changed (now ${facts.subject}); a new invoice replaces this one`;
      const whole = against(live).length === 0;
      add({
        kind: TaxDocumentKind.CREDIT_NOTE,
        paymentId: null,
        refundId: null,
        originalDocumentId: live.id,
        reason,
        lines: whole ? live.lines : partLines(left(live), live.lines, earlierLines(live), () => reason),
      });
    }
    add({
      kind: TaxDocumentKind.INVOICE,
      paymentId: null,
      refundId: null,
      originalDocumentId: null,
      reason: invoice.note && invoice.note.charAt(0).toUpperCase() + invoice.note.slice(1),
      lines: invoiceLines(facts.charges, invoice.chargePaise, invoice.note),
    });
  }
  return drafts;
}

/**
 * The sale's invoice in force: the last one no correction credited. Corrections and their new
 * invoices are issued together, so once a sale is invoiced it always has one.
 */
export function liveInvoice<T extends KnownDocument>(documents: readonly T[]): T | undefined {
  const corrected = new Set(
    documents
      .filter(
        (doc) => doc.kind === TaxDocumentKind.CREDIT_NOTE && doc.refundId === null && doc.paymentId === null && !doc.creditId,
      )
      .map((doc) => doc.originalDocumentId),
  );
  return documents.filter((doc) => doc.kind === TaxDocumentKind.INVOICE && !corrected.has(doc.id)).pop();
}

/** What of `original` (an invoice, a receipt voucher) the documents against it have not taken yet. */
export function uncreditedPaise(documents: readonly KnownDocument[], original: KnownDocument): number {
  const taken = documents.filter((doc) => doc.originalDocumentId === original.id).reduce((sum, doc) => sum + doc.totalPaise, 0);
  return original.totalPaise - taken;
}

/**
 * The invoice this sale needs now, if any: what it charges and why it is less than the charges.
 * Nothing while it is open: a stay is invoiced at check-out and an event at settlement, so a
 * change before then needs no credit note. A no-show is invoiced for the charge kept once it is
 * paid; a cancelled sale that keeps money, for what it keeps (the cancellation charge is the price
 * of the same supply). An invoice in force that still bills the charges is enough.
 */
function invoiceDue(facts: SaleFacts, live: KnownDocument | undefined): { chargePaise: number; note: string | null } | null {
  const { stage, money } = facts;
  const paidInFull = money.paidPaise > 0 && money.balanceDuePaise <= 0;
  const due = stage === 'supplied' || (stage === 'no_show' && paidInFull) || (stage === 'cancelled' && money.paidPaise > 0);
  const chargePaise = stage === 'cancelled' ? money.paidPaise : facts.totalPaise - money.goodwillPaise - money.creditedPaise;
  if (!due || chargePaise <= 0) return null;
  if (live && (stage === 'cancelled' || describesCharges(live, facts.charges))) return null;
  const wholePaise = facts.charges.reduce((sum, charge) => sum + charge.totalPaise, 0);
  if (chargePaise === wholePaise) return { chargePaise, note: null };
  const ofWhole = `(${formatRupees(chargePaise)} of ${formatRupees(wholePaise)})`;
  let note = 'part of the charges';
  if (stage === 'cancelled') note = `cancellation charge kept under the ${facts.terms} ${ofWhole}`;
  else if (stage === 'no_show') note = `no-show charge kept under the ${facts.terms} ${ofWhole}`;
  else if (money.goodwillPaise > 0 || money.creditedPaise > 0) note = `less ${lessWords(money)}`;
  return { chargePaise, note };
}
