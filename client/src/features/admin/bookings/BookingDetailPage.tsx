import { Link, useParams } from 'react-router-dom';
import { Alert } from '../../../components/ui/Alert';
import { Spinner } from '../../../components/ui/Spinner';
import { BookingDetail, useBookingDetail, useBookingPayments, useCancellation } from '../api/use-booking-detail';
import { LoadFailure } from '../components/LoadFailure';
import { PageHeader } from '../components/PageHeader';
import { LedgerTable } from '../payments/LedgerTable';
import { BookingFacts } from './BookingFacts';
import { isCancellable } from './booking-words';
import { CancelBooking } from './CancelBooking';
import { BookingChanges } from './BookingChanges';
import { DeskActions } from './DeskActions';
import { BookingMoneyPanel } from '../desk-money/BookingMoneyPanel';
import { BookingHistory } from '../history/BookingHistory';
import { BookingDocumentsPanel } from './BookingDocumentsPanel';
import { useBookingIdParam } from './use-desk-bookings';

function BookingPayments({ booking }: { booking: BookingDetail }) {
  const payments = useBookingPayments(booking);
  return (
    <section className="admin-panel" aria-labelledby="booking-payments">
      <h2 id="booking-payments" className="admin-panel__title">
        Payments
      </h2>
      {payments.status === 'loading' && <Spinner label="Loading payments…" />}
      {payments.status === 'error' && <LoadFailure title="Failed to load payments" refusal={payments.refusal} />}
      {payments.status === 'ready' &&
        (payments.data.length === 0 ? (
          <p className="admin-muted">No payment attempts for this booking.</p>
        ) : (
          <LedgerTable entries={payments.data} label={`Payments of booking ${booking.bookCode}`} showBooking={false} />
        ))}
    </section>
  );
}

function BookingView({ booking }: { booking: BookingDetail }) {
  const calls = useCancellation(booking.id);
  return (
    <>
      <PageHeader
        title={`Booking ${booking.bookCode}`}
        lead={`${booking.userName} · ${booking.lines.map((line) => line.roomName).join(', ')}`}
      />
      <DeskActions bookingId={booking.id} />
      <BookingFacts booking={booking} />
      <BookingMoneyPanel bookingId={booking.id} />
      <BookingDocumentsPanel bookingId={booking.id} />
      <BookingPayments booking={booking} />
      <BookingChanges bookingId={booking.id} />
      <CancelBooking bookCode={booking.bookCode} cancellable={isCancellable(booking)} calls={calls} />
      <BookingHistory bookingId={booking.id} />
    </>
  );
}

function NotFound() {
  return (
    <>
      <PageHeader title="Booking not found" />
      <Alert tone="warning">Booking not found</Alert>
    </>
  );
}

function BookingById({ id }: { id: string }) {
  const booking = useBookingDetail(id);
  return (
    <>
      {booking.status === 'loading' && <Spinner label="Loading the booking…" />}
      {booking.status === 'error' && <LoadFailure title="Failed to load the booking" refusal={booking.refusal} />}
      {booking.status === 'ready' && (booking.data ? <BookingView booking={booking.data} /> : <NotFound />)}
    </>
  );
}

/** /admin/booking/:id: everything about one booking, and cancelling it with a refund. The id may be the booking's code. */
export default function BookingDetailPage() {
  const { id: param = '' } = useParams();
  const id = useBookingIdParam(param);
  return (
    <>
      <p className="admin-back">
        <Link to="/admin/booking">← All bookings</Link>
      </p>
      {id.status === 'loading' && <Spinner label="Finding the booking…" />}
      {id.status === 'error' && <LoadFailure title="Failed to load the booking" refusal={id.refusal} />}
      {id.status === 'ready' && (id.data ? <BookingById id={id.data} /> : <NotFound />)}
    </>
  );
}
