import { formatHotelDateTime } from '@server-pure/calendar-dates';
import { EventStatus } from '../../../graphql/generated';
import { formatDate, formatTimeOfDay } from '../../../lib/format';
import type { EventPage } from '../api/use-event-checkout';

const STATUS_WORDS: Record<EventStatus, string> = {
  [EventStatus.New]: 'Enquiry received',
  [EventStatus.Quoted]: 'Quoted',
  [EventStatus.OnHold]: 'On hold',
  [EventStatus.Confirmed]: 'Confirmed',
  [EventStatus.Completed]: 'Completed',
  [EventStatus.Cancelled]: 'Cancelled',
  [EventStatus.Lost]: 'Closed',
};

/** "9 Dec 2026, 3:00 PM", hotel time. */
export const holdUntil = (instant: string) => formatHotelDateTime(instant);

/** The event at a glance: what, where, when, for whom, and where it stands. */
export function EventFacts({ page }: { page: EventPage }) {
  return (
    <section className="event-pay-card" aria-labelledby="event-facts-title">
      <h2 id="event-facts-title">Your event</h2>
      <dl className="event-pay-facts">
        <div>
          <dt>Reference</dt>
          <dd>{page.reference}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            <span className={`event-status event-status--${page.status.toLowerCase()}`}>{STATUS_WORDS[page.status]}</span>
          </dd>
        </div>
        {page.holdExpiresAt && (
          <div>
            <dt>Date held until</dt>
            <dd>{holdUntil(page.holdExpiresAt)}</dd>
          </div>
        )}
        <div>
          <dt>Occasion</dt>
          <dd>{page.occasion}</dd>
        </div>
        <div>
          <dt>Date</dt>
          <dd>{formatDate(page.eventDate)}</dd>
        </div>
        <div>
          <dt>Hall and session</dt>
          <dd>
            {page.hallName}, {page.sessionName} ({formatTimeOfDay(page.startsAt)}–{formatTimeOfDay(page.endsAt)})
          </dd>
        </div>
        <div>
          <dt>Expected guests</dt>
          <dd>{page.expectedGuests}</dd>
        </div>
        <div>
          <dt>Host</dt>
          <dd>{page.hostName}</dd>
        </div>
      </dl>
    </section>
  );
}
