import { EntityManager } from 'typeorm';
import { adminActor } from '../../shared/actor';
import { Clock } from '../../shared/clock';
import { DomainError } from '../../shared/domain-error';
import { AuditAction, AuditService } from '../audit';
import { AdminAuthErrorCode } from './admin-auth-errors';
import { Admin } from './admin.entity';
import { newRecoveryCodes, normalisedRecoveryCode, recoveryCodeHash, TwoStepSecrets } from './two-step-secrets';
import { CodeShape, TakenCode, wrongCode } from './two-step-state';
import { AdminRecoveryCode, AdminTwoStep } from './two-step.entity';
import { base32Decode, matchingTotpStep } from './totp';

/** The audit line of a change of someone's two-step sign-in. */
export function recordTwoStep(audit: AuditService, manager: EntityManager, actor: Admin, detail: string): Promise<void> {
  return audit.record(manager, adminActor(actor), { action: AuditAction.TWO_STEP, detail });
}

/**
 * The codes of one person's two-step sign-in, in the caller's transaction on their locked row:
 * confirming a new secret (on from then, with eight recovery codes), taking a code (an app code of
 * a later step than the last one taken, or an unused recovery code), and clearing it all.
 */
export class TwoStepCodes {
  constructor(
    private readonly clock: Clock,
    private readonly secrets: TwoStepSecrets,
    private readonly audit: AuditService,
  ) {}

  /** Confirms the pending secret with a code from it: on from now, with eight new recovery codes. */
  async confirm(manager: EntityManager, admin: Admin, row: AdminTwoStep, digits: string): Promise<string[]> {
    const pending = row.sealedPendingSecret && this.secrets.open(row.sealedPendingSecret, admin.id);
    const step = pending ? matchingTotpStep(base32Decode(pending), digits, this.clock()) : null;
    if (step === null) throw wrongCode();
    await manager.update(
      AdminTwoStep,
      { adminId: admin.id },
      { sealedSecret: row.sealedPendingSecret, sealedPendingSecret: null, enabledAt: this.clock(), lastUsedStep: step },
    );
    const codes = newRecoveryCodes();
    await manager.delete(AdminRecoveryCode, { adminId: admin.id });
    await manager.insert(
      AdminRecoveryCode,
      codes.map((code) => ({ adminId: admin.id, codeHash: recoveryCodeHash(normalisedRecoveryCode(code)!) })),
    );
    await recordTwoStep(this.audit, manager, admin, 'Turned on two-step sign-in (8 recovery codes given)');
    return codes;
  }

  /** Takes a code of a set-up secret: an app code of a later step than the last taken, or an unused recovery code. */
  async take(manager: EntityManager, admin: Admin, row: AdminTwoStep, code: CodeShape): Promise<TakenCode> {
    if (code.kind === 'recovery') {
      const used = await manager
        .createQueryBuilder()
        .update(AdminRecoveryCode)
        .set({ usedAt: this.clock() })
        .where('"admin_id" = :adminId AND "code_hash" = :hash AND "used_at" IS NULL', {
          adminId: admin.id,
          hash: recoveryCodeHash(code.normalised),
        })
        .execute();
      if (!used.affected) throw wrongCode();
      return 'recovery code';
    }
    const secret = row.sealedSecret && this.secrets.open(row.sealedSecret, admin.id);
    const step = secret ? matchingTotpStep(base32Decode(secret), code.digits, this.clock()) : null;
    if (step === null) throw wrongCode();
    if (row.lastUsedStep !== null && step <= row.lastUsedStep) {
      throw new DomainError(
        AdminAuthErrorCode.TwoStepCodeUsed,
        'That code has been used already. Wait for the next code in your app.',
        'code',
      );
    }
    await manager.update(AdminTwoStep, { adminId: admin.id }, { lastUsedStep: step });
    return 'code';
  }

  async clear(manager: EntityManager, adminId: string): Promise<void> {
    await manager.delete(AdminRecoveryCode, { adminId });
    await manager.delete(AdminTwoStep, { adminId });
  }
}
