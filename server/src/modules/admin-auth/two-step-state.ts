import { registerEnumType } from 'type-graphql';
import { DomainError } from '../../shared/domain-error';
import { StaffRole } from '../../shared/staff-role';
import { AdminAuthErrorCode } from './admin-auth-errors';
import { Admin } from './admin.entity';
import { normalisedRecoveryCode } from './two-step-secrets';
import { AdminTwoStep } from './two-step.entity';
import { otpauthUri } from './totp';

/** A person's two-step sign-in as the database keeps it, and how typed codes are read. */
export enum TwoStepStatus {
  OFF = 'off',
  /** The owner requires it and the person has not set it up yet: they will at their next sign-in. */
  REQUIRED = 'required',
  ON = 'on',
}
registerEnumType(TwoStepStatus, { name: 'TwoStepStatus', description: 'Whether a person signs in with a code too.' });

export interface TwoStepState {
  status: TwoStepStatus;
  /** The owner requires it: the person cannot turn it off. */
  required: boolean;
}

/** What an authenticator app needs: the key to type in, or the otpauth:// link. */
export interface TwoStepSetup {
  secret: string;
  otpauthUri: string;
  issuer: string;
  account: string;
}

/** How a typed code is read: six digits from the app, or a recovery code. */
export type CodeShape = { kind: 'totp'; digits: string } | { kind: 'recovery'; normalised: string };

/** How a code was taken, for the audit line. */
export type TakenCode = 'code' | 'recovery code';

const OFF: TwoStepState = { status: TwoStepStatus.OFF, required: false };

export const stateOf = (row: AdminTwoStep | null | undefined): TwoStepState => {
  if (!row) return OFF;
  if (row.enabledAt) return { status: TwoStepStatus.ON, required: row.required };
  return row.required ? { status: TwoStepStatus.REQUIRED, required: true } : OFF;
};

export const setupOf = (admin: Admin, secret: string, issuer: string): TwoStepSetup => ({
  secret,
  issuer,
  account: admin.email,
  otpauthUri: otpauthUri(secret, issuer, admin.email),
});

/** Reads a typed code; refuses (not counted as a try) what can be neither kind. */
export function codeShape(code: unknown): CodeShape {
  const typed = typeof code === 'string' ? code.slice(0, 40) : '';
  const digits = typed.replace(/\s/g, '');
  if (/^\d{6}$/.test(digits)) return { kind: 'totp', digits };
  const normalised = normalisedRecoveryCode(typed);
  if (normalised) return { kind: 'recovery', normalised };
  throw new DomainError(
    AdminAuthErrorCode.TwoStepCodeShape,
    'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
    'code',
  );
}

export const wrongCode = () =>
  new DomainError(
    AdminAuthErrorCode.TwoStepCodeWrong,
    'That code is not right. Enter the code your authenticator app shows now, or an unused recovery code.',
    'code',
  );

/** Why the person may not turn their own two-step sign-in off: it is not on, or the owner requires it. */
export function turnOffRefusal(admin: Admin, state: TwoStepState): void {
  if (state.status !== TwoStepStatus.ON) {
    throw new DomainError(AdminAuthErrorCode.TwoStepNotOn, 'Two-step sign-in is not on for your account.', undefined, 'conflict');
  }
  if (state.required && admin.role !== StaffRole.OWNER) {
    throw new DomainError(
      AdminAuthErrorCode.TwoStepRequiredByOwner,
      'The owner requires two-step sign-in for your account. Ask the owner if it must be reset.',
      undefined,
      'conflict',
    );
  }
}
