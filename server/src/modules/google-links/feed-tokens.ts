import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { DataSource } from 'typeorm';
import { Actor } from '../../shared/actor';
import { Clock } from '../../shared/clock';
import { AuditAction, AuditService } from '../audit';
import { GoogleFeedToken } from './google-feed-token.entity';

/** 32 random bytes: 256 bits, more than anyone can guess. */
export const FEED_TOKEN_BYTES = 32;

const newToken = () => randomBytes(FEED_TOKEN_BYTES).toString('base64url');
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/**
 * The secret of the Google feed addresses. Read from the database on every feed request, so a new
 * one made on any instance shuts the old addresses at once everywhere (one primary-key read).
 */
export class GoogleFeedTokens {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  /** The token and when it was made, made on first read (concurrent first reads agree: the first insert wins). */
  async current(): Promise<GoogleFeedToken> {
    const stored = await this.stored();
    if (stored) return stored;
    await this.dataSource.query(
      `INSERT INTO google_feed_token (id, token, issued_at) VALUES (1, $1, $2) ON CONFLICT (id) DO NOTHING`,
      [newToken(), this.clock()],
    );
    return (await this.stored())!;
  }

  /**
   * Whether `candidate` is the token. The SHA-256 digests are compared in constant time, so how
   * long a wrong guess takes tells nothing of how much of it was right, nor of the token's length.
   * Before the token was ever made, nothing matches.
   */
  async matches(candidate: string): Promise<boolean> {
    const stored = (await this.stored())?.token;
    const matched = timingSafeEqual(sha256(candidate), sha256(stored ?? newToken()));
    return stored !== undefined && matched;
  }

  /** A new token: the old addresses stop working at once. Audited as the owner's edit. */
  async regenerate(actor: Actor): Promise<string> {
    const token = newToken();
    await this.dataSource.transaction(async (manager) => {
      await manager.query(
        `INSERT INTO google_feed_token (id, token, issued_at) VALUES (1, $1, $2)
         ON CONFLICT (id) DO UPDATE SET token = EXCLUDED.token, issued_at = EXCLUDED.issued_at`,
        [token, this.clock()],
      );
      await this.audit.record(manager, actor, {
        action: AuditAction.SETTINGS_CHANGED,
        detail: 'Google free booking links: new feed links made (the old ones stopped working)',
      });
    });
    return token;
  }

  private async stored(): Promise<GoogleFeedToken | undefined> {
    return (await this.dataSource.getRepository(GoogleFeedToken).findOneBy({ id: 1 })) ?? undefined;
  }
}
