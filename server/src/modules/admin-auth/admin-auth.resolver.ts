import { Arg, Authorized, Ctx, Field, ObjectType, Mutation, Query, Resolver } from 'type-graphql';
import { Services } from '../../services';
import { GraphQLContext } from '../../graphql/context';
import { mutationPayload, UserError } from '../../graphql/user-error';
import { Admin } from './admin.entity';

@ObjectType({ description: 'Answer of adminLogin: a bearer token for the Authorization header.' })
class AdminLoginPayload {
  @Field(() => [UserError]) errors: UserError[];
  @Field(() => String, { nullable: true }) token?: string;
  @Field(() => Date, { nullable: true }) expiresAt?: Date;
  @Field(() => Admin, { nullable: true }) admin?: Admin;
}

@Resolver()
export class AdminAuthResolver {
  constructor(private readonly services: Pick<Services, 'adminAuth'>) {}

  @Mutation(() => AdminLoginPayload)
  async adminLogin(
    @Ctx() { ip }: GraphQLContext,
    @Arg('email', () => String) email: string,
    @Arg('password', () => String) password: string,
  ) {
    const payload = await mutationPayload('login', () => this.services.adminAuth.login({ email, password }, ip));
    return { errors: payload.errors, ...payload.login };
  }

  @Authorized()
  @Query(() => Admin, { description: 'The signed-in admin.' })
  me(@Ctx() { admin }: GraphQLContext) {
    return admin;
  }
}
