import {
  Arg,
  Authorized,
  Ctx,
  Field,
  ID,
  InputType,
  Int,
  Mutation,
  ObjectType,
  Query,
  registerEnumType,
  Resolver,
} from 'type-graphql';
import { GraphQLContext } from '../../graphql/context';
import { DeletePayload, mutationPayload, PayloadType, queryResult } from '../../graphql/user-error';
import { Services } from '../../services';
import { adminActor } from '../../shared/actor';
import { OtaChannel } from '../bookings';
import { RoomType } from '../rooms';
import { ConflictAction } from './channel-conflicts.service';
import type { ListedConflict } from './channel-conflicts.service';
import type { ListedFeed } from './channel-feeds.service';
import type { ListedExport } from './ical-exports.service';

registerEnumType(ConflictAction, {
  name: 'ChannelConflictAction',
  description: 'What the owner does about an OTA stay in conflict.',
});

@ObjectType({ description: "An OTA's calendar of one room, imported, with its sync log." })
class ChannelFeedView {
  @Field(() => ID) id: string;
  @Field(() => ID) roomId: string;
  @Field() roomName: string;
  @Field(() => OtaChannel) channel: OtaChannel;
  @Field({ description: 'The address the calendar is read from (a secret of the OTA account).' }) url: string;
  @Field() addedBy: string;
  @Field() addedAt: Date;
  @Field(() => Date, { nullable: true }) lastSyncAt: Date | null;
  @Field(() => Date, { nullable: true }) lastSuccessAt: Date | null;
  @Field(() => String, { nullable: true }) lastError: string | null;
  @Field(() => Date, { nullable: true }) failingSince: Date | null;
  @Field(() => Int, { description: 'Events in the feed at the last successful sync.' }) eventsSeen: number;
  @Field(() => Int) added: number;
  @Field(() => Int) changed: number;
  @Field(() => Int) released: number;
  @Field(() => Int, { description: 'Stays of the last sync that went to the conflict inbox.' }) conflicts: number;
  @Field(() => Int, { description: 'Stays of this feed taking nights now.' }) liveStays: number;
}

@ObjectType({ description: 'What was in the way of an OTA stay when it came.' })
class ConflictingClaim {
  @Field({ description: 'booking, block or channel (another OTA stay).' }) kind: string;
  @Field(() => ID) id: string;
  @Field() label: string;
  @Field(() => String, { nullable: true, description: "A booking's code." }) code: string | null;
  @Field() checkIn: string;
  @Field() checkOut: string;
}

@ObjectType({ description: 'An OTA stay that could not take its nights, with what is in the way.' })
class ChannelConflictView {
  @Field(() => ID) id: string;
  @Field(() => ID) channelStayId: string;
  @Field(() => OtaChannel) channel: OtaChannel;
  @Field(() => ID) roomId: string;
  @Field() roomName: string;
  @Field() checkIn: string;
  @Field() checkOut: string;
  @Field({ description: "The event's summary as the OTA wrote it." }) summary: string;
  @Field(() => [ConflictingClaim]) inTheWay: ConflictingClaim[];
  @Field() openedAt: Date;
  @Field(() => Date, { nullable: true }) resolvedAt: Date | null;
  @Field(() => String, { nullable: true }) resolvedBy: string | null;
  @Field(() => String, { nullable: true, description: 'How it was settled.' }) resolution: string | null;
  @Field(() => String, { nullable: true }) note: string | null;
}

@ObjectType({ description: "One of the hotel's own calendars for an OTA: a room's or a room type's, for one channel." })
class IcalExportView {
  @Field({ description: 'room:{id} or type:{type}' }) target: string;
  @Field(() => ID, { nullable: true }) roomId: string | null;
  @Field(() => RoomType, { nullable: true }) roomType: RoomType | null;
  @Field() name: string;
  @Field(() => OtaChannel) channel: OtaChannel;
  @Field(() => String, { nullable: true, description: 'The secret link to paste in the OTA; null until made.' }) url:
    string | null;
  @Field(() => Date, { nullable: true }) madeAt: Date | null;
  @Field(() => Date, { nullable: true, description: 'When the OTA last read it.' }) lastFetchedAt: Date | null;
}

@InputType()
class AddChannelFeedInput {
  @Field(() => ID, { nullable: true }) roomId?: string;
  @Field(() => OtaChannel, { nullable: true }) channel?: OtaChannel;
  @Field(() => String, { nullable: true, description: "The calendar (iCal) address from the OTA's extranet." }) url?: string;
}

@InputType()
class ResolveChannelConflictInput {
  @Field(() => ID) id: string;
  @Field(() => ConflictAction) action: ConflictAction;
  @Field(() => ID, { nullable: true, description: 'MOVE_CHANNEL_STAY: the room to put the OTA stay in.' }) roomId?: string;
  @Field(() => ID, { nullable: true, description: 'CANCEL_BOOKING: the booking in the way to cancel.' }) bookingId?: string;
  @Field(() => String, { nullable: true, description: 'MARK_RESOLVED: what was done (at most 300 characters).' }) note?: string;
}

const ChannelFeedPayload = PayloadType(
  'ChannelFeedPayload',
  'feed',
  () => ChannelFeedView,
  'Answer of addChannelFeed and syncChannelFeed.',
);
const ChannelConflictPayload = PayloadType(
  'ChannelConflictPayload',
  'conflict',
  () => ChannelConflictView,
  'Answer of resolveChannelConflict.',
);
const IcalExportPayload = PayloadType('IcalExportPayload', 'export', () => IcalExportView, 'Answer of regenerateIcalToken.');

const feedView = ({ feed, roomName, liveStays }: ListedFeed): ChannelFeedView => ({ ...feed, roomName, liveStays });
const conflictView = ({ conflict, roomName, summary }: ListedConflict): ChannelConflictView => ({
  ...conflict,
  roomName,
  summary,
  inTheWay: conflict.inTheWay.map((item) => ({ ...item, code: item.code ?? null })),
});
const exportView = (listed: ListedExport): IcalExportView => listed;

/** OTA calendars in and out (issue 30): thin; the services decide. */
@Resolver()
export class ChannelsResolver {
  constructor(private readonly services: Pick<Services, 'channelFeeds' | 'channelConflicts' | 'icalExports'>) {}

  @Authorized()
  @Query(() => [ChannelFeedView], { description: "The OTA calendars the hotel imports, per room, with each one's sync log." })
  async channelFeeds() {
    return (await queryResult(() => this.services.channelFeeds.list())).map(feedView);
  }

  @Authorized()
  @Mutation(() => ChannelFeedPayload, { description: "Imports an OTA's calendar of a room, and syncs it at once." })
  addChannelFeed(@Arg('input', () => AddChannelFeedInput) input: AddChannelFeedInput, @Ctx() context: GraphQLContext) {
    return mutationPayload('feed', async () =>
      feedView(await this.services.channelFeeds.add({ ...input }, adminActor(context.admin!))),
    );
  }

  @Authorized()
  @Mutation(() => DeletePayload, { description: 'Stops importing a calendar: its stays give their nights back.' })
  async removeChannelFeed(@Arg('id', () => ID) id: string, @Ctx() context: GraphQLContext) {
    const answer = await mutationPayload('deleted', () => this.services.channelFeeds.remove(id, adminActor(context.admin!)));
    return answer;
  }

  @Authorized()
  @Mutation(() => ChannelFeedPayload, { description: 'Syncs a calendar now; answers it with its log.' })
  syncChannelFeed(@Arg('id', () => ID) id: string) {
    return mutationPayload('feed', async () => feedView(await this.services.channelFeeds.syncNow(id)));
  }

  @Authorized()
  @Query(() => [ChannelConflictView], {
    description: 'The conflict inbox: open conflicts (oldest first), or the last 100 settled.',
  })
  async channelConflicts(@Arg('open', () => Boolean, { defaultValue: true }) open: boolean) {
    return (await queryResult(() => this.services.channelConflicts.list(open))).map(conflictView);
  }

  @Authorized()
  @Mutation(() => ChannelConflictPayload, {
    description: 'Settles a conflict: move the OTA stay, cancel the booking in the way, try again, or mark it resolved.',
  })
  resolveChannelConflict(
    @Arg('input', () => ResolveChannelConflictInput) input: ResolveChannelConflictInput,
    @Ctx() context: GraphQLContext,
  ) {
    return mutationPayload('conflict', async () =>
      conflictView(await this.services.channelConflicts.resolve({ ...input }, adminActor(context.admin!))),
    );
  }

  @Authorized()
  @Query(() => [IcalExportView], {
    description: "The hotel's own calendars for the OTAs: each room and room type, for each channel.",
  })
  async icalExports() {
    return (await queryResult(() => this.services.icalExports.list())).map(exportView);
  }

  @Authorized()
  @Mutation(() => IcalExportPayload, {
    description: 'Makes the secret link of a calendar, or a new one: the old one stops working at once.',
  })
  regenerateIcalToken(
    @Arg('channel', () => OtaChannel) channel: OtaChannel,
    @Ctx() context: GraphQLContext,
    @Arg('roomId', () => ID, { nullable: true }) roomId?: string,
    @Arg('roomType', () => RoomType, { nullable: true }) roomType?: RoomType,
  ) {
    return mutationPayload('export', async () =>
      exportView(await this.services.icalExports.regenerate({ roomId, roomType, channel }, adminActor(context.admin!))),
    );
  }
}
