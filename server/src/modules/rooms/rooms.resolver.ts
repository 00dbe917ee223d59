import { Arg, Authorized, Field, Float, ID, InputType, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Services } from '../../services';
import { DeletePayload, mutationPayload, nullWhenNotFound, PayloadType } from '../../graphql/user-error';
import { GraphQLUpload, readUploads, UploadPromise } from '../../graphql/uploads';
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

const RoomPayload = PayloadType('RoomPayload', 'room', () => Room, 'Answer of a room mutation.');

@Resolver(() => Room)
export class RoomsResolver {
  constructor(private readonly services: Pick<Services, 'rooms'>) {}

  @Query(() => [Room], { description: 'Rooms of the hotel, cheapest first; unavailable ones only on request.' })
  rooms(@Arg('includeUnavailable', () => Boolean, { defaultValue: false }) includeUnavailable: boolean) {
    return this.services.rooms.list({ onlyBookable: !includeUnavailable });
  }

  @Query(() => Room, { nullable: true })
  async room(@Arg('id', () => ID) id: string) {
    return nullWhenNotFound(this.services.rooms.publicRoom(id));
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
