import { EntityManager } from 'typeorm';
import { Paise } from '../../../shared/money';
import { FolioBalance, folioColumns, FolioOf, folioWhere } from '../folio';
import { Payment, PaymentAttemptStatus, PaymentMethod, PaymentProviderName } from './payment.entity';

/**
 * A promise to pay at the hotel is a ledger entry without money: pending while its folio owes,
 * fulfilled once it owes nothing (whoever took the money, usually the desk), cancelled with the
 * stay or event. The ledger reads it to show what is still to come at the desk.
 */

/**
 * Records the promise for a folio, in the caller's transaction. Its amount is what was owed when
 * it was made; what is owed later is the folio's balance, not this amount.
 */
export async function promisePayAtHotel(
  manager: EntityManager,
  folio: FolioOf,
  code: string,
  amountPaise: Paise,
): Promise<Payment> {
  return manager.save(
    Payment,
    manager.create(Payment, {
      ...folioColumns(folio),
      bookCode: code,
      provider: PaymentProviderName.HOTEL,
      method: PaymentMethod.COD,
      status: PaymentAttemptStatus.PENDING,
      amountPaise,
      currency: 'INR',
      refundedPaise: 0,
    }),
  );
}

/**
 * After money moved: the promise is kept once the folio owes nothing, and open again when it owes
 * once more (a desk payment reversed, a longer stay), so the ledger shows what is due. A voided
 * promise is never touched; the caller skips a folio whose promise is over for its own reasons
 * (a stay cancelled or a no-show).
 */
export async function followPromise(
  manager: EntityManager,
  folio: FolioOf,
  balance: Pick<FolioBalance, 'balanceDuePaise'>,
): Promise<void> {
  const [from, to] =
    balance.balanceDuePaise <= 0
      ? [PaymentAttemptStatus.PENDING, PaymentAttemptStatus.FULFILLED]
      : [PaymentAttemptStatus.FULFILLED, PaymentAttemptStatus.PENDING];
  await manager.update(Payment, { ...folioWhere(folio), status: from, method: PaymentMethod.COD }, { status: to });
}

/** Voids the folio's open promise (its stay cancelled, a no-show), saying why, in the caller's transaction. */
export async function voidPromise(manager: EntityManager, folio: FolioOf, reason: string): Promise<void> {
  await manager.update(
    Payment,
    { ...folioWhere(folio), status: PaymentAttemptStatus.PENDING },
    { status: PaymentAttemptStatus.CANCELLED, failureReason: reason },
  );
}
