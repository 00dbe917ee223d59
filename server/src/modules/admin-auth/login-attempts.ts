import { DataSource } from 'typeorm';
import { Clock } from '../../shared/clock';
import { DomainError } from '../../shared/domain-error';
import { LoginFailure } from './login-failure.entity';

/** Failed sign-ins counted over this window; past the limits the door stays shut until it passes. */
const FAILURE_WINDOW_MS = 15 * 60_000;
/** Per (email, address): a stranger guessing from elsewhere cannot lock the real admin out. */
const MAX_FAILURES_PER_EMAIL_AND_ADDRESS = 5;
/** Per address, whatever emails it tries. */
const MAX_FAILURES_PER_ADDRESS = 20;

/**
 * Counts sign-in attempts in the database, so the limits hold across app instances. An attempt
 * is recorded as a failure *before* its password is checked, under a transaction lock per
 * address: of many parallel guesses from one address only as many as the limit leaves are ever
 * checked; the rest are refused without being tried. A success takes its record back.
 */
export class LoginAttempts {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    /** The refusal of a locked email or address (the module's rate_limited error). */
    private readonly tooManyAttempts: () => DomainError,
  ) {}

  /** Records an attempt, or refuses (rate_limited) when the email or the address is locked. */
  async reserve(email: string, address: string): Promise<string> {
    const ip = address.slice(0, 64);
    return this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('admin-login:' || $1))`, [ip]);
      const since = new Date(this.clock().getTime() - FAILURE_WINDOW_MS);
      const [{ pair, address: byAddress }] = await manager.query<{ pair: number; address: number }[]>(
        `SELECT count(*) FILTER (WHERE "email" = $1)::int AS pair, count(*)::int AS address
           FROM "admin_login_failure" WHERE "ip" = $2 AND "failed_at" > $3`,
        [email, ip, since],
      );
      if (pair >= MAX_FAILURES_PER_EMAIL_AND_ADDRESS || byAddress >= MAX_FAILURES_PER_ADDRESS) {
        throw this.tooManyAttempts();
      }
      const inserted = await manager.insert(LoginFailure, { email, ip, failedAt: this.clock() });
      return (inserted.identifiers[0] as { id: string }).id;
    });
  }

  /** The attempt succeeded: it and the earlier failures of this email from this address go. */
  async succeeded(email: string, address: string): Promise<void> {
    await this.dataSource.getRepository(LoginFailure).delete({ email, ip: address.slice(0, 64) });
  }
}
