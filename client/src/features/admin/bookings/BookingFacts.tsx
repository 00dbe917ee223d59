import { Panel } from '../../../components/admin/AdminPage';
import { BookingStatus } from '../../../graphql/generated';
import { formatDate, formatRupees, formatTimeOfDay } from '../../../lib/format';
import { BOOKING_CHANNEL_LABELS, ROOM_TYPE_LABELS } from '../../../lib/labels';
import type { BookingDetail } from '../api/use-booking-detail';
import { BookingPaymentBadge, BookingStatusBadge } from '../components/StatusBadge';
import { type Column, DataTable } from '../../../components/admin/DataTable';
import { formatHotelDateTime, methodText, orDash, rupeesFromPaise } from '../lib/display';
import { phoneHref } from '../../../lib/phone';

type BookedRoom = BookingDetail['lines'][number];

const ROOM_COLUMNS: Column<BookedRoom>[] = [
  { header: 'Room', rowHeader: true, cell: (line) => line.roomName },
  { header: 'Type', cell: (line) => ROOM_TYPE_LABELS[line.roomType] },
  { header: 'Rent per night', numeric: true, cell: (line) => rupeesFromPaise(line.ratePaise) },
  { header: 'Room Amount', numeric: true, cell: (line) => rupeesFromPaise(line.amountPaise) },
  {
    header: 'Guests',
    cell: (line) =>
      line.pax.length === 0
        ? orDash(null)
        : line.pax.map((person, index) => (
            <span key={`${person.name}-${index}`} className="admin-table__line">
              {orDash(person.name)}
            </span>
          )),
  },
];

/** Guest, stay, money and rooms of one booking. */
export function BookingFacts({ booking }: { booking: BookingDetail }) {
  return (
    <>
      <div className="admin-facts">
        <Panel title="Guest">
          <dl className="admin-dl">
            <dt>Name</dt>
            <dd>{orDash(booking.userName)}</dd>
            <dt>Email</dt>
            <dd>
              {booking.userEmail ? <a href={`mailto:${booking.userEmail}`}>{booking.userEmail}</a> : orDash(booking.userEmail)}
            </dd>
            <dt>Phone</dt>
            <dd>
              {booking.userPhone ? <a href={phoneHref(booking.userPhone)}>{booking.userPhone}</a> : orDash(booking.userPhone)}
            </dd>
          </dl>
        </Panel>
        <Panel title="Stay">
          <dl className="admin-dl">
            <dt>Check-in</dt>
            <dd>{formatDate(booking.checkIn)}</dd>
            <dt>Check-out</dt>
            <dd>{formatDate(booking.checkOut)}</dd>
            <dt>Nights</dt>
            <dd>{booking.nights}</dd>
            <dt>Booked</dt>
            <dd>{formatHotelDateTime(booking.createdAt)}</dd>
            {booking.arrivalTime && (
              <>
                <dt>Arriving</dt>
                <dd>around {formatTimeOfDay(booking.arrivalTime)}</dd>
              </>
            )}
            {booking.specialRequest && (
              <>
                <dt>Guest's request</dt>
                <dd className="admin-dl__request">{booking.specialRequest}</dd>
              </>
            )}
            <dt>Offers and news</dt>
            <dd>
              {booking.marketingConsent
                ? `Yes, ticked on the booking form ${formatHotelDateTime(booking.marketingConsent.givenAt)}`
                : 'Not asked for'}
            </dd>
            {booking.status === BookingStatus.Held && booking.holdExpiresAt && (
              <>
                <dt>Hold ends</dt>
                <dd>{formatHotelDateTime(booking.holdExpiresAt)}</dd>
              </>
            )}
          </dl>
        </Panel>
        <Panel title="Payment">
          <dl className="admin-dl">
            <dt>Total</dt>
            <dd className="admin-dl__strong">{formatRupees(booking.totalAmount)}</dd>
            {booking.agreedRent && (
              <>
                <dt>Rent agreed</dt>
                <dd>
                  {formatRupees(booking.agreedRent.nightlyRent)} a night before GST, by {booking.agreedRent.agreedBy}
                  {booking.agreedRent.reason && <span className="admin-muted"> — {booking.agreedRent.reason}</span>}
                </dd>
              </>
            )}
            <dt>Sold on</dt>
            <dd>
              {BOOKING_CHANNEL_LABELS[booking.channel]}
              {booking.otaSale && (
                <span className="admin-muted">
                  {' '}
                  — reference {booking.otaSale.reference}, commission {booking.otaSale.commissionPercent}% (
                  {formatRupees(booking.otaSale.commission)})
                </span>
              )}
            </dd>
            <dt>Status</dt>
            <dd>
              <BookingStatusBadge status={booking.status} />
            </dd>
            <dt>Payment status</dt>
            <dd>
              <BookingPaymentBadge status={booking.paymentStatus} method={booking.paymentMethod} />
            </dd>
            <dt>Method</dt>
            <dd>{methodText(booking.paymentMethod)}</dd>
          </dl>
        </Panel>
      </div>
      <Panel title="Rooms">
        <DataTable label="Booked rooms" columns={ROOM_COLUMNS} rows={booking.lines} rowKey={(line) => line.id} />
      </Panel>
    </>
  );
}
