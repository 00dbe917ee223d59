import { MessageStatus, MessageTransports, moveMessageStatus, OutboxWorker } from '../src/modules/messages';
import { retryLater } from '../src/modules/messages/outbox-status';
import { createLogger } from '../src/shared/logger';
import { RecordingMailTransport, SendLog } from './support/message-transports';
import { useOutboxTestApp } from './support/outbox';

/*
 * The message outbox (issue 28): a message's status moves forward only, the lease holder alone
 * gives it back, and the worker is nudged at commit and stops gracefully.
 */

const { app, messages, row, drain, confirmedBooking } = useOutboxTestApp();

describe('statuses', () => {
  it('move forward only: a late report never undoes a later one, and failed is final', async () => {
    const booking = await confirmedBooking();
    await drain();
    const sent = await row(`booking_confirmed:email:${booking.id}`);
    const { manager } = app.database.dataSource;
    const at = app.clock.now();
    const status = async () => (await row(sent.idempotencyKey)).status;

    expect(await moveMessageStatus(manager, { id: sent.id }, MessageStatus.DELIVERED, at)).toBe(true);
    expect(await moveMessageStatus(manager, { id: sent.id }, MessageStatus.SENT, at)).toBe(false);
    expect(await status()).toBe(MessageStatus.DELIVERED);
    expect(await moveMessageStatus(manager, { providerMessageId: sent.providerMessageId! }, MessageStatus.READ, at)).toBe(true);
    expect(await moveMessageStatus(manager, { id: sent.id }, MessageStatus.DELIVERED, at)).toBe(false);
    expect(await status()).toBe(MessageStatus.READ);
    expect(
      await moveMessageStatus(manager, { id: sent.id }, MessageStatus.FAILED, at, { lastError: '131050: user stopped' }),
    ).toBe(true);
    expect(await moveMessageStatus(manager, { id: sent.id }, MessageStatus.READ, at)).toBe(false);
    expect(await row(sent.idempotencyKey)).toMatchObject({ status: MessageStatus.FAILED, lastError: '131050: user stopped' });
    // Sent keeps its first time when reports come after it.
    expect((await row(sent.idempotencyKey)).sentAt).toEqual(sent.sentAt);
  });

  it('let only the worker that holds the lease give a message back', async () => {
    const booking = await confirmedBooking();
    const key = `booking_confirmed:email:${booking.id}`;
    const message = await row(key);
    // Taken twice: the first worker's lease ran out and another took the message (attempts 2).
    await messages().update({ id: message.id }, { status: MessageStatus.SENDING, attempts: 2 });
    const at = app.clock.now();
    expect(await retryLater(app.database.dataSource.manager, { id: message.id, attempts: 1 }, at, 'timed out', at)).toBe(false);
    expect(await row(key)).toMatchObject({ status: MessageStatus.SENDING, attempts: 2, lastError: null });
    expect(await retryLater(app.database.dataSource.manager, { id: message.id, attempts: 2 }, at, 'timed out', at)).toBe(true);
    expect(await row(key)).toMatchObject({ status: MessageStatus.QUEUED, attempts: 2, lastError: 'timed out' });
    await drain();
  });
});

describe('the worker', () => {
  /** A worker of its own on the app's database, polling only every five minutes. */
  function slowPollingWorker(transport: RecordingMailTransport) {
    const { dataSource } = app.database;
    return new OutboxWorker(
      dataSource,
      new MessageTransports([transport]),
      app.services.messageRenderers,
      app.clock.now,
      createLogger('silent'),
      {
        pollMs: 300_000,
        batchSize: 10,
      },
    );
  }

  it('is nudged when the transaction that queued a message commits, and sends it at once', async () => {
    await drain();
    const own = new SendLog();
    const worker = slowPollingWorker(new RecordingMailTransport(own));
    worker.start();
    try {
      const booking = await confirmedBooking();
      // Its poll is five minutes away: only the nudge at commit can send it now.
      await own.whenStarted(2);
      // The guest's confirmation and the owner's alert of the new booking.
      expect([...own.started].sort()).toEqual([`booking_confirmed:email:${booking.id}`, `owner_new_booking:email:${booking.id}`]);
    } finally {
      await worker.stop();
    }
  });

  it('stops gracefully: the send in flight finishes and is recorded, and nothing new is taken', async () => {
    await drain();
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const own = new SendLog();
    const worker = slowPollingWorker(new RecordingMailTransport(own, () => answered));
    worker.start();
    const first = await confirmedBooking();
    await own.whenStarted(1);

    let stopped = false;
    const stopping = worker.stop().then(() => (stopped = true));
    const second = await confirmedBooking();
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    answer();
    await stopping;

    // The first booking's messages (the guest's confirmation, the owner's alert) were taken in one round.
    expect([...own.started].sort()).toEqual([`booking_confirmed:email:${first.id}`, `owner_new_booking:email:${first.id}`]);
    expect(await row(`booking_confirmed:email:${first.id}`)).toMatchObject({ status: MessageStatus.SENT, attempts: 1 });
    expect(await row(`booking_confirmed:email:${second.id}`)).toMatchObject({ status: MessageStatus.QUEUED, attempts: 0 });
    expect(await row(`owner_new_booking:email:${second.id}`)).toMatchObject({ status: MessageStatus.QUEUED, attempts: 0 });
    await drain();
  });
});
