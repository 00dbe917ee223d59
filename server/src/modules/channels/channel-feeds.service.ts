import { DataSource, In } from 'typeorm';
import { Actor } from '../../shared/actor';
import { DomainError, ErrorCollector } from '../../shared/domain-error';
import { isUuid, trimmed } from '../../shared/input';
import { AuditAction, AuditService } from '../audit';
import { ChannelStay, ChannelStayStatus, isOtaChannel, OTA_CHANNEL_NAMES } from '../bookings';
import { Room, roomLabel } from '../rooms';
import { ConflictResolution } from './channel-conflict.entity';
import { ChannelErrorCode, channelRoomNotFound, channelUnknown, feedNotFound } from './channel-errors';
import { ChannelFeed } from './channel-feed.entity';
import { ChannelSync } from './channel-sync.service';
import { feedUrlProblem } from './ical/feed-fetch';

/** A room's imported feeds at most: a room is sold on a handful of OTAs. */
export const MAX_FEEDS_PER_ROOM = 10;

export interface AddFeedInput {
  roomId?: unknown;
  channel?: unknown;
  url?: unknown;
}

/** A feed as the owner's list shows it: with its room's name and the stays it holds now. */
export interface ListedFeed {
  feed: ChannelFeed;
  roomName: string;
  liveStays: number;
}

/**
 * The OTA feeds the hotel imports, one room each: added by the owner or manager from the OTA's
 * extranet, synced at once when added (and by hand), removed with their stays' nights given back.
 */
export class ChannelFeedsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly sync: ChannelSync,
    private readonly audit: AuditService,
  ) {}

  async list(): Promise<ListedFeed[]> {
    const feeds = await this.dataSource.getRepository(ChannelFeed).find({ order: { addedAt: 'ASC' } });
    return this.listed(feeds);
  }

  async add(input: AddFeedInput, actor: Actor): Promise<ListedFeed> {
    const errors = new ErrorCollector();
    if (!isUuid(input.roomId)) errors.add(ChannelErrorCode.RoomNotFound, 'Choose the room this calendar is for', 'roomId');
    if (!isOtaChannel(input.channel)) {
      const unknown = channelUnknown();
      errors.add(ChannelErrorCode.ChannelUnknown, unknown.message, 'channel');
    }
    const url = trimmed(input.url);
    const problem = url === '' ? 'Paste the calendar (iCal) address from the channel' : feedUrlProblem(url);
    if (problem) errors.add(ChannelErrorCode.FeedUrlInvalid, problem, 'url');
    errors.throwIfAny();
    const feed = await this.dataSource.transaction(async (manager) => {
      const room = await manager.findOne(Room, { where: { id: input.roomId as string }, lock: { mode: 'pessimistic_read' } });
      if (!room) throw channelRoomNotFound();
      const existing = await manager.find(ChannelFeed, { where: { roomId: room.id } });
      if (existing.some((feed) => feed.url === url)) {
        throw new DomainError(
          ChannelErrorCode.FeedExists,
          `${roomLabel(room.name)} already imports this calendar`,
          'url',
          'conflict',
        );
      }
      if (existing.length >= MAX_FEEDS_PER_ROOM) {
        throw new DomainError(
          ChannelErrorCode.TooManyFeeds,
          `${roomLabel(room.name)} already imports ${MAX_FEEDS_PER_ROOM} calendars: remove one first`,
          'roomId',
          'conflict',
        );
      }
      const channel = input.channel as ChannelFeed['channel'];
      const saved = await manager.save(manager.create(ChannelFeed, { roomId: room.id, channel, url, addedBy: actor.label }));
      await this.audit.record(manager, actor, {
        action: AuditAction.CHANNELS,
        roomId: room.id,
        detail: `Imports ${roomLabel(room.name)}'s ${OTA_CHANNEL_NAMES[channel]} calendar`,
      });
      return saved;
    });
    await this.sync.sync(feed.id);
    return (await this.listed([await this.load(feed.id)]))[0];
  }

  /** Stops importing: the feed's stays give their nights back (their records stay). */
  async remove(id: unknown, actor: Actor): Promise<boolean> {
    const feed = await this.load(id);
    await this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`channel-feed:${feed.id}`]);
      const stays = await manager.find(ChannelStay, {
        where: { feedId: feed.id, status: In([ChannelStayStatus.ACTIVE, ChannelStayStatus.CONFLICT]) },
        lock: { mode: 'pessimistic_write' },
      });
      for (const stay of stays) await this.sync.release(manager, stay, ConflictResolution.EVENT_GONE);
      await manager.delete(ChannelFeed, { id: feed.id });
      const room = await manager.findOne(Room, { where: { id: feed.roomId }, withDeleted: true });
      await this.audit.record(manager, actor, {
        action: AuditAction.CHANNELS,
        roomId: feed.roomId,
        detail: `Stopped importing ${roomLabel(room?.name ?? '')}'s ${OTA_CHANNEL_NAMES[feed.channel]} calendar (${stays.length} stays given back)`,
      });
    });
    return true;
  }

  /** Syncs now (the owner's button); answers the feed with its log as the sync left it. */
  async syncNow(id: unknown): Promise<ListedFeed> {
    const feed = await this.load(id);
    await this.sync.sync(feed.id);
    return (await this.listed([await this.load(feed.id)]))[0];
  }

  private async load(id: unknown): Promise<ChannelFeed> {
    const feed = isUuid(id) ? await this.dataSource.getRepository(ChannelFeed).findOneBy({ id }) : null;
    if (!feed) throw feedNotFound();
    return feed;
  }

  private async listed(feeds: ChannelFeed[]): Promise<ListedFeed[]> {
    const rooms = await this.dataSource
      .getRepository(Room)
      .find({ where: { id: In([...new Set(feeds.map((feed) => feed.roomId))]) }, withDeleted: true });
    const names = new Map(rooms.map((room) => [room.id, room.name]));
    const live = await this.sync.liveStays(feeds.map((feed) => feed.id));
    return feeds.map((feed) => ({ feed, roomName: names.get(feed.roomId) ?? '', liveStays: live.get(feed.id) ?? 0 }));
  }
}
