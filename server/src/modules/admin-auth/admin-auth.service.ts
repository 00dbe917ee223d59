import jwt from 'jsonwebtoken';
import { DataSource, MoreThan } from 'typeorm';
import { Clock } from '../../shared/clock';
import { DomainError } from '../../shared/domain-error';
import { isEmail, trimmed } from '../../shared/input';
import { Admin } from './admin.entity';
import { LoginFailure } from './login-failure.entity';
import { DUMMY_HASH, hashPassword, verifyPassword } from './password';

export const AdminAuthErrorCode = {
  EmailRequired: 'EMAIL_REQUIRED',
  EmailInvalid: 'EMAIL_INVALID',
  PasswordRequired: 'PASSWORD_REQUIRED',
  PasswordTooShort: 'PASSWORD_TOO_SHORT',
  InvalidCredentials: 'INVALID_CREDENTIALS',
  Deactivated: 'ACCOUNT_DEACTIVATED',
  RateLimited: 'TOO_MANY_ATTEMPTS',
  NotSignedIn: 'UNAUTHENTICATED',
  SessionExpired: 'SESSION_EXPIRED',
} as const;

/** Failed sign-ins counted over this window; past the limits the door stays shut until it passes. */
const FAILURE_WINDOW_MS = 15 * 60_000;
const MAX_FAILURES_PER_EMAIL = 5;
const MAX_FAILURES_PER_IP = 20;

export interface LoginResult {
  token: string;
  expiresAt: Date;
  admin: Admin;
}

export class AdminAuthService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly jwtSecret: string,
    private readonly jwtExpiresIn: string,
  ) {}

  async login(input: { email?: unknown; password?: unknown }, ip: string): Promise<LoginResult> {
    const email = trimmed(input.email).toLowerCase();
    const password = typeof input.password === 'string' ? input.password : '';
    validateCredentialsShape(email, password);

    const failures = this.dataSource.getRepository(LoginFailure);
    const since = new Date(this.clock().getTime() - FAILURE_WINDOW_MS);
    const [byEmail, byIp] = await Promise.all([
      failures.countBy({ email, failedAt: MoreThan(since) }),
      failures.countBy({ ip, failedAt: MoreThan(since) }),
    ]);
    if (byEmail >= MAX_FAILURES_PER_EMAIL || byIp >= MAX_FAILURES_PER_IP) {
      throw new DomainError(
        AdminAuthErrorCode.RateLimited,
        'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
        undefined,
        'rate_limited',
      );
    }

    const admin = await this.dataSource.getRepository(Admin).findOneBy({ email });
    const passwordMatches = await verifyPassword(password, admin?.passwordHash ?? DUMMY_HASH);
    if (!admin || !passwordMatches) {
      await failures.insert({ email, ip: ip.slice(0, 64), failedAt: this.clock() });
      throw new DomainError(
        AdminAuthErrorCode.InvalidCredentials,
        'Invalid email or password. Please check your credentials.',
        undefined,
        'unauthenticated',
      );
    }
    if (!admin.isActive) throw deactivated();

    await failures.delete({ email });
    admin.lastLoginAt = this.clock();
    await this.dataSource.getRepository(Admin).update({ id: admin.id }, { lastLoginAt: admin.lastLoginAt });
    const issuedAt = Math.floor(this.clock().getTime() / 1000);
    const token = jwt.sign({ sub: admin.id, email: admin.email, iat: issuedAt }, this.jwtSecret, {
      algorithm: 'HS256',
      expiresIn: this.jwtExpiresIn as jwt.SignOptions['expiresIn'],
    });
    const { exp } = jwt.decode(token) as { exp: number };
    return { token, expiresAt: new Date(exp * 1000), admin };
  }

  /** The admin a bearer token stands for; refuses forged, expired and deactivated ones. */
  async authenticate(token: string | undefined): Promise<Admin> {
    if (!token) throw new DomainError(AdminAuthErrorCode.NotSignedIn, 'Please sign in to continue', undefined, 'unauthenticated');
    let subject: string;
    try {
      const payload = jwt.verify(token, this.jwtSecret, {
        algorithms: ['HS256'],
        clockTimestamp: Math.floor(this.clock().getTime() / 1000),
      });
      subject = typeof payload === 'object' && typeof payload.sub === 'string' ? payload.sub : '';
    } catch (error) {
      const expired = error instanceof jwt.TokenExpiredError;
      throw new DomainError(
        expired ? AdminAuthErrorCode.SessionExpired : AdminAuthErrorCode.NotSignedIn,
        expired ? 'Your session has expired. Please sign in again.' : 'Please sign in to continue',
        undefined,
        'unauthenticated',
      );
    }
    const admin = subject ? await this.dataSource.getRepository(Admin).findOneBy({ id: subject }) : null;
    if (!admin) throw new DomainError(AdminAuthErrorCode.NotSignedIn, 'Please sign in to continue', undefined, 'unauthenticated');
    if (!admin.isActive) throw deactivated();
    return admin;
  }

  /** Creates an admin with this email unless one exists; answers whether it created one. */
  async ensureAdmin(email: string, password: string, name = 'Hotel Admin'): Promise<boolean> {
    const normalised = email.trim().toLowerCase();
    validateCredentialsShape(normalised, password);
    const repository = this.dataSource.getRepository(Admin);
    if (await repository.existsBy({ email: normalised })) return false;
    await repository.insert({ email: normalised, name, passwordHash: await hashPassword(password), isActive: true });
    return true;
  }

  async hasAnyAdmin(): Promise<boolean> {
    return (await this.dataSource.getRepository(Admin).count()) > 0;
  }
}

/** The login form's rules, with its messages. */
function validateCredentialsShape(email: string, password: string): void {
  if (email === '') throw new DomainError(AdminAuthErrorCode.EmailRequired, 'Email is required', 'email');
  if (!isEmail(email)) throw new DomainError(AdminAuthErrorCode.EmailInvalid, 'Please enter a valid email address', 'email');
  if (password === '') throw new DomainError(AdminAuthErrorCode.PasswordRequired, 'Password is required', 'password');
  if (password.length < 6) {
    throw new DomainError(AdminAuthErrorCode.PasswordTooShort, 'Password must be at least 6 characters long', 'password');
  }
}

const deactivated = () =>
  new DomainError(
    AdminAuthErrorCode.Deactivated,
    'Your account has been deactivated. Please contact administrator.',
    undefined,
    'forbidden',
  );
