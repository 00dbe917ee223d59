import { Arg, Authorized, Ctx, Field, FieldResolver, ID, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { mutationPayload, UserError } from '../../graphql/user-error';
import { Admin } from './admin.entity';
import { permissionsOf } from './permissions';
import { StaffService } from './staff.service';

/**
 * What these resolvers read of a request's context (graphql/context.ts's StaffContext), named
 * here so that this module's files do not import the context, which imports this module.
 */
interface StaffContext {
  admin?: Admin;
  ip: string;
}
import { StaffRole } from '../../shared/staff-role';

@ObjectType({ description: 'Answer of inviteStaff: the new account and its one-time link (also mailed).' })
class InviteStaffPayload {
  @Field(() => [UserError]) errors: UserError[];
  @Field(() => Admin, { nullable: true }) staff?: Admin;
  @Field(() => String, { nullable: true, description: 'The one-time link to set a password (72 hours), to send by hand too.' })
  inviteLink?: string;
}

@ObjectType({ description: 'Answer of setStaffRole and deactivateStaff.' })
class StaffPayload {
  @Field(() => [UserError]) errors: UserError[];
  @Field(() => Admin, { nullable: true }) staff?: Admin;
}

@ObjectType({ description: 'Answer of acceptInvite: a bearer token, as adminLogin answers it.' })
class AcceptInvitePayload {
  @Field(() => [UserError]) errors: UserError[];
  @Field(() => String, { nullable: true }) token?: string;
  @Field(() => Date, { nullable: true }) expiresAt?: Date;
  @Field(() => Admin, { nullable: true }) admin?: Admin;
}

/** Staff accounts (the owner's; the permission table says so) and the public invite acceptance. */
@Resolver(() => Admin)
export class StaffResolver {
  constructor(private readonly services: { staff: StaffService }) {}

  @Authorized()
  @Query(() => [Admin], { description: 'Everyone with an admin account, with their role (owner).' })
  staff(): Promise<Admin[]> {
    return this.services.staff.list();
  }

  @Authorized()
  @Mutation(() => InviteStaffPayload, {
    description: 'Invites a person with a role: an account without a password and a one-time link, mailed and answered (owner).',
  })
  async inviteStaff(
    @Ctx() { admin }: StaffContext,
    @Arg('email', () => String) email: string,
    @Arg('name', () => String) name: string,
    @Arg('role', () => StaffRole) role: StaffRole,
  ) {
    const payload = await mutationPayload('invite', () => this.services.staff.invite(admin!, { email, name, role }));
    return { errors: payload.errors, staff: payload.invite?.staff, inviteLink: payload.invite?.inviteLink };
  }

  @Authorized()
  @Mutation(() => StaffPayload, { description: 'Changes a staff member’s role; never your own or the last owner’s (owner).' })
  setStaffRole(
    @Ctx() { admin }: StaffContext,
    @Arg('staffId', () => ID) staffId: string,
    @Arg('role', () => StaffRole) role: StaffRole,
  ) {
    return mutationPayload('staff', () => this.services.staff.setRole(admin!, staffId, role));
  }

  @Authorized()
  @Mutation(() => StaffPayload, {
    description:
      'Deactivates an account: its sign-in answers 403 and its tokens stop working; never your own or the last owner (owner).',
  })
  deactivateStaff(@Ctx() { admin }: StaffContext, @Arg('staffId', () => ID) staffId: string) {
    return mutationPayload('staff', () => this.services.staff.deactivate(admin!, staffId));
  }

  @Mutation(() => AcceptInvitePayload, {
    description: 'Sets an invited person’s password with the link’s token (at least 10 characters) and signs them in.',
  })
  async acceptInvite(
    @Ctx() context: StaffContext,
    @Arg('token', () => String) token: string,
    @Arg('password', () => String) password: string,
  ) {
    // Counted like any anonymous caller, signed in or not.
    const origin = { address: context.ip, admin: false };
    const payload = await mutationPayload('session', () => this.services.staff.acceptInvite({ token, password }, origin));
    return { errors: payload.errors, ...payload.session };
  }

  @FieldResolver(() => [String], {
    description: 'The operations and routes of the permission table this person may use (Query.x, Mutation.x, METHOD /api/path).',
  })
  permissions(@Root() admin: Admin): string[] {
    return permissionsOf(admin.role);
  }

  @FieldResolver(() => Boolean, { description: 'Invited and not yet accepted: no password set.' })
  invitePending(@Root() admin: Admin & { passwordHash?: string | null }): boolean {
    return admin.passwordHash === null;
  }
}
