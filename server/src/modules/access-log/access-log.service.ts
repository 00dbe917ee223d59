import { Between, DataSource, EntityManager, FindOptionsWhere } from 'typeorm';
import { Clock } from '../../shared/clock';
import { DomainError } from '../../shared/domain-error';
import { isUuid } from '../../shared/input';
import { Logger } from '../../shared/logger';
import { addDays, daysBetween, isCalendarDate } from '../../shared/pure/calendar-dates';
import { AccessLogErrorCode } from './access-log-errors';
import { PersonalDataAccess } from './personal-data-access.entity';
import { PersonalDataRead, subjectOf } from './personal-data-reads';

/**
 * How long the access log is kept: a year, the DPDP Rules 2025's minimum for processing logs
 * (PROTOCOLS.md, "Guest records"). The daily purge calls purgeAccessLog with this.
 */
export const ACCESS_LOG_RETENTION_DAYS = 365;

/** The most entries one read of the log answers (newest first); `truncated` says when more matched. */
export const MAX_ACCESS_LOG_ENTRIES = 500;
/**
 * A booking page asks for the guest's details in several panels at once: the same person's same
 * read within this many seconds is one row (remembered per instance; two instances may each write one).
 */
export const SAME_READ_SECONDS = 60;
/** How many recent reads are remembered before the old ones are forgotten. */
const REMEMBERED_READS = 2000;
/** The longest range one read of the log covers: the whole retention. */
const MAX_RANGE_DAYS = ACCESS_LOG_RETENTION_DAYS + 1;

/** Who read: the signed-in staff member and where the request came from. */
export interface PersonalDataReader {
  staff: { id: string; name: string; email: string };
  address: string;
}

export interface AccessLogPage {
  from: string;
  to: string;
  entries: PersonalDataAccess[];
  truncated: boolean;
}

/** Deletes the log's rows older than `before` (the daily purge's part); answers how many went. */
export async function purgeAccessLog(manager: EntityManager, before: Date): Promise<number> {
  const [{ count }] = await manager.query<{ count: number }[]>(
    `WITH gone AS (DELETE FROM personal_data_access WHERE at < $1 RETURNING 1) SELECT count(*)::int AS count FROM gone`,
    [before],
  );
  return count;
}

/** "Who looked": each admin read of guests' personal data, written in the request of the read. */
export class AccessLogService {
  /** When each recent read (person, kind, subject, range) was written: repeats within SAME_READ_SECONDS are skipped. */
  private readonly recentReads = new Map<string, number>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  /**
   * Writes one row (unless the same read was written within SAME_READ_SECONDS): a single INSERT,
   * outside any transaction. A failure is logged and swallowed, so the log never breaks the read
   * it records (docs/breach-runbook.md says to watch for that log line).
   */
  async record(reader: PersonalDataReader, read: PersonalDataRead, args: Readonly<Record<string, unknown>>, readId?: unknown) {
    const at = this.clock();
    const subject = subjectOf(read, args, readId);
    const key = [reader.staff.id, read.kind, subject.subjectId, subject.fromDate, subject.toDate, subject.detail].join('|');
    if (at.getTime() - (this.recentReads.get(key) ?? -Infinity) < SAME_READ_SECONDS * 1000) return;
    // Remembered before the write: a page's panels ask at the same moment, and the first write counts for all.
    this.remember(key, at.getTime());
    try {
      await this.dataSource.getRepository(PersonalDataAccess).insert({
        at,
        staffId: reader.staff.id,
        staffLabel: `${reader.staff.name} <${reader.staff.email}>`.slice(0, 200),
        kind: read.kind,
        ...subject,
        address: reader.address.slice(0, 64),
      });
    } catch (error) {
      this.recentReads.delete(key);
      this.logger.error(
        { err: error, kind: read.kind, staffId: reader.staff.id },
        'could not write the personal data access log',
      );
    }
  }

  private remember(key: string, at: number): void {
    this.recentReads.delete(key);
    this.recentReads.set(key, at);
    // A Map iterates in insertion order: the first key is the oldest.
    if (this.recentReads.size > REMEMBERED_READS) this.recentReads.delete(this.recentReads.keys().next().value!);
  }

  /** The reads from `from` to `to` (hotel dates, both included), of one staff member when asked, newest first. */
  async between(from: unknown, to: unknown, staffId?: unknown): Promise<AccessLogPage> {
    const range = checkedRange(from, to);
    const where: FindOptionsWhere<PersonalDataAccess> = {
      at: Between(hotelMidnight(range.from), new Date(hotelMidnight(addDays(range.to, 1)).getTime() - 1)),
    };
    if (staffId !== undefined && staffId !== null && staffId !== '') {
      if (!isUuid(staffId))
        throw new DomainError(AccessLogErrorCode.StaffInvalid, 'Pick a member of staff from the list.', 'staffId');
      where.staffId = staffId;
    }
    const rows = await this.dataSource
      .getRepository(PersonalDataAccess)
      .find({ where, order: { at: 'DESC', id: 'ASC' }, take: MAX_ACCESS_LOG_ENTRIES + 1 });
    return { ...range, entries: rows.slice(0, MAX_ACCESS_LOG_ENTRIES), truncated: rows.length > MAX_ACCESS_LOG_ENTRIES };
  }
}

/** Midnight starting `day` in the hotel's zone (IST: UTC+05:30 all year). */
function hotelMidnight(day: string): Date {
  return new Date(`${day}T00:00:00+05:30`);
}

function checkedRange(from: unknown, to: unknown): { from: string; to: string } {
  const invalid = (message: string, field: string) => new DomainError(AccessLogErrorCode.RangeInvalid, message, field);
  if (!isCalendarDate(from)) throw invalid('From must be a date (YYYY-MM-DD).', 'from');
  if (!isCalendarDate(to)) throw invalid('To must be a date (YYYY-MM-DD).', 'to');
  if (to < from) throw invalid('To must not be before from.', 'to');
  if (daysBetween(from, to) + 1 > MAX_RANGE_DAYS)
    throw invalid(`The log is read at most ${MAX_RANGE_DAYS} days at a time.`, 'to');
  return { from, to };
}
