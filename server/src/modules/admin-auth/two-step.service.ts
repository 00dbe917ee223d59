import { DataSource, EntityManager, In, IsNull } from 'typeorm';
import { Clock } from '../../shared/clock';
import { DomainError, notFound } from '../../shared/domain-error';
import { isUuid } from '../../shared/input';
import { AuditService } from '../audit';
import { AdminAuthErrorCode } from './admin-auth-errors';
import { Admin } from './admin.entity';
import { recordTwoStep, TwoStepCodes } from './two-step-codes';
import { TwoStepSecrets } from './two-step-secrets';
import {
  CodeShape,
  codeShape,
  setupOf,
  stateOf,
  TakenCode,
  turnOffRefusal,
  TwoStepSetup,
  TwoStepState,
  TwoStepStatus,
  wrongCode,
} from './two-step-state';
import { AdminRecoveryCode, AdminTwoStep } from './two-step.entity';
import { newTotpSecret } from './totp';

export { codeShape, TwoStepStatus } from './two-step-state';
export type { CodeShape, TakenCode, TwoStepSetup, TwoStepState } from './two-step-state';

const staffNotFound = () => notFound(AdminAuthErrorCode.StaffNotFound, 'No staff member with this id.');

/**
 * Two-step sign-in (issue 27): a person sets up a TOTP secret for their own account (confirmed by
 * a code, with eight one-time recovery codes), the owner requires it for anyone or resets it, and
 * sign-in takes a code after the password. What counts tries against the sign-in limits is
 * AdminAuthService's; this service keeps the secrets and checks the codes.
 */
export class TwoStepService {
  private readonly codes: TwoStepCodes;

  constructor(
    private readonly dataSource: DataSource,
    clock: Clock,
    private readonly secrets: TwoStepSecrets,
    private readonly audit: AuditService,
    /** The issuer an authenticator app shows: the hotel's name from its profile. */
    private readonly issuer: () => Promise<string>,
  ) {
    this.codes = new TwoStepCodes(clock, secrets, audit);
  }

  async stateOf(adminId: string): Promise<TwoStepState> {
    return stateOf(await this.dataSource.getRepository(AdminTwoStep).findOneBy({ adminId }));
  }

  /** Each person's state, for the staff list. */
  async statesOf(adminIds: readonly string[]): Promise<Map<string, TwoStepState>> {
    const rows = adminIds.length ? await this.dataSource.getRepository(AdminTwoStep).findBy({ adminId: In([...adminIds]) }) : [];
    const byId = new Map(rows.map((row) => [row.adminId, row]));
    return new Map(adminIds.map((id) => [id, stateOf(byId.get(id))]));
  }

  /**
   * What `admin`'s sign-in needs after the password: null (nothing more), a code, or, when the
   * owner requires it and it is not set up yet, a set-up (the one being set up, if any) then a code.
   */
  async signInNeeds(admin: Admin): Promise<{ setup: TwoStepSetup | null } | null> {
    const issuer = await this.issuerName();
    return this.dataSource.transaction(async (manager) => {
      const row = await manager.findOne(AdminTwoStep, { where: { adminId: admin.id }, lock: { mode: 'pessimistic_write' } });
      const { status } = stateOf(row);
      if (status === TwoStepStatus.OFF) return null;
      if (status === TwoStepStatus.ON) return { setup: null };
      const pending = row!.sealedPendingSecret && this.secrets.open(row!.sealedPendingSecret, admin.id);
      if (pending) return { setup: setupOf(admin, pending, issuer) };
      return { setup: await this.newPendingSecret(manager, admin, issuer) };
    });
  }

  /**
   * Takes the code of a sign-in in `manager`'s transaction: from the app (each step once) or a
   * recovery code (once); for a required set-up, the code confirms it and new recovery codes are
   * answered. Throws when the code is wrong or used.
   */
  async takeSignInCode(
    manager: EntityManager,
    admin: Admin,
    code: CodeShape,
  ): Promise<{ taken: TakenCode; recoveryCodes?: string[]; recoveryCodesLeft?: number }> {
    const row = await manager.findOne(AdminTwoStep, { where: { adminId: admin.id }, lock: { mode: 'pessimistic_write' } });
    const { status } = stateOf(row);
    if (status === TwoStepStatus.OFF) {
      throw new DomainError(
        AdminAuthErrorCode.TwoStepChallengeInvalid,
        'Two-step sign-in has been turned off for your account. Please sign in again.',
        undefined,
        'unauthenticated',
      );
    }
    if (status === TwoStepStatus.REQUIRED) {
      if (code.kind !== 'totp') throw wrongCode();
      return { taken: 'code', recoveryCodes: await this.codes.confirm(manager, admin, row!, code.digits) };
    }
    const taken = await this.codes.take(manager, admin, row!, code);
    if (taken !== 'recovery code') return { taken };
    return { taken, recoveryCodesLeft: await manager.countBy(AdminRecoveryCode, { adminId: admin.id, usedAt: IsNull() }) };
  }

  /** A new secret for the signed-in person to add to their app; confirmed by `confirmSetup`. */
  async startSetup(admin: Admin): Promise<TwoStepSetup> {
    const issuer = await this.issuerName();
    return this.dataSource.transaction(async (manager) => {
      const row = await manager.findOne(AdminTwoStep, { where: { adminId: admin.id }, lock: { mode: 'pessimistic_write' } });
      if (stateOf(row).status === TwoStepStatus.ON) {
        throw new DomainError(
          AdminAuthErrorCode.TwoStepAlreadyOn,
          'Two-step sign-in is already on. Turn it off first to set it up again.',
          undefined,
          'conflict',
        );
      }
      return this.newPendingSecret(manager, admin, issuer);
    });
  }

  /** Turns two-step sign-in on with a code from the new secret; answers the eight recovery codes (shown once). */
  async confirmSetup(admin: Admin, code: unknown): Promise<string[]> {
    const shape = codeShape(code);
    return this.dataSource.transaction(async (manager) => {
      const row = await manager.findOne(AdminTwoStep, { where: { adminId: admin.id }, lock: { mode: 'pessimistic_write' } });
      if (stateOf(row).status === TwoStepStatus.ON) {
        throw new DomainError(AdminAuthErrorCode.TwoStepAlreadyOn, 'Two-step sign-in is already on.', undefined, 'conflict');
      }
      if (!row?.sealedPendingSecret) {
        throw new DomainError(
          AdminAuthErrorCode.TwoStepSetupNotStarted,
          'Start the set-up first: add the key to your app, then enter its code.',
          undefined,
          'conflict',
        );
      }
      if (shape.kind !== 'totp') throw wrongCode();
      return this.codes.confirm(manager, admin, row, shape.digits);
    });
  }

  /**
   * The refusals of turning one's own two-step sign-in off that come before its code is checked
   * (so they never count as a wrong code): the code's shape, not on, required by the owner (an
   * owner may still turn their own off).
   */
  async checkTurnOff(admin: Admin, code: unknown): Promise<CodeShape> {
    const shape = codeShape(code);
    turnOffRefusal(admin, await this.stateOf(admin.id));
    return shape;
  }

  /** Turns the person's own two-step sign-in off with a current code or a recovery code (the caller counts the try). */
  async turnOff(admin: Admin, code: CodeShape): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const row = await manager.findOne(AdminTwoStep, { where: { adminId: admin.id }, lock: { mode: 'pessimistic_write' } });
      turnOffRefusal(admin, stateOf(row));
      const taken = await this.codes.take(manager, admin, row!, code);
      await this.codes.clear(manager, admin.id);
      await this.record(manager, admin, `Turned off two-step sign-in with a ${taken}`);
    });
  }

  /** The owner requires two-step sign-in of a person: they set it up at their next sign-in. */
  async require(actor: Admin, staffId: unknown): Promise<Admin> {
    return this.changeStaff(actor, staffId, async (manager, staff) => {
      await manager
        .createQueryBuilder()
        .insert()
        .into(AdminTwoStep)
        .values({ adminId: staff.id, required: true })
        .orUpdate(['required'], ['admin_id'])
        .execute();
      return `Required two-step sign-in of ${staff.name} <${staff.email}>`;
    });
  }

  /** The owner turns a person's two-step sign-in off (a lost phone): secret and recovery codes go. */
  async reset(actor: Admin, staffId: unknown): Promise<Admin> {
    return this.changeStaff(actor, staffId, async (manager, staff) => {
      const row = await manager.findOne(AdminTwoStep, { where: { adminId: staff.id }, lock: { mode: 'pessimistic_write' } });
      if (staff.id === actor.id && stateOf(row).status === TwoStepStatus.ON) {
        throw new DomainError(
          AdminAuthErrorCode.TwoStepOwnCode,
          'Turn off your own two-step sign-in on your account page, with a code.',
          'staffId',
          'conflict',
        );
      }
      await this.codes.clear(manager, staff.id);
      return `Reset two-step sign-in of ${staff.name} <${staff.email}> (now off)`;
    });
  }

  private async changeStaff(
    actor: Admin,
    staffId: unknown,
    change: (manager: EntityManager, staff: Admin) => Promise<string>,
  ): Promise<Admin> {
    if (!isUuid(staffId)) throw staffNotFound();
    return this.dataSource.transaction(async (manager) => {
      const staff = await manager.findOne(Admin, { where: { id: staffId }, lock: { mode: 'pessimistic_write' } });
      if (!staff) throw staffNotFound();
      await this.record(manager, actor, await change(manager, staff));
      return staff;
    });
  }

  /** Read before a transaction opens: the profile is read outside it (PGlite has one connection). */
  private async issuerName(): Promise<string> {
    return (await this.issuer()).trim() || 'Hotel admin';
  }

  private async newPendingSecret(manager: EntityManager, admin: Admin, issuer: string): Promise<TwoStepSetup> {
    const secret = newTotpSecret();
    await manager
      .createQueryBuilder()
      .insert()
      .into(AdminTwoStep)
      .values({ adminId: admin.id, sealedPendingSecret: this.secrets.seal(secret, admin.id) })
      .orUpdate(['sealed_pending_secret'], ['admin_id'])
      .execute();
    return setupOf(admin, secret, issuer);
  }

  private record(manager: EntityManager, actor: Admin, detail: string): Promise<void> {
    return recordTwoStep(this.audit, manager, actor, detail);
  }
}
