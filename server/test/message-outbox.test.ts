import { randomUUID } from 'node:crypto';
import { Booking } from '../src/modules/bookings/booking.entity';
import { MessageChannel, MessageKind, MessageStatus, queueMessage, SendFailure } from '../src/modules/messages';
import { createRoom, quoteFor } from './support/fixtures';
import { useOutboxTestApp } from './support/outbox';

/*
 * The message outbox (issue 28): queued in the transaction of the event that causes it, sent once
 * by the worker, tried again with backoff, failed for good when it must (message-outbox-states:
 * statuses never move back, the worker's nudge and graceful stop).
 */

const outbox = useOutboxTestApp();
const { app, log, messages, row, sends, drain, confirmedBooking } = outbox;

describe('queueing with the event', () => {
  it('queues a booking’s confirmation in the transaction that confirms it; the worker sends it once', async () => {
    const booking = await confirmedBooking();
    const key = `booking_confirmed:email:${booking.id}`;
    const queuedAt = app.clock.now();
    expect(await row(key)).toMatchObject({
      kind: MessageKind.BOOKING_CONFIRMED,
      channel: MessageChannel.EMAIL,
      recipient: booking.userEmail,
      bookingId: booking.id,
      status: MessageStatus.QUEUED,
      attempts: 0,
      nextAttemptAt: queuedAt,
      createdAt: queuedAt,
    });

    await drain();

    expect(sends(key)).toBe(1);
    const [mail] = log.accepted.filter((sent) => sent.key === key).map((sent) => sent.mail);
    expect(mail).toMatchObject({ to: booking.userEmail, subject: expect.stringMatching(/^Booking confirmed — /) });
    expect(await row(key)).toMatchObject({
      status: MessageStatus.SENT,
      attempts: 1,
      providerMessageId: `<${key}@recording.test>`,
      sentAt: queuedAt,
      statusAt: queuedAt,
      leaseUntil: null,
      lastError: null,
    });

    // Asked again (a repeat of the same pay-at-hotel request), the same event queues nothing more.
    await app.services.payments.payAtHotel({ bookingId: booking.id });
    await drain();
    expect(await messages().countBy({ bookingId: booking.id, kind: MessageKind.BOOKING_CONFIRMED })).toBe(1);
    expect(sends(key)).toBe(1);
  });

  it('queues nothing when the event rolls back: a cancellation whose tax document fails leaves no mail', async () => {
    const booking = await confirmedBooking();
    const failing = jest
      .spyOn(app.services.taxDocuments, 'reconcile')
      .mockRejectedValueOnce(new Error('the document sequence is locked'));
    try {
      await expect(app.services.cancellations.cancel(booking.id)).rejects.toThrow('the document sequence is locked');
    } finally {
      failing.mockRestore();
    }
    expect(await messages().countBy({ bookingId: booking.id, kind: MessageKind.BOOKING_CANCELLED })).toBe(0);
    expect((await app.database.dataSource.getRepository(Booking).findOneByOrFail({ id: booking.id })).status).toBe('confirmed');

    await app.services.cancellations.cancel(booking.id);
    await drain();
    expect(await row(`booking_cancelled:email:${booking.id}`)).toMatchObject({ status: MessageStatus.SENT, attempts: 1 });
  });

  it('queues one message per idempotency key, however often it is asked, and none from a transaction that failed', async () => {
    const { dataSource } = app.database;
    const booking = await confirmedBooking();
    const message = {
      kind: MessageKind.TAX_DOCUMENT,
      channel: MessageChannel.EMAIL,
      recipient: 'accounts@example.com',
      bookingId: booking.id,
      extra: 'document-1',
      queuedAt: app.clock.now(),
    };
    const first = await dataSource.transaction((manager) => queueMessage(manager, message));
    const again = await dataSource.transaction((manager) =>
      queueMessage(manager, { ...message, recipient: 'other@example.com' }),
    );
    expect(first).toEqual(expect.any(String));
    expect(again).toBeNull();
    expect(await messages().findBy({ idempotencyKey: `tax_document:email:${booking.id}:document-1` })).toEqual([
      expect.objectContaining({ id: first, recipient: 'accounts@example.com' }),
    ]);

    await expect(
      dataSource.transaction(async (manager) => {
        await queueMessage(manager, { ...message, extra: 'document-2' });
        throw new Error('the event failed after queueing');
      }),
    ).rejects.toThrow('the event failed after queueing');
    expect(await messages().countBy({ idempotencyKey: `tax_document:email:${booking.id}:document-2` })).toBe(0);
    await messages().delete({ id: first! });
  });
});

describe('sending, trying again, failing', () => {
  it('tries again after 1, 5, 15, 60 and 240 minutes on a failure that may pass, and fails after the last try', async () => {
    outbox.provider(() => Promise.reject(new SendFailure('451 4.3.0 Mail server busy, try again later', true)));
    const booking = await confirmedBooking();
    const key = `booking_confirmed:email:${booking.id}`;

    for (const [tried, minutes] of [1, 5, 15, 60, 240].entries()) {
      await drain();
      const now = app.clock.now().getTime();
      expect(await row(key)).toMatchObject({
        status: MessageStatus.QUEUED,
        attempts: tried + 1,
        nextAttemptAt: new Date(now + minutes * 60_000),
        lastError: '451 4.3.0 Mail server busy, try again later',
        leaseUntil: null,
      });
      // Not a moment before its time.
      app.clock.advanceMinutes(minutes - 1);
      await drain();
      expect(sends(key)).toBe(tried + 1);
      app.clock.advanceMinutes(1);
    }
    await drain();

    expect(sends(key)).toBe(6);
    expect(await row(key)).toMatchObject({
      status: MessageStatus.FAILED,
      attempts: 6,
      lastError: '451 4.3.0 Mail server busy, try again later (gave up after 6 tries)',
      sentAt: null,
    });
    await drain();
    expect(sends(key)).toBe(6);
    // The booking stands: a message that cannot go changes nothing of its event.
    expect((await app.database.dataSource.getRepository(Booking).findOneByOrFail({ id: booking.id })).status).toBe('confirmed');
  });

  it('sends on the next try once the failure passed, its last error cleared', async () => {
    let refusals = 1;
    // The guest's confirmation is refused once (the owner's alert queued beside it goes through).
    outbox.provider((sent) =>
      sent.startsWith('booking_confirmed:') && refusals-- > 0
        ? Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:25'))
        : Promise.resolve(),
    );
    const booking = await confirmedBooking();
    const key = `booking_confirmed:email:${booking.id}`;
    await drain();
    expect(await row(key)).toMatchObject({
      status: MessageStatus.QUEUED,
      attempts: 1,
      lastError: 'connect ECONNREFUSED 127.0.0.1:25',
    });
    app.clock.advanceMinutes(1);
    await drain();
    expect(await row(key)).toMatchObject({ status: MessageStatus.SENT, attempts: 2, lastError: null });
    expect(log.acceptedByKey().get(key)).toBe(1);
  });

  it('fails at once, with the provider’s words, on a failure no retry can mend', async () => {
    outbox.provider(() => Promise.reject(new SendFailure('550 5.1.1 <guest@example.com>: no such mailbox', false)));
    const booking = await confirmedBooking();
    const key = `booking_confirmed:email:${booking.id}`;
    await drain();
    expect(await row(key)).toMatchObject({
      status: MessageStatus.FAILED,
      attempts: 1,
      lastError: '550 5.1.1 <guest@example.com>: no such mailbox',
    });
    app.clock.advanceMinutes(300);
    await drain();
    expect(sends(key)).toBe(1);
  });

  it('fails a message that cannot be written, and does not send one whose event moved on', async () => {
    const booking = await confirmedBooking();
    await drain();
    const { dataSource } = app.database;
    const missing = randomUUID();
    await dataSource.transaction((manager) =>
      queueMessage(manager, {
        kind: MessageKind.TAX_DOCUMENT,
        channel: MessageChannel.EMAIL,
        recipient: 'guest@example.com',
        bookingId: booking.id,
        extra: missing,
        params: { documentId: missing },
        queuedAt: app.clock.now(),
      }),
    );
    // A room held for a guest, then booked to pay at the hotel before its "finish paying" mail went.
    const room = await createRoom(app.services);
    const held = await app.services.bookings.createHold(quoteFor(room.id, '2027-02-10', '2027-02-11'));
    await app.services.payments.payAtHotel({ bookingId: held.id });

    await drain();

    const unwritten = await row(`tax_document:email:${booking.id}:${missing}`);
    expect(unwritten).toMatchObject({ status: MessageStatus.FAILED, attempts: 1 });
    expect(unwritten.lastError).toMatch(/^Could not be written: /);
    expect(await row(`finish_paying:email:${held.id}`)).toMatchObject({
      status: MessageStatus.FAILED,
      lastError: 'Not sent: the booking is confirmed now, no longer held',
    });
    expect(sends(`finish_paying:email:${held.id}`)).toBe(0);
    expect(await row(`booking_confirmed:email:${held.id}`)).toMatchObject({ status: MessageStatus.SENT });
  });
});
