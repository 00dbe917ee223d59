import {
  MessageChannel,
  MessageKind,
  OutboxMessage,
  RenderedMessage,
  SendFailure,
  SendReport,
  smsFallbackKey,
  type MessageTransport,
} from '../src/modules/messages';
import { webhookBody } from '../src/modules/messages/whatsapp/webhook-payloads';
import { createRoom, quoteFor } from './support/fixtures';
import { RecordingMailTransport } from './support/message-transports';
import { postWhatsAppWebhook } from './support/messaging';
import { useTestApp } from './support/test-app';

/*
 * Issue 28: a guest's message goes on the channels the guest allows (mail to their email;
 * WhatsApp only to a number that chose it), the owner's alert to the profile's address and
 * number, and a WhatsApp message that fails for good is told again by SMS, once.
 */

/** A fake phone provider on no network: it records each send and answers as `behave` says. */
class RecordingPhoneTransport implements MessageTransport {
  readonly name = 'recording';
  readonly sent: { key: string; rendered: RenderedMessage }[] = [];
  behave: (rendered: RenderedMessage) => void = () => undefined;

  constructor(readonly channel: MessageChannel) {}

  async send(rendered: RenderedMessage, idempotencyKey: string): Promise<SendReport> {
    this.behave(rendered);
    this.sent.push({ key: idempotencyKey, rendered });
    return { providerMessageId: `wamid.TEST${this.sent.length}${this.channel}` };
  }
}

const whatsapp = new RecordingPhoneTransport(MessageChannel.WHATSAPP);
const sms = new RecordingPhoneTransport(MessageChannel.SMS);
const app = useTestApp({}, undefined, { messageTransports: [new RecordingMailTransport(), whatsapp, sms] });

beforeAll(async () => {
  await app.services.outbox.stop();
  // The test's own text for a confirmation by phone: what is under test is where it goes, not its words.
  app.services.phoneRenderers.register(MessageKind.BOOKING_CONFIRMED, async (message) => ({
    guestName: 'Amrita Sharma',
    bookCode: 'HB7K3QM',
    hotelName: 'Test Hotel',
    rooms: 'Deluxe 101',
    stayDates: '1–4 Dec 2026',
    checkInTime: '2 PM',
    totalAmount: '₹12,600',
    paidAmount: '₹0',
    bookingUrl: `${app.config.publicBaseUrl.replace(/\/+$/, '')}/booking/${message.bookingId}`,
  }));
});
afterEach(() => {
  whatsapp.behave = () => undefined;
});

const messages = () => app.database.dataSource.getRepository(OutboxMessage);
const channelsOf = async (bookingId: string) =>
  (await messages().findBy({ bookingId, kind: MessageKind.BOOKING_CONFIRMED }))
    .filter((row) => row.idempotencyKey.endsWith(':told'))
    .map((row) => row.channel)
    .sort();

let day = 0;
async function bookAtHotel(overrides: Record<string, unknown>) {
  day += 2;
  const checkIn = new Date(Date.UTC(2027, 0, 1 + day)).toISOString().slice(0, 10);
  const checkOut = new Date(Date.UTC(2027, 0, 2 + day)).toISOString().slice(0, 10);
  const room = await createRoom(app.services);
  const booking = await app.services.payments.payAtHotel({ quote: quoteFor(room.id, checkIn, checkOut, overrides) });
  // Told once more through GuestMessages (its own key: `…:told`), as the modules that queue a stay's messages do.
  await app.database.dataSource.transaction((manager) =>
    app.services.guestMessages.queue(manager, {
      kind: MessageKind.BOOKING_CONFIRMED,
      bookingId: booking.id,
      email: booking.userEmail,
      phone: booking.userPhone,
      extra: 'told',
      queuedAt: app.clock.now(),
    }),
  );
  return booking;
}

describe("a guest's message", () => {
  it('goes by WhatsApp beside the mail when the booking form chose WhatsApp updates', async () => {
    const booking = await bookAtHotel({ phone: '9876500001', whatsappUpdates: true });
    expect(await channelsOf(booking.id)).toEqual(['email', 'whatsapp']);
    const row = await messages().findOneByOrFail({ idempotencyKey: `booking_confirmed:whatsapp:${booking.id}:told` });
    expect(row.recipient).toBe('+919876500001');
  });

  it('goes by mail only when the guest did not choose WhatsApp, or withdrew', async () => {
    const unticked = await bookAtHotel({ phone: '9876500002', whatsappUpdates: false });
    expect(await channelsOf(unticked.id)).toEqual(['email']);
    // The number chose WhatsApp once, then wrote STOP: the next booking gets mail only.
    await bookAtHotel({ phone: '9876500003', whatsappUpdates: true });
    const stop = webhookBody(app.config.messaging.whatsapp.phoneNumberId, {
      contacts: [{ profile: { name: 'Amrita' }, wa_id: '919876500003' }],
      messages: [
        {
          from: '919876500003',
          id: 'wamid.STOP1',
          timestamp: String(Math.floor(app.clock.now().getTime() / 1000) + 1),
          type: 'text',
          text: { body: 'STOP' },
        },
      ],
    });
    app.clock.advanceMinutes(1);
    expect((await postWhatsAppWebhook(app, stop)).status).toBe(200);
    const after = await bookAtHotel({ phone: '9876500003' });
    expect(await channelsOf(after.id)).toEqual(['email']);
  });
});

describe("the owner's alert", () => {
  it('goes to the alerts address, and by WhatsApp to the owner’s number with no consent row', async () => {
    app.services.phoneRenderers.register(MessageKind.OWNER_PAYMENT_WEBHOOK_FAILED, async () => ({
      occurredAt: '21 Nov, 10:15 AM',
      problem: 'its signature did not match',
      adminUrl: `${app.config.publicBaseUrl.replace(/\/+$/, '')}/admin/payments`,
    }));
    const queued = await app.database.dataSource.transaction((manager) =>
      app.services.guestMessages.alertOwner(manager, {
        kind: MessageKind.OWNER_PAYMENT_WEBHOOK_FAILED,
        subjectId: 'evt_test_1',
        alertsEmail: 'owner@example.com',
        alertsPhone: '+919800012345',
        queuedAt: app.clock.now(),
      }),
    );
    expect(await messages().findOneByOrFail({ id: queued.email! })).toMatchObject({
      channel: 'email',
      recipient: 'owner@example.com',
    });
    expect(await messages().findOneByOrFail({ id: queued.whatsapp! })).toMatchObject({
      channel: 'whatsapp',
      recipient: '+919800012345',
      idempotencyKey: 'owner_payment_webhook_failed:whatsapp:evt_test_1',
    });
    await app.services.outbox.drain();
  });
});

describe('a WhatsApp message that fails for good', () => {
  it('is told again by SMS, once, with the same variables, when the provider refuses it', async () => {
    whatsapp.behave = () => {
      throw new SendFailure('131026: Message undeliverable', false);
    };
    const booking = await bookAtHotel({ phone: '9876500004', whatsappUpdates: true });
    await app.services.outbox.drain();
    const failed = await messages().findOneByOrFail({ idempotencyKey: `booking_confirmed:whatsapp:${booking.id}:told` });
    expect(failed).toMatchObject({ status: 'failed', lastError: '131026: Message undeliverable' });
    const fallback = await messages().findOneByOrFail({ idempotencyKey: smsFallbackKey(failed.id) });
    expect(fallback).toMatchObject({ channel: 'sms', status: 'sent', recipient: '+919876500004', fallbackOfId: failed.id });
    const text = sms.sent.find((sent) => sent.key === fallback.idempotencyKey)!.rendered;
    expect(text).toMatchObject({ channel: 'sms', variables: ['Amrita Sharma', 'HB7K3QM', '1-4 Dec 2026', 'Rs 12,600', 'Rs 0'] });
  });

  it("is told again by SMS when Meta's status report says it failed, and a repeated report queues no second", async () => {
    const booking = await bookAtHotel({ phone: '9876500005', whatsappUpdates: true });
    await app.services.outbox.drain();
    const sent = await messages().findOneByOrFail({ idempotencyKey: `booking_confirmed:whatsapp:${booking.id}:told` });
    expect(sent.status).toBe('sent');
    const report = webhookBody(app.config.messaging.whatsapp.phoneNumberId, {
      statuses: [
        {
          id: sent.providerMessageId!,
          status: 'failed',
          timestamp: String(Math.floor(app.clock.now().getTime() / 1000)),
          recipient_id: '919876500005',
          errors: [{ code: 131047, title: 'Re-engagement message' }],
        },
      ],
    });
    expect((await postWhatsAppWebhook(app, report)).status).toBe(200);
    expect((await postWhatsAppWebhook(app, report)).status).toBe(200);
    const fallbacks = await messages().findBy({ fallbackOfId: sent.id });
    expect(fallbacks).toHaveLength(1);
    expect(fallbacks[0]).toMatchObject({ channel: 'sms', kind: 'booking_confirmed' });
    await app.services.outbox.drain();
  });

  it('brings no SMS for a kind without a DLT template', async () => {
    whatsapp.behave = () => {
      throw new SendFailure('131026: Message undeliverable', false);
    };
    const queued = await app.database.dataSource.transaction((manager) =>
      app.services.guestMessages.alertOwner(manager, {
        kind: MessageKind.OWNER_PAYMENT_WEBHOOK_FAILED,
        subjectId: 'evt_test_2',
        alertsPhone: '+919800012345',
        queuedAt: app.clock.now(),
      }),
    );
    await app.services.outbox.drain();
    expect(await messages().findOneByOrFail({ id: queued.whatsapp! })).toMatchObject({ status: 'failed' });
    expect(await messages().findBy({ fallbackOfId: queued.whatsapp! })).toHaveLength(0);
  });
});
