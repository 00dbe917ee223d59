import { DataSource, EntityManager, IsNull } from 'typeorm';
import { Actor } from '../../../shared/actor';
import { Clock } from '../../../shared/clock';
import { pgErrorCode, PG_UNIQUE_VIOLATION } from '../../../shared/db-errors';
import { DomainError, notFound } from '../../../shared/domain-error';
import { HOTEL_TIME_ZONE, isCalendarDate } from '../../../shared/dates';
import { isUuid, toNumber, trimmed } from '../../../shared/input';
import { formatRupees, Paise, rupeesToPaise } from '../../../shared/money';
import { AuditAction, recordAudit } from '../../audit';
import { NOTE_MAX } from '../payments/desk-entry';
import { DESK_PAYMENT_METHODS, DeskPaymentMethod, Payment } from '../payments/payment.entity';
import { CashShift, ShiftTally } from './cash-shift.entity';
import { ShiftErrorCode } from './shift-errors';
import { entriesOfShift, expectedByMethod, tallyOf, totalDifference } from './shift-money';

/** What was counted at the close, as the form sends it: rupees per method (cash required). */
export interface ShiftCountInput {
  /** The shift to close; the actor's own open shift when left out. */
  shiftId?: unknown;
  counted: ReadonlyArray<{ method: unknown; amount: unknown }>;
  note?: unknown;
}

/** A shift with its entries and its money by method: live while open, as closed once closed. */
export interface ShiftReport {
  shift: CashShift;
  entries: Payment[];
  tally: ShiftTally[];
}

const MAX_FLOAT_PAISE = 100_000_00;

/**
 * Cash shifts at the desk: a person opens one with the float, takes money in it (takeDeskMoney
 * joins the entries to it), and closes it with the count; the difference and who closed it are
 * kept, and the audit log has both acts.
 */
export class CashShifts {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /** Opens the actor's shift with `float` rupees in the drawer; one open shift per person. */
  async open(actor: Actor, float: unknown): Promise<ShiftReport> {
    const adminId = personOf(actor);
    const floatPaise = rupeesToPaise(toNumber(float));
    if (floatPaise === undefined || floatPaise < 0 || floatPaise > MAX_FLOAT_PAISE) {
      throw new DomainError(
        ShiftErrorCode.FloatInvalid,
        'Enter the cash in the drawer in rupees (0 or more, at most two decimals).',
        'float',
      );
    }
    try {
      const id = await this.dataSource.transaction(async (manager) => {
        const shift = await manager.save(
          manager.create(CashShift, { adminId, openedBy: actor.label.slice(0, 200), openedAt: this.clock(), floatPaise }),
        );
        await recordAudit(manager, actor, {
          action: AuditAction.SHIFT_OPENED,
          detail: `Shift opened with a float of ${formatRupees(floatPaise)}.`,
        });
        return shift.id;
      });
      return this.report(id);
    } catch (error) {
      if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) {
        throw new DomainError(
          ShiftErrorCode.ShiftAlreadyOpen,
          'You already have an open shift: close it first.',
          'float',
          'conflict',
        );
      }
      throw error;
    }
  }

  /** Closes a shift (the actor's own by default) with what was counted; keeps expected, counted and the difference. */
  async close(actor: Actor, input: ShiftCountInput): Promise<ShiftReport> {
    const counted = parseCount(input.counted);
    const note = trimmed(input.note);
    if (note.length > NOTE_MAX) {
      throw new DomainError(ShiftErrorCode.CountInvalid, `Keep the note under ${NOTE_MAX} characters.`, 'note');
    }
    const id = await this.dataSource.transaction(async (manager) => {
      const shift = await this.lockShiftToClose(manager, actor, input.shiftId);
      const closedAt = this.clock();
      const tally = tallyOf(await expectedByMethod(manager, shift, closedAt), counted);
      const differencePaise = totalDifference(tally);
      await manager.update(
        CashShift,
        { id: shift.id },
        { closedAt, closedBy: actor.label.slice(0, 200), tally, differencePaise, closeNote: note || null },
      );
      await recordAudit(manager, actor, {
        action: AuditAction.SHIFT_CLOSED,
        detail: `Shift of ${shift.openedBy} closed: ${tallyWords(tally)}; difference ${signedRupees(differencePaise)}${note ? ` (${note})` : ''}.`,
      });
      return shift.id;
    });
    return this.report(id);
  }

  /** The actor's open shift, if any. */
  async current(actor: Actor): Promise<ShiftReport | null> {
    if (!actor.adminId) return null;
    const shift = await this.dataSource.getRepository(CashShift).findOneBy({ adminId: actor.adminId, closedAt: IsNull() });
    return shift ? this.report(shift.id) : null;
  }

  /** Shifts still open (the day close lists them), oldest first. */
  openShifts(manager: EntityManager = this.dataSource.manager): Promise<CashShift[]> {
    return manager.find(CashShift, { where: { closedAt: IsNull() }, order: { openedAt: 'ASC' } });
  }

  /** The latest shifts, newest first; with `openedOn` (YYYY-MM-DD), those opened that hotel day. */
  recent(first = 30, openedOn?: unknown): Promise<CashShift[]> {
    const query = this.dataSource
      .getRepository(CashShift)
      .createQueryBuilder('shift')
      .orderBy('shift.openedAt', 'DESC')
      .take(Math.min(Math.max(first, 1), 100));
    if (openedOn !== undefined && openedOn !== null && openedOn !== '') {
      if (!isCalendarDate(openedOn)) {
        throw new DomainError(ShiftErrorCode.DateInvalid, 'Choose the day as YYYY-MM-DD.', 'date');
      }
      query.where(`(shift.openedAt AT TIME ZONE '${HOTEL_TIME_ZONE}')::date = :openedOn::date`, { openedOn });
    }
    return query.getMany();
  }

  /** A shift's report: its entries and money by method (expected so far while open; the close's tally once closed). */
  async report(id: unknown): Promise<ShiftReport> {
    if (!isUuid(id)) throw shiftNotFound();
    const manager = this.dataSource.manager;
    const shift = await manager.findOneBy(CashShift, { id });
    if (!shift) throw shiftNotFound();
    const entries = await entriesOfShift(manager, shift.id);
    const tally = shift.tally ?? tallyOf(await expectedByMethod(manager, shift, this.clock()), new Map());
    return { shift, entries, tally };
  }

  private async lockShiftToClose(manager: EntityManager, actor: Actor, shiftId: unknown): Promise<CashShift> {
    const given = shiftId !== undefined && shiftId !== null && shiftId !== '';
    if (given && !isUuid(shiftId)) throw shiftNotFound();
    const where = given ? { id: shiftId } : { adminId: personOf(actor), closedAt: IsNull() };
    const shift = await manager.findOne(CashShift, { where, lock: { mode: 'pessimistic_write' } });
    if (!shift) {
      if (given) throw shiftNotFound();
      throw new DomainError(ShiftErrorCode.ShiftNotOpen, 'You have no open shift to close.', 'shiftId', 'conflict');
    }
    if (shift.closedAt) {
      throw new DomainError(ShiftErrorCode.ShiftNotOpen, 'This shift is already closed.', 'shiftId', 'conflict');
    }
    return shift;
  }
}

const shiftNotFound = () => notFound(ShiftErrorCode.ShiftNotFound, 'Shift not found');

/** A shift is a person's: the signed-in admin. */
function personOf(actor: Actor): string {
  if (!actor.adminId)
    throw new DomainError(ShiftErrorCode.NotAPerson, 'Only a signed-in person can hold a shift.', undefined, 'forbidden');
  return actor.adminId;
}

/** Counted rupees per desk method; cash must be counted, each method at most once. */
function parseCount(raw: ShiftCountInput['counted']): Map<DeskPaymentMethod, Paise> {
  const counted = new Map<DeskPaymentMethod, Paise>();
  const lines: ReadonlyArray<{ method: unknown; amount: unknown }> = Array.isArray(raw) ? raw : [];
  for (const line of lines) {
    const method = typeof line?.method === 'string' ? line.method.toLowerCase() : '';
    if (!(DESK_PAYMENT_METHODS as readonly string[]).includes(method) || counted.has(method as DeskPaymentMethod)) {
      throw new DomainError(
        ShiftErrorCode.CountInvalid,
        'Count each of cash, UPI, card and bank transfer at most once.',
        'counted',
      );
    }
    const paise = rupeesToPaise(toNumber(line.amount));
    if (paise === undefined || paise < 0 || paise > 2_000_000_000) {
      throw new DomainError(
        ShiftErrorCode.CountInvalid,
        'Enter each amount counted in rupees (0 or more, at most two decimals).',
        'counted',
      );
    }
    counted.set(method as DeskPaymentMethod, paise);
  }
  if (!counted.has('cash')) {
    throw new DomainError(ShiftErrorCode.CountInvalid, 'Count the cash in the drawer to close the shift.', 'counted');
  }
  return counted;
}

const METHOD_NAMES: Record<DeskPaymentMethod, string> = {
  cash: 'cash',
  upi: 'UPI',
  card: 'card',
  bank_transfer: 'bank transfer',
};

function tallyWords(tally: readonly ShiftTally[]): string {
  return tally
    .filter((line) => line.countedPaise !== null || line.expectedPaise !== 0)
    .map(
      (line) =>
        `${METHOD_NAMES[line.method]} expected ${formatRupees(line.expectedPaise)}, counted ${line.countedPaise === null ? 'not counted' : formatRupees(line.countedPaise)}`,
    )
    .join('; ');
}

export const signedRupees = (paise: Paise) =>
  paise > 0 ? `+${formatRupees(paise)}` : paise < 0 ? `−${formatRupees(-paise)}` : formatRupees(0);
