import {
  Arg,
  Authorized,
  Field,
  FieldResolver,
  Float,
  ID,
  InputType,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import { Services } from '../../services';
import { DeletePayload, mutationPayload, nullWhenNotFound, PayloadType, queryResult } from '../../graphql/user-error';
import { GraphQLUpload, readUploads, UploadPromise } from '../../graphql/uploads';
import { BookingStatus } from '../bookings/booking.entity';
import { Room } from './room.entity';
import { RoomType } from './room-type';

/** Every field is optional here so that a missing one gets the spec's message, not a schema error. */
@InputType({ description: 'Room fields. On create all but amenities are required; on update only those given change.' })
export class RoomInput {
  @Field(() => String, { nullable: true })
  name?: string;

  @Field(() => Float, { nullable: true, description: 'Rent for one night, in rupees (two decimals at most).' })
  rentPerDay?: number;

  @Field(() => RoomType, { nullable: true })
  type?: RoomType;

  @Field(() => Int, { nullable: true })
  maxCount?: number;

  @Field(() => String, { nullable: true })
  description?: string;

  @Field(() => [String], { nullable: true })
  amenities?: string[];

  @Field(() => [String], { nullable: true, description: 'Photos already uploaded (/uploads/…) or https addresses, in order.' })
  imageUrls?: string[];

  @Field(() => Boolean, { nullable: true })
  isAvailable?: boolean;
}

@ObjectType({ description: 'A guest’s stay on a room from today on: what marking the room Unavailable leaves standing.' })
class UpcomingStay {
  @Field(() => ID) bookingId: string;
  @Field() bookCode: string;
  @Field() guestName: string;
  @Field(() => BookingStatus) status: BookingStatus;
  @Field({ description: 'YYYY-MM-DD' }) checkIn: string;
  @Field({ description: 'YYYY-MM-DD' }) checkOut: string;
}

const RoomPayload = PayloadType('RoomPayload', 'room', () => Room, 'Answer of a room mutation.');

@Resolver(() => Room)
export class RoomsResolver {
  constructor(private readonly services: Pick<Services, 'rooms' | 'availability'>) {}

  @Query(() => [Room], { description: 'Rooms of the hotel, cheapest first; unavailable ones only on request.' })
  rooms(@Arg('includeUnavailable', () => Boolean, { defaultValue: false }) includeUnavailable: boolean) {
    return this.services.rooms.list({ onlyBookable: !includeUnavailable });
  }

  @Query(() => Room, { nullable: true })
  async room(@Arg('id', () => ID) id: string) {
    return nullWhenNotFound(this.services.rooms.publicRoom(id));
  }

  @Query(() => [Room], { description: 'Rooms free on every night of [checkIn, checkOut) that take this many guests.' })
  availableRooms(
    @Arg('checkIn', { description: 'YYYY-MM-DD' }) checkIn: string,
    @Arg('checkOut', { description: 'YYYY-MM-DD' }) checkOut: string,
    @Arg('guests', () => Int, { defaultValue: 1 }) guests: number,
  ) {
    return queryResult(() => this.services.availability.availableRooms({ checkIn, checkOut, guests }));
  }

  @Authorized()
  @FieldResolver(() => [UpcomingStay], {
    description:
      'Guests’ stays on this room from today on, earliest first (admin). Marking the room Unavailable hides it from new guests; these stays keep it.',
  })
  upcomingStays(@Root() room: Room) {
    return this.services.rooms.upcomingStays(room.id);
  }

  @Authorized()
  @Mutation(() => RoomPayload)
  createRoom(
    @Arg('input', () => RoomInput) input: RoomInput,
    @Arg('images', () => [GraphQLUpload], { nullable: true, description: 'Photo files (JPEG, PNG, WebP; 5 MB each).' })
    images?: UploadPromise[],
  ) {
    return mutationPayload('room', async () => this.services.rooms.create({ ...input }, await readUploads(images)));
  }

  @Authorized()
  @Mutation(() => RoomPayload)
  updateRoom(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => RoomInput) input: RoomInput,
    @Arg('images', () => [GraphQLUpload], { nullable: true, description: 'Photo files to add after the existing ones.' })
    images?: UploadPromise[],
  ) {
    return mutationPayload('room', async () => this.services.rooms.update(id, { ...input }, await readUploads(images)));
  }

  @Authorized()
  @Mutation(() => DeletePayload)
  deleteRoom(@Arg('id', () => ID) id: string) {
    return mutationPayload('deleted', async () => (await this.services.rooms.delete(id), true));
  }
}
