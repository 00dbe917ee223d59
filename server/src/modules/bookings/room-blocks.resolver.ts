import { Arg, Authorized, Ctx, Field, ID, InputType, Mutation, Query, Resolver } from 'type-graphql';
import { Services } from '../../services';
import { GraphQLContext } from '../../graphql/context';
import { mutationPayload, PayloadType, queryResult } from '../../graphql/user-error';
import { adminActor } from '../../shared/actor';
import { RoomBlock } from './room-block.entity';

/** Every field is optional here so that a missing one gets its own message, not a schema error. */
@InputType({ description: 'Close a room for the nights [from, to), like a stay.' })
class BlockRoomInput {
  @Field(() => ID, { nullable: true })
  roomId?: string;

  @Field(() => String, { nullable: true, description: 'The first night closed, YYYY-MM-DD (today or later).' })
  from?: string;

  @Field(() => String, { nullable: true, description: 'The day the room opens again, YYYY-MM-DD.' })
  to?: string;

  @Field(() => String, { nullable: true, description: 'Why (repairs, painting); at most 200 characters.' })
  reason?: string;
}

const RoomBlockPayload = PayloadType('RoomBlockPayload', 'block', () => RoomBlock, 'Answer of blockRoom and unblockRoom.');

@Resolver(() => RoomBlock)
export class RoomBlocksResolver {
  constructor(private readonly services: Pick<Services, 'roomBlocks'>) {}

  @Authorized()
  @Mutation(() => RoomBlockPayload, {
    description: 'Closes a room for some nights (admin). Refused, naming them, when bookings or blocks take any of those nights.',
  })
  blockRoom(@Arg('input', () => BlockRoomInput) input: BlockRoomInput, @Ctx() context: GraphQLContext) {
    return mutationPayload('block', () => this.services.roomBlocks.block({ ...input }, adminActor(context.admin!)));
  }

  @Authorized()
  @Mutation(() => RoomBlockPayload, { description: 'Opens a block’s nights again; the block is kept, lifted (admin).' })
  unblockRoom(@Arg('id', () => ID) id: string, @Ctx() context: GraphQLContext) {
    return mutationPayload('block', () => this.services.roomBlocks.unblock(id, adminActor(context.admin!)));
  }

  @Authorized()
  @Query(() => [RoomBlock], {
    description:
      'A room’s blocks sharing a night with [from, to): from today with no end unless told; lifted ones on request (admin).',
  })
  roomBlocks(
    @Arg('roomId', () => ID) roomId: string,
    @Arg('from', () => String, { nullable: true, description: 'YYYY-MM-DD; today when left out.' }) from?: string,
    @Arg('to', () => String, { nullable: true, description: 'YYYY-MM-DD; no end when left out.' }) to?: string,
    @Arg('includeLifted', () => Boolean, { defaultValue: false }) includeLifted?: boolean,
  ) {
    return queryResult(() => this.services.roomBlocks.list({ roomId, from, to, includeLifted }));
  }
}
