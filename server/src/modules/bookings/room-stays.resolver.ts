import { Authorized, Field, FieldResolver, ID, ObjectType, Resolver, Root } from 'type-graphql';
import { Room } from '../rooms';
import { BookingStatus } from './booking-status';
import type { RoomOccupancyService, StayOnRoom } from './room-occupancy.service';

@ObjectType({ description: 'A guest’s stay on a room from today on: what marking the room Unavailable leaves standing.' })
class UpcomingStay {
  @Field(() => ID) bookingId: string;
  @Field() bookCode: string;
  @Field() guestName: string;
  @Field(() => BookingStatus) status: BookingStatus;
  @Field({ description: 'YYYY-MM-DD' }) checkIn: string;
  @Field({ description: 'YYYY-MM-DD' }) checkOut: string;
}

/** What bookings add to a room on the owner's screens: the stays that keep it. */
@Resolver(() => Room)
export class RoomStaysResolver {
  constructor(private readonly services: { occupancy: Pick<RoomOccupancyService, 'staysAhead'> }) {}

  @Authorized()
  @FieldResolver(() => [UpcomingStay], {
    description:
      'Guests’ stays on this room from today on, earliest first (admin). Marking the room Unavailable hides it from new guests; these stays keep it.',
  })
  upcomingStays(@Root() room: Room): Promise<StayOnRoom[]> {
    return this.services.occupancy.staysAhead(room.id);
  }
}
