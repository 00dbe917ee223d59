import { DataSource } from 'typeorm';
import { createRoom, quoteFor } from '../../../test/support/fixtures';
import { refusal, useServiceHarness } from '../../../test/support/service-harness';
import { onPostgres } from '../../../test/support/test-database';
import { AuditEntry } from '../audit/audit-entry.entity';
import { Actor } from '../../shared/actor';
import { pgErrorCode } from '../../shared/db-errors';
import { BookingLine } from './booking-line.entity';
import { RoomBlock } from './room-block.entity';
import { dateSpan } from './room-blocks.service';

// The harness clock reads 2026-11-21 10:00 in Kolkata.
const TODAY = '2026-11-21';
const OWNER: Actor = { adminId: null, label: 'Owner <owner@hotel.test>' };

const harness = useServiceHarness();
let dataSource: DataSource;
beforeAll(() => (dataSource = harness.database.dataSource));

const blocks = () => harness.services.roomBlocks;
const numberedRoom = (name: string) => createRoom(harness.services, { name });
const freeRoomIds = async (checkIn: string, checkOut: string) =>
  (await harness.services.availability.availableRooms({ checkIn, checkOut, guests: 1 })).map((room) => room.id);
const blockingLinesOf = (roomId: string) => dataSource.getRepository(BookingLine).countBy({ roomId, blocksRoom: true });

describe('closing a room for some nights', () => {
  it('takes the nights [from, to) exactly as a stay does: availability, holds and the record', async () => {
    const room = await numberedRoom('2101');
    const block = await blocks().block(
      { roomId: room.id, from: '2026-12-01', to: '2026-12-04', reason: '  Painting   the walls ' },
      OWNER,
    );

    const stored = await dataSource.getRepository(RoomBlock).findOneByOrFail({ id: block.id });
    expect(stored).toMatchObject({
      roomId: room.id,
      startsOn: '2026-12-01',
      endsOn: '2026-12-04',
      reason: 'Painting the walls',
      createdBy: OWNER.label,
      liftedAt: null,
    });
    const lines = await dataSource.getRepository(BookingLine).findBy({ roomBlockId: block.id });
    expect(lines).toMatchObject([
      { roomId: room.id, bookingId: null, checkIn: '2026-12-01', checkOut: '2026-12-04', blocksRoom: true },
    ]);

    expect(await freeRoomIds('2026-12-03', '2026-12-05')).not.toContain(room.id);
    expect(await freeRoomIds('2026-11-29', '2026-12-01')).toContain(room.id);
    expect(await freeRoomIds('2026-12-04', '2026-12-06')).toContain(room.id);
    const hold = await refusal(() => harness.services.bookings.createHold(quoteFor(room.id, '2026-11-30', '2026-12-02')));
    expect(hold.code).toBe('DATES_UNAVAILABLE');
    // A stay ending the morning the block starts, and one starting the day it ends, fit around it.
    await harness.services.bookings.createHold(quoteFor(room.id, '2026-11-29', '2026-12-01'));
    await harness.services.bookings.createHold(quoteFor(room.id, '2026-12-04', '2026-12-05'));

    const audit = await dataSource.getRepository(AuditEntry).findBy({ roomId: room.id });
    expect(audit).toMatchObject([
      {
        action: 'block',
        actor: OWNER.label,
        detail: 'Closed Room 2101 from Tue, 1 Dec 2026 to Fri, 4 Dec 2026 (3 nights): Painting the walls',
      },
    ]);
  });

  it('refuses a block over booked nights, naming the bookings in the way, and writes nothing', async () => {
    const room = await numberedRoom('2102');
    const asha = await harness.services.payments.payAtHotel({
      quote: quoteFor(room.id, '2026-11-24', '2026-11-26', { name: 'Asha Verma' }),
    });
    const ravi = await harness.services.bookings.createHold(
      quoteFor(room.id, '2026-11-30', '2026-12-02', { name: 'Ravi Kumar' }),
    );

    const error = await refusal(() =>
      blocks().block({ roomId: room.id, from: TODAY, to: '2026-12-01', reason: 'Plumbing' }, OWNER),
    );
    expect(error).toMatchObject({
      code: 'ROOM_BLOCK_NIGHTS_TAKEN',
      kind: 'conflict',
      message:
        `Room 2102 is booked on some of these nights: ${asha.bookCode} (Asha Verma, 24–26 Nov), ` +
        `${ravi.bookCode} (Ravi Kumar, 30 Nov–2 Dec). Move or cancel those first.`,
    });
    expect(await dataSource.getRepository(RoomBlock).countBy({ roomId: room.id })).toBe(0);
    expect(await dataSource.getRepository(AuditEntry).countBy({ roomId: room.id })).toBe(0);
  });

  it('refuses a block over another block, naming it; a hold that ran out is no longer in the way', async () => {
    const room = await numberedRoom('2103');
    await harness.services.bookings.createHold(quoteFor(room.id, '2026-12-10', '2026-12-12'));
    await blocks().block({ roomId: room.id, from: '2026-12-20', to: '2026-12-22', reason: 'New carpet' }, OWNER);

    const error = await refusal(() =>
      blocks().block({ roomId: room.id, from: '2026-12-21', to: '2026-12-23', reason: 'Deep clean' }, OWNER),
    );
    expect(error.message).toBe(
      'Room 2103 is already closed on some of these nights: New carpet (20–22 Dec). Change or lift that block first.',
    );

    harness.clock.advanceMinutes(16);
    await blocks().block({ roomId: room.id, from: '2026-12-10', to: '2026-12-12', reason: 'Deep clean' }, OWNER);
    expect(await blockingLinesOf(room.id)).toBe(2);
  });

  it('lets the database refuse an overlapping claim even when the check before it is skipped', async () => {
    const room = await numberedRoom('2104');
    await harness.services.payments.payAtHotel({ quote: quoteFor(room.id, '2026-12-05', '2026-12-07') });
    const claim = dataSource.transaction(async (manager) => {
      const block = await manager.save(
        manager.create(RoomBlock, {
          roomId: room.id,
          startsOn: '2026-12-06',
          endsOn: '2026-12-08',
          reason: 'Test',
          createdBy: 'test',
        }),
      );
      await harness.services.bookingLifecycle.claimForBlock(manager, {
        blockId: block.id,
        room,
        startsOn: block.startsOn,
        endsOn: block.endsOn,
      });
    });
    expect(
      pgErrorCode(
        await claim.then(
          () => null,
          (error: unknown) => error,
        ),
      ),
    ).toBe('23P01');
    expect(await dataSource.getRepository(RoomBlock).countBy({ roomId: room.id })).toBe(0);
  });

  it('answers every mistake in the form at its field, and changes nothing', async () => {
    const room = await numberedRoom('2105');
    const fields = async (input: Record<string, unknown>) =>
      (await refusal(() => blocks().block(input, OWNER))) as unknown as { errors: { field: string; message: string }[] };
    expect((await fields({})).errors.map((e) => [e.field, e.message])).toEqual([
      ['roomId', 'Room not found'],
      ['from', 'Choose the first night to close'],
      ['to', 'Choose the day the room opens again'],
      ['reason', 'Say why the room is closed'],
    ]);
    const messages = async (input: Record<string, unknown>) =>
      (await fields({ roomId: room.id, reason: 'Repairs', ...input })).errors.map((e) => e.message);
    expect(await messages({ from: '1 Dec', to: '2026-12-40' })).toEqual([
      'The first night must be a date (YYYY-MM-DD)',
      'The day the room opens again must be a date (YYYY-MM-DD)',
    ]);
    expect(await messages({ from: '2026-11-20', to: '2026-11-22' })).toEqual(['A block cannot start in the past']);
    expect(await messages({ from: '2026-12-02', to: '2026-12-02' })).toEqual([
      'The room must open again after the first closed night',
    ]);
    expect(await messages({ from: '2026-12-01', to: '2027-12-03' })).toEqual(['A block can be at most 366 nights']);
    expect(await messages({ from: '2029-01-01', to: '2029-01-03' })).toEqual(['A block can start at most 730 days ahead']);
    expect(await messages({ from: '2026-12-01', to: '2026-12-03', reason: 'x'.repeat(201) })).toEqual([
      'The reason can be at most 200 characters',
    ]);
    const unknownRoom = await refusal(() =>
      blocks().block({ roomId: '00000000-0000-4000-8000-000000000000', from: TODAY, to: '2026-11-22', reason: 'x' }, OWNER),
    );
    expect(unknownRoom).toMatchObject({ code: 'ROOM_BLOCK_ROOM_NOT_FOUND', field: 'roomId' });

    await harness.services.rooms.delete(room.id);
    expect(
      (await refusal(() => blocks().block({ roomId: room.id, from: TODAY, to: '2026-11-22', reason: 'x' }, OWNER))).message,
    ).toBe('Room not found');
    expect(await dataSource.getRepository(RoomBlock).countBy({ roomId: room.id })).toBe(0);
  });

  it('takes a block that starts today and one of exactly 366 nights', async () => {
    const room = await numberedRoom('2106');
    await blocks().block({ roomId: room.id, from: TODAY, to: '2026-11-22', reason: 'Leak' }, OWNER);
    await blocks().block({ roomId: room.id, from: '2026-12-01', to: '2027-12-02', reason: 'Rebuild' }, OWNER);
    expect(await blockingLinesOf(room.id)).toBe(2);
  });
});

describe('opening the nights again', () => {
  it('frees the nights, keeps the lifted record, audits once, and answers a second lift the same', async () => {
    const room = await numberedRoom('2201');
    const block = await blocks().block({ roomId: room.id, from: '2026-12-01', to: '2026-12-03', reason: 'Painting' }, OWNER);
    harness.clock.advanceMinutes(5);
    const lifted = await blocks().unblock(block.id, OWNER);
    expect(lifted).toMatchObject({ id: block.id, liftedBy: OWNER.label, liftedAt: harness.clock.now() });

    expect(await freeRoomIds('2026-12-01', '2026-12-03')).toContain(room.id);
    await harness.services.bookings.createHold(quoteFor(room.id, '2026-12-01', '2026-12-03'));
    expect(await dataSource.getRepository(RoomBlock).findOneByOrFail({ id: block.id })).toMatchObject({ liftedBy: OWNER.label });
    expect(await dataSource.getRepository(BookingLine).findOneByOrFail({ roomBlockId: block.id })).toMatchObject({
      blocksRoom: false,
    });

    harness.clock.advanceMinutes(5);
    const again = await blocks().unblock(block.id, { adminId: null, label: 'Someone else' });
    expect(again).toMatchObject({ liftedBy: OWNER.label, liftedAt: lifted.liftedAt });
    const audit = await dataSource.getRepository(AuditEntry).find({ where: { roomId: room.id }, order: { at: 'ASC' } });
    expect(audit.map((entry) => entry.action)).toEqual(['block', 'unblock']);
    expect(audit[1].detail).toBe('Opened Room 2201 from Tue, 1 Dec 2026 to Thu, 3 Dec 2026 (2 nights) again (was: Painting)');
  });

  it('says so for an unknown block', async () => {
    expect(await refusal(() => blocks().unblock('nope', OWNER))).toMatchObject({
      code: 'ROOM_BLOCK_NOT_FOUND',
      kind: 'not_found',
    });
  });
});

describe("a room's blocks", () => {
  it('lists those sharing a night with the window, from today unless told, lifted ones on request', async () => {
    const room = await numberedRoom('2301');
    const early = await blocks().block({ roomId: room.id, from: TODAY, to: '2026-11-23', reason: 'Leak' }, OWNER);
    const later = await blocks().block({ roomId: room.id, from: '2027-01-10', to: '2027-01-12', reason: 'Paint' }, OWNER);
    const lifted = await blocks().block({ roomId: room.id, from: '2026-12-01', to: '2026-12-02', reason: 'AC' }, OWNER);
    await blocks().unblock(lifted.id, OWNER);

    const ids = async (query: Record<string, unknown>) => (await blocks().list({ roomId: room.id, ...query })).map((b) => b.id);
    expect(await ids({})).toEqual([early.id, later.id]);
    expect(await ids({ includeLifted: true })).toEqual([early.id, lifted.id, later.id]);
    expect(await ids({ from: '2026-11-22', to: '2027-01-10' })).toEqual([early.id]);
    harness.clock.advanceMinutes(3 * 24 * 60);
    expect(await ids({})).toEqual([later.id]);
    expect((await refusal(() => blocks().list({ roomId: room.id, from: 'soon' }))).message).toBe(
      'The first day must be a date (YYYY-MM-DD)',
    );
  });
});

describe('the refusal wording', () => {
  it('writes a span within a month, across months and across years', () => {
    expect(dateSpan('2026-11-24', '2026-11-26')).toBe('24–26 Nov');
    expect(dateSpan('2026-11-30', '2026-12-02')).toBe('30 Nov–2 Dec');
    expect(dateSpan('2026-12-30', '2027-01-02')).toBe('30 Dec 2026–2 Jan 2027');
  });
});

/*
 * Two blocks of the same nights at the same moment: only the database can keep them apart
 * (PGlite is one connection, so the race needs PostgreSQL).
 */
(onPostgres() ? describe : describe.skip)('two owners closing the same nights at once', () => {
  it('lets exactly one win; the other is told which block is in the way', async () => {
    const room = await numberedRoom('2401');
    const attempts = await Promise.allSettled(
      Array.from({ length: 6 }, (_, index) =>
        blocks().block({ roomId: room.id, from: '2026-12-10', to: '2026-12-13', reason: `Works ${index}` }, OWNER),
      ),
    );
    const won = attempts.filter((attempt): attempt is PromiseFulfilledResult<RoomBlock> => attempt.status === 'fulfilled');
    const lost = attempts.filter((attempt): attempt is PromiseRejectedResult => attempt.status === 'rejected');
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(5);
    const winner = won[0].value;
    for (const refused of lost) {
      expect(refused.reason).toMatchObject({
        code: 'ROOM_BLOCK_NIGHTS_TAKEN',
        message: `Room 2401 is already closed on some of these nights: ${winner.reason} (10–13 Dec). Change or lift that block first.`,
      });
    }
    expect(await blockingLinesOf(room.id)).toBe(1);
  });
});
