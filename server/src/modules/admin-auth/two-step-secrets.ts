import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { Clock } from '../../shared/clock';

/** How long the code step of a sign-in may take after the password. */
export const CHALLENGE_LIFETIME_SECONDS = 5 * 60;
/** Recovery codes given at set-up. */
export const RECOVERY_CODE_COUNT = 8;

const RECOVERY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

/** What a sign-in challenge carries: who passed the password step, under which password, and its id. */
export interface ChallengeClaims {
  sub: string;
  jti: string;
  /** The password's change time (ms) the password step ran under; 0 before any change. */
  pwd: number;
  exp: number;
}

/**
 * The keys of two-step sign-in, each derived from JWT_SECRET for one purpose (so none of these
 * can pass for a session token or a device cookie, nor the other way round): one seals TOTP
 * secrets at rest (AES-256-GCM, the row's admin id as associated data, so a sealed secret copied
 * to another row does not open), one signs the short-lived challenge between the password and
 * the code.
 */
export class TwoStepSecrets {
  private readonly sealKey: Buffer;
  private readonly challengeKey: Buffer;

  constructor(
    jwtSecret: string,
    private readonly clock: Clock,
  ) {
    this.sealKey = createHmac('sha256', jwtSecret).update('admin-two-step-secret').digest();
    this.challengeKey = createHmac('sha256', jwtSecret).update('admin-two-step-challenge').digest();
  }

  /** `v1.IV.TAG.CIPHERTEXT` (base64url) of a base32 TOTP secret. */
  seal(secret: string, adminId: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.sealKey, iv).setAAD(Buffer.from(adminId));
    const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return ['v1', iv, cipher.getAuthTag(), sealed]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  /** The secret, or null when it does not open (another JWT_SECRET sealed it, or it was tampered with). */
  open(sealed: string, adminId: string): string | null {
    const [version, iv, tag, data] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || !data) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.sealKey, Buffer.from(iv, 'base64url'))
        .setAAD(Buffer.from(adminId))
        .setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }

  /** A signed challenge for the code step: 5 minutes, its own id (it is taken once). */
  issueChallenge(adminId: string, passwordChangedAt: Date | null): { challenge: string; expiresAt: Date } {
    const issuedAt = Math.floor(this.clock().getTime() / 1000);
    const challenge = jwt.sign(
      { sub: adminId, typ: 'two-step', iat: issuedAt, pwd: passwordChangedAt?.getTime() ?? 0 },
      this.challengeKey,
      { algorithm: 'HS256', expiresIn: CHALLENGE_LIFETIME_SECONDS, jwtid: randomUUID() },
    );
    return { challenge, expiresAt: new Date((issuedAt + CHALLENGE_LIFETIME_SECONDS) * 1000) };
  }

  /** A challenge's claims when it is ours and unexpired; otherwise null. */
  verifyChallenge(challenge: unknown): ChallengeClaims | null {
    if (typeof challenge !== 'string' || challenge.length > 2000) return null;
    try {
      const payload = jwt.verify(challenge, this.challengeKey, {
        algorithms: ['HS256'],
        clockTimestamp: Math.floor(this.clock().getTime() / 1000),
      });
      if (typeof payload !== 'object' || payload.typ !== 'two-step') return null;
      if (typeof payload.sub !== 'string' || typeof payload.jti !== 'string' || typeof payload.exp !== 'number') return null;
      return { sub: payload.sub, jti: payload.jti, exp: payload.exp, pwd: typeof payload.pwd === 'number' ? payload.pwd : 0 };
    } catch {
      return null;
    }
  }
}

/** Eight new recovery codes, `abcde-fghij` (50 random bits each). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = [...randomBytes(10)].map((byte) => RECOVERY_ALPHABET[byte & 31]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** A recovery code as typed (any case, spaces or dashes) in its stored form, or null when it cannot be one. */
export function normalisedRecoveryCode(typed: string): string | null {
  const clean = typed.replace(/[\s-]/g, '').toLowerCase();
  return /^[a-z2-7]{10}$/.test(clean) ? clean : null;
}

export const recoveryCodeHash = (normalised: string) => createHash('sha256').update(normalised).digest('hex');
