import { useParams } from 'react-router-dom';
import { Alert } from '../../../components/ui/Alert';
import { BookingDetail, useBookingDetail, useBookingPayments, useCancellation } from '../api/use-booking-detail';
import { LoadState } from '../../../components/admin/LoadState';
import { AdminPage, BackLink, Panel } from '../../../components/admin/AdminPage';
import { LedgerTable } from '../payments/LedgerTable';
import { BookingFacts } from './BookingFacts';
import { isCancellable } from './booking-words';
import { CancelBooking } from './CancelBooking';
import { BookingChanges } from './BookingChanges';
import { DeskActions } from './DeskActions';
import { BookingMoneyPanel } from '../desk-money/BookingMoneyPanel';
import { FolioChargesPanel } from '../folio-charges/FolioChargesPanel';
import { BookingHistory } from '../history/BookingHistory';
import { BookingDocumentsPanel } from './BookingDocumentsPanel';
import { useBookingIdParam } from './use-desk-bookings';
import { MessagesPanel } from '../../../components/admin/messages/MessageLog';
import { mayUse } from '../../../lib/admin-session';
import { useAdminSession } from '../session/AdminSessionContext';

function BookingPayments({ booking }: { booking: BookingDetail }) {
  const payments = useBookingPayments(booking);
  return (
    <Panel title="Payments">
      <LoadState
        state={payments}
        loading="Loading payments…"
        failure="Failed to load payments"
        isEmpty={(entries) => entries.length === 0}
        empty="No payment attempts for this booking."
      >
        {(entries) => <LedgerTable entries={entries} label={`Payments of booking ${booking.bookCode}`} showBooking={false} />}
      </LoadState>
    </Panel>
  );
}

function BookingView({ booking }: { booking: BookingDetail }) {
  const calls = useCancellation(booking.id);
  const admin = useAdminSession().session?.admin;
  return (
    <AdminPage
      title={`Booking ${booking.bookCode}`}
      lead={`${booking.userName} · ${booking.lines.map((line) => line.roomName).join(', ')}`}
    >
      <DeskActions bookingId={booking.id} />
      <BookingFacts booking={booking} />
      <BookingMoneyPanel bookingId={booking.id} />
      <FolioChargesPanel bookingId={booking.id} />
      <BookingDocumentsPanel bookingId={booking.id} />
      <BookingPayments booking={booking} />
      {mayUse(admin, 'Query.messages') && (
        <MessagesPanel
          bookingId={booking.id}
          phone={booking.userPhone}
          mayResend={mayUse(admin, 'Mutation.resendMessage')}
          mayChangeConsent={mayUse(admin, 'Mutation.setMessagingConsent')}
        />
      )}
      <BookingChanges bookingId={booking.id} />
      <CancelBooking bookCode={booking.bookCode} cancellable={isCancellable(booking)} calls={calls} />
      <BookingHistory bookingId={booking.id} />
    </AdminPage>
  );
}

function NotFound() {
  return (
    <AdminPage title="Booking not found">
      <Alert tone="warning">Booking not found</Alert>
    </AdminPage>
  );
}

function BookingById({ id }: { id: string }) {
  const booking = useBookingDetail(id);
  return (
    <LoadState state={booking} loading="Loading the booking…" failure="Failed to load the booking">
      {(data) => (data ? <BookingView booking={data} /> : <NotFound />)}
    </LoadState>
  );
}

/** /admin/booking/:id: everything about one booking, and cancelling it with a refund. The id may be the booking's code. */
export default function BookingDetailPage() {
  const { id: param = '' } = useParams();
  const id = useBookingIdParam(param);
  return (
    <>
      <BackLink to="/admin/booking">All bookings</BackLink>
      <LoadState state={id} loading="Finding the booking…" failure="Failed to load the booking">
        {(bookingId) => (bookingId ? <BookingById id={bookingId} /> : <NotFound />)}
      </LoadState>
    </>
  );
}
