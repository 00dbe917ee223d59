import { Arg, Authorized, Ctx, Field, ObjectType, Mutation, Query, Resolver } from 'type-graphql';
import { Services } from '../../services';
import { GraphQLContext } from '../../graphql/context';
import { mutationPayload, UserError } from '../../graphql/user-error';
import { Admin } from './admin.entity';
import { TwoStepChallengeType } from './two-step.resolver';

@ObjectType({
  description:
    'Answer of adminLogin: a bearer token for the Authorization header, or (two-step sign-in on) a challenge for the code.',
})
class AdminLoginPayload {
  @Field(() => [UserError]) errors: UserError[];
  @Field(() => String, { nullable: true }) token?: string;
  @Field(() => Date, { nullable: true }) expiresAt?: Date;
  @Field(() => Admin, { nullable: true }) admin?: Admin;
  @Field(() => TwoStepChallengeType, {
    nullable: true,
    description: 'Set instead of a token when the account signs in with a code too: send it to completeSignIn.',
  })
  twoStep?: TwoStepChallengeType;
}

@ObjectType({
  description: 'Answer of changePassword: a new token for this session; every other session of the admin has ended.',
})
class ChangePasswordPayload {
  @Field(() => [UserError]) errors: UserError[];
  @Field(() => String, { nullable: true }) token?: string;
  @Field(() => Date, { nullable: true }) expiresAt?: Date;
}

@Resolver()
export class AdminAuthResolver {
  constructor(private readonly services: Pick<Services, 'adminAuth'>) {}

  @Mutation(() => AdminLoginPayload)
  async adminLogin(
    @Ctx() { ip, signIn }: GraphQLContext,
    @Arg('email', () => String) email: string,
    @Arg('password', () => String) password: string,
  ) {
    const payload = await mutationPayload('step', () =>
      this.services.adminAuth.beginSignIn({ email, password }, ip, signIn?.sent),
    );
    if (!payload.step) return { errors: payload.errors };
    if (payload.step.kind === 'code') return { errors: [], twoStep: payload.step.twoStep };
    const { token, expiresAt, admin, deviceCookie } = payload.step.session;
    signIn?.keep(deviceCookie);
    return { errors: [], token, expiresAt, admin };
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Signs out: the token of this request stops working at once.' })
  async signOut(@Ctx() { adminToken }: GraphQLContext): Promise<boolean> {
    await this.services.adminAuth.signOut(adminToken);
    return true;
  }

  @Authorized()
  @Mutation(() => ChangePasswordPayload, {
    description: 'Changes the signed-in admin’s password (at least 10 characters); other sessions end.',
  })
  async changePassword(
    @Ctx() { admin, ip, signIn }: GraphQLContext,
    @Arg('currentPassword', () => String) currentPassword: string,
    @Arg('newPassword', () => String) newPassword: string,
  ) {
    const payload = await mutationPayload('session', () =>
      this.services.adminAuth.changePassword(admin!, { currentPassword, newPassword }, ip, signIn?.sent),
    );
    return { errors: payload.errors, token: payload.session?.token, expiresAt: payload.session?.expiresAt };
  }

  @Authorized()
  @Query(() => Admin, { description: 'The signed-in admin.' })
  me(@Ctx() { admin }: GraphQLContext) {
    return admin;
  }
}
