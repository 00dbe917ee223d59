import { EntityManager } from 'typeorm';
import { Actor } from '../../../shared/actor';
import { DomainError } from '../../../shared/domain-error';
import { DeskPaymentMethod } from '../payments/payment-enums';
import { ShiftErrorCode } from './shift-errors';

/** The words of the refusal, shared with the desk forms' help. */
export const SHIFT_REQUIRED_MESSAGE = 'Open a shift to take cash.';

/**
 * The shift a desk entry the actor records now belongs to: the person's open shift, locked FOR
 * SHARE so that closing it waits for entries being recorded (and an entry never lands in a shift
 * already counted). Cash needs an open shift: money in a drawer nobody counts is refused. UPI,
 * card and bank transfer go to the bank, so without a shift they are recorded outside any
 * (the day close lists them). An actor who is not a person (a system run, an import) has none.
 */
export async function shiftForEntry(manager: EntityManager, actor: Actor, method: DeskPaymentMethod): Promise<string | null> {
  const shiftId = actor.adminId ? await openShiftIdOf(manager, actor.adminId) : null;
  if (!shiftId && method === 'cash' && actor.adminId) {
    throw new DomainError(ShiftErrorCode.ShiftRequired, SHIFT_REQUIRED_MESSAGE, 'method', 'conflict');
  }
  return shiftId;
}

async function openShiftIdOf(manager: EntityManager, adminId: string): Promise<string | null> {
  const rows = await manager.query<{ id: string }[]>(
    'SELECT id FROM cash_shift WHERE admin_id = $1 AND closed_at IS NULL FOR SHARE',
    [adminId],
  );
  return rows[0]?.id ?? null;
}
