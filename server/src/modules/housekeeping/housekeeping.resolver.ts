import { Arg, Authorized, Ctx, Field, ID, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { GraphQLContext } from '../../graphql/context';
import { mutationPayload, PayloadType } from '../../graphql/user-error';
import { Services } from '../../services';
import { adminActor } from '../../shared/actor';
import { RoomBlockKind } from '../bookings';
import { RoomStatus, RoomType } from '../rooms';
import type { ClosedTonight, RoomStatusEntry as RoomStatusData } from './housekeeping.service';

@ObjectType({ description: 'A block that closes a room tonight: out of order, or works planned from the calendar.' })
class RoomClosure implements ClosedTonight {
  @Field(() => ID)
  blockId: string;

  @Field(() => RoomBlockKind)
  kind: RoomBlockKind;

  @Field()
  reason: string;

  @Field({ description: 'The first night closed, YYYY-MM-DD.' })
  from: string;

  @Field({ description: 'The day the room opens again, YYYY-MM-DD.' })
  to: string;
}

@ObjectType({ description: 'A room’s housekeeping status today, with who is in it, coming or going (admin).' })
class RoomStatusEntry implements RoomStatusData {
  @Field(() => ID)
  roomId: string;

  @Field()
  roomName: string;

  @Field(() => RoomType)
  roomType: RoomType;

  @Field({ description: 'Open for booking (Available), or hidden from guests (Unavailable).' })
  isAvailable: boolean;

  @Field(() => RoomStatus, { description: 'OUT_OF_ORDER while a block closes the room tonight; its own status otherwise.' })
  status: RoomStatus;

  @Field(() => RoomStatus, { description: 'The room’s own status (CLEAN, DIRTY or INSPECTED), also while out of order.' })
  housekeepingStatus: Exclude<RoomStatus, 'out_of_order'>;

  @Field(() => Date, { nullable: true, description: 'When the status was last set.' })
  statusSetAt: Date | null;

  @Field(() => String, { nullable: true, description: 'Who last set it ("system" for the night’s round).' })
  statusSetBy: string | null;

  @Field({ description: 'A guest is checked in to the room (tonight, or due out and not gone yet).' })
  occupied: boolean;

  @Field({ description: 'A confirmed guest is expected today and not checked in yet.' })
  arrivingToday: boolean;

  @Field({ description: 'The guest in the room is due out today (or overdue) and not checked out yet.' })
  departingToday: boolean;

  @Field(() => RoomClosure, { nullable: true, description: 'The block closing the room tonight, if any.' })
  closedTonight: RoomClosure | null;
}

const RoomStatusPayload = PayloadType('RoomStatusPayload', 'room', () => RoomStatusEntry, 'Answer of setRoomStatus.');

@Resolver()
export class HousekeepingResolver {
  constructor(private readonly services: Pick<Services, 'housekeeping'>) {}

  @Authorized()
  @Query(() => [RoomStatusEntry], {
    description:
      'Every room in room-number order with its housekeeping status, occupancy tonight and today’s arrivals and departures (admin).',
  })
  roomStatuses() {
    return this.services.housekeeping.roomStatuses();
  }

  @Authorized()
  @Mutation(() => RoomStatusPayload, {
    description:
      'Sets a room’s status (admin). CLEAN, DIRTY, INSPECTED: a room out of order is back in service from today. OUT_OF_ORDER needs a reason and the day it opens again (from today unless told), and is refused when guests hold those nights.',
  })
  setRoomStatus(
    @Arg('roomId', () => ID) roomId: string,
    @Arg('status', () => RoomStatus) status: RoomStatus,
    @Ctx() context: GraphQLContext,
    @Arg('reason', () => String, { nullable: true, description: 'OUT_OF_ORDER: why (at most 200 characters).' }) reason?: string,
    @Arg('from', () => String, {
      nullable: true,
      description: 'OUT_OF_ORDER: the first night closed, YYYY-MM-DD; today when left out.',
    })
    from?: string,
    @Arg('to', () => String, { nullable: true, description: 'OUT_OF_ORDER: the day the room opens again, YYYY-MM-DD.' })
    to?: string,
  ) {
    return mutationPayload('room', () =>
      this.services.housekeeping.setRoomStatus({ roomId, status, reason, from, to }, adminActor(context.admin!)),
    );
  }
}
