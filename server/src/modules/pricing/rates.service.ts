import { DataSource, EntityManager, In, Not } from 'typeorm';
import { Actor } from '../../shared/actor';
import { Clock } from '../../shared/clock';
import { daysBetween, todayInHotel, toCalendarDate } from '../../shared/dates';
import { PG_EXCLUSION_VIOLATION, pgConstraint, pgErrorCode } from '../../shared/db-errors';
import { DomainError, ErrorCollector } from '../../shared/domain-error';
import { isBlank, isUuid } from '../../shared/input';
import { formatRupees, paiseToRupees } from '../../shared/money';
import { AuditAction, AuditService } from '../audit';
import { byRoomNumber, Room, RoomType } from '../rooms';
import { RateErrorCode, rateRoomNotFound, rateRuleNotFound } from './pricing-errors';
import { rateCalendar, RateCalendarView } from './rate-calendar';
import {
  BaseRentInput,
  readRent,
  SeasonInput,
  validateBaseRent,
  validateSeason,
  validateWeekdayRents,
  ValidSeason,
  WeekdayRentsInput,
} from './rate-input';
import {
  GstContext,
  ratePlans,
  rentView,
  RentView,
  RatePlanView,
  seasonView,
  SeasonView,
  weekdayRentView,
  WeekdayRentView,
} from './rate-plans';
import { RateRule, RateRuleKind } from './rate-rule.entity';
import { taxRoomNight } from './room-gst';
import { gstWarningOver, RateScope, scopeLabel, seasonDates, weekdayName } from './rate-words';
import { RoomPricing } from './room-pricing.service';

export const MAX_CALENDAR_NIGHTS = 62;

export interface BaseRentResult extends RentView {
  roomType: RoomType | null;
  roomId: string | null;
  roomsChanged: number;
}

export interface WeekdayRentsResult {
  roomType: RoomType | null;
  roomId: string | null;
  rents: WeekdayRentView[];
}

/** A rent checked before it is saved: what the guest pays, the GST in it, and the owner's warning. */
export interface RentCheck extends RentView {
  ratesIncludeGst: boolean;
  gstRateBp: number;
  taxable: number;
  gst: number;
  guestPays: number;
}

/**
 * The owner's rates: each room's base rent (its rent per night), weekday rents and dated seasons
 * per room type or per room, and the calendar of what each night costs. Every change is audited
 * in its own transaction; two seasons of one scope never share a night (the database's exclusion
 * constraint; the check before it only words the refusal).
 */
export class RatesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly pricing: RoomPricing,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  async plans(): Promise<RatePlanView[]> {
    const rooms = byRoomNumber(await this.dataSource.getRepository(Room).find());
    const rules = await this.dataSource.getRepository(RateRule).find({ order: { createdAt: 'ASC' } });
    return ratePlans(rooms, rules, this.gst());
  }

  /** Sets the rent per night of one room, or of every room of a type. */
  async setBaseRent(input: BaseRentInput, actor: Actor): Promise<BaseRentResult> {
    const { scope, rentPaise } = validateBaseRent(input);
    return this.dataSource.transaction(async (manager) => {
      const rooms = await this.roomsOf(manager, scope);
      if (rooms.length === 0) {
        throw new DomainError(RateErrorCode.NoRoomsOfType, `There are no ${scopeLabel(scope)} yet`, 'roomType');
      }
      await manager.update(Room, { id: In(rooms.map((room) => room.id)) }, { rentPerDayPaise: rentPaise });
      const before = [...new Set(rooms.map((room) => formatRupees(room.rentPerDayPaise)))].join(', ');
      const count = scope.roomType ? ` (${rooms.length} room${rooms.length === 1 ? '' : 's'})` : '';
      await this.record(
        manager,
        actor,
        scope,
        `Base rent of ${this.label(scope, rooms)} set to ${formatRupees(rentPaise)}${count}, was ${before}`,
      );
      return { ...scope, ...rentView(rentPaise, this.gst()), roomsChanged: rooms.length };
    });
  }

  /** Replaces a scope's weekday rents with `rents`; an empty list clears them (every night at the base rent). */
  async setWeekdayRents(input: WeekdayRentsInput, actor: Actor): Promise<WeekdayRentsResult> {
    const { scope, rents } = validateWeekdayRents(input);
    return this.dataSource.transaction(async (manager) => {
      // One replacement of a scope's weekday rents at a time: the second sees the first's rows.
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`rate-weekdays:${scope.roomType ?? scope.roomId}`]);
      const rooms = await this.roomsOf(manager, scope);
      const where = {
        kind: RateRuleKind.WEEKDAY,
        ...(scope.roomType ? { roomType: scope.roomType } : { roomId: scope.roomId }),
      };
      const before = await manager.find(RateRule, { where, order: { weekday: 'ASC' } });
      await manager.delete(RateRule, where);
      const saved = await manager.save(
        rents.map(({ weekday, rentPaise }) =>
          manager.create(RateRule, { ...scope, kind: RateRuleKind.WEEKDAY, weekday, rentPaise }),
        ),
      );
      const words = (rules: { weekday: number | null; rentPaise: number }[]) =>
        rules.map((rule) => `${weekdayName(rule.weekday!)} ${formatRupees(rule.rentPaise)}`).join(', ') || 'none';
      await this.record(
        manager,
        actor,
        scope,
        `Weekday rents of ${this.label(scope, rooms)}: ${words(saved)} (were: ${words(before)})`,
      );
      return { ...scope, rents: saved.sort((a, b) => a.weekday! - b.weekday!).map((rule) => weekdayRentView(rule, this.gst())) };
    });
  }

  /** Adds a season (no id) or changes one; refused, naming it, when another season of the scope shares a night. */
  async saveSeason(input: SeasonInput, actor: Actor): Promise<SeasonView> {
    const season = validateSeason(input);
    try {
      return await this.dataSource.transaction(async (manager) => {
        const [room] = season.scope.roomId ? await this.roomsOf(manager, season.scope) : [];
        const existing = season.id ? await this.lockSeason(manager, season.id) : null;
        const clash = await this.overlappingSeason(manager, season);
        if (clash) throw seasonsOverlap(season, clash, room?.name);
        const rule = existing ?? manager.create(RateRule, { kind: RateRuleKind.SEASON });
        const was = existing ? ` (was ${seasonWords(existing)})` : '';
        Object.assign(rule, {
          roomType: season.scope.roomType,
          roomId: season.scope.roomId,
          name: season.name,
          startsOn: season.startsOn,
          endsOn: season.endsOn,
          rentPaise: season.rentPaise,
          minStay: season.minStay,
        });
        const saved = await manager.save(rule);
        const scope = scopeLabel(season.scope, room?.name);
        await this.record(
          manager,
          actor,
          season.scope,
          `Season ${seasonWords(saved)} for ${scope} ${existing ? 'changed' : 'added'}${was}`,
        );
        return seasonView(saved, this.gst(), room?.name);
      });
    } catch (error) {
      // Another season of the scope was saved between the check and the write: the database refused.
      if (pgErrorCode(error) !== PG_EXCLUSION_VIOLATION || !(pgConstraint(error) ?? 'rate_rule_').startsWith('rate_rule_'))
        throw error;
      const clash = await this.overlappingSeason(this.dataSource.manager, season);
      const room = season.scope.roomId ? await this.dataSource.getRepository(Room).findOneBy({ id: season.scope.roomId }) : null;
      throw clash
        ? seasonsOverlap(season, clash, room?.name)
        : new DomainError(
            RateErrorCode.SeasonsOverlap,
            'Another season was saved for these nights a moment ago: look at the seasons and try again',
            'startsOn',
            'conflict',
          );
    }
  }

  /** Removes a season or a weekday rent. */
  async deleteRule(id: unknown, actor: Actor): Promise<boolean> {
    return this.dataSource.transaction(async (manager) => {
      const rule = isUuid(id) ? await manager.findOne(RateRule, { where: { id }, lock: { mode: 'pessimistic_write' } }) : null;
      if (!rule) throw rateRuleNotFound();
      const room = rule.roomId ? await manager.findOne(Room, { where: { id: rule.roomId }, withDeleted: true }) : null;
      const scope = scopeLabel(rule, room?.name);
      await manager.delete(RateRule, { id: rule.id });
      const what =
        rule.kind === RateRuleKind.SEASON
          ? `season ${seasonWords(rule)} for ${scope}`
          : `${weekdayName(rule.weekday!)} rent of ${scope} (${formatRupees(rule.rentPaise)})`;
      await this.record(manager, actor, rule, `Deleted the ${what}`);
      return true;
    });
  }

  /** What a rent would cost the guest on the nights from `from` to `to` (today by default), and its warning. */
  rentCheck(rent: unknown, fromInput?: unknown, toInput?: unknown): RentCheck {
    const errors = new ErrorCollector();
    const rentPaise = readRent(rent, 'rent', errors);
    const from = isBlank(fromInput) ? todayInHotel(this.clock()) : toCalendarDate(fromInput);
    const to = isBlank(toInput) ? from : toCalendarDate(toInput);
    if (!from) errors.add(RateErrorCode.SeasonStartInvalid, 'The first night must be a date (YYYY-MM-DD)', 'from');
    if (!to) errors.add(RateErrorCode.SeasonEndInvalid, 'The last night must be a date (YYYY-MM-DD)', 'to');
    errors.throwIfAny();
    const taxed = taxRoomNight(rentPaise!, from!, this.pricing.ratesIncludeGst);
    return {
      rent: paiseToRupees(rentPaise!),
      rentPaise: rentPaise!,
      gstWarning: gstWarningOver(rentPaise!, from!, to! < from! ? from! : to!, this.pricing.ratesIncludeGst),
      ratesIncludeGst: this.pricing.ratesIncludeGst,
      gstRateBp: taxed.rateBp,
      taxable: paiseToRupees(taxed.taxablePaise),
      gst: paiseToRupees(taxed.cgstPaise + taxed.sgstPaise),
      guestPays: paiseToRupees(taxed.chargedPaise),
    };
  }

  /** Each room's price per night from `from` to `to` (both included, at most 62 nights), of one type when asked. */
  async calendar(fromInput: unknown, toInput: unknown, roomType?: RoomType | null): Promise<RateCalendarView> {
    const from = toCalendarDate(fromInput);
    const to = toCalendarDate(toInput);
    if (!from)
      throw new DomainError(RateErrorCode.RateCalendarRangeInvalid, 'The first night must be a date (YYYY-MM-DD)', 'from');
    if (!to) throw new DomainError(RateErrorCode.RateCalendarRangeInvalid, 'The last night must be a date (YYYY-MM-DD)', 'to');
    const nights = daysBetween(from, to) + 1;
    if (nights < 1 || nights > MAX_CALENDAR_NIGHTS) {
      throw new DomainError(RateErrorCode.RateCalendarRangeInvalid, `Show between 1 and ${MAX_CALENDAR_NIGHTS} nights`, 'to');
    }
    const manager = this.dataSource.manager;
    const rooms = byRoomNumber(await manager.find(Room, { where: roomType ? { type: roomType } : {} }));
    const rules = await this.pricing.rulesFor(manager, rooms);
    return rateCalendar(this.pricing, rooms, rules, from, to);
  }

  private gst(): GstContext {
    return { ratesIncludeGst: this.pricing.ratesIncludeGst, today: todayInHotel(this.clock()) };
  }

  /** The rooms a scope prices, locked FOR SHARE (a room being deleted waits); one room must exist. */
  private async roomsOf(manager: EntityManager, scope: RateScope): Promise<Room[]> {
    const where = scope.roomType ? { type: scope.roomType } : { id: scope.roomId };
    const rooms = await manager.find(Room, { where, lock: { mode: 'pessimistic_read' }, order: { id: 'ASC' } });
    if (scope.roomId && rooms.length === 0) throw rateRoomNotFound();
    return rooms;
  }

  private async lockSeason(manager: EntityManager, id: string): Promise<RateRule> {
    const rule = isUuid(id) ? await manager.findOne(RateRule, { where: { id }, lock: { mode: 'pessimistic_write' } }) : null;
    if (!rule || rule.kind !== RateRuleKind.SEASON) throw rateRuleNotFound('season');
    return rule;
  }

  /** Another season of the same scope sharing a night with this one (the earliest), if any. */
  private overlappingSeason(manager: EntityManager, season: ValidSeason): Promise<RateRule | null> {
    const builder = manager
      .createQueryBuilder(RateRule, 'rule')
      .where('rule.kind = :kind', { kind: RateRuleKind.SEASON })
      .andWhere(`daterange(rule.startsOn, rule.endsOn, '[]') && daterange(:startsOn::date, :endsOn::date, '[]')`, season)
      .orderBy('rule.startsOn', 'ASC');
    if (season.scope.roomType) builder.andWhere('rule.roomType = :roomType', { roomType: season.scope.roomType });
    else builder.andWhere('rule.roomId = :roomId', { roomId: season.scope.roomId });
    if (season.id) builder.andWhere({ id: Not(season.id) });
    return builder.getOne();
  }

  private label(scope: RateScope, rooms: Room[]): string {
    return scopeLabel(scope, rooms[0]?.name);
  }

  private record(manager: EntityManager, actor: Actor, scope: { roomId: string | null }, detail: string): Promise<void> {
    return this.audit.record(manager, actor, { action: AuditAction.RATE_CHANGED, roomId: scope.roomId, detail });
  }
}

/** "Wedding season, 1–15 Dec 2026 at ₹9,000, at least 2 nights". */
function seasonWords(rule: RateRule): string {
  const minimum = rule.minStay && rule.minStay > 1 ? `, at least ${rule.minStay} nights` : '';
  return `${rule.name}, ${seasonDates(rule.startsOn!, rule.endsOn!)} at ${formatRupees(rule.rentPaise)}${minimum}`;
}

/** "Wedding season overlaps Diwali (1–5 Nov 2026) for Deluxe rooms". */
function seasonsOverlap(season: ValidSeason, other: RateRule, roomName?: string): DomainError {
  return new DomainError(
    RateErrorCode.SeasonsOverlap,
    `${season.name} overlaps ${other.name} (${seasonDates(other.startsOn!, other.endsOn!)}) for ${scopeLabel(season.scope, roomName)}`,
    'startsOn',
    'conflict',
  );
}
