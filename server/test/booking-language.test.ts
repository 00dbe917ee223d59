import { Booking } from '../src/modules/bookings/booking.entity';
import { MessageKind } from '../src/modules/messages';
import { addDays, todayInHotel } from '../src/shared/pure/calendar-dates';
import { requestLanguage } from '../src/shared/request-language';
import { createRoom, quoteFor } from './support/fixtures';
import { call } from './support/http';
import { useOutboxTestApp } from './support/outbox';

/*
 * The guest's language on the server (issue 31, slice 5 of docs/i18n.md): the pages send it as
 * Accept-Language, a booking keeps the language of the request that placed it, and the guest's
 * confirmation mail is written in it.
 */

const outbox = useOutboxTestApp();
const { app, log, drain, messages } = outbox;
let day = 0;
const stay = () => {
  day += 2;
  const checkIn = addDays(todayInHotel(), 30 + day);
  return { checkIn, checkOut: addDays(checkIn, 1) };
};
const languageOf = async (id: string) => (await app.database.dataSource.getRepository(Booking).findOneByOrFail({ id })).language;

const PAY_AT_HOTEL = `mutation ($quote: QuoteInput) {
  payAtHotel(quote: $quote) { errors { code message } booking { id bookCode } }
}`;

describe('the language a request asks for', () => {
  it('is Hindi only when the first language named is Hindi; anything else or nothing is English', () => {
    expect(requestLanguage('hi')).toBe('hi');
    expect(requestLanguage('hi-IN,hi;q=0.9,en;q=0.8')).toBe('hi');
    expect(requestLanguage(' HI-in ')).toBe('hi');
    expect(requestLanguage('en-IN,hi;q=0.9')).toBe('en');
    expect(requestLanguage('hin')).toBe('en');
    expect(requestLanguage('*')).toBe('en');
    expect(requestLanguage('')).toBe('en');
    expect(requestLanguage(undefined)).toBe('en');
  });
});

describe('a booking keeps the language it was made in', () => {
  it('a hold placed from a Hindi page (REST) is Hindi; from an English page, or with no header, English', async () => {
    const room = await createRoom(app.services);
    const place = async (headers: Record<string, string>) => {
      const { checkIn, checkOut } = stay();
      const held = await call(app, 'POST', '/api/booking', { json: { quote: quoteFor(room.id, checkIn, checkOut) }, headers });
      expect(held.status).toBe(201);
      return languageOf(held.body.bookingId as string);
    };
    expect(await place({ 'Accept-Language': 'hi' })).toBe('hi');
    expect(await place({ 'Accept-Language': 'en' })).toBe('en');
    expect(await place({})).toBe('en');
  });

  it('paid at the hotel from a Hindi page (GraphQL): the booking is Hindi and so is its confirmation mail', async () => {
    const room = await createRoom(app.services);
    const { checkIn, checkOut } = stay();
    const reply = await call(app, 'POST', '/graphql', {
      json: { query: PAY_AT_HOTEL, variables: { quote: quoteFor(room.id, checkIn, checkOut) } },
      headers: { 'Accept-Language': 'hi-IN,hi;q=0.9' },
    });
    const { booking, errors } = reply.body.data.payAtHotel;
    expect(errors).toEqual([]);
    expect(await languageOf(booking.id as string)).toBe('hi');
    expect(await messages().countBy({ bookingId: booking.id as string, kind: MessageKind.BOOKING_CONFIRMED })).toBe(1);
    await drain();
    const key = `booking_confirmed:email:${booking.id}`;
    const [mail] = log.accepted.filter((sent) => sent.key === key).map((sent) => sent.mail);
    expect(mail.subject).toBe(`बुकिंग कन्फ़र्म — ${booking.bookCode} — ${(await app.services.hotelProfile.get()).name}`);
    expect(mail.text).toContain('आपकी बुकिंग कन्फ़र्म हो गई है।');
    expect(mail.html).toContain('<html lang="hi">');
  });

  it('paid at the hotel from an English page: the confirmation mail is English, as it always was', async () => {
    const room = await createRoom(app.services);
    const { checkIn, checkOut } = stay();
    const reply = await call(app, 'POST', '/graphql', {
      json: { query: PAY_AT_HOTEL, variables: { quote: quoteFor(room.id, checkIn, checkOut) } },
    });
    const { booking } = reply.body.data.payAtHotel;
    expect(await languageOf(booking.id as string)).toBe('en');
    await drain();
    const [mail] = log.accepted.filter((sent) => sent.key === `booking_confirmed:email:${booking.id}`).map((sent) => sent.mail);
    expect(mail.subject).toMatch(/^Booking confirmed — /);
  });

  it('a hold placed from a Hindi page is mailed in Hindi: "Finish paying" with Hindi dates, the hold\'s time and its link', async () => {
    const room = await createRoom(app.services, { name: 'Deluxe 101' });
    const { checkIn, checkOut } = stay();
    const held = await call(app, 'POST', '/api/booking', {
      json: { quote: quoteFor(room.id, checkIn, checkOut) },
      headers: { 'Accept-Language': 'hi' },
    });
    const id = held.body.bookingId as string;
    await drain();
    const mails = log.accepted.filter((sent) => sent.key.includes(id)).map((sent) => sent.mail);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.subject).toMatch(/^Deluxe 101, \d.* (दिसंबर|जनवरी|फ़रवरी) \d{4} के लिए भुगतान पूरा करें$/);
    expect(mail.text).toMatch(/आपका कमरा .+ तक आपके लिए रोका गया है।/);
    expect(mail.text).toMatch(/(सुबह|दोपहर|शाम|रात) [\d:]+ बजे/);
    expect(mail.text).toMatch(/भुगतान पूरा करें: \S+\/payment\?booking=/);
    expect(mail.html).toContain('<html lang="hi">');
  });

  it("queues every message about a Hindi booking in Hindi, WhatsApp's too (its Hindi template)", async () => {
    const room = await createRoom(app.services);
    const { checkIn, checkOut } = stay();
    const quote = quoteFor(room.id, checkIn, checkOut, { whatsappUpdates: true });
    const reply = await call(app, 'POST', '/graphql', {
      json: { query: PAY_AT_HOTEL, variables: { quote } },
      headers: { 'Accept-Language': 'hi' },
    });
    const { booking } = reply.body.data.payAtHotel;
    const queued = await messages().find({ where: { bookingId: booking.id as string, kind: MessageKind.BOOKING_CONFIRMED } });
    expect(queued.map((row) => [row.channel, row.language]).sort()).toEqual([
      ['email', 'hi'],
      ['whatsapp', 'hi'],
    ]);
  });

  it('says the cancellation policy in the language the page asks in, before paying and on the booking', async () => {
    const room = await createRoom(app.services);
    const { checkIn, checkOut } = stay();
    const quote = quoteFor(room.id, checkIn, checkOut);
    const ask = (language: string) =>
      call(app, 'POST', '/graphql', {
        json: { query: 'query ($quote: QuoteInput!) { priceQuote(quote: $quote) { cancellationPolicy } }', variables: { quote } },
        headers: { 'Accept-Language': language },
      });
    const hindi = (await ask('hi')).body.data.priceQuote.cancellationPolicy as string;
    expect(hindi).toMatch(
      /^\d+ \S+ \d{4}, (सुबह|दोपहर|शाम|रात) [\d:]+ बजे तक मुफ़्त कैंसलेशन \(चेक-इन से 24 घंटे पहले तक\); उसके बाद 50% रिफ़ंड होता है। रिफ़ंड 5-10 कामकाजी दिनों में आप तक पहुँचता है।$/,
    );
    const english = (await ask('en')).body.data.priceQuote.cancellationPolicy as string;
    expect(english).toMatch(
      /^Free cancellation until .+ \(24 hours before check-in\); after that, 50% is refunded\. Refunds reach you in 5-10 business days\.$/,
    );

    const held = await call(app, 'POST', '/api/booking', { json: { quote }, headers: { 'Accept-Language': 'hi' } });
    const booking = await call(app, 'POST', '/graphql', {
      json: { query: 'query ($id: ID!) { booking(id: $id) { cancellationPolicy } }', variables: { id: held.body.bookingId } },
      headers: { 'Accept-Language': 'hi' },
    });
    expect(booking.body.data.booking.cancellationPolicy).toBe(hindi);
  });

  it('a Hindi booking cancelled is told in Hindi: the mail and the policy as it applied', async () => {
    const room = await createRoom(app.services, { name: 'Deluxe 101' });
    const { checkIn, checkOut } = stay();
    const reply = await call(app, 'POST', '/graphql', {
      json: { query: PAY_AT_HOTEL, variables: { quote: quoteFor(room.id, checkIn, checkOut) } },
      headers: { 'Accept-Language': 'hi' },
    });
    const { booking } = reply.body.data.payAtHotel;
    await app.services.cancellations.cancel(booking.id as string);
    await drain();
    const [mail] = log.accepted.filter((sent) => sent.key === `booking_cancelled:email:${booking.id}`).map((sent) => sent.mail);
    expect(mail.subject).toBe(`बुकिंग कैंसल हो गई — ${booking.bookCode} — ${(await app.services.hotelProfile.get()).name}`);
    expect(mail.text).toMatch(/^नमस्ते Guest \d+,$/m);
    expect(mail.text).toMatch(new RegExp(`आपकी बुकिंग ${booking.bookCode} \\(Deluxe 101, .+\\) कैंसल हो गई है।`));
    expect(mail.text).toContain('कोई भुगतान नहीं हुआ था, इसलिए कुछ रिफ़ंड नहीं करना है।');
    expect(mail.text).toMatch(/कैंसलेशन नियम: .+ तक मुफ़्त कैंसलेशन/);
    expect(mail.text).not.toMatch(/Cancellation policy|Free cancellation/);
  });
});
