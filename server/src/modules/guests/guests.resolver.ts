import { Arg, Authorized, Field, ID, InputType, Mutation, Query, Resolver } from 'type-graphql';
import { Services } from '../../services';
import { DeletePayload, mutationPayload, PayloadType } from '../../graphql/user-error';
import { AddressInput } from '../../graphql/shared-inputs';
import { Guest } from './guest.entity';

@InputType({ description: 'A guest; the email decides whether it is new or known.' })
export class GuestInput {
  @Field(() => String, { nullable: true }) name?: string;
  @Field(() => String, { nullable: true }) email?: string;
  @Field(() => String, { nullable: true, description: '10 digits starting 6-9.' }) phone?: string;
  @Field(() => AddressInput, { nullable: true }) address?: AddressInput;
}

const GuestPayload = PayloadType('GuestPayload', 'guest', () => Guest, 'Answer of upsertGuest.');

@Resolver(() => Guest)
export class GuestsResolver {
  constructor(private readonly services: Pick<Services, 'guests'>) {}

  @Authorized()
  @Query(() => [Guest], { description: 'Every guest, newest first (admin).' })
  users() {
    return this.services.guests.list();
  }

  @Mutation(() => GuestPayload, { description: 'Creates the guest or updates the one with the same email.' })
  upsertGuest(@Arg('input', () => GuestInput) input: GuestInput) {
    return mutationPayload('guest', () => this.services.guests.upsert({ ...input }));
  }

  @Authorized()
  @Mutation(() => DeletePayload)
  deleteUser(@Arg('id', () => ID) id: string) {
    return mutationPayload('deleted', async () => (await this.services.guests.delete(id), true));
  }
}
