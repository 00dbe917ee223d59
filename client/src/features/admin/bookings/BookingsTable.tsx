import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/Button';
import { formatRupees } from '../../../lib/format';
import type { AdminBooking } from '../api/use-bookings';
import { BookingPaymentBadge, BookingStatusBadge } from '../components/StatusBadge';
import { TableRegion } from '../components/TableRegion';
import { canDeleteBooking } from '../lib/booking-deletion';
import { formatStay, orDash } from '../lib/display';
import { firstGuestName } from './booking-words';

/**
 * Spec section 2, "Admin tables": Name (first guest), Room type, Room Amount, paymentStatus, Delete.
 * Delete only where the booking may go (a hold or a cancelled booking without money).
 */
export function BookingsTable({ bookings, onDelete }: { bookings: AdminBooking[]; onDelete(booking: AdminBooking): void }) {
  return (
    <TableRegion label="Bookings">
      <table className="admin-table">
        <caption className="visually-hidden">Bookings</caption>
        <thead>
          <tr>
            <th scope="col">Booking</th>
            <th scope="col">Name</th>
            <th scope="col">Room</th>
            <th scope="col">Stay</th>
            <th scope="col" className="admin-table__number">
              Room Amount
            </th>
            <th scope="col">Status</th>
            <th scope="col">paymentStatus</th>
            <th scope="col">Action</th>
          </tr>
        </thead>
        <tbody>
          {bookings.map((booking) => (
            <tr key={booking.id}>
              <th scope="row">
                <Link
                  to={`/admin/booking/${booking.id}`}
                  className="admin-table__code"
                  aria-label={`Booking ${booking.bookCode}, open details`}
                >
                  {booking.bookCode}
                </Link>
              </th>
              <td data-label="Name">{orDash(firstGuestName(booking))}</td>
              <td data-label="Room">
                {booking.rooms === undefined ? '…' : orDash(booking.rooms)}
                {booking.roomTypes && <span className="admin-table__sub">{booking.roomTypes}</span>}
              </td>
              <td className="admin-table__nowrap" data-label="Stay">
                {formatStay(booking.checkIn, booking.checkOut)}
                <span className="admin-table__sub">
                  {booking.nights} {booking.nights === 1 ? 'night' : 'nights'}
                </span>
              </td>
              <td className="admin-table__number" data-label="Room Amount">
                {formatRupees(booking.totalAmount)}
                {booking.balanceDue !== 0 && (
                  <span className={`admin-table__sub ${booking.balanceDue > 0 ? 'admin-table__due' : 'admin-table__owed'}`}>
                    {booking.balanceDue > 0 ? 'Due' : 'Refund due'} {formatRupees(Math.abs(booking.balanceDue))}
                  </span>
                )}
              </td>
              <td data-label="Status">
                <BookingStatusBadge status={booking.status} />
              </td>
              <td data-label="Payment status">
                <BookingPaymentBadge status={booking.paymentStatus} method={booking.paymentMethod} />
              </td>
              <td>
                {canDeleteBooking(booking) && (
                  <Button
                    variant="danger"
                    className="btn--small"
                    onClick={() => onDelete(booking)}
                    aria-label={`Delete booking ${booking.bookCode}`}
                  >
                    Delete
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableRegion>
  );
}
