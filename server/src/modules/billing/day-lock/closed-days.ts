import { EntityManager, In } from 'typeorm';
import { Actor, isOwner } from '../../../shared/actor';
import { formatStayDate } from '../../../shared/dates';
import { DomainError } from '../../../shared/domain-error';
import { AuditAction, AuditRecord, recordAudit } from '../../audit';
import { ClosedDayErrorCode } from './closed-day-errors';
import { ClosedDay } from './closed-day.entity';

/** What a change of a closed day is, for its refusal and its audit line. */
export interface ClosedDayChange {
  /** "a desk payment", "a change of the stay's nights", "a charge"… */
  what: string;
  /** What the audit line links to. */
  link?: Pick<AuditRecord, 'bookingId' | 'roomId' | 'paymentId'>;
}

/** The closed days among `dates` (YYYY-MM-DD), oldest first, read in the caller's transaction. */
export async function closedDaysAmong(manager: EntityManager, dates: readonly string[]): Promise<string[]> {
  const unique = [...new Set(dates)];
  if (unique.length === 0) return [];
  const closed = await manager.find(ClosedDay, { where: { date: In(unique) }, order: { date: 'ASC' } });
  return closed.map((day) => day.date);
}

/**
 * The one guard of a closed day, called in the transaction of each change that touches one (a
 * desk payment or reversal dated that day, a change or no-show of its nights, a folio charge):
 * refused for anyone but the owner; the owner's change goes through with an audit line naming
 * the closed days. Days that are not closed pass silently.
 */
export async function assertDaysOpen(
  manager: EntityManager,
  actor: Actor,
  dates: readonly string[],
  change: ClosedDayChange,
): Promise<void> {
  const closed = await closedDaysAmong(manager, dates);
  if (closed.length === 0) return;
  const days = closed.map(formatStayDate).join(', ');
  if (!isOwner(actor)) {
    throw new DomainError(
      ClosedDayErrorCode.DayClosed,
      `${days} ${closed.length === 1 ? 'is' : 'are'} closed: only the owner can make ${change.what} that touches a closed day.`,
      undefined,
      'forbidden',
    );
  }
  await recordAudit(manager, actor, {
    action: AuditAction.CLOSED_DAY_CHANGED,
    detail: `Closed day ${days} changed by the owner: ${change.what}.`,
    ...change.link,
  });
}

/** Closes `date` (the day close's last step); closing it again changes nothing. */
export async function lockDay(manager: EntityManager, date: string, actor: Actor, at: Date): Promise<void> {
  await manager
    .createQueryBuilder()
    .insert()
    .into(ClosedDay)
    .values({ date, closedAt: at, closedBy: actor.label.slice(0, 200) })
    .orIgnore()
    .execute();
}
