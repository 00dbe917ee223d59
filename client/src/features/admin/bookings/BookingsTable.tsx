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
        <caption className="visually-hidden">Bookings, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Booking</th>
            <th scope="col">Name</th>
            <th scope="col">Room type</th>
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
              <td>{orDash(firstGuestName(booking))}</td>
              <td>{booking.roomTypes === undefined ? '…' : orDash(booking.roomTypes)}</td>
              <td className="admin-table__nowrap">
                {formatStay(booking.checkIn, booking.checkOut)}
                <span className="admin-table__sub">
                  {booking.nights} {booking.nights === 1 ? 'night' : 'nights'}
                </span>
              </td>
              <td className="admin-table__number">
                {formatRupees(booking.totalAmount)}
                {booking.balanceDue !== 0 && (
                  <span className={`admin-table__sub ${booking.balanceDue > 0 ? 'admin-table__due' : 'admin-table__owed'}`}>
                    {booking.balanceDue > 0 ? 'Due' : 'Refund due'} {formatRupees(Math.abs(booking.balanceDue))}
                  </span>
                )}
              </td>
              <td>
                <BookingStatusBadge status={booking.status} />
              </td>
              <td>
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
