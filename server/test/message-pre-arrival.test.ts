import { randomUUID } from 'node:crypto';
import { StaffRole } from '../src/modules/admin-auth';
import type { Booking } from '../src/modules/bookings/booking.entity';
import { clockTime } from '../src/modules/hotel-settings';
import {
  formatDay,
  MessageChannel,
  MessageKind,
  MessageStatus,
  OutboxMessage,
  type RenderedSms,
  type RenderedWhatsApp,
  whatsAppPreview,
} from '../src/modules/messages';
import { PRE_ARRIVAL_FROM_HOUR } from '../src/modules/stay-messages';
import type { Actor } from '../src/shared/actor';
import { addDays } from '../src/shared/dates';
import { createRoom, quoteFor } from './support/fixtures';
import { RecordingMailTransport, RecordingPhoneTransport, SendLog } from './support/message-transports';
import { useTestApp } from './support/test-app';

/*
 * The day before arrival (issue 28): a confirmed stay arriving tomorrow gets one message, by mail
 * and by WhatsApp when the guest chose it, from the hotel's mid-morning on; never for a held,
 * cancelled or later stay; once per stay and date; a moved, cancelled or checked-in stay's message
 * is not sent; a guest with two stays arriving together is reminded once.
 */

const mails = new SendLog();
const whatsapp = new RecordingPhoneTransport<RenderedWhatsApp>(MessageChannel.WHATSAPP);
const sms = new RecordingPhoneTransport<RenderedSms>(MessageChannel.SMS);
const app = useTestApp({ MAX_UNPAID_BOOKINGS_PER_GUEST: '20' }, undefined, {
  messageTransports: [new RecordingMailTransport(mails), whatsapp, sms],
});
beforeAll(() => app.services.outbox.stop());

const OWNER: Actor = { adminId: randomUUID(), label: 'Owner <owner@hotel.test>', role: StaffRole.OWNER };
const outbox = () => app.database.dataSource.getRepository(OutboxMessage);
const keysOf = async (bookingId: string) =>
  (await outbox().find({ where: { bookingId, kind: MessageKind.PRE_ARRIVAL }, order: { idempotencyKey: 'ASC' } })).map(
    (row) => row.idempotencyKey,
  );
const queueDue = () => app.services.preArrivalMessages.queueDue();
/** `date` at `hour`:30 in the hotel's time (IST). */
const at = (date: string, hour: number) => (app.clock.current = new Date(`${date}T${String(hour).padStart(2, '0')}:30:00+05:30`));

let stays = 0;
/** A stay of its own nights (from 1 Dec 2026, two days apart), to pay at the hotel (confirmed at once). */
async function stayArriving(options: { phone?: string; whatsappUpdates?: boolean; email?: string } = {}) {
  stays += 1;
  const checkIn = addDays('2026-12-01', stays * 3);
  const room = await createRoom(app.services);
  const extra = {
    ...(options.phone ? { phone: options.phone } : {}),
    ...(options.email ? { userEmail: options.email } : {}),
    ...(options.whatsappUpdates === undefined ? {} : { whatsappUpdates: options.whatsappUpdates }),
  };
  const booking = await app.services.payments.payAtHotel({ quote: quoteFor(room.id, checkIn, addDays(checkIn, 1), extra) });
  return { booking, checkIn, room };
}

const bookingLink = (booking: Booking) =>
  `booking/${booking.id}?key=${encodeURIComponent(app.services.bookingKeys.keyFor(booking.id))}`;

describe('the day before arrival', () => {
  it('goes once by mail and WhatsApp from mid-morning: check-in time, map, phone and the arrival-time link', async () => {
    const { booking, checkIn } = await stayArriving({ phone: '9811300001', whatsappUpdates: true });
    const dayBefore = addDays(checkIn, -1);

    at(dayBefore, PRE_ARRIVAL_FROM_HOUR - 1);
    await queueDue();
    expect(await keysOf(booking.id)).toEqual([]);
    at(addDays(checkIn, -2), PRE_ARRIVAL_FROM_HOUR + 1);
    await queueDue();
    expect(await keysOf(booking.id)).toEqual([]);

    at(dayBefore, PRE_ARRIVAL_FROM_HOUR);
    expect(await queueDue()).toBeGreaterThanOrEqual(1);
    await queueDue();
    expect(await keysOf(booking.id)).toEqual([
      `pre_arrival:email:${booking.id}:${checkIn}`,
      `pre_arrival:whatsapp:${booking.id}:${checkIn}`,
    ]);

    await app.services.outbox.drain();

    const hotel = await app.services.hotelProfile.get();
    expect(hotel.mapUrl).toMatch(/^https:/);
    const sent = whatsapp.of(`pre_arrival:whatsapp:${booking.id}:${checkIn}`)!;
    expect(sent).toMatchObject({
      template: 'pre_arrival_v1',
      to: '+919811300001',
      // guestName, hotelName, checkInDate, checkInTime, mapUrl, hotelPhone
      parameters: [
        booking.userName,
        hotel.name,
        formatDay(checkIn, 'en'),
        clockTime(hotel.checkInTime),
        hotel.mapUrl,
        hotel.frontDeskPhone,
      ],
      buttonUrlSuffix: `${bookingLink(booking)}#self-arrival-title`,
    });
    // The text the guest reads: the template's body with those filled in.
    const body = whatsAppPreview(sent);
    expect(body).toContain(`Check-in is from ${clockTime(hotel.checkInTime)}.`);
    expect(body).toContain(`Find us on the map: ${hotel.mapUrl}`);
    const mail = mails.accepted.find((sent) => sent.key === `pre_arrival:email:${booking.id}:${checkIn}`)?.mail;
    expect(mail).toMatchObject({ to: booking.userEmail, subject: expect.stringMatching(/^See you tomorrow — /) });
    expect(mail?.text).toContain(hotel.frontDeskPhone);
    expect(mail?.text).toContain(`${bookingLink(booking)}#self-arrival-title`);
  });

  it('is not sent for a held or cancelled stay, nor one arriving later', async () => {
    const cancelled = await stayArriving();
    await app.services.cancellations.cancel(cancelled.booking.id);
    const room = await createRoom(app.services);
    const held = await app.services.bookings.createHold(quoteFor(room.id, cancelled.checkIn, addDays(cancelled.checkIn, 1)));
    const later = await stayArriving();

    at(addDays(cancelled.checkIn, -1), PRE_ARRIVAL_FROM_HOUR + 2);
    await queueDue();
    expect(await keysOf(cancelled.booking.id)).toEqual([]);
    expect(await keysOf(held.id)).toEqual([]);
    expect(await keysOf(later.booking.id)).toEqual([]);
  });

  it('is not sent for a date the stay was moved from, and goes again the day before the new date', async () => {
    const { booking, checkIn } = await stayArriving();
    at(addDays(checkIn, -1), PRE_ARRIVAL_FROM_HOUR);
    await queueDue();
    const [first] = await keysOf(booking.id);
    const newCheckIn = addDays(checkIn, 1);
    await app.services.bookingChanges.changeStay(OWNER, {
      bookingId: booking.id,
      checkIn: newCheckIn,
      checkOut: addDays(newCheckIn, 1),
    });

    await app.services.outbox.drain();
    expect(await outbox().findOneByOrFail({ idempotencyKey: first })).toMatchObject({
      status: MessageStatus.FAILED,
      lastError: expect.stringMatching(/^Not sent: .*starts on/),
    });

    at(addDays(newCheckIn, -1), PRE_ARRIVAL_FROM_HOUR);
    await queueDue();
    expect(await keysOf(booking.id)).toEqual([first, `pre_arrival:email:${booking.id}:${newCheckIn}`].sort());
  });

  it('is not sent when the stay is cancelled, or the guest checked in, before it goes', async () => {
    const cancelled = await stayArriving({ phone: '9811300002', whatsappUpdates: true });
    at(addDays(cancelled.checkIn, -1), PRE_ARRIVAL_FROM_HOUR);
    await queueDue();
    const cancelledKeys = await keysOf(cancelled.booking.id);
    expect(cancelledKeys).toHaveLength(2);
    await app.services.cancellations.cancel(cancelled.booking.id);

    // Queued the day before, still in the outbox on the arrival day, when the guest is in.
    const arrived = await stayArriving({ phone: '9811300003', whatsappUpdates: true });
    at(addDays(arrived.checkIn, -1), PRE_ARRIVAL_FROM_HOUR);
    await queueDue();
    const arrivedKeys = await keysOf(arrived.booking.id);
    expect(arrivedKeys).toHaveLength(2);
    at(arrived.checkIn, 14);
    await app.services.stayDesk.checkIn(OWNER, arrived.booking.id, {
      idType: 'aadhaar',
      idNumber: '1234 5678 9012',
      adults: 1,
      children: 0,
    });

    await app.services.outbox.drain();
    for (const [keys, why] of [
      [cancelledKeys, /^Not sent: the booking is cancelled/],
      [arrivedKeys, /^Not sent: the booking is checked_in/],
    ] as const) {
      for (const key of keys) {
        expect(await outbox().findOneByOrFail({ idempotencyKey: key })).toMatchObject({
          status: MessageStatus.FAILED,
          lastError: expect.stringMatching(why),
        });
        expect(whatsapp.of(key)).toBeUndefined();
        expect(mails.accepted.some((mail) => mail.key === key)).toBe(false);
      }
    }
  });

  it('names the day in Hindi for a message in Hindi', async () => {
    const { booking, checkIn } = await stayArriving({ phone: '9811300004', whatsappUpdates: true });
    at(addDays(checkIn, -1), PRE_ARRIVAL_FROM_HOUR);
    await app.database.dataSource.transaction((manager) =>
      app.services.guestMessages.queue(manager, {
        kind: MessageKind.PRE_ARRIVAL,
        bookingId: booking.id,
        phone: booking.userPhone,
        language: 'hi',
        extra: checkIn,
        params: { checkIn },
        queuedAt: app.clock.now(),
      }),
    );
    await app.services.outbox.drain();

    const sent = whatsapp.of(`pre_arrival:whatsapp:${booking.id}:${checkIn}`);
    // The Hindi text's order: guestName, checkInDate, hotelName, …
    expect(sent).toMatchObject({ template: 'pre_arrival_v1', language: 'hi' });
    expect(sent?.parameters.slice(0, 2)).toEqual([booking.userName, formatDay(checkIn, 'hi')]);
    // "मंगल, 1 दिस॰ 2026": the weekday and month in Devanagari.
    expect(sent?.parameters[1]).toMatch(/^[\u0900-\u097F]+, \d{1,2} [\u0900-\u097F]+ \d{4}$/);
  });

  it('reminds a guest with two stays arriving the same day once', async () => {
    const first = await stayArriving({ email: 'two.stays@example.com' });
    const room = await createRoom(app.services);
    const second = await app.services.payments.payAtHotel({
      quote: quoteFor(room.id, first.checkIn, addDays(first.checkIn, 1), { userEmail: 'two.stays@example.com' }),
    });
    at(addDays(first.checkIn, -1), PRE_ARRIVAL_FROM_HOUR);
    await queueDue();
    const both = [...(await keysOf(first.booking.id)), ...(await keysOf(second.id))];
    expect(both).toHaveLength(1);
  });
});
