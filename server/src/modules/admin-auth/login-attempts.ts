import { DataSource, IsNull } from 'typeorm';
import { Clock } from '../../shared/clock';
import { DomainError } from '../../shared/domain-error';
import { LoginFailure } from './login-failure.entity';

/** Failed sign-ins counted over this window; a locked device stays locked this long. */
const FAILURE_WINDOW_MS = 15 * 60_000;
/** A browser with a device cookie: its own budget, which nobody else's failures touch. */
const MAX_FAILURES_PER_DEVICE = 5;
/** Untrusted clients, per (email, address): one address alone cannot use up the email's budget. */
const MAX_FAILURES_PER_EMAIL_AND_ADDRESS = 5;
/** Untrusted clients, per email across every address: the budget of a guessing botnet. */
const MAX_UNTRUSTED_FAILURES_PER_EMAIL = 10;
/** Untrusted clients, per address whatever emails it tries (and what each try costs in scrypt). */
const MAX_FAILURES_PER_ADDRESS = 20;

/** One sign-in attempt, as the limits see it. */
export interface SignInAttempt {
  /** The login tried (lowercase), whether or not an admin has it: the limits never tell. */
  email: string;
  /** The client's key (an IPv6 address by its /64). */
  address: string;
  /** The nonce of a valid device cookie for this email, when the client has one (a trusted client). */
  device?: string;
}

/**
 * Counts sign-in attempts in the database, so that the limits hold across app instances, after
 * OWASP's device cookies (docs/admin-sign-in.md). A trusted client (a browser holding a device
 * cookie for the email it tries) is counted in its own budget only, and past it only that cookie
 * is locked out (`admin_device_lockout`): failures from anywhere else never lock it. Untrusted
 * clients are counted per email and address, per email across all of them, and per address. Each
 * limit is keyed by the email string or the address, never by whether an admin has that email, so
 * failures with made-up emails count against those emails and the address only, and no answer
 * tells a real email from a made-up one.
 *
 * An attempt is recorded as a failure *before* its password is checked, under a transaction lock:
 * of many parallel guesses only as many as the limit leaves are ever checked; the rest are refused
 * without being tried. A success takes its record back.
 */
export class LoginAttempts {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    /** The refusal of a locked email, address or device (the module's rate_limited error). */
    private readonly tooManyAttempts: () => DomainError,
  ) {}

  /** Records an attempt, or refuses (rate_limited) when a limit that applies to it is reached. */
  async reserve(attempt: SignInAttempt): Promise<void> {
    const { email, device } = attempt;
    const ip = attempt.address.slice(0, 64);
    await this.dataSource.transaction(async (manager) => {
      const now = this.clock();
      const since = new Date(now.getTime() - FAILURE_WINDOW_MS);
      if (device) {
        await manager.query(`SELECT pg_advisory_xact_lock(hashtext('admin-login-device:' || $1))`, [device]);
        const [{ locked, failures }] = await manager.query<{ locked: boolean; failures: number }[]>(
          `SELECT EXISTS (SELECT 1 FROM "admin_device_lockout" WHERE "nonce" = $1 AND "locked_until" > $2) AS locked,
                  (SELECT count(*)::int FROM "admin_login_failure" WHERE "device" = $1 AND "failed_at" > $3) AS failures`,
          [device, now, since],
        );
        if (locked || failures >= MAX_FAILURES_PER_DEVICE) throw this.tooManyAttempts();
      } else {
        // Always the address's lock first, then the email's: two attempts never wait on each other in a circle.
        await manager.query(
          `SELECT pg_advisory_xact_lock(hashtext('admin-login:' || $1)) AS address,
                  pg_advisory_xact_lock(hashtext('admin-login-email:' || $2)) AS email`,
          [ip, email],
        );
        const [counts] = await manager.query<{ pair: number; login: number; address: number }[]>(
          `SELECT count(*) FILTER (WHERE "email" = $1 AND "ip" = $2)::int AS pair,
                  count(*) FILTER (WHERE "email" = $1)::int AS login,
                  count(*) FILTER (WHERE "ip" = $2)::int AS address
             FROM "admin_login_failure"
            WHERE "device" IS NULL AND "failed_at" > $3 AND ("email" = $1 OR "ip" = $2)`,
          [email, ip, since],
        );
        if (
          counts.pair >= MAX_FAILURES_PER_EMAIL_AND_ADDRESS ||
          counts.login >= MAX_UNTRUSTED_FAILURES_PER_EMAIL ||
          counts.address >= MAX_FAILURES_PER_ADDRESS
        ) {
          throw this.tooManyAttempts();
        }
      }
      await manager.insert(LoginFailure, { email, ip, device: device ?? null, failedAt: now });
    });
  }

  /** The attempt's password was wrong: a device that has used up its budget is locked out for the window. */
  async failed(attempt: SignInAttempt): Promise<void> {
    if (!attempt.device) return;
    const now = this.clock();
    await this.dataSource.query(
      `INSERT INTO "admin_device_lockout" ("nonce", "email", "locked_until")
       SELECT $1::varchar, $2::varchar, $3::timestamptz
        WHERE (SELECT count(*) FROM "admin_login_failure" WHERE "device" = $1::varchar AND "failed_at" > $4) >= $5
       ON CONFLICT ("nonce") DO UPDATE SET "locked_until" = EXCLUDED."locked_until"`,
      [
        attempt.device,
        attempt.email,
        new Date(now.getTime() + FAILURE_WINDOW_MS),
        new Date(now.getTime() - FAILURE_WINDOW_MS),
        MAX_FAILURES_PER_DEVICE,
      ],
    );
    await this.dataSource.query(`DELETE FROM "admin_device_lockout" WHERE "locked_until" < $1`, [now]);
  }

  /** The attempt succeeded: its record and the earlier failures of the same device, or email and address, go. */
  async succeeded(attempt: SignInAttempt): Promise<void> {
    const failures = this.dataSource.getRepository(LoginFailure);
    if (attempt.device) await failures.delete({ device: attempt.device });
    else await failures.delete({ email: attempt.email, ip: attempt.address.slice(0, 64), device: IsNull() });
  }
}
