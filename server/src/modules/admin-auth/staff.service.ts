import { createHash, randomBytes } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { RateLimit } from '../../config';
import { adminActor } from '../../shared/actor';
import { Clock } from '../../shared/clock';
import { DomainError, notFound } from '../../shared/domain-error';
import { isUuid, trimmed } from '../../shared/input';
import {
  INVITE_PASSWORD_MESSAGES,
  invitePasswordProblem,
  LOGIN_MESSAGES,
  loginEmailProblem,
} from '../../shared/pure/admin-passwords';
import { AbuseLimitsService, RequestOrigin } from '../abuse-limits';
import { AuditAction, AuditService } from '../audit';
import { AdminAuthErrorCode } from './admin-auth-errors';
import { AdminAuthService, LoginResult } from './admin-auth.service';
import { Admin } from './admin.entity';
import { STAFF_ROLE_LABELS, STAFF_ROLES, StaffRole } from '../../shared/staff-role';

/** How long an invite link works. */
export const INVITE_LIFETIME_MS = 72 * 60 * 60 * 1000;
/** Tries at an invite link per client address (a token is 256 bits; this only keeps scanners off). */
const ACCEPT_INVITE_LIMIT: RateLimit = { limit: 10, windowSeconds: 15 * 60 };

/** What the invite mail needs: queued with the invite (the outbox sends it). */
export interface StaffInviteMail {
  /** The invited person's account. */
  staffId: string;
  to: string;
  name: string;
  roleLabel: string;
  invitedBy: string;
  link: string;
  expiresAt: Date;
}
export type SendStaffInvite = (manager: EntityManager, mail: StaffInviteMail) => Promise<void>;

export interface StaffInvite {
  staff: Admin;
  /** The one-time link, so the owner can also hand it over (WhatsApp, in person). */
  inviteLink: string;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

const staffNotFound = () => notFound(AdminAuthErrorCode.StaffNotFound, 'No staff member with this id.');
const lastOwner = () =>
  new DomainError(AdminAuthErrorCode.StaffLastOwner, 'The hotel needs at least one active owner.', 'staffId', 'conflict');
const notYourself = (what: string) =>
  new DomainError(AdminAuthErrorCode.StaffNotYourself, `You cannot ${what} yourself; another owner can.`, 'staffId', 'conflict');

/**
 * Staff accounts (issue 27): the owner invites a person by email with a role, changes roles and
 * deactivates; the invited person sets a password through the one-time link and is signed in.
 * What each role may do is the permission table's (permissions.ts), not this service's.
 */
export class StaffService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly adminAuth: AdminAuthService,
    private readonly audit: AuditService,
    private readonly abuseLimits: AbuseLimitsService,
    private readonly publicBaseUrl: string,
    private readonly sendInvite: SendStaffInvite,
  ) {}

  /** Everyone with an account: active first, then by name. */
  async list(): Promise<Admin[]> {
    return this.dataSource.getRepository(Admin).find({ order: { isActive: 'DESC', name: 'ASC', email: 'ASC' } });
  }

  /**
   * Creates an account without a password and a one-time link (kept as its hash, 72 hours),
   * mailed to the person and answered to the owner. Inviting again someone who has not accepted
   * yet replaces their link (and name and role).
   */
  async invite(actor: Admin, input: { email?: unknown; name?: unknown; role?: unknown }): Promise<StaffInvite> {
    const email = trimmed(input.email).toLowerCase();
    const name = trimmed(input.name);
    const emailProblem = loginEmailProblem(email);
    if (emailProblem) {
      const code = emailProblem === 'emailRequired' ? AdminAuthErrorCode.EmailRequired : AdminAuthErrorCode.EmailInvalid;
      throw new DomainError(code, LOGIN_MESSAGES[emailProblem], 'email');
    }
    if (name === '' || name.length > 120)
      throw new DomainError(AdminAuthErrorCode.StaffNameRequired, 'Enter the person’s name (up to 120 characters).', 'name');
    const role = roleOf(input.role);

    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(this.clock().getTime() + INVITE_LIFETIME_MS);
    const inviteLink = `${this.publicBaseUrl}/admin/accept-invite?token=${token}`;
    const staff = await this.dataSource.transaction(async (manager) => {
      const repository = manager.getRepository(Admin);
      const existing = await repository.findOne({ where: { email }, lock: { mode: 'pessimistic_write' } });
      if (existing && (existing.passwordHash !== null || !existing.isActive)) {
        throw new DomainError(AdminAuthErrorCode.StaffEmailTaken, 'Someone with this email already has an account.', 'email');
      }
      const invited = {
        email,
        name,
        role,
        passwordHash: null,
        isActive: true,
        inviteTokenHash: hashOf(token),
        inviteExpiresAt: expiresAt,
      };
      if (existing) await repository.update({ id: existing.id }, invited);
      else await repository.insert(invited);
      const saved = await repository.findOneByOrFail({ email });
      await this.audit.record(manager, adminActor(actor), {
        action: AuditAction.STAFF_INVITED,
        detail: `Invited ${name} <${email}> as ${STAFF_ROLE_LABELS[role]}`,
      });
      await this.sendInvite(manager, {
        staffId: saved.id,
        to: email,
        name,
        roleLabel: STAFF_ROLE_LABELS[role],
        invitedBy: actor.name,
        link: inviteLink,
        expiresAt,
      });
      return saved;
    });
    return { staff, inviteLink };
  }

  /** The invited person sets a password (the change-password rules) and is signed in. */
  async acceptInvite(input: { token?: unknown; password?: unknown }, origin: RequestOrigin): Promise<LoginResult> {
    const waitMs = await this.abuseLimits.countTry('accept-invite', origin, ACCEPT_INVITE_LIMIT);
    if (waitMs !== null) {
      const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
      throw new DomainError(
        AdminAuthErrorCode.RateLimited,
        `Too many tries with invite links. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
        undefined,
        'rate_limited',
      );
    }
    const token = typeof input.token === 'string' ? input.token.trim() : '';
    const password = typeof input.password === 'string' ? input.password : '';
    const problem = invitePasswordProblem(password);
    if (problem) {
      const code = problem === 'required' ? AdminAuthErrorCode.PasswordRequired : AdminAuthErrorCode.NewPasswordTooShort;
      throw new DomainError(code, INVITE_PASSWORD_MESSAGES[problem], 'password');
    }
    const admin = token ? await this.dataSource.getRepository(Admin).findOneBy({ inviteTokenHash: hashOf(token) }) : null;
    if (!admin || !admin.isActive || admin.passwordHash !== null) {
      throw new DomainError(
        AdminAuthErrorCode.InviteInvalid,
        'This invite link is not valid (it may have been used already). Ask the owner for a new one.',
        'token',
      );
    }
    if (!admin.inviteExpiresAt || admin.inviteExpiresAt.getTime() <= this.clock().getTime()) {
      throw new DomainError(
        AdminAuthErrorCode.InviteExpired,
        'This invite link has expired. Ask the owner for a new one.',
        'token',
      );
    }
    const changes: Partial<Admin> = {
      passwordHash: await this.adminAuth.hashPassword(password),
      passwordChangedAt: new Date(this.clock().getTime()),
      inviteTokenHash: null,
      inviteExpiresAt: null,
    };
    return this.adminAuth.startSession(
      admin,
      origin.address,
      changes,
      `Accepted the invite and signed in from ${origin.address}`,
    );
  }

  /** Changes someone's role; never one's own, never the last active owner's. */
  async setRole(actor: Admin, staffId: unknown, role: unknown): Promise<Admin> {
    const newRole = roleOf(role);
    return this.changeStaff(actor, staffId, 'change the role of', async (manager, staff) => {
      if (staff.role === StaffRole.OWNER && newRole !== StaffRole.OWNER) await this.keepAnOwner(manager, staff);
      await manager.update(Admin, { id: staff.id }, { role: newRole });
      return `Changed the role of ${staff.name} <${staff.email}> from ${STAFF_ROLE_LABELS[staff.role]} to ${STAFF_ROLE_LABELS[newRole]}`;
    });
  }

  /** Deactivates an account: sign-in answers 403 and its tokens are refused from the next request. */
  async deactivate(actor: Admin, staffId: unknown): Promise<Admin> {
    return this.changeStaff(actor, staffId, 'deactivate', async (manager, staff) => {
      if (staff.role === StaffRole.OWNER) await this.keepAnOwner(manager, staff);
      await manager.update(Admin, { id: staff.id }, { isActive: false, inviteTokenHash: null, inviteExpiresAt: null });
      return `Deactivated ${staff.name} <${staff.email}> (${STAFF_ROLE_LABELS[staff.role]})`;
    });
  }

  private async changeStaff(
    actor: Admin,
    staffId: unknown,
    what: string,
    change: (manager: EntityManager, staff: Admin) => Promise<string>,
  ): Promise<Admin> {
    if (!isUuid(staffId)) throw staffNotFound();
    if (staffId === actor.id) throw notYourself(what);
    return this.dataSource.transaction(async (manager) => {
      const staff = await manager.findOne(Admin, { where: { id: staffId }, lock: { mode: 'pessimistic_write' } });
      if (!staff) throw staffNotFound();
      const detail = await change(manager, staff);
      await this.audit.record(manager, adminActor(actor), { action: AuditAction.STAFF_CHANGED, detail });
      return manager.findOneByOrFail(Admin, { id: staff.id });
    });
  }

  /** Refuses when `leaving` is the only active owner who can sign in (owners' rows locked, so two changes cannot both pass). */
  private async keepAnOwner(manager: EntityManager, leaving: Admin): Promise<void> {
    const owners = await manager
      .getRepository(Admin)
      .createQueryBuilder('admin')
      .setLock('pessimistic_write')
      .where('admin.role = :role AND admin.isActive AND admin.passwordHash IS NOT NULL', { role: StaffRole.OWNER })
      .getMany();
    if (!owners.some((owner) => owner.id !== leaving.id)) throw lastOwner();
  }
}

function roleOf(value: unknown): StaffRole {
  if (STAFF_ROLES.includes(value as StaffRole)) return value as StaffRole;
  throw new DomainError(AdminAuthErrorCode.StaffRoleInvalid, 'Choose one of the roles.', 'role');
}
