import { execFileSync } from 'node:child_process';
import { bookingLine, confirmedBooking } from '../../../test/support/mail';
import { DEMO_HOTEL as HOTEL } from '../../../test/support/demo-hotel';
import { CANCELLATION_POLICY_TEXT } from '../../shared/cancellation-policy-text';
import { formatStayDate } from '../../shared/dates';
import { bookingConfirmationMail, paymentStatusInWords } from './booking-confirmation';
import { escapeHtml } from './guest-mail-layout';

const BASE_URL = 'https://anandresidency.example';

describe('bookingConfirmationMail', () => {
  it('tells the guest everything about the stay in plain text', () => {
    const booking = confirmedBooking();
    const mail = bookingConfirmationMail(booking, HOTEL, BASE_URL);

    expect(mail.to).toBe('asha.verma@example.com');
    expect(mail.subject).toBe('Booking confirmed — HB7K3QM — Hotel Anand Residency & Banquet Hall');
    for (const expected of [
      'Dear Asha Verma,',
      'Booking code: HB7K3QM',
      'Check-in:     Tue, 1 Dec 2026, from 3:00 PM',
      'Check-out:    Fri, 4 Dec 2026, by 11:00 AM',
      'Nights:       3 nights',
      '- Deluxe 101 (Deluxe): ₹3,200 per night, ₹9,600 for the stay',
      '- Standard 204 (Standard): ₹1,999.50 per night, ₹5,998.50 for the stay',
      'Total:        ₹15,598.50',
      'Payment:      Paid online',
      `${BASE_URL}/booking/${booking.id}`,
      CANCELLATION_POLICY_TEXT,
      HOTEL.street,
      HOTEL.frontDeskPhone,
      HOTEL.reservationsEmail,
    ]) {
      expect(mail.text).toContain(expected);
    }
  });

  it('is written in Hindi for a guest who booked in Hindi: the same facts and amounts, Hindi dates and times, Hindi links', () => {
    const booking = confirmedBooking({ language: 'hi', paymentMethod: 'cod', paymentStatus: 'pending' });
    const mail = bookingConfirmationMail(booking, HOTEL, BASE_URL);
    expect(mail.subject).toBe('बुकिंग कन्फ़र्म — HB7K3QM — Hotel Anand Residency & Banquet Hall');
    for (const expected of [
      'नमस्ते Asha Verma,',
      'आपकी बुकिंग कन्फ़र्म हो गई है।',
      'बुकिंग कोड:   HB7K3QM',
      'मंगलवार, 1 दिसंबर 2026, दोपहर 3 बजे से',
      'शुक्रवार, 4 दिसंबर 2026, सुबह 11 बजे तक',
      '3 रातें',
      '- Deluxe 101 (डीलक्स): ₹3,200 प्रति रात, पूरे ठहराव के ₹9,600',
      '₹15,598.50',
      'भुगतान होटल पर करना है',
      'कैंसलेशन नियम',
      'चेक-इन से 24 घंटे पहले तक मुफ़्त कैंसलेशन',
      HOTEL.frontDeskPhone,
      `फ़ोन: ${HOTEL.frontDeskPhone}`,
    ]) {
      expect(mail.text).toContain(expected);
    }
    expect(mail.text).not.toMatch(/Dear|Check-in|Cancellation policy/);
    expect(mail.html).toMatch(/^<!DOCTYPE html>\s*<html lang="hi">/);
    expect(mail.html).toContain('>अपनी बुकिंग देखें</a>');
    expect(mail.html).toContain('या यह लिंक खोलें');
    // The booking's own page opens in Hindi once it exists in Hindi; until then the English one.
    expect(mail.text).toMatch(new RegExp(`${BASE_URL}(/hi)?/booking/${booking.id}`));
  });

  it('carries the same facts in the HTML version, with a link to the booking', () => {
    const booking = confirmedBooking();
    const html = bookingConfirmationMail(booking, HOTEL, `${BASE_URL}/`).html;

    expect(html).toContain(`href="${BASE_URL}/booking/${booking.id}"`);
    for (const expected of [
      'Asha Verma',
      'HB7K3QM',
      'Tue, 1 Dec 2026',
      'Fri, 4 Dec 2026',
      '3 nights',
      'Deluxe 101',
      '₹3,200 per night',
      '₹9,600',
      '₹15,598.50',
      'Paid online',
      'Hotel Anand Residency &amp; Banquet Hall',
      `mailto:${HOTEL.reservationsEmail}`,
    ]) {
      expect(html).toContain(expected);
    }
    expect(html).not.toMatch(/<(style|link|script)\b/i);
  });

  it('escapes every guest-supplied value in the HTML', () => {
    const hostile = '<script>alert("x")</script> & <img src=x onerror=alert(1)>';
    const booking = confirmedBooking({ userName: `O'Brien ${hostile}`, bookCode: 'A"B<C' });
    booking.lines = [
      bookingLine(booking, { roomName: '<b>Suite</b>', roomType: 'Suite', ratePaise: 1000_00, amountPaise: 3000_00 }),
    ];

    const mail = bookingConfirmationMail(booking, HOTEL, BASE_URL);

    expect(mail.html).not.toContain('<script');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).not.toContain('<b>Suite');
    expect(mail.html).toContain(
      'Dear O&#39;Brien &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;img src=x onerror=alert(1)&gt;,',
    );
    expect(mail.html).toContain('&lt;b&gt;Suite&lt;/b&gt;');
    expect(mail.html).toContain('A&quot;B&lt;C');
    // Plain text is not markup: the name reads as the guest typed it.
    expect(mail.html).toContain('O&#39;Brien');
    expect(mail.text).toContain(`Dear O'Brien ${hostile},`);
  });

  it('says "1 night" and how a pay-at-hotel booking will be paid', () => {
    const booking = confirmedBooking({
      checkIn: '2026-12-31',
      checkOut: '2027-01-01',
      nights: 1,
      totalPaise: 1_25_000_00,
      paymentStatus: 'pending',
      paymentMethod: 'cod',
    });
    booking.lines = [
      bookingLine(booking, { roomName: 'Banquet Suite', roomType: 'Suite', ratePaise: 1_25_000_00, amountPaise: 1_25_000_00 }),
    ];

    const { text } = bookingConfirmationMail(booking, HOTEL, BASE_URL);

    expect(text).toContain('Check-in:     Thu, 31 Dec 2026, from 3:00 PM');
    expect(text).toContain('Check-out:    Fri, 1 Jan 2027, by 11:00 AM');
    expect(text).toContain('Nights:       1 night\n');
    expect(text).toContain('Total:        ₹1,25,000');
    expect(text).toContain('Payment:      To be paid at the hotel');
    expect(text).toMatch(/^Room$/m);
  });
});

describe('formatStayDate', () => {
  it('formats a calendar date the Indian way', () => {
    expect(formatStayDate('2026-12-01')).toBe('Tue, 1 Dec 2026');
    expect(formatStayDate('2028-02-29')).toBe('Tue, 29 Feb 2028');
  });

  // Jest gives each test file a copy of process.env, so setting TZ here would not reach the
  // clock; the function runs in a fresh node process started in each zone instead.
  it.each(['UTC', 'Asia/Kolkata', 'America/Los_Angeles', 'Pacific/Kiritimati'])(
    'keeps the calendar date with the server in %s',
    (zone) => {
      const dates = ['2026-12-01', '2027-01-01', '2028-02-29'];
      // The function keeps its formatter in a variable of its module (declared here for the copy).
      const script = `let stayDateFormat; process.stdout.write(JSON.stringify(${JSON.stringify(dates)}.map(${formatStayDate.toString()})))`;
      const output = execFileSync(process.execPath, ['-e', script], {
        env: { PATH: process.env.PATH, TZ: zone },
        encoding: 'utf8',
      });
      expect(JSON.parse(output)).toEqual(['Tue, 1 Dec 2026', 'Fri, 1 Jan 2027', 'Tue, 29 Feb 2028']);
    },
  );
});

describe('paymentStatusInWords', () => {
  it.each([
    ['paid', 'online', 'Paid online'],
    ['paid', 'cod', 'Paid at the hotel'],
    ['pending', 'cod', 'To be paid at the hotel'],
    ['pending', 'upi', 'Awaiting online payment'],
    ['pending', null, 'Awaiting online payment'],
    ['refunded', 'card', 'Refunded'],
    ['partially_refunded', 'card', 'Partially refunded'],
  ] as const)('%s by %s reads "%s"', (paymentStatus, paymentMethod, words) => {
    expect(paymentStatusInWords({ paymentStatus, paymentMethod })).toBe(words);
  });

  it('points a guest whose online payment failed to another way to pay', () => {
    expect(paymentStatusInWords({ paymentStatus: 'failed', paymentMethod: 'card' })).toMatch(
      /failed.*booking page or at the hotel/,
    );
  });
});

describe('escapeHtml', () => {
  it('escapes the five characters that matter in text and attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });
});
