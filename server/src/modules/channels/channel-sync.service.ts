import { DataSource, EntityManager, In, IsNull, LessThan, Or } from 'typeorm';
import type { ChannelsConfig } from '../../config-channels';
import { Clock } from '../../shared/clock';
import { todayInHotel } from '../../shared/dates';
import { BOOKING_HORIZON_DAYS } from '../../shared/pure/stay-limits';
import { Logger } from '../../shared/logger';
import { BookingLifecycle, ChannelStay, ChannelStayStatus, OTA_CHANNEL_NAMES, RoomOccupancyService } from '../bookings';
import { Room, roomLabel } from '../rooms';
import { ChannelConflict, ConflictResolution } from './channel-conflict.entity';
import { ChannelFeed } from './channel-feed.entity';
import { placeChannelStay, unplaceChannelStay } from './channel-placement';
import { FeedFetchError, fetchFeed } from './ical/feed-fetch';
import { FeedEvent, FeedParseError, parseFeed } from './ical/feed-parse';

/** What the owner hears of (owner-alerts, wired in services.ts), in the transaction of what happened. */
export interface ChannelAlerts {
  conflictOpened(manager: EntityManager, conflict: ChannelConflictFacts): Promise<void>;
  feedFailing(manager: EntityManager, failure: ChannelFeedFailure): Promise<void>;
}

export interface ChannelConflictFacts {
  conflictId: string;
  channel: string;
  roomName: string;
  checkIn: string;
  checkOut: string;
  inTheWay: string[];
}

export interface ChannelFeedFailure {
  feedId: string;
  channel: string;
  roomName: string;
  failingSince: Date;
  error: string;
}

export interface ChannelSyncNeeds {
  dataSource: DataSource;
  lifecycle: BookingLifecycle;
  occupancy: RoomOccupancyService;
  alerts: ChannelAlerts;
  clock: Clock;
  config: ChannelsConfig;
  logger: Logger;
  /** The User-Agent of the feed requests (names the hotel's site). */
  userAgent: string;
}

export interface SyncOutcome {
  status: 'synced' | 'not-modified' | 'failed' | 'busy';
  error?: string;
}

/** A sync that began this long ago without ending is taken to have died with its instance. */
export const SYNC_CLAIM_MS = 5 * 60_000;
/** A feed failing this long alerts the owner (once per failing spell). */
export const FEED_FAILING_ALERT_MS = 60 * 60_000;
export const FEED_TIMEOUT_MS = 20_000;
export const FEED_MAX_BYTES = 2 * 1024 * 1024;
/** Feeds synced by one run of the periodic work at most (the rest wait a minute). */
export const FEEDS_PER_RUN = 20;

interface Counts {
  added: number;
  changed: number;
  released: number;
  conflicts: number;
}

/**
 * Imports OTAs' iCal feeds. A feed is claimed before it is fetched (one instance at a time, the
 * others skip it), fetched with the safe fetch (ical/feed-fetch.ts) and applied in one
 * transaction: a new event becomes an OTA stay that takes its nights, a changed one moves them, a
 * vanished one gives them back; an event whose nights someone else has goes to the conflict inbox
 * and the owner is alerted. Nothing is skipped silently.
 */
export class ChannelSync {
  constructor(private readonly needs: ChannelSyncNeeds) {}

  /** The feeds whose poll is due, each synced once across instances. Answers how many were synced. */
  async pollDue(): Promise<number> {
    const now = this.needs.clock();
    const due = new Date(now.getTime() - this.needs.config.pollMinutes * 60_000);
    const feeds = await this.needs.dataSource.getRepository(ChannelFeed).find({
      where: { lastSyncAt: Or(IsNull(), LessThan(due)) },
      order: { lastSyncAt: { direction: 'ASC', nulls: 'FIRST' } },
      take: FEEDS_PER_RUN,
    });
    let synced = 0;
    for (const feed of feeds) {
      const outcome = await this.sync(feed.id);
      if (outcome.status !== 'busy') synced += 1;
    }
    return synced;
  }

  /** Syncs one feed now, unless another instance is syncing it. */
  async sync(feedId: string): Promise<SyncOutcome> {
    const feed = await this.claim(feedId);
    if (!feed) return { status: 'busy' };
    try {
      return await this.fetchAndApply(feed);
    } finally {
      await this.needs.dataSource.getRepository(ChannelFeed).update({ id: feed.id }, { syncStartedAt: null });
    }
  }

  /** Marks the feed as being synced, unless a live sync has it: the row's update is the lock. */
  private async claim(feedId: string): Promise<ChannelFeed | undefined> {
    const now = this.needs.clock();
    const stale = new Date(now.getTime() - SYNC_CLAIM_MS);
    const result = await this.needs.dataSource
      .createQueryBuilder()
      .update(ChannelFeed)
      .set({ syncStartedAt: now })
      .where('id = :feedId AND (sync_started_at IS NULL OR sync_started_at < :stale)', { feedId, stale })
      .returning('*')
      .execute();
    const [row] = (result.raw as Record<string, unknown>[]) ?? [];
    return row ? this.needs.dataSource.getRepository(ChannelFeed).findOneByOrFail({ id: feedId }) : undefined;
  }

  private async fetchAndApply(feed: ChannelFeed): Promise<SyncOutcome> {
    const { config, userAgent } = this.needs;
    let events: FeedEvent[] | undefined;
    let validators: Pick<ChannelFeed, 'etag' | 'lastModified'> = feed;
    try {
      const answer = await fetchFeed(feed.url, {
        allowPrivate: config.allowPrivate,
        timeoutMs: FEED_TIMEOUT_MS,
        maxBytes: FEED_MAX_BYTES,
        etag: feed.etag,
        lastModified: feed.lastModified,
        userAgent,
      });
      if (answer.status === 'fetched') {
        const today = todayInHotel(this.needs.clock());
        events = parseFeed(answer.body, { today, horizonDays: BOOKING_HORIZON_DAYS }).events;
        validators = { etag: answer.etag?.slice(0, 300) ?? null, lastModified: answer.lastModified?.slice(0, 100) ?? null };
      }
    } catch (error) {
      if (error instanceof FeedFetchError || error instanceof FeedParseError) return this.failed(feed, error.message);
      this.needs.logger.error({ err: error, feedId: feed.id }, 'channel feed sync failed');
      return this.failed(feed, 'The calendar could not be read (an error on our side; the log has it).');
    }
    await this.needs.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`channel-feed:${feed.id}`]);
      const counts = events ? await this.apply(manager, feed, events) : await this.retryConflicts(manager, feed);
      const now = this.needs.clock();
      const log = events ? { eventsSeen: events.length, ...counts } : counts.conflicts + counts.added > 0 ? { ...counts } : {};
      await manager.update(
        ChannelFeed,
        { id: feed.id },
        {
          ...log,
          ...validators,
          lastSyncAt: now,
          lastSuccessAt: now,
          lastError: null,
          failingSince: null,
          failureAlertedAt: null,
        },
      );
    });
    return { status: events ? 'synced' : 'not-modified' };
  }

  /** The feed's events against its stays: added, moved, released, or in conflict. */
  private async apply(manager: EntityManager, feed: ChannelFeed, events: FeedEvent[]): Promise<Counts> {
    const counts: Counts = { added: 0, changed: 0, released: 0, conflicts: 0 };
    const today = todayInHotel(this.needs.clock());
    const stays = await manager.find(ChannelStay, { where: { feedId: feed.id }, lock: { mode: 'pessimistic_write' } });
    const byUid = new Map(stays.map((stay) => [stay.uid, stay]));
    const seen = new Set<string>();
    for (const event of events) {
      seen.add(event.uid);
      const stay = byUid.get(event.uid);
      if (!stay) {
        const created = await manager.save(
          manager.create(ChannelStay, {
            feedId: feed.id,
            channel: feed.channel,
            uid: event.uid,
            roomId: feed.roomId,
            checkIn: event.checkIn,
            checkOut: event.checkOut,
            summary: event.summary,
            status: ChannelStayStatus.CONFLICT,
            bookingId: null,
            releasedAt: null,
          }),
        );
        if (await this.place(manager, created, { newlyInConflict: true })) counts.added += 1;
        else counts.conflicts += 1;
        continue;
      }
      if (stay.status === ChannelStayStatus.CONVERTED) continue;
      const moved = stay.checkIn !== event.checkIn || stay.checkOut !== event.checkOut;
      if (moved || stay.status === ChannelStayStatus.RELEASED) {
        await unplaceChannelStay(manager, stay, this.needs.lifecycle);
        const wasReleased = stay.status === ChannelStayStatus.RELEASED;
        Object.assign(stay, { checkIn: event.checkIn, checkOut: event.checkOut, summary: event.summary, releasedAt: null });
        stay.status = ChannelStayStatus.CONFLICT;
        await manager.save(stay);
        if (await this.place(manager, stay, { newlyInConflict: true })) counts[wasReleased ? 'added' : 'changed'] += 1;
        else counts.conflicts += 1;
      } else if (stay.status === ChannelStayStatus.CONFLICT) {
        if (await this.place(manager, stay, { newlyInConflict: false })) counts.added += 1;
      }
    }
    for (const stay of stays) {
      // A stay over by today is the record: the feed leaving it out is not a cancellation.
      if (seen.has(stay.uid) || stay.checkOut <= today) continue;
      if (stay.status !== ChannelStayStatus.ACTIVE && stay.status !== ChannelStayStatus.CONFLICT) continue;
      await this.release(manager, stay, ConflictResolution.EVENT_GONE);
      counts.released += 1;
    }
    return counts;
  }

  /** A feed that did not change: its stays in conflict may have room now (the booking in the way moved). */
  private async retryConflicts(manager: EntityManager, feed: ChannelFeed): Promise<Counts> {
    const counts: Counts = { added: 0, changed: 0, released: 0, conflicts: 0 };
    const waiting = await manager.find(ChannelStay, {
      where: { feedId: feed.id, status: ChannelStayStatus.CONFLICT },
      lock: { mode: 'pessimistic_write' },
    });
    for (const stay of waiting) if (await this.place(manager, stay, { newlyInConflict: false })) counts.added += 1;
    return counts;
  }

  /**
   * Places a stay (status conflict until then). Placed: active, and its open conflict closes as
   * "taken when free". Not placed: a new conflict opens and the owner is alerted, unless the stay
   * only waits again with the same dates (its conflict is already in the inbox, or was settled).
   */
  private async place(manager: EntityManager, stay: ChannelStay, options: { newlyInConflict: boolean }): Promise<boolean> {
    const placement = await placeChannelStay(manager, stay, this.needs);
    const open = await manager.findOne(ChannelConflict, { where: { channelStayId: stay.id, resolvedAt: IsNull() } });
    if (placement.placed) {
      stay.status = ChannelStayStatus.ACTIVE;
      await manager.save(stay);
      if (open) await this.close(manager, open, ConflictResolution.TAKEN_WHEN_FREE);
      return true;
    }
    if (!options.newlyInConflict) return false;
    if (open) await this.close(manager, open, ConflictResolution.EVENT_GONE);
    const conflict = await manager.save(
      manager.create(ChannelConflict, {
        channelStayId: stay.id,
        feedId: stay.feedId,
        channel: stay.channel,
        roomId: stay.roomId,
        checkIn: stay.checkIn,
        checkOut: stay.checkOut,
        inTheWay: placement.inTheWay,
        resolvedAt: null,
        resolvedBy: null,
        resolution: null,
        note: null,
      }),
    );
    const room = await manager.findOne(Room, { where: { id: stay.roomId }, withDeleted: true });
    await this.needs.alerts.conflictOpened(manager, {
      conflictId: conflict.id,
      channel: OTA_CHANNEL_NAMES[stay.channel],
      roomName: roomLabel(room?.name ?? ''),
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      inTheWay: placement.inTheWay.map((item) => item.label),
    });
    return false;
  }

  /** The stay gives its nights back (its event is gone, or its feed removed); its open conflict closes. */
  async release(manager: EntityManager, stay: ChannelStay, resolution: ConflictResolution): Promise<void> {
    await unplaceChannelStay(manager, stay, this.needs.lifecycle);
    stay.status = ChannelStayStatus.RELEASED;
    stay.releasedAt = this.needs.clock();
    await manager.save(stay);
    const open = await manager.findOne(ChannelConflict, { where: { channelStayId: stay.id, resolvedAt: IsNull() } });
    if (open) await this.close(manager, open, resolution);
  }

  private async close(manager: EntityManager, conflict: ChannelConflict, resolution: ConflictResolution): Promise<void> {
    await manager.update(
      ChannelConflict,
      { id: conflict.id },
      { resolvedAt: this.needs.clock(), resolvedBy: 'Calendar sync', resolution },
    );
  }

  /** A failed sync: logged on the feed; failing for an hour alerts the owner, once per failing spell. */
  private async failed(feed: ChannelFeed, error: string): Promise<SyncOutcome> {
    const now = this.needs.clock();
    const failingSince = feed.failingSince ?? now;
    const alert = !feed.failureAlertedAt && now.getTime() - failingSince.getTime() >= FEED_FAILING_ALERT_MS;
    await this.needs.dataSource.transaction(async (manager) => {
      await manager.update(
        ChannelFeed,
        { id: feed.id },
        {
          lastSyncAt: now,
          lastError: error.slice(0, 300),
          failingSince,
          ...(alert ? { failureAlertedAt: now } : {}),
        },
      );
      if (!alert) return;
      const room = await manager.findOne(Room, { where: { id: feed.roomId }, withDeleted: true });
      await this.needs.alerts.feedFailing(manager, {
        feedId: feed.id,
        channel: OTA_CHANNEL_NAMES[feed.channel],
        roomName: roomLabel(room?.name ?? ''),
        failingSince,
        error,
      });
    });
    return { status: 'failed', error };
  }

  /** Stays of these feeds still taking or waiting for nights (the feeds list shows the count). */
  async liveStays(feedIds: string[]): Promise<Map<string, number>> {
    if (feedIds.length === 0) return new Map();
    const rows = await this.needs.dataSource
      .getRepository(ChannelStay)
      .createQueryBuilder('stay')
      .select('stay.feedId', 'feedId')
      .addSelect('count(*)::int', 'count')
      .where({ feedId: In(feedIds), status: ChannelStayStatus.ACTIVE })
      .groupBy('stay.feedId')
      .getRawMany<{ feedId: string; count: number }>();
    return new Map(rows.map((row) => [row.feedId, Number(row.count)]));
  }
}
