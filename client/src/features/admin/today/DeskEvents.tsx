import { Link } from 'react-router-dom';
import { Panel } from '../../../components/admin/AdminPage';
import { formatTimeOfDay } from '../../../lib/format';
import { phoneHref } from '../../../lib/phone';
import { rupeesFromPaise } from '../lib/display';
import { FrontDeskDay } from './use-desk-stay';

type EventRow = FrontDeskDay['events'][number];

const STATUS_WORDS: Record<EventRow['event']['status'], string> = {
  NEW: 'Enquiry',
  QUOTED: 'Quoted',
  ON_HOLD: 'On hold',
  CONFIRMED: 'Confirmed',
  COMPLETED: 'Settled',
  CANCELLED: 'Cancelled',
  LOST: 'Lost',
};

/** The hall's events of the day on the desk's board: session, hall, family, plates and what is still owed. */
export function DeskEvents({ rows, empty }: { rows: EventRow[]; empty: string }) {
  return (
    <Panel
      title={
        <>
          Banquet events <span className="desk-section__count">({rows.length})</span>
        </>
      }
      className="desk-section"
    >
      {rows.length === 0 ? (
        <p className="admin-muted">{empty}</p>
      ) : (
        <ul className="desk-rows">
          {rows.map(({ event, balanceDuePaise }) => (
            <li key={event.id} className="desk-row">
              <div className="desk-row__who">
                <Link to={`/admin/events/${event.id}`} className="desk-row__code">
                  {event.reference}
                </Link>
                <span className="desk-row__name">
                  {event.occasion} · {event.hostName}
                </span>
                <a href={phoneHref(event.hostPhone)} className="desk-row__phone">
                  {event.hostPhone}
                </a>
              </div>
              <dl className="desk-row__facts">
                <div>
                  <dt>Session</dt>
                  <dd>
                    {event.session.name}, {formatTimeOfDay(event.session.startsAt)}–{formatTimeOfDay(event.session.endsAt)}
                  </dd>
                </div>
                <div>
                  <dt>Hall</dt>
                  <dd>{event.hall.name}</dd>
                </div>
                <div>
                  <dt>Guests</dt>
                  <dd>
                    {event.expectedGuests}
                    {event.guaranteedPlates != null && ` · ${event.guaranteedPlates} plates guaranteed`}
                  </dd>
                </div>
                <div>
                  <dt>Balance due</dt>
                  <dd className={balanceDuePaise > 0 ? 'desk-row__due' : undefined}>{rupeesFromPaise(balanceDuePaise)}</dd>
                </div>
                <div>
                  <dt>Status</dt>
                  <dd>{STATUS_WORDS[event.status]}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
