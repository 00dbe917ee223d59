import { formatStayDate } from '../../shared/dates';
import { formatRupees, Paise } from '../../shared/money';
import { DocumentLine, TaxDocumentKind } from '../invoices/tax-document.entity';
import { PaymentAttemptStatus, RefundReason, SettlementOutcome } from '../payments/payment.entity';
import { proportionalTax } from '../pricing/room-pricing.service';
import { EventStatus } from './event-status';
import { CATERING_SAC, EventLineData, EventLineKind, HALL_SAC, priceEvent } from './event-price';

/**
 * An event's GST documents, planned by the rules the rooms follow (invoices/tax-documents.service.ts):
 *
 * - **Receipt voucher (Rule 50)** for each advance (desk or online) received before the event's
 *   invoice, split by SAC and rate in the proportions of the event's lines as they stand.
 * - **Tax invoice (Rule 46)** at settlement (the event completed): one line per SAC and rate,
 *   exactly the event's priced lines. A cancelled event that keeps money is invoiced for what it
 *   keeps, in the same proportions (the cancellation charge is the price of the same supply, and
 *   the invoice closes the advances its vouchers declared). Advances are adjusted against the
 *   invoice (GSTR-1 table 11B), as for rooms.
 * - **Refund voucher (Rule 51)** for money given back for which no supply was invoiced (an
 *   advance refunded on cancellation, an excess refunded after settlement), against the
 *   payment's receipt voucher, in its proportions.
 * - **Credit note (section 34)** for a cancellation or goodwill refund after the invoice.
 *
 * Pure: the same facts give the same plan, and an issued plan leaves nothing for the next one.
 * Online receipt vouchers (the event's payment page) use the same builder: `voucherLines`.
 */

export interface EventDocumentFacts {
  status: EventStatus;
  eventDate: string;
  occasion: string;
  lines: EventLineData[];
  /** Money entries that carry money (mismatches left out), oldest first. */
  entries: Array<{
    id: string;
    amountPaise: Paise;
    status: PaymentAttemptStatus;
    reversesPaymentId: string | null;
    settlementOutcome: SettlementOutcome | null;
  }>;
  /** Refunds of those entries, oldest first. */
  refunds: Array<{ id: string; paymentId: string; amountPaise: Paise; reason: RefundReason }>;
  /** What the hotel holds for the event (received less refunds). */
  paidPaise: Paise;
  /** Issued before, oldest first. */
  documents: EventKnownDocument[];
}

export interface EventKnownDocument {
  id: string;
  kind: TaxDocumentKind;
  paymentId: string | null;
  refundId: string | null;
  originalDocumentId: string | null;
  lines: DocumentLine[];
  totalPaise: Paise;
}

export interface EventDocumentDraft extends EventKnownDocument {
  reason: string | null;
}

const HOLDS_MONEY: readonly PaymentAttemptStatus[] = [PaymentAttemptStatus.PAID, PaymentAttemptStatus.PARTIALLY_REFUNDED];
const RETURNED: readonly SettlementOutcome[] = [
  SettlementOutcome.REFUNDED_DUPLICATE,
  SettlementOutcome.REFUNDED_CANCELLED,
  SettlementOutcome.REFUNDED_ROOM_GONE,
];
const LOWERS_THE_SUPPLY: readonly RefundReason[] = [RefundReason.CANCELLATION, RefundReason.GOODWILL];

/** One SAC at one rate of an event: its taxable value, tax and what it adds up to. */
interface SacGroup {
  sac: string;
  rateBp: number;
  description: string;
  taxablePaise: Paise;
  cgstPaise: Paise;
  sgstPaise: Paise;
  chargedPaise: Paise;
}

const SAC_WORDS: Record<string, string> = { [HALL_SAC]: 'Hall rent', [CATERING_SAC]: 'Catering' };

function lineWords(line: EventLineData): string {
  const unit = formatRupees(line.unitPaise);
  if (line.kind === EventLineKind.DISCOUNT) return `less ${line.description} (${formatRupees(line.quantity * line.unitPaise)})`;
  return line.quantity === 1 ? `${line.description} (${unit})` : `${line.description}: ${line.quantity} × ${unit}`;
}

/** The event's priced lines per SAC and rate (hall rent first), with what each group holds in words. */
export function sacGroups(lines: readonly EventLineData[]): SacGroup[] {
  const price = priceEvent(lines);
  return price.taxes
    .map((tax) => {
      const members = lines.filter((line) => line.sac === tax.sac && line.rateBp === tax.rateBp);
      const what = SAC_WORDS[tax.sac] ?? `SAC ${tax.sac}`;
      return {
        sac: tax.sac,
        rateBp: tax.rateBp,
        description: `${what}: ${members.map(lineWords).join('; ')}`.slice(0, 300),
        taxablePaise: tax.taxablePaise,
        cgstPaise: tax.cgstPaise,
        sgstPaise: tax.sgstPaise,
        chargedPaise: tax.taxablePaise + tax.cgstPaise + tax.sgstPaise,
      };
    })
    .filter((group) => group.chargedPaise > 0)
    .sort((a, b) => a.sac.localeCompare(b.sac) * -1 || a.rateBp - b.rateBp);
}

type Whole = Pick<DocumentLine, 'sac' | 'rateBp' | 'totalPaise' | 'taxablePaise' | 'cgstPaise' | 'sgstPaise'>;

/**
 * `amountPaise` of a whole (the event's groups, a voucher's or an invoice's lines) in its
 * proportions, per SAC and rate, each share taxed as an inclusive amount at its rate. When the
 * amount is all that is left after `earlier` parts, the lines are exactly the rest, so the parts
 * add up to the whole to the paisa.
 */
export function shareLines(
  amountPaise: Paise,
  whole: readonly Whole[],
  earlier: readonly DocumentLine[],
  describe: (sac: string) => string,
): DocumentLine[] {
  const left = whole.map((part) => {
    const taken = earlier.filter((line) => line.sac === part.sac && line.rateBp === part.rateBp);
    const minus = (key: 'totalPaise' | 'taxablePaise' | 'cgstPaise' | 'sgstPaise') =>
      part[key] - taken.reduce((sum, line) => sum + line[key], 0);
    return {
      sac: part.sac,
      rateBp: part.rateBp,
      totalPaise: minus('totalPaise'),
      taxablePaise: minus('taxablePaise'),
      cgstPaise: minus('cgstPaise'),
      sgstPaise: minus('sgstPaise'),
    };
  });
  const leftPaise = left.reduce((sum, part) => sum + part.totalPaise, 0);
  const exact = amountPaise === leftPaise && left.every((part) => part.taxablePaise >= 0 && part.cgstPaise >= 0);
  const parts = exact
    ? left
    : proportionalTax(
        amountPaise,
        whole.map((part) => ({ ...part, chargedPaise: part.totalPaise })),
      ).map((share, index) => ({ ...share, sac: whole[index].sac, totalPaise: share.chargedPaise }));
  return parts
    .filter((part) => part.totalPaise > 0 && part.taxablePaise >= 0)
    .map((part) => ({
      description: describe(part.sac),
      sac: part.sac,
      quantity: 1,
      rateBp: part.rateBp,
      taxablePaise: part.taxablePaise,
      cgstPaise: part.cgstPaise,
      sgstPaise: part.sgstPaise,
      totalPaise: part.totalPaise,
    }));
}

function asWhole(groups: readonly SacGroup[]): Whole[] {
  return groups.map((group) => ({ ...group, totalPaise: group.chargedPaise }));
}

function eventWords(facts: Pick<EventDocumentFacts, 'occasion' | 'eventDate'>): string {
  return `${facts.occasion} on ${formatStayDate(facts.eventDate)}`;
}

/** A receipt voucher's lines for an advance of `amountPaise` on an event with these lines (desk or online). */
export function voucherLines(
  amountPaise: Paise,
  event: Pick<EventDocumentFacts, 'occasion' | 'eventDate' | 'lines'>,
): DocumentLine[] {
  return shareLines(amountPaise, asWhole(sacGroups(event.lines)), [], (sac) => {
    return `Advance for ${(SAC_WORDS[sac] ?? `SAC ${sac}`).toLowerCase()}, ${eventWords(event)}`;
  });
}

/** The event's invoice in force (no correction credits one: an event is invoiced once). */
function invoiceOf(documents: readonly EventKnownDocument[]): EventKnownDocument | undefined {
  return documents.find((doc) => doc.kind === TaxDocumentKind.INVOICE);
}

/** The documents the event lacks now (see the file's comment). `newId` names the drafts. */
export function planEventDocuments(facts: EventDocumentFacts, newId: () => string): EventDocumentDraft[] {
  const documents: EventKnownDocument[] = [...facts.documents];
  const drafts: EventDocumentDraft[] = [];
  const add = (draft: Omit<EventDocumentDraft, 'id' | 'totalPaise'>) => {
    const full = { ...draft, id: newId(), totalPaise: draft.lines.reduce((sum, line) => sum + line.totalPaise, 0) };
    if (full.totalPaise <= 0) return;
    documents.push(full);
    drafts.push(full);
  };
  const against = (original: EventKnownDocument) => documents.filter((doc) => doc.originalDocumentId === original.id);
  const left = (original: EventKnownDocument) =>
    original.totalPaise - against(original).reduce((s, doc) => s + doc.totalPaise, 0);
  const earlierLines = (original: EventKnownDocument) => against(original).flatMap((doc) => doc.lines);
  const voucherOf = (paymentId: string) =>
    documents.find((doc) => doc.kind === TaxDocumentKind.RECEIPT_VOUCHER && doc.paymentId === paymentId);
  const returned = new Set(facts.entries.filter((e) => RETURNED.includes(e.settlementOutcome!)).map((e) => e.id));
  const live = invoiceOf(documents);
  const groups = sacGroups(facts.lines);
  const invoiceDue =
    !live && (facts.status === EventStatus.COMPLETED || (facts.status === EventStatus.CANCELLED && facts.paidPaise > 0));

  // Rule 50: advances received before the invoice (not those the invoice itself settles now).
  if (!live && facts.status !== EventStatus.COMPLETED) {
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
        lines: voucherLines(entry.amountPaise, facts),
      });
    }
  }

  // Refunds: a credit note after the invoice when the refund lowers the supply; else a refund voucher.
  for (const refund of facts.refunds) {
    if (returned.has(refund.paymentId) || documents.some((doc) => doc.refundId === refund.id)) continue;
    if (live && LOWERS_THE_SUPPLY.includes(refund.reason)) {
      const reason = refund.reason === RefundReason.GOODWILL ? 'Goodwill refund after the invoice' : 'Refund on cancellation';
      add({
        kind: TaxDocumentKind.CREDIT_NOTE,
        paymentId: refund.paymentId,
        refundId: refund.id,
        originalDocumentId: live.id,
        reason,
        lines: shareLines(Math.min(refund.amountPaise, left(live)), live.lines, earlierLines(live), () => reason),
      });
      continue;
    }
    const voucher = voucherOf(refund.paymentId);
    if (!voucher) continue;
    const reason =
      refund.reason === RefundReason.CANCELLATION
        ? 'Advance refunded on cancellation, under the cancellation scale'
        : live
          ? 'Advance beyond the final bill, refunded'
          : 'Advance refunded';
    add({
      kind: TaxDocumentKind.REFUND_VOUCHER,
      paymentId: refund.paymentId,
      refundId: refund.id,
      originalDocumentId: voucher.id,
      reason,
      lines: shareLines(Math.min(refund.amountPaise, left(voucher)), voucher.lines, earlierLines(voucher), () => reason),
    });
  }

  // Rule 46: the settled event, or what a cancelled one keeps.
  if (invoiceDue) {
    if (facts.status === EventStatus.COMPLETED) {
      add({
        kind: TaxDocumentKind.INVOICE,
        paymentId: null,
        refundId: null,
        originalDocumentId: null,
        reason: null,
        lines: groups.map((group) => ({
          description: `${group.description} — ${eventWords(facts)}`.slice(0, 300),
          sac: group.sac,
          quantity: 1,
          rateBp: group.rateBp,
          taxablePaise: group.taxablePaise,
          cgstPaise: group.cgstPaise,
          sgstPaise: group.sgstPaise,
          totalPaise: group.chargedPaise,
        })),
      });
    } else {
      const whole = groups.reduce((sum, group) => sum + group.chargedPaise, 0);
      const note = `cancellation charge kept under the cancellation scale (${formatRupees(facts.paidPaise)} of ${formatRupees(whole)})`;
      add({
        kind: TaxDocumentKind.INVOICE,
        paymentId: null,
        refundId: null,
        originalDocumentId: null,
        reason: note.charAt(0).toUpperCase() + note.slice(1),
        lines: shareLines(facts.paidPaise, asWhole(groups), [], (sac) => {
          return `${SAC_WORDS[sac] ?? `SAC ${sac}`}, ${eventWords(facts)} — ${note}`;
        }),
      });
    }
  }
  return drafts;
}
