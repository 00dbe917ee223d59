import { DataSource } from 'typeorm';
import { DomainError } from '../../shared/domain-error';
import { AdminAuthErrorCode } from './admin-auth-errors';
import { Admin } from './admin.entity';
import { LoginAttempts, SignInAttempt } from './login-attempts';
import { RevokedToken } from './revoked-token.entity';
import { TwoStepSecrets } from './two-step-secrets';
import { codeShape, TwoStepService, TwoStepSetup } from './two-step.service';

/** The password was right and the account signs in with a code too: no session yet. */
export interface TwoStepChallenge {
  /** Signed, five minutes, taken once: sent back with the code. */
  challenge: string;
  expiresAt: Date;
  /** When the owner requires two-step sign-in and it is not set up yet: what the app needs first. */
  setup: TwoStepSetup | null;
}

/** Who passed both steps, how, and (when this sign-in set two-step up) the recovery codes to show once. */
export interface CodeStepPassed {
  admin: Admin;
  auditDetail: string;
  recoveryCodes?: string[];
}

const challengeRefused = () =>
  new DomainError(
    AdminAuthErrorCode.TwoStepChallengeInvalid,
    'This sign-in has expired or was completed already. Please sign in again with your password.',
    undefined,
    'unauthenticated',
  );

/**
 * The code step of a sign-in: after the password, a signed challenge (5 minutes); with the
 * challenge, a code. A code is one more try of the same sign-in, counted in the same limits as
 * passwords (login-attempts.ts): the password step's try stays counted until the code is right, so
 * a stolen password does not reset the budget of guessing codes. The challenge is taken once (its
 * id goes among the refused tokens), a code of the app once per step, a recovery code once.
 */
export class TwoStepSignIn {
  constructor(
    private readonly dataSource: DataSource,
    private readonly twoStep: TwoStepService,
    private readonly secrets: TwoStepSecrets,
    private readonly attempts: LoginAttempts,
  ) {}

  /** The challenge after a right password, or null when the account signs in without a code. */
  async challengeFor(admin: Admin): Promise<TwoStepChallenge | null> {
    const needs = await this.twoStep.signInNeeds(admin);
    if (!needs) return null;
    return { ...this.secrets.issueChallenge(admin.id, admin.passwordChangedAt), setup: needs.setup };
  }

  /**
   * Checks the code of a challenge, counted as a try of `attemptOf(email)`; answers who passed,
   * or throws (a wrong or used code, an expired or taken challenge, a locked-out client).
   */
  async passCode(
    input: { challenge?: unknown; code?: unknown },
    attemptOf: (email: string) => SignInAttempt,
  ): Promise<CodeStepPassed> {
    const claims = this.secrets.verifyChallenge(input.challenge);
    if (!claims) throw challengeRefused();
    const admin = await this.dataSource.getRepository(Admin).findOneBy({ id: claims.sub });
    if (!admin || !admin.isActive || claims.pwd !== (admin.passwordChangedAt?.getTime() ?? 0)) throw challengeRefused();
    if (await this.dataSource.getRepository(RevokedToken).existsBy({ jti: claims.jti })) throw challengeRefused();
    const code = codeShape(input.code);

    const attempt = attemptOf(admin.email);
    await this.attempts.reserve(attempt);
    let passed: CodeStepPassed;
    try {
      passed = await this.dataSource.transaction(async (manager) => {
        const claimed = await manager
          .createQueryBuilder()
          .insert()
          .into(RevokedToken)
          .values({ jti: claims.jti, expiresAt: new Date(claims.exp * 1000) })
          .orIgnore()
          .returning('jti')
          .execute();
        if ((claimed.raw as unknown[]).length === 0) throw challengeRefused();
        const taken = await this.twoStep.takeSignInCode(manager, admin, code);
        const how = taken.taken === 'recovery code' ? `a recovery code (${taken.recoveryCodesLeft} left)` : 'a code from the app';
        return { admin, recoveryCodes: taken.recoveryCodes, auditDetail: `with ${how}` };
      });
    } catch (error) {
      await this.attempts.failed(attempt);
      throw error;
    }
    await this.attempts.succeeded(attempt);
    return passed;
  }

  /** Turns the signed-in person's own two-step sign-in off with a code, counted like a sign-in's. */
  async turnOff(admin: Admin, code: unknown, attempt: SignInAttempt): Promise<void> {
    const shape = await this.twoStep.checkTurnOff(admin, code);
    await this.attempts.reserve(attempt);
    try {
      await this.twoStep.turnOff(admin, shape);
    } catch (error) {
      await this.attempts.failed(attempt);
      throw error;
    }
    await this.attempts.succeeded(attempt);
  }
}
