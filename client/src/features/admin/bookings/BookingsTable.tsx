import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/Button';
import { formatRupees } from '../../../lib/format';
import type { AdminBooking } from '../api/use-bookings';
import { BookingPaymentBadge, BookingStatusBadge } from '../components/StatusBadge';
import { type Column, DataTable } from '../../../components/admin/DataTable';
import { formatStay, orDash } from '../lib/display';
import { firstGuestName } from './booking-words';

/**
 * Spec section 2, "Admin tables": Name (first guest), Room type, Room Amount, paymentStatus, Delete.
 * Delete only where the server says deleteBooking would take it (canDelete: a hold or a cancelled
 * booking without money, by the server's own rule).
 */
export function BookingsTable({ bookings, onDelete }: { bookings: AdminBooking[]; onDelete(booking: AdminBooking): void }) {
  const columns: Column<AdminBooking>[] = [
    {
      header: 'Booking',
      rowHeader: true,
      cell: (booking) => (
        <Link
          to={`/admin/booking/${booking.id}`}
          className="admin-table__code"
          aria-label={`Booking ${booking.bookCode}, open details`}
        >
          {booking.bookCode}
        </Link>
      ),
    },
    { header: 'Name', cell: (booking) => orDash(firstGuestName(booking)) },
    {
      header: 'Room',
      cell: (booking) => (
        <>
          {booking.rooms === undefined ? '…' : orDash(booking.rooms)}
          {booking.roomTypes && <span className="admin-table__sub">{booking.roomTypes}</span>}
        </>
      ),
    },
    {
      header: 'Stay',
      nowrap: true,
      cell: (booking) => (
        <>
          {formatStay(booking.checkIn, booking.checkOut)}
          <span className="admin-table__sub">
            {booking.nights} {booking.nights === 1 ? 'night' : 'nights'}
          </span>
        </>
      ),
    },
    {
      header: 'Room Amount',
      numeric: true,
      cell: (booking) => (
        <>
          {formatRupees(booking.totalAmount)}
          {booking.balanceDue !== 0 && (
            <span className={`admin-table__sub ${booking.balanceDue > 0 ? 'admin-table__due' : 'admin-table__owed'}`}>
              {booking.balanceDue > 0 ? 'Due' : 'Refund due'} {formatRupees(Math.abs(booking.balanceDue))}
            </span>
          )}
        </>
      ),
    },
    { header: 'Status', cell: (booking) => <BookingStatusBadge status={booking.status} /> },
    {
      header: 'paymentStatus',
      label: 'Payment status',
      cell: (booking) => <BookingPaymentBadge status={booking.paymentStatus} method={booking.paymentMethod} />,
    },
    {
      header: 'Action',
      label: false,
      cell: (booking) =>
        booking.canDelete && (
          <Button
            variant="danger"
            className="btn--small"
            onClick={() => onDelete(booking)}
            aria-label={`Delete booking ${booking.bookCode}`}
          >
            Delete
          </Button>
        ),
    },
  ];
  return <DataTable label="Bookings" columns={columns} rows={bookings} rowKey={(booking) => booking.id} />;
}
