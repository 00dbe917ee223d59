import { Arg, Authorized, Ctx, Field, FieldResolver, ID, Mutation, ObjectType, Resolver, Root } from 'type-graphql';
import { mutationPayload, UserError } from '../../graphql/user-error';
import type { AdminAuthService, RequestCookies } from './admin-auth.service';
import { Admin } from './admin.entity';
import type { IssuedDeviceCookie } from './device-cookies';
import { TwoStepService, TwoStepStatus } from './two-step.service';

/**
 * What these resolvers read of a request's context (graphql/context.ts's), named here so that
 * this module's files do not import the context, which imports this module.
 */
interface TwoStepContext {
  admin?: Admin;
  ip: string;
  signIn?: { sent: RequestCookies; keep(cookie: IssuedDeviceCookie): void };
}

@ObjectType({ description: 'What an authenticator app needs to add the account: the key, or the otpauth:// link.' })
export class TwoStepSetupType {
  @Field({ description: 'The shared secret in base32, to type into the app by hand.' }) secret: string;
  @Field({ description: 'otpauth://totp/… (the hotel’s name as issuer, the email as account).' }) otpauthUri: string;
  @Field() issuer: string;
  @Field() account: string;
}

@ObjectType({ description: 'The password was right; the account signs in with a code too (completeSignIn).' })
export class TwoStepChallengeType {
  @Field({ description: 'Send it back with the code; it works once, for 5 minutes.' }) challenge: string;
  @Field() expiresAt: Date;
  @Field(() => TwoStepSetupType, {
    nullable: true,
    description: 'The owner requires two-step sign-in and it is not set up yet: add this to the app, then send its code.',
  })
  setup: TwoStepSetupType | null;
}

@ObjectType({ description: 'Answer of startTwoStepSetup.' })
class TwoStepSetupPayload {
  @Field(() => [UserError]) errors: UserError[];
  @Field(() => TwoStepSetupType, { nullable: true }) setup?: TwoStepSetupType;
}

@ObjectType({ description: 'Answer of confirmTwoStepSetup: two-step sign-in is on; the recovery codes are shown this once.' })
class RecoveryCodesPayload {
  @Field(() => [UserError]) errors: UserError[];
  @Field(() => [String], { nullable: true }) recoveryCodes?: string[];
}

@ObjectType({ description: 'Answer of turnOffTwoStep, requireTwoStep and resetTwoStep: the account as it is now.' })
class TwoStepAccountPayload {
  @Field(() => [UserError]) errors: UserError[];
  @Field(() => Admin, { nullable: true }) staff?: Admin;
}

@ObjectType({ description: 'Answer of completeSignIn: a bearer token, as adminLogin answers it.' })
class CompleteSignInPayload {
  @Field(() => [UserError]) errors: UserError[];
  @Field(() => String, { nullable: true }) token?: string;
  @Field(() => Date, { nullable: true }) expiresAt?: Date;
  @Field(() => Admin, { nullable: true }) admin?: Admin;
  @Field(() => [String], {
    nullable: true,
    description: 'When this sign-in set two-step sign-in up (the owner required it): the recovery codes, shown this once.',
  })
  recoveryCodes?: string[];
}

/** Two-step sign-in: one's own set-up, the owner's require and reset, and the code step of a sign-in. */
@Resolver(() => Admin)
export class TwoStepResolver {
  constructor(private readonly services: { adminAuth: AdminAuthService; twoStep: TwoStepService }) {}

  @Mutation(() => CompleteSignInPayload, {
    description: 'The code step of a sign-in: the challenge adminLogin answered and a code from the app (or a recovery code).',
  })
  async completeSignIn(
    @Ctx() { ip, signIn }: TwoStepContext,
    @Arg('challenge', () => String) challenge: string,
    @Arg('code', () => String) code: string,
  ) {
    const payload = await mutationPayload('session', () =>
      this.services.adminAuth.completeSignIn({ challenge, code }, ip, signIn?.sent),
    );
    if (!payload.session) return { errors: payload.errors };
    const { token, expiresAt, admin, deviceCookie, recoveryCodes } = payload.session;
    signIn?.keep(deviceCookie);
    return { errors: [], token, expiresAt, admin, recoveryCodes };
  }

  @Authorized()
  @Mutation(() => TwoStepSetupPayload, {
    description: 'Starts setting up two-step sign-in for your own account: a new key for your app (confirm with a code).',
  })
  startTwoStepSetup(@Ctx() { admin }: TwoStepContext) {
    return mutationPayload('setup', () => this.services.twoStep.startSetup(admin!));
  }

  @Authorized()
  @Mutation(() => RecoveryCodesPayload, {
    description: 'Turns two-step sign-in on for your own account with a code from the new key; answers 8 recovery codes.',
  })
  confirmTwoStepSetup(@Ctx() { admin }: TwoStepContext, @Arg('code', () => String) code: string) {
    return mutationPayload('recoveryCodes', () => this.services.twoStep.confirmSetup(admin!, code));
  }

  @Authorized()
  @Mutation(() => TwoStepAccountPayload, {
    description: 'Turns your own two-step sign-in off with a current code or a recovery code (not when the owner requires it).',
  })
  async turnOffTwoStep(@Ctx() { admin, ip, signIn }: TwoStepContext, @Arg('code', () => String) code: string) {
    const payload = await mutationPayload('done', () => this.services.adminAuth.turnOffTwoStep(admin!, code, ip, signIn?.sent));
    return { errors: payload.errors, staff: payload.errors.length ? undefined : admin };
  }

  @Authorized()
  @Mutation(() => TwoStepAccountPayload, {
    description: 'Requires two-step sign-in of a person: they set it up at their next sign-in (owner).',
  })
  requireTwoStep(@Ctx() { admin }: TwoStepContext, @Arg('staffId', () => ID) staffId: string) {
    return mutationPayload('staff', () => this.services.twoStep.require(admin!, staffId));
  }

  @Authorized()
  @Mutation(() => TwoStepAccountPayload, {
    description: 'Turns a person’s two-step sign-in off, key and recovery codes gone (a lost phone) (owner).',
  })
  resetTwoStep(@Ctx() { admin }: TwoStepContext, @Arg('staffId', () => ID) staffId: string) {
    return mutationPayload('staff', () => this.services.twoStep.reset(admin!, staffId));
  }

  @FieldResolver(() => TwoStepStatus, { description: 'Whether this person signs in with a code too.' })
  async twoStep(@Root() admin: Admin): Promise<TwoStepStatus> {
    return (await this.services.twoStep.stateOf(admin.id)).status;
  }

  @FieldResolver(() => Boolean, { description: 'The owner requires two-step sign-in of this person (they cannot turn it off).' })
  async twoStepRequired(@Root() admin: Admin): Promise<boolean> {
    return (await this.services.twoStep.stateOf(admin.id)).required;
  }
}
