import { EntityManager } from 'typeorm';
import { forgetEventContacts } from '../banquet';
import { FINISHED_STAYS, type BookingLifecycle } from '../bookings';
import type { GuestScope } from './guest-data';
import type { ErasureReport } from './privacy-request.entity';

const PHONE_FORMS = (phone: string) => (phone.startsWith('+91') ? [phone, phone.slice(3)] : [phone]);
const count = async (manager: EntityManager, query: string, parameters: unknown[]) =>
  Number((await manager.query<{ n: number }[]>(query, parameters))[0].n);
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * Erases what the law does not make the hotel keep (DPDP Act 2023, s.12(3)), in the caller's
 * transaction: the contact details on the guest's finished stays and events (the rows stay for
 * the books), their WhatsApp choice, and the messages sent to them. Says what it kept and why: a
 * stay or event not over yet, the guest register and check-in ID records (a year after departure:
 * the Immigration and Foreigners rules), Form III reports (a year), tax documents (8 years: CGST
 * Act s.36, with the name they were issued to).
 */
export async function eraseGuestData(
  manager: EntityManager,
  scope: GuestScope,
  bookings: Pick<BookingLifecycle, 'forgetContacts'>,
): Promise<ErasureReport> {
  const finishedBookings = await manager.query<{ id: string }[]>(
    `SELECT id FROM booking WHERE id = ANY($1::uuid[]) AND status = ANY($2::varchar[])`,
    [scope.bookingIds, FINISHED_STAYS],
  );
  const openBookings = scope.bookingIds.length - finishedBookings.length;
  const phones = scope.phone ? PHONE_FORMS(scope.phone) : [];
  const events = await manager.query<{ id: string; finished: boolean }[]>(
    `SELECT id, status IN ('completed', 'cancelled', 'lost') AS finished FROM banquet_event WHERE host_phone = ANY($1)`,
    [phones],
  );
  const finishedEvents = events.filter((event) => event.finished).map((event) => event.id);
  // The messages of finished stays and events, and those to the phone about nothing still going on
  // (the desk's message log keeps an open stay's).
  const messages = await count(
    manager,
    `WITH gone AS (DELETE FROM outbox_message
       WHERE status IN ('sent', 'delivered', 'read', 'failed')
         AND (booking_id = ANY($1::uuid[]) OR event_id = ANY($2::uuid[])
              OR (recipient = ANY($3) AND booking_id IS NULL AND event_id IS NULL))
       RETURNING 1) SELECT count(*)::int AS n FROM gone`,
    [finishedBookings.map((row) => row.id), finishedEvents, phones],
  );
  const stays = await bookings.forgetContacts(
    manager,
    finishedBookings.map((row) => row.id),
  );
  const familyEvents = await forgetEventContacts(manager, finishedEvents);
  const consent = scope.phone
    ? await count(
        manager,
        `WITH gone AS (DELETE FROM messaging_consent WHERE phone = $1 RETURNING 1) SELECT count(*)::int AS n FROM gone`,
        [scope.phone],
      )
    : 0;
  const register = await count(manager, `SELECT count(*)::int AS n FROM register_entry WHERE booking_id = ANY($1::uuid[])`, [
    scope.bookingIds,
  ]);
  const checkIns = await count(manager, `SELECT count(*)::int AS n FROM guest_registration WHERE booking_id = ANY($1::uuid[])`, [
    scope.bookingIds,
  ]);
  const documents = await count(
    manager,
    `SELECT count(*)::int AS n FROM tax_document WHERE booking_id = ANY($1::uuid[]) OR event_id = ANY($2::uuid[])`,
    [scope.bookingIds, events.map((event) => event.id)],
  );
  const erased = [
    ...(stays > 0 ? [`Your name, email and phone on ${plural(stays, 'booking')}`] : []),
    ...(familyEvents > 0 ? [`Your name, email and phone on ${plural(familyEvents, 'banquet event')}`] : []),
    ...(consent > 0 ? ['Your WhatsApp choice'] : []),
    ...(messages > 0 ? [`The record of ${plural(messages, 'message')} sent to you`] : []),
  ];
  const openEvents = events.length - finishedEvents.length;
  const kept = [
    ...(openBookings > 0
      ? [
          {
            what: `${plural(openBookings, 'booking')} not over yet`,
            why: 'We need your details for the stay; ask again after it.',
          },
        ]
      : []),
    ...(openEvents > 0
      ? [
          {
            what: `${plural(openEvents, 'banquet event')} not over yet`,
            why: 'We need your details for the event; ask again after it.',
          },
        ]
      : []),
    ...(register > 0
      ? [
          {
            what: `${plural(register, 'guest register entry', 'guest register entries')}`,
            why: 'The law makes hotels keep the guest register for a year after departure (Immigration and Foreigners rules, 2025); it is deleted then.',
          },
        ]
      : []),
    ...(checkIns > 0
      ? [{ what: 'The ID recorded at check-in', why: 'Kept with the guest register for a year after departure, then deleted.' }]
      : []),
    ...(documents > 0
      ? [
          {
            what: `${plural(documents, 'tax document')} (invoices, receipts) with the name they were issued to`,
            why: 'GST law makes us keep tax records for 72 months after the year’s annual return (CGST Act s.36); we keep them 8 years, then delete them.',
          },
        ]
      : []),
  ];
  return { erased, kept };
}
