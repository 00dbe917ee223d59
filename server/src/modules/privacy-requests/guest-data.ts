import { EntityManager } from 'typeorm';
import { formatHotelDateTime, formatStayDate } from '../../shared/dates';
import { newA4Document, pdfBytes } from '../../shared/pdf/pdf-document';
import { COLOUR, PAGE, Sheet } from '../../shared/pdf/pdf-layout';

/**
 * Whose data a request covers: the bookings the guest proved (a booking code and its contact:
 * that booking; a one-time code: every booking of the phone) and the events of the proved phone.
 */
export interface GuestScope {
  bookingIds: string[];
  /** The proved phone in E.164 (a one-time code), for the events and the WhatsApp choice. */
  phone: string | null;
}

type Row = Record<string, unknown>;

/** What the hotel keeps about a guest, section by section, as the access answer gives it (JSON and PDF). */
export interface GuestData {
  preparedAt: string;
  hotel: string;
  sections: Array<{ title: string; about: string; rows: Row[] }>;
}

const PHONE_FORMS = (phone: string) => (phone.startsWith('+91') ? [phone, phone.slice(3)] : [phone]);

/**
 * Reads everything the hotel keeps about the guest in `scope`: their bookings, the check-in
 * records and register rows (an Aadhaar as its last four digits, as kept), their events, the
 * messages sent to them (what about and when, not the texts), their WhatsApp choice and the
 * tax documents issued to them. Nothing of anyone else: each query is bounded by the scope.
 */
export async function collectGuestData(manager: EntityManager, scope: GuestScope, hotel: string, now: Date): Promise<GuestData> {
  const ids = scope.bookingIds;
  const bookings = await manager.query<Row[]>(
    `SELECT b.book_code AS "code", b.status, to_char(b.check_in, 'YYYY-MM-DD') AS "checkIn",
            to_char(b.check_out, 'YYYY-MM-DD') AS "checkOut", b.user_name AS "name", b.user_email AS "email",
            b.user_phone AS "phone", b.business_name AS "businessName", b.business_gstin AS "businessGstin",
            (SELECT string_agg(l.room_name, ', ' ORDER BY l.room_name) FROM booking_line l WHERE l.booking_id = b.id) AS "rooms",
            b.created_at AS "bookedAt"
       FROM booking b WHERE b.id = ANY($1::uuid[]) ORDER BY b.check_in`,
    [ids],
  );
  const checkIns = await manager.query<Row[]>(
    `SELECT b.book_code AS "booking", g.id_type AS "idType", g.id_number AS "idAsKept", g.nationality,
            g.passport_number AS "passport", g.visa_number AS "visa", g.adults, g.children
       FROM guest_registration g JOIN booking b ON b.id = g.booking_id WHERE g.booking_id = ANY($1::uuid[])`,
    [ids],
  );
  const register = await manager.query<Row[]>(
    `SELECT b.book_code AS "booking", e.name, e.address, e.nationality, e.coming_from AS "comingFrom",
            e.going_to AS "goingTo", e.purpose, e.arrived_at AS "arrivedAt", e.departed_at AS "departedAt",
            e.id_type AS "idType", e.id_number AS "idAsKept", e.form_iii AS "formIII"
       FROM register_entry e JOIN booking b ON b.id = e.booking_id WHERE e.booking_id = ANY($1::uuid[])
      ORDER BY e.arrived_at, e.position`,
    [ids],
  );
  const events = scope.phone
    ? await manager.query<Row[]>(
        `SELECT reference, status, to_char(event_date, 'YYYY-MM-DD') AS "date", occasion, host_name AS "name",
                host_email AS "email", host_phone AS "phone", expected_guests AS "guests"
           FROM banquet_event WHERE host_phone = ANY($1) ORDER BY event_date`,
        [PHONE_FORMS(scope.phone)],
      )
    : [];
  // Messages about these bookings, and (a proved phone) every message to that phone.
  const messages = await manager.query<Row[]>(
    `SELECT kind, channel, status, created_at AS "queuedAt" FROM outbox_message
      WHERE booking_id = ANY($1::uuid[]) OR ($2::text IS NOT NULL AND recipient = $2::text)
      ORDER BY created_at`,
    [ids, scope.phone],
  );
  const consent = scope.phone
    ? await manager.query<Row[]>(
        `SELECT whatsapp AS "whatsappUpdates", source, changed_at AS "changedAt" FROM messaging_consent WHERE phone = $1`,
        [scope.phone],
      )
    : [];
  const documents = await manager.query<Row[]>(
    `SELECT d.number, d.kind, to_char(d.issue_date, 'YYYY-MM-DD') AS "issued", d.total_paise / 100.0 AS "totalRupees",
            d.recipient->>'name' AS "issuedTo"
       FROM tax_document d
      WHERE d.booking_id = ANY($1::uuid[])
         OR d.event_id IN (SELECT id FROM banquet_event WHERE host_phone = ANY($2))
      ORDER BY d.issue_date, d.number`,
    [ids, scope.phone ? PHONE_FORMS(scope.phone) : []],
  );
  return {
    preparedAt: now.toISOString(),
    hotel,
    sections: [
      { title: 'Bookings', about: 'Your stays: dates, rooms and the contact details given with them.', rows: bookings },
      {
        title: 'Check-in records',
        about: 'The ID recorded at check-in (an Aadhaar as its last four digits only).',
        rows: checkIns,
      },
      {
        title: 'Guest register',
        about: 'The register the law asks the hotel to keep (and Form III for a foreign guest).',
        rows: register,
      },
      { title: 'Banquet events', about: 'Events booked with this phone number.', rows: events },
      {
        title: 'Messages',
        about: 'Mails, WhatsApp messages and SMS sent to you: what about and when (their texts are not kept).',
        rows: messages,
      },
      { title: 'WhatsApp choice', about: 'Whether you chose updates on WhatsApp, when and where.', rows: consent },
      {
        title: 'Tax documents',
        about: 'Invoices, receipts and credit notes issued to you (kept 8 years by law).',
        rows: documents,
      },
    ],
  };
}

/** A value as the PDF prints it. */
function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (value instanceof Date) return formatHotelDateTime(value);
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatStayDate(value);
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** The access answer as a PDF: each section's rows as label–value pairs. */
export async function renderGuestDataPdf(data: GuestData, reference: string): Promise<Buffer> {
  const doc = newA4Document({ Title: `Your data at ${data.hotel} — ${reference}`, Author: data.hotel, Subject: 'Personal data' });
  const done = pdfBytes(doc);
  const sheet = new Sheet(doc, PAGE);
  sheet.text(data.hotel, { size: 9, colour: COLOUR.muted });
  sheet.text('What we keep about you', { size: 16, bold: true });
  sheet.text(`Request ${reference} · prepared ${formatHotelDateTime(new Date(data.preparedAt))}`, {
    size: 9,
    colour: COLOUR.muted,
  });
  sheet.rule(COLOUR.ink, 1.2);
  for (const section of data.sections) {
    sheet.gap(10);
    sheet.text(section.title, { size: 12, bold: true });
    sheet.text(section.about, { size: 8, colour: COLOUR.muted });
    sheet.gap(4);
    if (section.rows.length === 0) sheet.text('Nothing kept.', { size: 9 });
    for (const row of section.rows) {
      sheet.pairs(
        Object.entries(row).map(([label, value]) => [label, shown(value)] as const),
        8,
      );
      sheet.gap(4);
    }
  }
  sheet.footers(`Your data · ${reference}`);
  doc.end();
  return done;
}
