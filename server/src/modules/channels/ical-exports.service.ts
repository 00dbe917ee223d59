import { createHash, randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { Actor } from '../../shared/actor';
import { Clock } from '../../shared/clock';
import { addDays, todayInHotel } from '../../shared/dates';
import { DomainError } from '../../shared/domain-error';
import { isUuid } from '../../shared/input';
import { BOOKING_HORIZON_DAYS } from '../../shared/pure/stay-limits';
import { AuditAction, AuditService } from '../audit';
import { CalendarClaim, isOtaChannel, OTA_CHANNEL_NAMES, OTA_CHANNELS, OtaChannel, RoomOccupancyService } from '../bookings';
import { byRoomNumber, Room, ROOM_TYPE_LABELS, roomLabel, RoomType } from '../rooms';
import { ChannelErrorCode, channelUnknown } from './channel-errors';
import { IcalExport } from './ical-export.entity';
import { buildFeed, ExportEvent } from './ical/feed-build';

/** An exported calendar as the owner's list shows it: its link once made. */
export interface ListedExport {
  target: string;
  roomId: string | null;
  roomType: RoomType | null;
  name: string;
  channel: OtaChannel;
  url: string | null;
  madeAt: Date | null;
  lastFetchedAt: Date | null;
}

/** A feed's text with its validators, as the route answers it. */
export interface ServedFeed {
  body: string;
  etag: string;
  lastModified: Date;
}

/** Built feeds kept per export, until the availability version moves on. */
const CACHED_FEEDS = 500;
/** An OTA's fetch is written down at most this often. */
const FETCH_NOTED_EVERY_MS = 5 * 60_000;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The hotel's own calendars for the OTAs (issue 30): per room and per room type, one secret feed
 * per channel, listing the taken nights as all-day events with no guest data. The feed made for a
 * channel leaves out the stays imported from that channel (never re-export to a channel what it
 * sent). Built feeds are kept until the availability version moves (any booking, block, OTA stay
 * or room change moves it), so an OTA polling every few minutes costs one small read.
 */
export class IcalExportsService {
  private readonly cache = new Map<string, { version: string; feed: ServedFeed }>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly occupancy: RoomOccupancyService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    private readonly publicBaseUrl: string,
  ) {}

  /** Every room and room type, for each channel, with its link when one was made. */
  async list(): Promise<ListedExport[]> {
    const rooms = byRoomNumber(await this.dataSource.getRepository(Room).find());
    const types = [...new Set(rooms.map((room) => room.type))];
    const made = new Map(
      (await this.dataSource.getRepository(IcalExport).find()).map((row) => [`${row.target}|${row.channel}`, row]),
    );
    const targets = [
      ...rooms.map((room) => ({ target: `room:${room.id}`, roomId: room.id, roomType: null, name: roomLabel(room.name) })),
      ...types.map((type) => ({ target: `type:${type}`, roomId: null, roomType: type, name: `${ROOM_TYPE_LABELS[type]} rooms` })),
    ];
    return targets.flatMap((target) =>
      OTA_CHANNELS.map((channel) => {
        const row = made.get(`${target.target}|${channel}`);
        return {
          ...target,
          channel,
          url: row ? this.urlOf(row.token) : null,
          madeAt: row?.madeAt ?? null,
          lastFetchedAt: row?.lastFetchedAt ?? null,
        };
      }),
    );
  }

  /** Makes the feed's secret link, or a new one (the old stops working at once). */
  async regenerate(input: { roomId?: unknown; roomType?: unknown; channel?: unknown }, actor: Actor): Promise<ListedExport> {
    if (!isOtaChannel(input.channel)) throw channelUnknown();
    const channel = input.channel;
    const target = await this.targetOf(input);
    const token = randomBytes(32).toString('base64url');
    await this.dataSource.transaction(async (manager) => {
      await manager.upsert(IcalExport, { target: target.target, channel, token, madeAt: this.clock(), madeBy: actor.label }, [
        'target',
        'channel',
      ]);
      await this.audit.record(manager, actor, {
        action: AuditAction.CHANNELS,
        roomId: target.roomId,
        detail: `Made a new ${OTA_CHANNEL_NAMES[channel]} calendar link for ${target.name} (the old one stops working)`,
      });
    });
    return (await this.list()).find((entry) => entry.target === target.target && entry.channel === channel)!;
  }

  /** The feed behind a token, or undefined (an unknown token learns nothing more). */
  async feed(token: string): Promise<ServedFeed | undefined> {
    if (!TOKEN.test(token)) return undefined;
    const row = await this.dataSource.getRepository(IcalExport).findOneBy({ token });
    if (!row) return undefined;
    const now = this.clock();
    if (!row.lastFetchedAt || now.getTime() - row.lastFetchedAt.getTime() > FETCH_NOTED_EVERY_MS) {
      await this.dataSource.getRepository(IcalExport).update({ id: row.id }, { lastFetchedAt: now });
    }
    const [{ version }] = await this.dataSource.query<{ version: string | null }[]>(
      'SELECT sum(version)::text AS version FROM availability_version',
    );
    const today = todayInHotel(now);
    const key = `${version}|${today}|${row.token}`;
    const cached = this.cache.get(row.id);
    if (cached && cached.version === key) return cached.feed;
    const body = await this.build(row, today, now);
    const feed = { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`, lastModified: now };
    this.cache.delete(row.id);
    this.cache.set(row.id, { version: key, feed });
    while (this.cache.size > CACHED_FEEDS) this.cache.delete(this.cache.keys().next().value!);
    return feed;
  }

  private async build(row: IcalExport, today: string, now: Date): Promise<string> {
    const host = new URL(this.publicBaseUrl).hostname;
    const [kind, value] = [row.target.slice(0, row.target.indexOf(':')), row.target.slice(row.target.indexOf(':') + 1)];
    const rooms =
      kind === 'room'
        ? await this.dataSource.getRepository(Room).find({ where: { id: value }, withDeleted: true })
        : await this.dataSource.getRepository(Room).find({ where: { type: value as RoomType, isAvailable: true } });
    const claims = (
      await this.occupancy.takenForCalendar(
        rooms.map((room) => room.id),
        today,
      )
    ).filter((claim) => claim.channel !== row.channel);
    const events =
      kind === 'room'
        ? claims.map((claim) => ({
            uid: `${claim.kind}-${claim.lineId}@${host}`,
            checkIn: claim.checkIn,
            checkOut: claim.checkOut,
            summary: claim.kind === 'block' ? 'Closed' : 'Booked',
          }))
        : typeFullNights(rooms.length, claims, today, value, host);
    const name = kind === 'room' ? roomLabel(rooms[0]?.name ?? '') : `${ROOM_TYPE_LABELS[value as RoomType] ?? value} rooms`;
    return buildFeed({
      calendarName: `${name} (${OTA_CHANNEL_NAMES[row.channel]})`,
      productId: `-//${host}//Hotel calendar//EN`,
      events,
      stampedAt: now,
    });
  }

  private async targetOf(input: { roomId?: unknown; roomType?: unknown }) {
    if (isUuid(input.roomId) && input.roomType == null) {
      const room = await this.dataSource.getRepository(Room).findOneBy({ id: input.roomId });
      if (room) return { target: `room:${room.id}`, roomId: room.id, name: roomLabel(room.name) };
    }
    if (input.roomId == null && typeof input.roomType === 'string' && Object.hasOwn(ROOM_TYPE_LABELS, input.roomType)) {
      const type = input.roomType as RoomType;
      return { target: `type:${type}`, roomId: null, name: `${ROOM_TYPE_LABELS[type]} rooms` };
    }
    throw new DomainError(ChannelErrorCode.ExportTargetInvalid, 'Choose one room or one room type', 'roomId');
  }

  private urlOf(token: string): string {
    return `${this.publicBaseUrl.replace(/\/+$/, '')}/ical/${token}.ics`;
  }
}

/**
 * A type's feed: the nights on which every room of the type is taken (one unit of inventory on the
 * OTA), as runs of consecutive nights; a type with no room for sale is closed for the horizon.
 */
function typeFullNights(rooms: number, claims: CalendarClaim[], today: string, type: string, host: string): ExportEvent[] {
  const horizon = addDays(today, BOOKING_HORIZON_DAYS);
  const takenRooms = new Map<string, Set<string>>();
  for (const claim of claims) {
    for (
      let night = claim.checkIn < today ? today : claim.checkIn;
      night < claim.checkOut && night < horizon;
      night = addDays(night, 1)
    ) {
      const set = takenRooms.get(night) ?? new Set<string>();
      set.add(claim.roomId);
      takenRooms.set(night, set);
    }
  }
  const full = (night: string) => rooms === 0 || (takenRooms.get(night)?.size ?? 0) >= rooms;
  const events: ExportEvent[] = [];
  let start: string | null = null;
  for (let night = today; night <= horizon; night = addDays(night, 1)) {
    if (night < horizon && full(night)) start ??= night;
    else if (start) {
      events.push({ uid: `type-${type}-${start}@${host}`, checkIn: start, checkOut: night, summary: 'Sold out' });
      start = null;
    }
  }
  return events;
}
