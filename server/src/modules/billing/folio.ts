import { EntityManager, In } from 'typeorm';
import { Paise } from '../../shared/money';
import {
  MONEY_ENTRY_STATUSES,
  Payment,
  PaymentAttemptStatus,
  PaymentProviderName,
  RefundReason,
} from './payments/payment.entity';
import { Refund } from './payments/refund.entity';
import { FolioCredit } from './folio-credits/folio-credit.entity';

/**
 * A folio is the money of one thing sold, a stay or a banquet event: its ledger entries (online
 * payments, pay-at-hotel promises, desk money, reversals), the refunds of them, and the allowances
 * granted by hand after its invoice (credit notes). What is paid, what is still due and what may
 * go back are derived here and nowhere else: `moneyPosition` for one folio, `folioTotals`
 * (folio-totals.ts, one SQL) for lists; a test keeps the two in agreement.
 */
export type FolioOf = { bookingId: string } | { eventId: string };

/** The ledger rows of a folio, as a `where` (the folio's one column). */
export function folioWhere(of: FolioOf): { bookingId: string } | { eventId: string } {
  return 'bookingId' in of ? { bookingId: of.bookingId } : { eventId: of.eventId };
}

/** Both folio columns of a new ledger row: the folio's id in its own, null in the other. */
export function folioColumns(of: FolioOf): { bookingId: string | null; eventId: string | null } {
  return 'bookingId' in of ? { bookingId: of.bookingId, eventId: null } : { bookingId: null, eventId: of.eventId };
}

/** What the thing sold charges, as its own module says (the stay's or the event's side of the port). */
export interface FolioCharge {
  /** Its total as it stands now. */
  totalPaise: Paise;
  /** Cancelled, expired or lost: nothing more is collected on it, whatever the balance says. */
  closed: boolean;
}

/** The folio's money lines as stored. */
export interface FolioLines {
  /** Every ledger entry of the folio, whatever its status. */
  entries: Payment[];
  /** The refunds of those entries. */
  refunds: Refund[];
  /** Allowances granted after the invoice (each with its credit note). */
  credits: Pick<FolioCredit, 'amountPaise'>[];
}

/** An entry whose money may still go back, and how much of it. */
export interface RefundableEntry {
  payment: Payment;
  refundablePaise: Paise;
}

/** Where a folio's money stands; every amount in integer paise. */
export interface FolioBalance {
  /** What the stay or event costs (its total). */
  chargedPaise: Paise;
  /** The thing sold no longer collects (cancelled, expired, lost). */
  closed: boolean;
  /** Money that reached the hotel and matched its order, less reversals of wrong desk entries. */
  receivedPaise: Paise;
  /** Sent back, for any reason, of that money. */
  refundedPaise: Paise;
  /** Of what was sent back, given beyond the policy (goodwill): it lowers what is owed. */
  goodwillPaise: Paise;
  /** Allowed off the invoice by hand (credit notes): it lowers what is owed. */
  creditedPaise: Paise;
  /** What the hotel holds: received less refunded. */
  paidPaise: Paise;
  /** The total less what is held, goodwill and credits; negative when the hotel owes the guest. */
  balancePaise: Paise;
  /** What is still to collect: the balance, or 0 once the folio is closed (cancelled, expired, lost). */
  balanceDuePaise: Paise;
  /** What may still go back: the sum of `refundable` below. */
  refundablePaise: Paise;
}

export interface FolioPosition extends FolioBalance {
  /** In the order money goes back: online payments first (to the card or UPI they came from), then desk money; oldest first. */
  refundable: RefundableEntry[];
}

/** Per-folio sums, as the list SQL answers them. */
export interface FolioTotals {
  receivedPaise: Paise;
  refundedPaise: Paise;
  goodwillPaise: Paise;
  creditedPaise: Paise;
  refundablePaise: Paise;
}

/**
 * Entries that count in the money: money in (some of it perhaps gone back since) and reversals,
 * whose negative amount takes a wrong desk entry out again. A flagged (mismatched) payment counts
 * nowhere: it confirmed nothing and the owner refunds it outside the policy.
 */
export const COUNTED_STATUSES: readonly PaymentAttemptStatus[] = MONEY_ENTRY_STATUSES;

/**
 * Entries whose money may go back: paid, or part refunded. A pending promise, a failed or merely
 * created attempt, a cancelled promise and a reversal hold nothing; a reversed entry is excluded
 * by its reversal, a flagged one by its flag.
 */
export const REFUNDABLE_STATUSES: readonly PaymentAttemptStatus[] = [
  PaymentAttemptStatus.PAID,
  PaymentAttemptStatus.PARTIALLY_REFUNDED,
];

const counts = (entry: Payment) => COUNTED_STATUSES.includes(entry.status) && !entry.mismatchReason;

/**
 * Money the hotel itself could send back: paid (or part refunded), not flagged, and not collected
 * by an OTA (the OTA refunds its guest under its own terms; the hotel never held that money).
 */
const mayGoBack = (entry: Payment) =>
  REFUNDABLE_STATUSES.includes(entry.status) && !entry.mismatchReason && entry.provider !== PaymentProviderName.OTA;

/** The folio's entries, their refunds and its credits, read in the caller's transaction. */
export async function readFolioLines(manager: EntityManager, of: FolioOf): Promise<FolioLines> {
  const entries = await manager.find(Payment, {
    where: folioWhere(of),
    order: { createdAt: 'ASC', id: 'ASC' },
  });
  const refunds = entries.length
    ? await manager.find(Refund, {
        where: { paymentId: In(entries.map((entry) => entry.id)) },
        order: { createdAt: 'ASC', id: 'ASC' },
      })
    : [];
  const credits = await manager.find(FolioCredit, { where: folioWhere(of), select: { id: true, amountPaise: true } });
  return { entries, refunds, credits };
}

/** The folio's money position, read in the caller's transaction (lock the stay or event first to act on it). */
export async function folioPosition(manager: EntityManager, of: FolioOf, charge: FolioCharge): Promise<FolioPosition> {
  return moneyPosition(charge, await readFolioLines(manager, of));
}

/** The folio a ledger entry belongs to; null for an entry of a booking since deleted. */
function folioOfPayment(payment: Pick<Payment, 'bookingId' | 'eventId'>): FolioOf | null {
  if (payment.eventId) return { eventId: payment.eventId };
  if (payment.bookingId) return { bookingId: payment.bookingId };
  return null;
}

/**
 * What of one ledger entry may still go back, by its folio's rules (0 for an entry that holds
 * nothing refundable), read in the caller's transaction: refunds check it before they record.
 */
export async function refundableOfEntry(
  manager: EntityManager,
  payment: Pick<Payment, 'id' | 'bookingId' | 'eventId'>,
): Promise<Paise> {
  const of = folioOfPayment(payment);
  // An entry of a deleted booking is a folio of its own.
  const lines = of
    ? await readFolioLines(manager, of)
    : {
        entries: await manager.findBy(Payment, { id: payment.id }),
        refunds: await manager.findBy(Refund, { paymentId: payment.id }),
        credits: [],
      };
  return refundableEntries(lines).find((entry) => entry.payment.id === payment.id)?.refundablePaise ?? 0;
}

/** The one computation of paid, balance due and refundable from a folio's lines (pure). */
export function moneyPosition(charge: FolioCharge, lines: FolioLines): FolioPosition {
  const counted = new Set(lines.entries.filter(counts).map((entry) => entry.id));
  const countedRefunds = lines.refunds.filter((refund) => counted.has(refund.paymentId));
  const refundable = refundableEntries(lines);
  const totals: FolioTotals = {
    receivedPaise: sum(lines.entries.filter(counts).map((entry) => entry.amountPaise)),
    refundedPaise: sum(countedRefunds.map((refund) => refund.amountPaise)),
    goodwillPaise: sum(
      countedRefunds.filter((refund) => refund.reason === RefundReason.GOODWILL).map((refund) => refund.amountPaise),
    ),
    creditedPaise: sum(lines.credits.map((credit) => credit.amountPaise)),
    refundablePaise: sum(refundable.map((entry) => entry.refundablePaise)),
  };
  return { ...balanceOf(charge, totals), refundable };
}

/** The balance from a folio's sums: the arithmetic both the one-folio and the list paths share. */
export function balanceOf(charge: FolioCharge, totals: FolioTotals): FolioBalance {
  const paidPaise = totals.receivedPaise - totals.refundedPaise;
  const balancePaise = charge.totalPaise - paidPaise - totals.goodwillPaise - totals.creditedPaise;
  return {
    chargedPaise: charge.totalPaise,
    closed: charge.closed,
    ...totals,
    paidPaise,
    balancePaise,
    balanceDuePaise: charge.closed ? 0 : balancePaise,
  };
}

/**
 * The balance once `amountPaise` more is received, for a decision taken before its entry is
 * written (does this payment meet the advance?).
 */
export function afterReceiving(balance: FolioBalance, amountPaise: Paise): FolioBalance {
  const totals: FolioTotals = {
    receivedPaise: balance.receivedPaise + amountPaise,
    refundedPaise: balance.refundedPaise,
    goodwillPaise: balance.goodwillPaise,
    creditedPaise: balance.creditedPaise,
    refundablePaise: balance.refundablePaise + amountPaise,
  };
  return balanceOf({ totalPaise: balance.chargedPaise, closed: balance.closed }, totals);
}

/** Entries whose money may still go back, with how much, in the order it goes back. */
export function refundableEntries(lines: FolioLines): RefundableEntry[] {
  const reversed = new Set(lines.entries.map((entry) => entry.reversesPaymentId).filter(Boolean));
  const refundedOf = (paymentId: string) =>
    sum(lines.refunds.filter((refund) => refund.paymentId === paymentId).map((refund) => refund.amountPaise));
  return lines.entries
    .filter((entry) => mayGoBack(entry) && !reversed.has(entry.id))
    .map((payment) => ({ payment, refundablePaise: Math.max(0, payment.amountPaise - refundedOf(payment.id)) }))
    .filter((entry) => entry.refundablePaise > 0)
    .sort((a, b) => returnOrder(a.payment, b.payment));
}

/** Online money goes back before desk money (the provider returns it to where it came from); then the oldest first. */
function returnOrder(a: Payment, b: Payment): number {
  const atDesk = (payment: Payment) => Number(payment.provider === PaymentProviderName.HOTEL);
  const paidAt = (payment: Payment) => (payment.paidAt ?? payment.createdAt).getTime();
  return atDesk(a) - atDesk(b) || paidAt(a) - paidAt(b) || a.id.localeCompare(b.id);
}

/** How a refund of `amountPaise` is spread over the refundable entries, in their order; never more than each holds. */
export function refundShares(
  refundable: readonly RefundableEntry[],
  amountPaise: Paise,
): Array<{ payment: Payment; amountPaise: Paise }> {
  const shares: Array<{ payment: Payment; amountPaise: Paise }> = [];
  let left = Math.max(0, amountPaise);
  for (const entry of refundable) {
    if (left <= 0) break;
    const share = Math.min(left, entry.refundablePaise);
    shares.push({ payment: entry.payment, amountPaise: share });
    left -= share;
  }
  return shares;
}

const sum = (amounts: readonly number[]) => amounts.reduce((total, amount) => total + amount, 0);
