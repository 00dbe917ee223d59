import { Arg, Args, Authorized, Ctx, Field, ID, InputType, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { GraphQLContext, originOf } from '../../graphql/context';
import { Services } from '../../services';
import { DeletePayload, mutationPayload, PayloadType, queryResult } from '../../graphql/user-error';
import { PageArgs, pageOf, PageType } from '../../graphql/page';
import { AddressInput } from '../../graphql/shared-inputs';
import { Guest } from './guest.entity';

@InputType({ description: 'A guest; the email decides whether it is new or known.' })
export class GuestInput {
  @Field(() => String, { nullable: true }) name?: string;
  @Field(() => String, { nullable: true }) email?: string;
  @Field(() => String, {
    nullable: true,
    description: 'An Indian number (10 digits starting 6-9, +91 optional) or another country’s with its + code; kept in E.164.',
  })
  phone?: string;
  @Field(() => AddressInput, { nullable: true }) address?: AddressInput;
}

@ObjectType({ description: 'A guest as anyone may know them after upsertGuest: the id only.' })
class GuestReference {
  @Field(() => ID) id: string;
}

const GuestPage = PageType('GuestPage', () => Guest, 'A page of guests and how many there are in all.');
const GuestPayload = PayloadType('GuestPayload', 'guest', () => GuestReference, 'Answer of upsertGuest: the guest’s id.');

@Resolver(() => Guest)
export class GuestsResolver {
  constructor(private readonly services: Pick<Services, 'guests'>) {}

  @Authorized()
  @Query(() => GuestPage, { description: 'Guests, newest first, a page at a time (admin).' })
  users(@Args(() => PageArgs) page: PageArgs) {
    return queryResult(() => this.services.guests.list(pageOf(page)));
  }

  @Mutation(() => GuestPayload, {
    description:
      'Checks the guest’s details and answers their id: the same for every call with that email. Stores nothing unless an admin asks (the guest is added by their booking); a known email changes nothing stored. Limited per client address, email and phone.',
  })
  upsertGuest(@Ctx() context: GraphQLContext, @Arg('input', () => GuestInput) input: GuestInput) {
    return mutationPayload('guest', () => this.services.guests.saveDetails({ ...input }, originOf(context)));
  }

  @Authorized()
  @Mutation(() => DeletePayload)
  deleteUser(@Arg('id', () => ID) id: string) {
    return mutationPayload('deleted', async () => (await this.services.guests.delete(id), true));
  }
}
