import { DataSource } from 'typeorm';
import { Clock } from '../../shared/clock';
import { DomainError } from '../../shared/domain-error';
import { PASSWORD_CHANGE_MESSAGES, passwordChangeProblems } from '../../shared/pure/admin-passwords';
import { AdminAuthErrorCode } from './admin-auth-errors';
import { Admin } from './admin.entity';
import { LoginAttempts, SignInAttempt } from './login-attempts';
import { PasswordHasher, verifyPassword } from './password';

/**
 * A signed-in person changes their own password: the form's rules first (nothing counted), then
 * the current password, counted as a sign-in try in the same limits as a sign-in (a stolen
 * session cannot guess it freely). The change time goes on the account, so tokens issued before it
 * stop working (session-tokens.ts).
 */
export class PasswordChange {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly passwords: PasswordHasher,
    private readonly attempts: LoginAttempts,
  ) {}

  /** Answers the account as changed, for the new session's token. */
  async run(admin: Admin, input: { currentPassword?: unknown; newPassword?: unknown }, attempt: SignInAttempt): Promise<Admin> {
    const currentPassword = typeof input.currentPassword === 'string' ? input.currentPassword : '';
    const newPassword = typeof input.newPassword === 'string' ? input.newPassword : '';
    const problems = passwordChangeProblems(currentPassword, newPassword);
    if (problems.currentPassword) {
      throw new DomainError(
        AdminAuthErrorCode.CurrentPasswordRequired,
        PASSWORD_CHANGE_MESSAGES.currentRequired,
        'currentPassword',
      );
    }
    if (problems.newPassword) {
      const code =
        problems.newPassword === 'tooShort' ? AdminAuthErrorCode.NewPasswordTooShort : AdminAuthErrorCode.NewPasswordUnchanged;
      throw new DomainError(code, PASSWORD_CHANGE_MESSAGES[problems.newPassword], 'newPassword');
    }
    await this.attempts.reserve(attempt);
    const stored = await this.dataSource.getRepository(Admin).findOneByOrFail({ id: admin.id });
    if (!(await verifyPassword(currentPassword, stored.passwordHash ?? this.passwords.dummyHash))) {
      await this.attempts.failed(attempt);
      throw new DomainError(
        AdminAuthErrorCode.CurrentPasswordWrong,
        'The current password is not right. Please check it and try again.',
        'currentPassword',
      );
    }
    await this.attempts.succeeded(attempt);
    // Whole milliseconds survive the database round trip, so tokens compare exactly.
    const changedAt = new Date(this.clock().getTime());
    await this.dataSource
      .getRepository(Admin)
      .update({ id: admin.id }, { passwordHash: await this.passwords.hash(newPassword), passwordChangedAt: changedAt });
    return { ...stored, passwordChangedAt: changedAt };
  }
}
