import { EntityManager } from 'typeorm';
import { DomainError } from '../../../shared/domain-error';
import { formatRupees, Paise } from '../../../shared/money';
import { FolioOf, folioWhere } from '../folio';
import { DeskPaymentErrorCode } from './desk-payment-errors';
import { MONEY_ENTRY_STATUSES, Payment, PaymentMethod } from './payment.entity';

/**
 * Section 269ST of the Income-tax Act, 1961: no one may receive ₹2,00,000 or more otherwise than
 * by account payee cheque or draft, or electronically through a bank account — (a) from a person
 * in a day, (b) for a single transaction, or (c) for transactions of one event or occasion from a
 * person — on pain of a penalty equal to the amount (s. 271DA). So cash for one folio stays below
 * this. Why it is counted as it is: docs/cash-limit.md.
 */
export const CASH_LIMIT_PAISE: Paise = 2_00_000_00;

/**
 * The cash a folio has received: every cash entry (what was received stays received when part or
 * all of it is refunded later: the law counts receipts, and a refund does not undo one), less the
 * reversing entries of wrong cash entries (money that never came). A flagged entry confirmed
 * nothing and counts nowhere. Read in the caller's transaction, on its locked stay or event.
 */
export async function cashReceived(manager: EntityManager, folio: FolioOf): Promise<Paise> {
  const row = await manager
    .createQueryBuilder(Payment, 'payment')
    .select('coalesce(sum(payment.amountPaise), 0)', 'cash')
    .where(folioWhere(folio))
    .andWhere('payment.method = :cash', { cash: PaymentMethod.CASH })
    .andWhere('payment.status IN (:...counted)', { counted: MONEY_ENTRY_STATUSES })
    .andWhere('payment.mismatchReason IS NULL')
    .getRawOne<{ cash: string | number }>();
  return Number(row?.cash ?? 0);
}

/**
 * Refuses cash that would bring the folio's cash to the limit or over, in plain words that cite
 * the section and name the other ways to pay; nothing is written. The stay is one transaction
 * (all its rooms and nights, s. 269ST(b)); an event is one event or occasion (s. 269ST(c)).
 */
export async function assertCashWithinLimit(manager: EntityManager, folio: FolioOf, amountPaise: Paise): Promise<void> {
  const beforePaise = await cashReceived(manager, folio);
  const afterPaise = beforePaise + amountPaise;
  if (afterPaise < CASH_LIMIT_PAISE) return;
  const what = 'eventId' in folio ? 'event' : 'booking';
  const stillPaise = Math.max(0, CASH_LIMIT_PAISE - 1 - beforePaise);
  throw new DomainError(
    DeskPaymentErrorCode.CashLimit,
    `Cash for this ${what} would reach ${formatRupees(afterPaise)} (${formatRupees(beforePaise)} taken before). ` +
      `Section 269ST of the Income-tax Act forbids receiving ${formatRupees(CASH_LIMIT_PAISE)} or more in cash for one event or transaction: ` +
      `please take the rest by UPI, card or bank transfer` +
      (stillPaise > 0 ? ` (at most ${formatRupees(stillPaise)} more may be taken in cash).` : '.'),
    'method',
  );
}
