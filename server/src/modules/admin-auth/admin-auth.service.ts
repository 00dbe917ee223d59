import { DataSource } from 'typeorm';
import { adminActor } from '../../shared/actor';
import { Clock } from '../../shared/clock';
import { DomainError } from '../../shared/domain-error';
import { trimmed } from '../../shared/input';
import { AuditAction, AuditService } from '../audit';
import { AdminAuthErrorCode, deactivated, signInAgain } from './admin-auth-errors';
import { Admin } from './admin.entity';
import { validateCredentialsShape } from './credential-rules';
import { DeviceCookies, IssuedDeviceCookie } from './device-cookies';
import { LoginAttempts, SignInAttempt } from './login-attempts';
import { PasswordHasher, verifyPassword } from './password';
import { PasswordChange } from './password-change';
import { LoginResult, SessionTokens } from './session-tokens';
import { StaffRole } from '../../shared/staff-role';
import { TwoStepSecrets } from './two-step-secrets';
import { TwoStepChallenge, TwoStepSignIn } from './two-step-sign-in';
import { TwoStepService } from './two-step.service';

export type { LoginResult } from './session-tokens';

/** A sign-in's answer: the session, and a new device cookie for the browser that signed in. */
export interface SignInResult extends LoginResult {
  deviceCookie: IssuedDeviceCookie;
}

/** A sign-in completed with a code; `recoveryCodes` when it also set two-step sign-in up (shown once). */
export interface CodeSignInResult extends SignInResult {
  recoveryCodes?: string[];
}

/** The password step's answer: a session, or (two-step sign-in on) a challenge for the code. */
export type SignInStep = { kind: 'session'; session: SignInResult } | { kind: 'code'; admin: Admin; twoStep: TwoStepChallenge };

/** The cookies a request came with, by name (a device cookie among them, perhaps). */
export type RequestCookies = Readonly<Record<string, string>>;

/**
 * Signing in and out: the password step (and the code step, through two-step-sign-in.ts), counted
 * in the sign-in limits (login-attempts.ts); sessions as tokens (session-tokens.ts); a person's own
 * password change (password-change.ts); the first owner's account at start.
 */
export class AdminAuthService {
  private readonly attempts: LoginAttempts;
  private readonly devices: DeviceCookies;
  private readonly codeStep?: TwoStepSignIn;
  private readonly tokens: SessionTokens;
  private readonly passwordChange: PasswordChange;

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    jwtSecret: string,
    jwtExpiresIn: string,
    /** Sign-ins go into the audit log when given. */
    private readonly audit?: AuditService,
    private readonly passwords = new PasswordHasher(),
    /** Two-step sign-in, when given: accounts that have it on sign in with a code too. */
    twoStep?: TwoStepService,
  ) {
    this.devices = new DeviceCookies(jwtSecret, clock);
    this.attempts = new LoginAttempts(
      dataSource,
      clock,
      () =>
        new DomainError(
          AdminAuthErrorCode.RateLimited,
          'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
          undefined,
          'rate_limited',
        ),
    );
    this.tokens = new SessionTokens(dataSource, clock, jwtSecret, jwtExpiresIn);
    this.passwordChange = new PasswordChange(dataSource, clock, passwords, this.attempts);
    if (twoStep) this.codeStep = new TwoStepSignIn(dataSource, twoStep, new TwoStepSecrets(jwtSecret, clock), this.attempts);
  }

  /**
   * The password step of a sign-in from `ip` (the client's key). A browser that signed in before as
   * this email sends its device cookie among `cookies` and is counted in its own budget of failures
   * (login-attempts.ts). Answers the session and a new device cookie, or, when the account has
   * two-step sign-in on (or the owner requires it), a challenge for the code (`completeSignIn`):
   * the try then stays counted until the code is right.
   */
  async beginSignIn(input: { email?: unknown; password?: unknown }, ip: string, cookies?: RequestCookies): Promise<SignInStep> {
    const email = trimmed(input.email).toLowerCase();
    const password = typeof input.password === 'string' ? input.password : '';
    validateCredentialsShape(email, password);

    const attempt = this.attemptOf(email, ip, cookies);
    await this.attempts.reserve(attempt);
    const admin = await this.dataSource.getRepository(Admin).findOneBy({ email });
    const passwordMatches = await verifyPassword(password, admin?.passwordHash ?? this.passwords.dummyHash);
    if (!admin || !passwordMatches) {
      await this.attempts.failed(attempt);
      throw new DomainError(
        AdminAuthErrorCode.InvalidCredentials,
        'Invalid email or password. Please check your credentials.',
        undefined,
        'unauthenticated',
      );
    }
    if (!admin.isActive) {
      await this.attempts.succeeded(attempt);
      throw deactivated();
    }
    const changes: Partial<Admin> = {};
    if (this.passwords.needsRehash(admin.passwordHash!)) changes.passwordHash = await this.passwords.hash(password);
    const twoStep = await this.codeStep?.challengeFor(admin);
    if (twoStep) {
      if (changes.passwordHash) await this.dataSource.getRepository(Admin).update({ id: admin.id }, changes);
      return { kind: 'code', admin, twoStep };
    }
    await this.attempts.succeeded(attempt);
    const session = await this.startSession(admin, ip, changes);
    return { kind: 'session', session: { ...session, deviceCookie: this.devices.issue(email) } };
  }

  /** The code step: the challenge of `beginSignIn` and a code from the app (or a recovery code). */
  async completeSignIn(
    input: { challenge?: unknown; code?: unknown },
    ip: string,
    cookies?: RequestCookies,
  ): Promise<CodeSignInResult> {
    if (!this.codeStep) throw signInAgain();
    const passed = await this.codeStep.passCode(input, (email) => this.attemptOf(email, ip, cookies));
    const session = await this.startSession(passed.admin, ip, {}, `Signed in from ${ip} ${passed.auditDetail}`);
    return { ...session, deviceCookie: this.devices.issue(passed.admin.email), recoveryCodes: passed.recoveryCodes };
  }

  /** Signs in an account without two-step sign-in (scripts and tests); refuses one that needs a code. */
  async login(input: { email?: unknown; password?: unknown }, ip: string, cookies?: RequestCookies): Promise<SignInResult> {
    const step = await this.beginSignIn(input, ip, cookies);
    if (step.kind === 'session') return step.session;
    throw new DomainError(
      AdminAuthErrorCode.TwoStepNeeded,
      'This account signs in with a code too: use beginSignIn and completeSignIn.',
      undefined,
      'unauthenticated',
    );
  }

  /** Turns the signed-in person's own two-step sign-in off with a current code or a recovery code (counted as a sign-in try). */
  async turnOffTwoStep(admin: Admin, code: unknown, ip: string, cookies?: RequestCookies): Promise<void> {
    if (!this.codeStep) throw signInAgain();
    await this.codeStep.turnOff(admin, code, this.attemptOf(admin.email, ip, cookies));
  }

  /**
   * Signs `admin` in (after a password, or an accepted invite): records the time and the audit
   * line, with `changes` to the row in the same transaction, and answers the session's token.
   */
  async startSession(
    admin: Admin,
    ip: string,
    changes: Partial<Admin> = {},
    detail = `Signed in from ${ip}`,
  ): Promise<LoginResult> {
    admin.lastLoginAt = this.clock();
    await this.dataSource.transaction(async (manager) => {
      await manager.update(Admin, { id: admin.id }, { ...changes, lastLoginAt: admin.lastLoginAt });
      await this.audit?.record(manager, adminActor(admin), { action: AuditAction.SIGN_IN, detail });
    });
    return this.tokens.issue({ ...admin, ...changes });
  }

  /** A password's hash, at this hasher's cost (an invited person's first password). */
  hashPassword(password: string): Promise<string> {
    return this.passwords.hash(password);
  }

  private attemptOf(email: string, address: string, cookies: RequestCookies | undefined): SignInAttempt {
    return { email, address, device: this.devices.nonceFor(email, cookies) };
  }

  /** The admin a bearer token stands for; refuses forged, expired, signed-out and outdated ones. */
  authenticate(token: string | undefined): Promise<Admin> {
    return this.tokens.authenticate(token);
  }

  /** Ends a session: its token is refused from now until it would have expired. */
  signOut(token: string | undefined): Promise<void> {
    return this.tokens.signOut(token);
  }

  /**
   * Changes the signed-in admin's password (the current one must be given) and answers a new
   * token for this session; every other session of this admin stops working.
   */
  async changePassword(
    admin: Admin,
    input: { currentPassword?: unknown; newPassword?: unknown },
    ip: string,
    cookies?: RequestCookies,
  ): Promise<LoginResult> {
    const changed = await this.passwordChange.run(admin, input, this.attemptOf(admin.email, ip, cookies));
    return this.tokens.issue(changed);
  }

  /** Creates an admin (the owner, unless told) with this email unless one exists; answers whether it created one. */
  async ensureAdmin(email: string, password: string, name = 'Hotel Admin', role = StaffRole.OWNER): Promise<boolean> {
    const normalised = email.trim().toLowerCase();
    validateCredentialsShape(normalised, password);
    const repository = this.dataSource.getRepository(Admin);
    if (await repository.existsBy({ email: normalised })) return false;
    await repository.insert({ email: normalised, name, role, passwordHash: await this.passwords.hash(password), isActive: true });
    return true;
  }

  async hasAnyAdmin(): Promise<boolean> {
    return (await this.dataSource.getRepository(Admin).count()) > 0;
  }
}
