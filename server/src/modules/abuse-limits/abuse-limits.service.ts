import { createHash } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { RateLimit } from '../../config';
import { Clock } from '../../shared/clock';
import { DomainError } from '../../shared/domain-error';
import type { Locale } from '../../shared/pure/locale';
import { AbuseLimitErrorCode } from './abuse-limits-errors';

/** Who sent a request, as the transports know it: the client address and whether an admin signed in. */
export interface RequestOrigin {
  /** The client's key: Express's `req.ip` under TRUST_PROXY, an IPv6 address by its /64 (shared/client-key.ts). */
  address: string;
  /** A signed-in admin is exempt from the abuse limits. */
  admin: boolean;
  /**
   * The language the request asked for (its Accept-Language, shared/request-language.ts): what it
   * makes for a guest (a booking) keeps it for the guest's later mails. English when not given.
   */
  language?: Locale;
}

/**
 * Limits on what anonymous callers may do, counted in the database (fixed windows, one row per
 * key and window), so that every app instance on one database shares the same counts.
 */
/** " on +91 …": the phone of a desk, read now (inside `manager`'s transaction when given). */
export type CallUsOn = (desk: 'reservations' | 'frontDesk', manager?: EntityManager) => Promise<string>;

export class AbuseLimitsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly bookingRateLimit: RateLimit | null,
    /** " on {phone}": the desk a refused guest can call instead (the hotel's profile, wired in services.ts). */
    private readonly callUsOn?: CallUsOn,
  ) {}

  /**
   * Counts one booking-creating request from `origin`; past BOOKING_RATE_LIMIT in the current
   * window it refuses (429) before anything is booked. Admins are not counted.
   */
  async countBookingRequest(origin: RequestOrigin): Promise<void> {
    const rule = this.bookingRateLimit;
    if (!rule || origin.admin) return;
    const { count, windowEnd } = await this.hit(`booking:${addressKey(origin)}`, rule);
    if (count > rule.limit) throw bookingRateLimited(windowEnd.getTime() - this.clock().getTime(), await this.callUs());
  }

  /** " on {phone}": the desk a refused guest can call instead (see callUsOn). */
  callUs(desk: 'reservations' | 'frontDesk' = 'reservations', manager?: EntityManager): Promise<string> {
    return this.callUsOn ? this.callUsOn(desk, manager) : Promise.resolve('');
  }

  /**
   * Counts one try of `scope` (e.g. a guest proving a booking is theirs) from `origin` under
   * `rule`, in the same database windows; past the limit it answers the milliseconds until the
   * window ends (the caller refuses in its own words), otherwise null. Admins are not counted.
   */
  async countTry(scope: string, origin: RequestOrigin, rule: RateLimit): Promise<number | null> {
    if (origin.admin) return null;
    const { count, windowEnd } = await this.hit(`${scope}:${addressKey(origin)}`, rule);
    return count > rule.limit ? windowEnd.getTime() - this.clock().getTime() : null;
  }

  /**
   * Counts one try of `scope` against each of `targets` (an email, a phone: whoever sends them),
   * so that a flood spread over many addresses still meets a limit per target. Targets are kept
   * as digests, never as given. Answers the milliseconds until a window ends for the first target
   * past the limit, otherwise null. Admins are not counted.
   */
  async countTryOnTargets(
    scope: string,
    targets: readonly string[],
    origin: RequestOrigin,
    rule: RateLimit,
  ): Promise<number | null> {
    for (const target of targets) {
      const waitMs = await this.countTryOn(`${scope}-on`, digest(target), origin, rule);
      if (waitMs !== null) return waitMs;
    }
    return null;
  }

  /**
   * Counts one failed try of `scope` at `subject` (a wrong proof for a booking code), both for the
   * subject and for the subject from this caller's address (see `failuresBar`).
   */
  async countFailureOn(scope: string, subject: string, origin: RequestOrigin, rule: RateLimit): Promise<void> {
    if (origin.admin) return;
    await this.hit(`${scope}:${subject}`, rule);
    await this.hit(`${scope}:${subject}@${addressKey(origin)}`, rule);
  }

  /**
   * Whether `origin` must wait before another try at `subject`, by the failures countFailureOn
   * counted (reading, counting nothing): only once the subject had `rule.limit` failures in the
   * window, and then only a caller with `perCaller` failures of its own at it. So strangers who
   * fail at a booking code many times cannot lock its guest out, and guesses spread over many
   * addresses still slow down to `perCaller` a window each. Answers the milliseconds to wait, or null.
   */
  async failuresBar(
    scope: string,
    subject: string,
    origin: RequestOrigin,
    rule: RateLimit,
    perCaller: number,
  ): Promise<number | null> {
    if (origin.admin) return null;
    const { count, windowEnd } = await this.current(`${scope}:${subject}`, rule);
    if (count < rule.limit) return null;
    const mine = await this.current(`${scope}:${subject}@${addressKey(origin)}`, rule);
    return mine.count >= perCaller ? windowEnd.getTime() - this.clock().getTime() : null;
  }

  /** The key's count in the current window (0 when none), counting nothing. */
  private async current(key: string, rule: RateLimit): Promise<{ count: number; windowEnd: Date }> {
    const windowMs = rule.windowSeconds * 1000;
    const windowStart = new Date(Math.floor(this.clock().getTime() / windowMs) * windowMs);
    const [row] = await this.dataSource.query<{ count: number }[]>(
      `SELECT count FROM abuse_counter WHERE key = $1 AND window_start = $2`,
      [key, windowStart],
    );
    return { count: row?.count ?? 0, windowEnd: new Date(windowStart.getTime() + windowMs) };
  }

  /**
   * Like countTry, but counts `subject` (e.g. one booking code, whoever asks) instead of the
   * client address, so that guesses spread over many addresses still meet a limit.
   */
  async countTryOn(scope: string, subject: string, origin: RequestOrigin, rule: RateLimit): Promise<number | null> {
    if (origin.admin) return null;
    const { count, windowEnd } = await this.hit(`${scope}:${subject}`, rule);
    return count > rule.limit ? windowEnd.getTime() - this.clock().getTime() : null;
  }

  /**
   * Adds one to the key's count in the current window, atomically (one statement, whatever the
   * number of instances and concurrent requests), and answers the new count.
   */
  private async hit(key: string, rule: RateLimit): Promise<{ count: number; windowEnd: Date }> {
    const windowMs = rule.windowSeconds * 1000;
    const windowStart = new Date(Math.floor(this.clock().getTime() / windowMs) * windowMs);
    const [row] = await this.dataSource.query<{ count: number }[]>(
      `INSERT INTO abuse_counter (key, window_start, count) VALUES ($1, $2, 1)
       ON CONFLICT (key, window_start) DO UPDATE SET count = abuse_counter.count + 1
       RETURNING count`,
      [key, windowStart],
    );
    // A key's first request of a window: its older windows are of no more use.
    if (row.count === 1)
      await this.dataSource.query(`DELETE FROM abuse_counter WHERE key = $1 AND window_start < $2`, [key, windowStart]);
    return { count: row.count, windowEnd: new Date(windowStart.getTime() + windowMs) };
  }
}

/** How a client address is keyed in the counters: as the transports give it, already a client key (an IPv6 address by its /64, shared/client-key.ts). */
function addressKey(origin: RequestOrigin): string {
  return origin.address;
}

/** A target (an email, a phone) as the counters keep it: a digest, so no counter row holds one. */
function digest(target: string): string {
  return createHash('sha256').update(target).digest('hex').slice(0, 32);
}

function bookingRateLimited(retryInMs: number, callUs: string): DomainError {
  const minutes = Math.max(1, Math.ceil(retryInMs / 60_000));
  return new DomainError(
    AbuseLimitErrorCode.BookingRateLimited,
    `Too many booking attempts from your network. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or call us${callUs} to book.`,
    undefined,
    'rate_limited',
  );
}
