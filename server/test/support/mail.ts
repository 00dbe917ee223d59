import 'reflect-metadata';
import { Booking } from '../../src/modules/bookings/booking.entity';
import { BookingLine } from '../../src/modules/bookings/booking-line.entity';

/** A confirmed two-room booking built from plain values, as the service would load it. */
/** A confirmed booking with an email (the mails are written for such bookings only). */
export function confirmedBooking(overrides: Partial<Booking> = {}): Booking & { userEmail: string } {
  const booking = Object.assign(new Booking(), {
    id: '5b0d6c1e-8a43-4f6e-9d3a-2f1c7e9b4a10',
    bookCode: 'HB7K3QM',
    guestId: null,
    userEmail: 'asha.verma@example.com',
    userName: 'Asha Verma',
    userPhone: '9876543210',
    checkIn: '2026-12-01',
    checkOut: '2026-12-04',
    nights: 3,
    totalPaise: 15_598_50,
    status: 'confirmed',
    paymentStatus: 'paid',
    paymentMethod: 'upi',
    holdExpiresAt: null,
    createdAt: new Date('2026-11-20T10:00:00Z'),
    updatedAt: new Date('2026-11-20T10:00:00Z'),
    ...overrides,
  } satisfies Partial<Booking>);
  booking.lines ??= [
    bookingLine(booking, { roomName: 'Deluxe 101', roomType: 'Deluxe', ratePaise: 3200_00, amountPaise: 9600_00 }),
    bookingLine(booking, { roomName: 'Standard 204', roomType: 'Standard', ratePaise: 1999_50, amountPaise: 5998_50 }),
  ];
  return booking as Booking & { userEmail: string };
}

export function bookingLine(
  booking: Booking,
  values: Pick<BookingLine, 'roomName' | 'roomType' | 'ratePaise' | 'amountPaise'>,
): BookingLine {
  return Object.assign(new BookingLine(), {
    id: `line-${values.roomName}`,
    bookingId: booking.id,
    roomId: `room-${values.roomName}`,
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    blocksRoom: true,
    pax: [],
    ...values,
  });
}

export interface ParsedMail {
  /** Header values by lower-case name, unfolded and with encoded words decoded. */
  headers: Map<string, string>;
  text?: string;
  html?: string;
  /** Parts sent as attachments, their bytes decoded. */
  attachments: MailAttachmentPart[];
}

export interface MailAttachmentPart {
  filename: string | undefined;
  contentType: string;
  content: Buffer;
}

/**
 * Just enough of a MIME reader to check what nodemailer wrote: headers with RFC 2047 words, and
 * multipart bodies in quoted-printable, base64 or plain 7/8 bit.
 */
export function parseMail(raw: string | Buffer): ParsedMail {
  const mail: ParsedMail = { headers: new Map(), attachments: [] };
  const top = parsePart(raw.toString('utf8').replace(/\r\n/g, '\n'));
  mail.headers = top.headers;
  collectBodies(top, mail);
  return mail;
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

function parsePart(source: string): Part {
  const split = source.indexOf('\n\n');
  const head = split === -1 ? source : source.slice(0, split);
  const body = split === -1 ? '' : source.slice(split + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), decodeWords(line.slice(colon + 1).trim()));
  }
  return { headers, body };
}

function collectBodies(part: Part, mail: ParsedMail): void {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    const sections = part.body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith('--')) break;
      collectBodies(parsePart(section.replace(/^\n/, '')), mail);
    }
    return;
  }
  const disposition = part.headers.get('content-disposition') ?? '';
  if (/^attachment\b/i.test(disposition)) {
    const filename = /filename="?([^";]+)"?/i.exec(disposition)?.[1];
    const encoded = part.body.replace(/\s+/g, '');
    const content = /base64/i.test(part.headers.get('content-transfer-encoding') ?? '')
      ? Buffer.from(encoded, 'base64')
      : Buffer.from(part.body, 'utf8');
    mail.attachments.push({ filename, contentType: type.split(';')[0].trim(), content });
    return;
  }
  const content = decodeBody(part.body, part.headers.get('content-transfer-encoding'));
  if (type.toLowerCase().startsWith('text/html')) mail.html = content;
  else if (type.toLowerCase().startsWith('text/plain')) mail.text = content;
}

function decodeBody(body: string, encoding = '7bit'): string {
  switch (encoding.toLowerCase()) {
    case 'quoted-printable':
      return decodeQuotedPrintable(body.replace(/=\n/g, ''));
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return body;
  }
}

function decodeQuotedPrintable(value: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < value.length; i += 1) {
    if (value[i] === '=' && /^[0-9A-F]{2}$/i.test(value.slice(i + 1, i + 3))) {
      bytes.push(parseInt(value.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(value[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}
