import { DataSource } from 'typeorm';
import { Actor, SYSTEM_ACTOR } from '../../shared/actor';
import { Clock } from '../../shared/clock';
import { addDays, isCalendarDate, todayInHotel } from '../../shared/dates';
import { DomainError } from '../../shared/domain-error';
import { Logger } from '../../shared/logger';
import { formatRupees } from '../../shared/money';
import { AuditAction, recordAudit } from '../audit';
import { lockDay, postNights } from '../billing';
import { inHouseNights, PayAtHotelNoShows } from '../bookings';
import { DayCloseFacts } from './day-close-facts';
import { DayCloseErrorCode } from './day-close-errors';
import { DayCloseRun, DayCloseState } from './day-close-run.entity';
import { DayCloseNight, DayCloseSummary } from './day-close-summary';

/** What the day close asks of housekeeping: the rooms slept in that night become dirty. */
export interface DayCloseHousekeeping {
  markOccupiedRoomsDirty(date: string): Promise<unknown>;
}

/** A day's close as the page shows it: what it did once closed, what it would do before. */
export interface DayCloseView {
  date: string;
  state: 'open' | DayCloseState;
  closedAt: Date | null;
  closedBy: string | null;
  summary: DayCloseSummary;
}

/** A run that has not finished after this long died with its instance: another may take it over. */
export const STALE_RUN_MS = 15 * 60_000;

/**
 * The night audit. Closing a day (by hand, or at DAY_CLOSE_AT by the periodic work) marks the
 * pay-at-hotel no-shows by the policy (the no-show action), makes the occupied rooms dirty,
 * flags overstays and arrivals never checked in, posts each in-house night to its folio, lists
 * the unpaid balances and open shifts, writes the day report, and locks the day. The run claims
 * the day's row first (its primary key): of two instances closing at once, one runs and the
 * other answers what it finds. Every step is safe to repeat, so a run that died is taken over.
 */
export class DayCloseService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly facts: DayCloseFacts,
    private readonly payAtHotelNoShows: PayAtHotelNoShows,
    private readonly clock: Clock,
    private readonly logger: Logger,
    /** DAY_CLOSE_AT as minutes after midnight, hotel time; null: closed by hand only. */
    private readonly closeAtMinutes: number | null,
    private readonly housekeeping: DayCloseHousekeeping,
  ) {}

  /** The close of `date`: as it was closed, or a preview of what closing it would do now. */
  async view(rawDate: unknown): Promise<DayCloseView> {
    const date = this.closableDate(rawDate);
    const run = await this.dataSource.getRepository(DayCloseRun).findOneBy({ date });
    if (run?.state === DayCloseState.CLOSED && run.summary) {
      return { date, state: run.state, closedAt: run.closedAt, closedBy: run.startedBy, summary: run.summary };
    }
    return { date, state: run?.state ?? 'open', closedAt: null, closedBy: null, summary: await this.preview(date) };
  }

  /** Closes `date` (today or earlier); closing a closed day answers its close. */
  async close(actor: Actor, rawDate: unknown): Promise<DayCloseView> {
    const date = this.closableDate(rawDate);
    if (!(await this.claim(date, actor))) {
      const view = await this.view(date);
      if (view.state === DayCloseState.CLOSED) return view;
      throw new DomainError(
        DayCloseErrorCode.CloseUnderWay,
        'This day is being closed right now; look again in a minute.',
        'date',
        'conflict',
      );
    }
    const noShows = await this.markNoShows(date);
    await this.makeOccupiedRoomsDirty(date);
    const summary = await this.summarise(date, noShows);
    await this.postNightsAndLock(date, actor, summary);
    return this.view(date);
  }

  /**
   * The periodic work's call: once DAY_CLOSE_AT has passed, closes the day it ends (the day
   * before for a time before noon, such as 04:00; the same day for a later one) unless its close
   * has begun. Answers the date closed, or null.
   */
  async closeDueDay(): Promise<string | null> {
    if (this.closeAtMinutes === null) return null;
    const now = this.clock();
    const today = todayInHotel(now);
    if (minutesInHotel(now) < this.closeAtMinutes) return null;
    const date = this.closeAtMinutes < 12 * 60 ? addDays(today, -1) : today;
    const run = await this.dataSource.getRepository(DayCloseRun).findOneBy({ date });
    if (run?.state === DayCloseState.CLOSED) return null;
    try {
      const view = await this.close(SYSTEM_ACTOR, date);
      this.logger.info({ date, noShows: view.summary.noShows.length }, 'day closed');
      return date;
    } catch (error) {
      // Another instance is closing it now: its run is the one.
      if (error instanceof DomainError && error.code === DayCloseErrorCode.CloseUnderWay) return null;
      throw error;
    }
  }

  // ---- The steps, in order ----

  /** Claims the day's run: a new row, or one left `running` by a run that died. */
  private async claim(date: string, actor: Actor): Promise<boolean> {
    const now = this.clock();
    const rows = await this.dataSource.query<{ date: string }[]>(
      `INSERT INTO day_close_run (date, state, started_at, started_by) VALUES ($1, $2, $3, $4)
       ON CONFLICT (date) DO UPDATE SET started_at = EXCLUDED.started_at, started_by = EXCLUDED.started_by
         WHERE day_close_run.state = $2 AND day_close_run.started_at < $5
       RETURNING date`,
      [date, DayCloseState.RUNNING, now, actor.label.slice(0, 200), new Date(now.getTime() - STALE_RUN_MS)],
    );
    return rows.length === 1;
  }

  /** Step 1: the pay-at-hotel stays whose guest never came become no-shows (the no-show action, by the policy). */
  private markNoShows(date: string): Promise<string[]> {
    return this.payAtHotelNoShows.releaseArrivedBy(date);
  }

  /** Step 2: the rooms slept in that night need cleaning (housekeeping's markOccupiedRoomsDirty). */
  private async makeOccupiedRoomsDirty(date: string): Promise<void> {
    await this.housekeeping.markOccupiedRoomsDirty(date);
  }

  /** Step 3: the flags, the lists and the report, as they stand once the no-shows are marked. */
  private async summarise(
    date: string,
    noShowIds: readonly string[],
    nightsPosted: DayCloseNight[] = [],
  ): Promise<DayCloseSummary> {
    const [noShows, overstays, arrivalsNotCheckedIn, unpaid, openShifts, outsideShiftsPaise, report] = await Promise.all([
      this.facts.stays(noShowIds),
      this.facts.overstays(date),
      this.facts.arrivalsNotCheckedIn(date, noShowIds),
      this.facts.unpaid(date),
      this.facts.openShifts(),
      this.facts.outsideShifts(date),
      this.facts.report(date),
    ]);
    return { date, noShows, overstays, arrivalsNotCheckedIn, nightsPosted, unpaid, openShifts, outsideShiftsPaise, report };
  }

  /** Step 4, one transaction: each in-house night posted to its folio, the day locked, the run closed, the audit line. */
  private async postNightsAndLock(date: string, actor: Actor, summary: DayCloseSummary): Promise<void> {
    const at = this.clock();
    await this.dataSource.transaction(async (manager) => {
      const nights = await inHouseNights(manager, date);
      await postNights(manager, nights, at);
      const codes = await manager.query<{ id: string; book_code: string }[]>(
        'SELECT id, book_code FROM booking WHERE id = ANY($1::uuid[])',
        [[...new Set(nights.map((night) => night.bookingId))]],
      );
      const codeOf = new Map(codes.map((row) => [row.id, row.book_code]));
      summary.nightsPosted = nights.map((night) => ({
        bookingId: night.bookingId,
        bookCode: codeOf.get(night.bookingId) ?? '',
        roomName: night.roomName,
        amountPaise: night.amountPaise,
      }));
      await lockDay(manager, date, actor, at);
      await manager.update(DayCloseRun, { date }, { state: DayCloseState.CLOSED, closedAt: at, summary });
      await recordAudit(manager, actor, { action: AuditAction.DAY_CLOSED, detail: closeWords(summary) });
    });
  }

  /** What closing would do now: nothing is changed. */
  private async preview(date: string): Promise<DayCloseSummary> {
    const noShows = await this.payAtHotelNoShows.dueBy(date);
    const nights = await inHouseNights(this.dataSource.manager, date);
    const stays = await this.facts.stays([...new Set(nights.map((night) => night.bookingId))]);
    const codeOf = new Map(stays.map((stay) => [stay.bookingId, stay.bookCode]));
    return this.summarise(
      date,
      noShows,
      nights.map((night) => ({
        bookingId: night.bookingId,
        bookCode: codeOf.get(night.bookingId) ?? '',
        roomName: night.roomName,
        amountPaise: night.amountPaise,
      })),
    );
  }

  private closableDate(raw: unknown): string {
    if (!isCalendarDate(raw)) {
      throw new DomainError(DayCloseErrorCode.DateInvalid, 'Choose the day to close as YYYY-MM-DD.', 'date');
    }
    if (raw > todayInHotel(this.clock())) {
      throw new DomainError(
        DayCloseErrorCode.DayNotOver,
        'A day can be closed once it has begun: choose today or an earlier day.',
        'date',
      );
    }
    return raw;
  }
}

/** Minutes after midnight of `instant` in hotel time (IST, UTC+05:30 all year). */
function minutesInHotel(instant: Date): number {
  const minutes = Math.floor(instant.getTime() / 60_000) + 330;
  return ((minutes % 1440) + 1440) % 1440;
}

function closeWords(summary: DayCloseSummary): string {
  const { report } = summary;
  return [
    `Day ${summary.date} closed:`,
    `${summary.noShows.length} no-show(s) marked,`,
    `${summary.overstays.length} overstay(s) and ${summary.arrivalsNotCheckedIn.length} arrival(s) not checked in flagged,`,
    `${summary.nightsPosted.length} night(s) posted;`,
    `${report.roomNightsSold}/${report.roomNightsAvailable} rooms sold, room revenue ${formatRupees(report.roomRevenuePaise)},`,
    `money received ${formatRupees(report.moneyReceivedTotalPaise)}.`,
  ].join(' ');
}
