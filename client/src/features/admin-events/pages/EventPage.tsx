import { HOTEL_TIME_ZONE } from '@server-pure/calendar-dates';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { AdminPage, Panel } from '../../../components/admin/AdminPage';
import { EmptyState, LoadFailure } from '../../../components/admin/LoadState';
import { Button } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { EventStatus } from '../../../graphql/generated';
import { formatDate, formatRupees } from '../../../lib/format';
import { type EventDetail, useEvent, useEventSteps } from '../api/use-events';
import { EventActions } from '../components/EventActions';
import { EventDetailsForm } from '../components/EventDetailsForm';
import { EventStatusBadge } from '../components/EventStatusBadge';
import { QuoteEditor } from '../components/QuoteEditor';
import { formatHoldEnd } from '../event-words';
import EventMoneyPanel from '../money/EventMoneyPanel';
import { MessagesPanel } from '../../../components/admin/messages/MessageLog';
import { mayUse, storedAdmin } from '../../../lib/admin-session';
import '../admin-events.css';

const BACK = { to: '/admin/events', label: 'All events' };
const QUOTABLE: EventStatus[] = [EventStatus.New, EventStatus.Quoted, EventStatus.OnHold, EventStatus.Confirmed];

function Facts({ event }: { event: EventDetail }) {
  const rows: Array<[string, string | null | undefined]> = [
    ['Date', formatDate(event.eventDate)],
    ['Session', `${event.session.name}, ${event.session.startsAt}–${event.session.endsAt}`],
    ['Hall', event.hall.name],
    ['Occasion', event.occasion],
    ['Expected guests', String(event.expectedGuests)],
    ['Guaranteed plates', event.guaranteedPlates === null ? 'Not given yet' : String(event.guaranteedPlates)],
    [
      'Menu',
      event.menuPackage
        ? `${event.menuPackage.name}, ${formatRupees(event.menuPackage.pricePerPlate)} a plate`
        : 'Not chosen yet',
    ],
    ['Menu and count fixed from', formatDate(event.cutOffDate)],
  ];
  const host: Array<[string, string | null | undefined]> = [
    ['Host', event.hostName],
    ['Phone', event.hostPhone],
    ['Email', event.hostEmail],
    ['Their notes', event.notes],
    ['Dietary', event.dietaryNotes],
    ['Setup', event.setupNotes],
    ['Decoration', event.decorationNotes],
    ['Sound', event.soundNotes],
  ];
  const list = (items: typeof rows) => (
    <dl className="event-facts">
      {items
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
  return (
    <div className="event-page__facts">
      <Panel title="The event">{list(rows)}</Panel>
      <Panel title="Host">{list(host)}</Panel>
    </div>
  );
}

function PayLink({ url }: { url: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(url).catch(() => undefined);
    setCopied(true);
  };
  return (
    <div className="event-paylink">
      <span className="event-paylink__label">Payment link</span>
      <code className="event-paylink__url">{url}</code>
      <Button variant="secondary" className="btn--small" onClick={() => void copy()}>
        {copied ? 'Copied' : 'Copy link'}
      </Button>
    </div>
  );
}

/** The event's page once it is loaded. */
function EventView({ event, refetch }: { event: EventDetail; refetch(): void }) {
  const steps = useEventSteps();
  const [editing, setEditing] = useState(false);
  const admin = storedAdmin();
  return (
    <AdminPage
      className="admin-events event-page"
      title={`${event.occasion} · ${event.hostName}`}
      tabTitle={`${event.occasion}, ${formatDate(event.eventDate)}`}
      back={BACK}
      lead={
        <>
          {event.reference} · <EventStatusBadge status={event.status} />
          {event.holdExpiresAt && <> · Hold ends {formatHoldEnd(event.holdExpiresAt)}</>}
          {event.closingReason && <> · {event.closingReason}</>}
        </>
      }
      actions={
        <>
          <Link className="btn btn--secondary" to={`/admin/events/${event.id}/sheet`}>
            Function sheet
          </Link>
          {QUOTABLE.includes(event.status) && !editing && (
            <Button variant="secondary" onClick={() => setEditing(true)}>
              Edit details
            </Button>
          )}
        </>
      }
    >
      <EventActions
        event={event}
        onHold={() => steps.hold(event.id)}
        onConfirm={() => steps.confirm(event.id)}
        onLose={(reason) => steps.lose(event.id, reason)}
      />
      {QUOTABLE.includes(event.status) && <PayLink url={event.payUrl} />}
      {editing ? (
        <EventDetailsForm
          event={event}
          onSave={(input) => steps.updateDetails(event.id, input)}
          onDone={() => setEditing(false)}
        />
      ) : (
        <Facts event={event} />
      )}
      <QuoteEditor
        key={event.id}
        event={event}
        editable={QUOTABLE.includes(event.status)}
        onSave={(lines) => steps.quote(event.id, { lines })}
      />
      <EventMoneyPanel eventId={event.id} onChanged={refetch} />
      {mayUse(admin, 'Query.messages') && (
        <MessagesPanel
          eventId={event.id}
          phone={event.hostPhone}
          mayResend={mayUse(admin, 'Mutation.resendMessage')}
          mayChangeConsent={mayUse(admin, 'Mutation.setMessagingConsent')}
        />
      )}
      <Panel title="History">
        <ol className="event-history">
          {event.history.map((entry) => (
            <li key={entry.id}>
              <span className="event-history__when">
                {new Date(entry.at).toLocaleString('en-IN', {
                  timeZone: HOTEL_TIME_ZONE,
                  dateStyle: 'medium',
                  timeStyle: 'short',
                })}
              </span>{' '}
              {entry.detail.replace(`${event.reference}: `, '')} <span className="event-history__who">— {entry.actor}</span>
            </li>
          ))}
        </ol>
      </Panel>
    </AdminPage>
  );
}

/** /admin/events/:id: the event's facts, its quote, its steps, the payment link and its money. */
export default function EventPage() {
  const { id = '' } = useParams();
  const { event, loading, missing, error, refetch } = useEvent(id);
  if (event && !missing) return <EventView event={event} refetch={refetch} />;
  return (
    <AdminPage title="Event" back={BACK}>
      {loading ? (
        <Spinner label="Loading the event…" />
      ) : error ? (
        <LoadFailure refusal={error} />
      ) : (
        <EmptyState>We could not find that event.</EmptyState>
      )}
    </AdminPage>
  );
}
