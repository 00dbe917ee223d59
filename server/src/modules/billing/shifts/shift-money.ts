import { EntityManager } from 'typeorm';
import { Paise } from '../../../shared/money';
import { DESK_PAYMENT_METHODS, DeskPaymentMethod, MONEY_ENTRY_STATUSES, Payment } from '../payments/payment.entity';
import { CashShift, ShiftTally } from './cash-shift.entity';

/**
 * What a shift's drawer and terminals should hold, by method, from the ledger: the float (cash),
 * plus the shift's desk entries (money taken, less reversals of its wrong entries), less what of
 * those entries was refunded at the desk while the shift was open (paid back from this drawer).
 * The one computation of a shift's money; the close stores it beside the count.
 */
export async function expectedByMethod(
  manager: EntityManager,
  shift: CashShift,
  until: Date,
): Promise<Map<DeskPaymentMethod, Paise>> {
  const rows = await manager.query<{ method: DeskPaymentMethod; taken: string; refunded: string }[]>(
    `SELECT p.method,
       coalesce(sum(p.amount_paise), 0)::bigint AS taken,
       coalesce(sum((SELECT sum(r.amount_paise) FROM refund r
                     WHERE r.payment_id = p.id AND r.status <> 'failed' AND r.created_at >= $3 AND r.created_at <= $4)), 0)::bigint AS refunded
     FROM payment p
     WHERE p.shift_id = $1 AND p.status = ANY($2::text[]) AND p.mismatch_reason IS NULL
     GROUP BY p.method`,
    [shift.id, MONEY_ENTRY_STATUSES, shift.openedAt, until],
  );
  const expected = new Map<DeskPaymentMethod, Paise>(DESK_PAYMENT_METHODS.map((method) => [method, 0]));
  expected.set('cash', shift.floatPaise);
  for (const row of rows) {
    expected.set(row.method, (expected.get(row.method) ?? 0) + Number(row.taken) - Number(row.refunded));
  }
  return expected;
}

/** Expected against counted, method by method (a method not counted has no difference). */
export function tallyOf(expected: Map<DeskPaymentMethod, Paise>, counted: Map<DeskPaymentMethod, Paise>): ShiftTally[] {
  return DESK_PAYMENT_METHODS.map((method) => {
    const expectedPaise = expected.get(method) ?? 0;
    const countedPaise = counted.get(method) ?? null;
    return { method, expectedPaise, countedPaise, differencePaise: countedPaise === null ? null : countedPaise - expectedPaise };
  });
}

/** The sum of the differences of the methods counted. */
export const totalDifference = (tally: readonly ShiftTally[]): Paise =>
  tally.reduce((sum, line) => sum + (line.differencePaise ?? 0), 0);

/** The shift's desk entries (money, reversals), oldest first. */
export function entriesOfShift(manager: EntityManager, shiftId: string): Promise<Payment[]> {
  return manager.find(Payment, { where: { shiftId }, order: { paidAt: 'ASC', createdAt: 'ASC', id: 'ASC' } });
}
