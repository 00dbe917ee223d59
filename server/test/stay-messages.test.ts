import { randomUUID } from 'node:crypto';
import { StaffRole } from '../src/modules/admin-auth';
import { Payment } from '../src/modules/billing/payments/payment.entity';
import { Booking } from '../src/modules/bookings/booking.entity';
import {
  MessageChannel,
  MessageKind,
  MessageStatus,
  OutboxMessage,
  SendFailure,
  smsFallbackKey,
  type RenderedSms,
  type RenderedWhatsApp,
} from '../src/modules/messages';
import { roomsInWords } from '../src/modules/stay-messages';
import type { Actor } from '../src/shared/actor';
import { formatRupees } from '../src/shared/money';
import { createRoom, quoteFor } from './support/fixtures';
import { RecordingMailTransport, RecordingPhoneTransport, SendLog } from './support/message-transports';
import { createOrder, payInCheckout, simulator, verify } from './support/payments';
import { useTestApp } from './support/test-app';

/*
 * A stay's guest messages on every channel they may go by (issue 28): mail to the booking's email,
 * WhatsApp to its phone when that number chose WhatsApp updates, an SMS when WhatsApp fails for
 * good. Confirmation, finish paying, a change of dates or rooms, money paid later, cancellation.
 * The channels' providers are recorders here; the outbox is drained by each test.
 */

const mails = new SendLog();
const whatsapp = new RecordingPhoneTransport<RenderedWhatsApp>(MessageChannel.WHATSAPP);
const sms = new RecordingPhoneTransport<RenderedSms>(MessageChannel.SMS);
const app = useTestApp({ MAX_UNPAID_BOOKINGS_PER_GUEST: '20' }, undefined, {
  messageTransports: [new RecordingMailTransport(mails), whatsapp, sms],
});
beforeAll(() => app.services.outbox.stop());
afterEach(() => (whatsapp.refuse = null));

const OWNER: Actor = { adminId: randomUUID(), label: 'Owner <owner@hotel.test>', role: StaffRole.OWNER };
const outbox = () => app.database.dataSource.getRepository(OutboxMessage);
const row = (key: string) => outbox().findOneBy({ idempotencyKey: key });
const keysOf = async (bookingId: string, kind: MessageKind) =>
  (await outbox().find({ where: { bookingId, kind }, order: { idempotencyKey: 'ASC' } })).map(
    (message) => message.idempotencyKey,
  );
const mailTo = (key: string) => mails.accepted.find((sent) => sent.key === key)?.mail;
const drain = () => app.services.outbox.drain();

let stays = 0;
/** A night of its own for each booking: "d–d+1 Dec 2026". */
function nextNight(): { checkIn: string; checkOut: string; words: string } {
  stays += 1;
  const day = 2 + stays * 2;
  const date = (d: number) => `2026-12-${String(d).padStart(2, '0')}`;
  return { checkIn: date(day), checkOut: date(day + 1), words: `${day}–${day + 1} Dec 2026` };
}

/** A guest's booking from the website, to pay at the hotel (confirmed at once), with the form's WhatsApp box. */
async function bookToPayAtHotel(phone: string, whatsappUpdates?: boolean) {
  const room = await createRoom(app.services);
  const night = nextNight();
  const box = whatsappUpdates === undefined ? {} : { whatsappUpdates };
  const booking = await app.services.payments.payAtHotel({
    quote: quoteFor(room.id, night.checkIn, night.checkOut, { phone, ...box }),
  });
  return { booking, room, night };
}

const bookingLink = (booking: Booking) =>
  `booking/${booking.id}?key=${encodeURIComponent(app.services.bookingKeys.keyFor(booking.id))}`;

describe('the confirmation', () => {
  it('goes by mail and by WhatsApp to a guest who ticked WhatsApp updates on the booking form', async () => {
    const { booking, room, night } = await bookToPayAtHotel('9811200001', true);
    expect(await keysOf(booking.id, MessageKind.BOOKING_CONFIRMED)).toEqual([
      `booking_confirmed:email:${booking.id}`,
      `booking_confirmed:whatsapp:${booking.id}`,
    ]);
    expect(await row(`booking_confirmed:whatsapp:${booking.id}`)).toMatchObject({ recipient: '+919811200001', language: 'en' });

    await drain();

    expect(mailTo(`booking_confirmed:email:${booking.id}`)).toMatchObject({ to: booking.userEmail });
    const hotel = await app.services.hotelProfile.get();
    const sent = whatsapp.of(`booking_confirmed:whatsapp:${booking.id}`);
    expect(sent).toEqual({
      channel: 'whatsapp',
      to: '+919811200001',
      template: 'booking_confirmed_v1',
      language: 'en',
      // guestName, bookCode, hotelName, rooms, stayDates, checkInTime, totalAmount, paidAmount
      parameters: [
        booking.userName,
        booking.bookCode,
        hotel.name,
        room.name,
        night.words,
        expect.stringMatching(/^\d{1,2}:\d{2} [AP]M$/),
        formatRupees(booking.totalPaise),
        '₹0',
      ],
      buttonUrlSuffix: bookingLink(booking),
    });
  });

  it('goes by mail only when the guest left the box unticked', async () => {
    const { booking } = await bookToPayAtHotel('9811200002', false);
    expect(await keysOf(booking.id, MessageKind.BOOKING_CONFIRMED)).toEqual([`booking_confirmed:email:${booking.id}`]);
  });

  it('goes by WhatsApp only to a desk guest who gave no email but chose WhatsApp', async () => {
    const room = await createRoom(app.services);
    const night = nextNight();
    const { booking } = await app.services.deskBookings.create(OWNER, {
      checkIn: night.checkIn,
      checkOut: night.checkOut,
      rooms: [{ roomId: room.id, adults: 1 }],
      guest: { name: 'Mohan Lal', phone: '9811200003' },
      channel: 'phone',
      payment: { option: 'PAY_LATER' },
      whatsappUpdates: true,
    });
    expect(booking.userEmail).toBeNull();
    expect(await keysOf(booking.id, MessageKind.BOOKING_CONFIRMED)).toEqual([`booking_confirmed:whatsapp:${booking.id}`]);
    await drain();
    expect(whatsapp.of(`booking_confirmed:whatsapp:${booking.id}`)?.parameters[0]).toBe('Mohan Lal');
  });

  it('brings its SMS, with the same values, when WhatsApp refuses it for good', async () => {
    const { booking, night } = await bookToPayAtHotel('9811200004', true);
    whatsapp.refuse = (message) =>
      message.to === '+919811200004' ? new SendFailure('(#131026) Message undeliverable', false) : null;

    await drain();

    const failed = (await row(`booking_confirmed:whatsapp:${booking.id}`))!;
    expect(failed).toMatchObject({ status: MessageStatus.FAILED, attempts: 1 });
    expect(await row(smsFallbackKey(failed.id))).toMatchObject({
      channel: 'sms',
      kind: 'booking_confirmed',
      fallbackOfId: failed.id,
    });

    await drain();

    const text = sms.of(smsFallbackKey(failed.id));
    // guestName, bookCode, stayDates, totalAmount, paidAmount: as the WhatsApp template had them, in DLT's plain letters.
    expect(text).toMatchObject({
      channel: 'sms',
      to: '+919811200004',
      variables: [
        booking.userName,
        booking.bookCode,
        night.words.replace('–', '-'),
        formatRupees(booking.totalPaise).replace('₹', 'Rs '),
        'Rs 0',
      ],
    });
    expect(text?.text).toContain(`your booking ${booking.bookCode} at ${(await app.services.hotelProfile.get()).name}`);
  });
});

describe('in Hindi', () => {
  it('fills the Hindi template in its own order, from the same booking', async () => {
    const { booking, room, night } = await bookToPayAtHotel('9811200012', true);
    await app.database.dataSource.transaction((manager) =>
      app.services.guestMessages.queue(manager, {
        kind: MessageKind.BOOKING_CONFIRMED,
        bookingId: booking.id,
        phone: booking.userPhone,
        language: 'hi',
        extra: 'hindi',
        queuedAt: app.clock.now(),
      }),
    );
    await drain();
    const hotel = await app.services.hotelProfile.get();
    expect(whatsapp.of(`booking_confirmed:whatsapp:${booking.id}:hindi`)).toMatchObject({
      language: 'hi',
      // guestName, hotelName, bookCode, rooms, stayDates, …
      parameters: [
        booking.userName,
        hotel.name,
        booking.bookCode,
        room.name,
        night.words,
        expect.any(String),
        expect.any(String),
        '₹0',
      ],
    });
  });

  it('says several rooms in Hindi words', () => {
    const lines = ['Deluxe 101', 'Deluxe 102', 'Suite 201'].map((roomName) => ({ roomName, checkOut: '2026-12-05' }));
    const booking = { checkOut: '2026-12-05', lines } as unknown as Booking;
    expect(roomsInWords(booking, 'hi')).toBe('Deluxe 101 और 2 और कमरे');
    expect(roomsInWords(booking, 'en')).toBe('Deluxe 101 and 2 more rooms');
  });
});

describe('finish paying', () => {
  it('goes on both channels with the hold, and not at all once the booking was paid meanwhile', async () => {
    const room = await createRoom(app.services);
    const night = nextNight();
    const held = await app.services.bookings.createHold(
      quoteFor(room.id, night.checkIn, night.checkOut, { phone: '9811200005', whatsappUpdates: true }),
    );
    expect(await keysOf(held.id, MessageKind.FINISH_PAYING)).toEqual([
      `finish_paying:email:${held.id}`,
      `finish_paying:whatsapp:${held.id}`,
    ]);
    await app.services.payments.payAtHotel({ bookingId: held.id });

    await drain();

    for (const key of [`finish_paying:email:${held.id}`, `finish_paying:whatsapp:${held.id}`]) {
      expect(await row(key)).toMatchObject({
        status: MessageStatus.FAILED,
        lastError: expect.stringMatching(/^Not sent: .*no longer held/),
      });
    }
    expect(whatsapp.of(`finish_paying:whatsapp:${held.id}`)).toBeUndefined();
    expect(mailTo(`finish_paying:email:${held.id}`)).toBeUndefined();
  });

  it('links the WhatsApp button to the payment page with the hold’s key while the hold lives', async () => {
    const room = await createRoom(app.services);
    const night = nextNight();
    const held = await app.services.bookings.createHold(
      quoteFor(room.id, night.checkIn, night.checkOut, { phone: '9811200006', whatsappUpdates: true }),
    );
    await drain();
    const key = app.services.bookingKeys.holdKeyFor(held.id, held.holdExpiresAt!);
    expect(whatsapp.of(`finish_paying:whatsapp:${held.id}`)).toMatchObject({
      template: 'finish_paying_v1',
      buttonUrlSuffix: `payment?booking=${held.id}&key=${encodeURIComponent(key)}`,
    });
  });
});

describe('after the confirmation', () => {
  it('tells of each change of dates on both channels, one message per change, with the stay as it is now', async () => {
    const { booking, night } = await bookToPayAtHotel('9811200007', true);
    const later = `2026-12-${String(Number(night.checkOut.slice(8)) + 1).padStart(2, '0')}`;
    await app.services.bookingChanges.changeStay(OWNER, { bookingId: booking.id, checkOut: later });
    await app.services.bookingChanges.changeStay(OWNER, { bookingId: booking.id, checkOut: night.checkOut });

    const keys = await keysOf(booking.id, MessageKind.BOOKING_CHANGED);
    expect(keys).toHaveLength(4);
    expect(keys.filter((key) => key.startsWith('booking_changed:email:'))).toHaveLength(2);
    expect(keys.filter((key) => key.startsWith('booking_changed:whatsapp:'))).toHaveLength(2);

    await drain();

    const changedMail = mailTo(keys.find((key) => key.startsWith('booking_changed:email:'))!);
    expect(changedMail).toMatchObject({ to: booking.userEmail, subject: expect.stringMatching(/^Booking changed — /) });
    expect(changedMail?.text).toContain(booking.bookCode);
    const sent = whatsapp.of(keys.find((key) => key.startsWith('booking_changed:whatsapp:'))!);
    expect(sent).toMatchObject({ template: 'booking_changed_v1', buttonUrlSuffix: bookingLink(booking) });
    // guestName, bookCode, rooms, stayDates, totalAmount: read when it went (both changes done by then).
    expect(sent?.parameters.slice(0, 2)).toEqual([booking.userName, booking.bookCode]);
    expect(sent?.parameters[3]).toBe(night.words);
  });

  it('tells a guest who pays online later, for a stay confirmed to pay at the hotel, that the money came', async () => {
    const { booking } = await bookToPayAtHotel('9811200008', true);
    const order = await createOrder(app, { bookingId: booking.id });
    expect(order.status).toBe(200);
    const reply = await verify(app, await payInCheckout(app, order.body.data.order.id));
    expect(reply.status).toBe(200);
    await simulator(app).webhooks.idle();
    const payment = await app.database.dataSource
      .getRepository(Payment)
      .findOneByOrFail({ bookingId: booking.id, status: 'paid' });

    expect(await keysOf(booking.id, MessageKind.PAYMENT_RECEIVED)).toEqual([
      `payment_received:email:${booking.id}:${payment.id}`,
      `payment_received:whatsapp:${booking.id}:${payment.id}`,
    ]);
    // The booking was confirmed before: no second confirmation.
    expect(await keysOf(booking.id, MessageKind.BOOKING_CONFIRMED)).toHaveLength(2);

    await drain();

    const hotel = await app.services.hotelProfile.get();
    expect(whatsapp.of(`payment_received:whatsapp:${booking.id}:${payment.id}`)).toMatchObject({
      template: 'payment_received_v1',
      // guestName, amount, paidFor, hotelName, balanceDue
      parameters: [booking.userName, formatRupees(payment.amountPaise), `booking ${booking.bookCode}`, hotel.name, '₹0'],
    });
    expect(mailTo(`payment_received:email:${booking.id}:${payment.id}`)).toMatchObject({
      subject: `Payment received — ${formatRupees(payment.amountPaise)} — ${booking.bookCode}`,
    });
  });

  it('tells a guest in the house who was moved to another room, by both channels, naming the room they are in now', async () => {
    const room = await createRoom(app.services);
    const quote = quoteFor(room.id, '2026-11-21', '2026-11-24', { phone: '9811200010', whatsappUpdates: true });
    const booking = await app.services.payments.payAtHotel({ quote });
    await app.services.stayDesk.checkIn(OWNER, booking.id, {
      idType: 'aadhaar',
      idNumber: '1234 5678 9012',
      adults: 1,
      children: 0,
    });
    const better = await createRoom(app.services);
    app.clock.advanceMinutes(24 * 60);

    // From tonight: the first night stays on the first room, the rest move.
    await app.services.stayDesk.moveRoom(OWNER, { bookingId: booking.id, toRoomId: better.id, reason: 'AC not cooling' });

    const keys = await keysOf(booking.id, MessageKind.BOOKING_CHANGED);
    expect(keys.map((key) => key.split(':')[1])).toEqual(expect.arrayContaining(['email', 'whatsapp']));
    expect(keys).toHaveLength(2);
    await drain();
    // guestName, bookCode, rooms, stayDates, totalAmount
    expect(whatsapp.of(keys.find((key) => key.includes(':whatsapp:'))!)?.parameters.slice(2, 4)).toEqual([
      better.name,
      '21–24 Nov 2026',
    ]);
  });

  it('tells of a cancellation with a refund once the refund went to the provider: mail and WhatsApp are released together', async () => {
    const room = await createRoom(app.services);
    const night = nextNight();
    const order = await createOrder(app, {
      quote: quoteFor(room.id, night.checkIn, night.checkOut, { phone: '9811200011', whatsappUpdates: true }),
    });
    await verify(app, await payInCheckout(app, order.body.data.order.id));
    await simulator(app).webhooks.idle();
    const bookingId = order.body.data.bookingId as string;

    await app.services.cancellations.cancel(bookingId);

    const now = app.clock.now();
    for (const channel of ['email', 'whatsapp']) {
      expect(await row(`booking_cancelled:${channel}:${bookingId}`)).toMatchObject({
        status: MessageStatus.QUEUED,
        nextAttemptAt: now,
      });
    }
    await drain();
    const refunded = order.body.data.order.amount as number;
    expect(whatsapp.of(`booking_cancelled:whatsapp:${bookingId}`)?.parameters[3]).toBe(formatRupees(refunded));
  });

  it('tells of the cancellation on both channels', async () => {
    const { booking, night } = await bookToPayAtHotel('9811200009', true);
    await app.services.cancellations.cancel(booking.id);
    expect(await keysOf(booking.id, MessageKind.BOOKING_CANCELLED)).toEqual([
      `booking_cancelled:email:${booking.id}`,
      `booking_cancelled:whatsapp:${booking.id}`,
    ]);

    await drain();

    expect(mailTo(`booking_cancelled:email:${booking.id}`)).toMatchObject({ to: booking.userEmail });
    expect(whatsapp.of(`booking_cancelled:whatsapp:${booking.id}`)).toMatchObject({
      template: 'booking_cancelled_v1',
      // guestName, bookCode, stayDates, refundAmount (nothing was paid)
      parameters: [booking.userName, booking.bookCode, night.words, '₹0'],
      buttonUrlSuffix: bookingLink(booking),
    });
  });
});
