import { Panel } from '../../../components/admin/AdminPage';
import { Link } from 'react-router-dom';
import { formatTimeOfDay } from '../../../lib/format';
import { formatStay, hotelDateAndTime, rupeesFromPaise } from '../lib/display';
import { BookingStatusBadge } from '../components/StatusBadge';
import { StayActions } from './StayActions';
import { FrontDeskDay } from './use-desk-stay';
import { phoneHref } from '../../../lib/phone';

type Row = FrontDeskDay['arrivals'][number];

/** One section of the day (arrivals, in house…): a card per booking, with its actions in place. */
export function DeskSection({
  title,
  rows,
  empty,
  showHoldExpiry = false,
}: {
  title: string;
  rows: Row[];
  empty: string;
  showHoldExpiry?: boolean;
}) {
  return (
    <Panel
      title={
        <>
          {title} <span className="desk-section__count">({rows.length})</span>
        </>
      }
      className="desk-section"
    >
      {rows.length === 0 ? (
        <p className="admin-muted">{empty}</p>
      ) : (
        <ul className="desk-rows">
          {rows.map((row) => (
            <DeskRowCard key={row.booking.id} row={row} showHoldExpiry={showHoldExpiry} />
          ))}
        </ul>
      )}
    </Panel>
  );
}

function DeskRowCard({ row, showHoldExpiry }: { row: Row; showHoldExpiry: boolean }) {
  const { booking } = row;
  const rooms = booking.lines.map((line) => line.roomName).join(', ');
  return (
    <li className="desk-row">
      <div className="desk-row__who">
        <Link to={`/admin/booking/${booking.id}`} className="desk-row__code">
          {booking.bookCode}
        </Link>
        <span className="desk-row__name">{booking.userName}</span>
        <a href={phoneHref(booking.userPhone)} className="desk-row__phone">
          {booking.userPhone}
        </a>
      </div>
      <dl className="desk-row__facts">
        <div>
          <dt>Rooms</dt>
          <dd>{rooms}</dd>
        </div>
        <div>
          <dt>Stay</dt>
          <dd>
            {booking.nights} {booking.nights === 1 ? 'night' : 'nights'} · {formatStay(booking.checkIn, booking.checkOut)}
          </dd>
        </div>
        <div>
          <dt>Balance due</dt>
          <dd className={row.balanceDuePaise > 0 ? 'desk-row__due' : undefined}>{rupeesFromPaise(row.balanceDuePaise)}</dd>
        </div>
        {showHoldExpiry && booking.holdExpiresAt && (
          <div>
            <dt>Hold ends</dt>
            <dd>{hotelDateAndTime(booking.holdExpiresAt).time}</dd>
          </div>
        )}
        {booking.arrivalTime && (
          <div>
            <dt>Arriving</dt>
            <dd>around {formatTimeOfDay(booking.arrivalTime)}</dd>
          </div>
        )}
        {booking.specialRequest && (
          <div className="desk-row__request">
            <dt>Guest's request</dt>
            <dd>{booking.specialRequest}</dd>
          </div>
        )}
        <div>
          <dt>Status</dt>
          <dd>
            <BookingStatusBadge status={booking.status} />
          </dd>
        </div>
      </dl>
      <StayActions stay={booking} balanceDuePaise={row.balanceDuePaise} />
    </li>
  );
}
