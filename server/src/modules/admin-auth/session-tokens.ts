import { createSecretKey, KeyObject, randomUUID } from 'node:crypto';
import jwt from 'jsonwebtoken';
import { DataSource, LessThan } from 'typeorm';
import { Clock } from '../../shared/clock';
import { DomainError } from '../../shared/domain-error';
import { isUuid } from '../../shared/input';
import { AdminAuthErrorCode, deactivated, signInAgain } from './admin-auth-errors';
import { Admin } from './admin.entity';
import { RevokedToken } from './revoked-token.entity';

/** A session: its bearer token, when it expires, and whose it is. */
export interface LoginResult {
  token: string;
  expiresAt: Date;
  admin: Admin;
}

interface TokenClaims {
  sub: string;
  jti: string;
  exp: number;
  /** The password's change time (ms) the token was issued under; 0 before any change. */
  pwd?: number;
}

/**
 * Sessions as bearer tokens (JWT, HS256, with an expiry and an id): issued at sign-in and after a
 * password change, checked on every admin request, ended by signing out (the id goes among the
 * refused tokens until it would have expired). A token issued before the person's last password
 * change is refused, and so is every token of a deactivated account.
 */
export class SessionTokens {
  /**
   * The secret as a key object, made once: given a string, jsonwebtoken's verify first tries to
   * read it as a PEM public key (and fails) on every call, about 1.5 ms of every admin request.
   */
  private readonly jwtKey: KeyObject;

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    jwtSecret: string,
    private readonly jwtExpiresIn: string,
  ) {
    this.jwtKey = createSecretKey(Buffer.from(jwtSecret));
  }

  issue(admin: Admin): LoginResult {
    const issuedAt = Math.floor(this.clock().getTime() / 1000);
    const token = jwt.sign(
      { sub: admin.id, email: admin.email, iat: issuedAt, pwd: admin.passwordChangedAt?.getTime() ?? 0 },
      this.jwtKey,
      { algorithm: 'HS256', expiresIn: this.jwtExpiresIn as jwt.SignOptions['expiresIn'], jwtid: randomUUID() },
    );
    const { exp } = jwt.decode(token) as { exp: number };
    return { token, expiresAt: new Date(exp * 1000), admin };
  }

  /** The admin a bearer token stands for; refuses forged, expired, signed-out and outdated ones. */
  async authenticate(token: string | undefined): Promise<Admin> {
    const claims = this.verifiedClaims(token);
    const admin = await this.dataSource.getRepository(Admin).findOneBy({ id: claims.sub });
    if (!admin) throw signInAgain();
    if ((claims.pwd ?? 0) !== (admin.passwordChangedAt?.getTime() ?? 0)) {
      throw new DomainError(
        AdminAuthErrorCode.PasswordChanged,
        'Your password was changed. Please sign in again with the new password.',
        undefined,
        'unauthenticated',
      );
    }
    if (await this.dataSource.getRepository(RevokedToken).existsBy({ jti: claims.jti })) {
      throw new DomainError(
        AdminAuthErrorCode.SignedOut,
        'You have signed out. Please sign in again.',
        undefined,
        'unauthenticated',
      );
    }
    if (!admin.isActive) throw deactivated();
    return admin;
  }

  /** Ends a session: its token is refused from now until it would have expired. */
  async signOut(token: string | undefined): Promise<void> {
    const claims = this.verifiedClaims(token);
    const revoked = this.dataSource.getRepository(RevokedToken);
    await revoked
      .createQueryBuilder()
      .insert()
      .values({ jti: claims.jti, expiresAt: new Date(claims.exp * 1000) })
      .orIgnore()
      .execute();
    await revoked.delete({ expiresAt: LessThan(this.clock()) });
  }

  /** A token's claims when it is ours, unexpired and names an admin and a token id. */
  private verifiedClaims(token: string | undefined): TokenClaims {
    if (!token) throw signInAgain();
    let payload: string | jwt.JwtPayload;
    try {
      payload = jwt.verify(token, this.jwtKey, {
        algorithms: ['HS256'],
        clockTimestamp: Math.floor(this.clock().getTime() / 1000),
      });
    } catch (error) {
      if (error instanceof jwt.TokenExpiredError) {
        throw new DomainError(
          AdminAuthErrorCode.SessionExpired,
          'Your session has expired. Please sign in again.',
          undefined,
          'unauthenticated',
        );
      }
      throw signInAgain();
    }
    if (typeof payload !== 'object' || typeof payload.sub !== 'string' || !isUuid(payload.jti) || !payload.exp) {
      throw signInAgain();
    }
    return { sub: payload.sub, jti: payload.jti, exp: payload.exp, pwd: typeof payload.pwd === 'number' ? payload.pwd : 0 };
  }
}
