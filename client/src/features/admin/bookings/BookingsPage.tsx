import { Link } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { Pager } from '../../../components/ui/Pager';
import { formatDate } from '../../../lib/format';
import { usePageParam } from '../../../lib/page-param';
import { ADMIN_PAGE_SIZE } from '../../../components/admin/load-state';
import { AdminBooking, useBookings } from '../api/use-bookings';
import { ExportCsvButton } from '../components/ExportCsvButton';
import { LoadState } from '../../../components/admin/LoadState';
import { Notice } from '../../../components/admin/Notice';
import { AdminPage } from '../../../components/admin/AdminPage';
import { useDeleteFlow } from '../lib/use-delete-flow';
import { BookingsTable } from './BookingsTable';
import { firstGuestName } from './booking-words';
import { BookingFilters, useBookingFilters } from './BookingFilters';
import './desk-bookings.css';

/** /admin/booking: the bookings, searched and filtered, newest first or by check-in, a page at a time (spec: Bookings table). */
export default function BookingsPage() {
  const [page, setPage] = usePageParam();
  const [filters, applyFilters] = useBookingFilters();
  const { bookings, deleteBooking } = useBookings(page, filters);
  const filtered = Boolean(filters.search || filters.status || filters.stayFrom || filters.stayTo);
  const flow = useDeleteFlow<AdminBooking>(deleteBooking, 'Booking deleted.');

  return (
    <AdminPage
      title="Bookings"
      lead="Open a booking to see its payments or to cancel it with a refund."
      actions={
        <>
          <Link className="btn btn--primary" to="/admin/booking/new">
            New booking
          </Link>
          <ExportCsvButton path="/api/admin/export/bookings.csv" fileName="bookings.csv" />
        </>
      }
    >
      <BookingFilters key={JSON.stringify(filters)} filters={filters} onApply={applyFilters} />
      {flow.notice && (
        <Notice key={flow.notice.message} tone={flow.notice.tone}>
          {flow.notice.message}
        </Notice>
      )}
      <LoadState
        state={bookings}
        loading="Loading bookings…"
        failure="Failed to load bookings"
        isEmpty={(list) => list.total === 0}
        empty={filtered ? 'No bookings match this search.' : 'No bookings yet.'}
      >
        {(list) => (
          <>
            <BookingsTable bookings={list.items} onDelete={flow.ask} />
            <Pager page={page} pageSize={ADMIN_PAGE_SIZE} total={list.total} label="Bookings" onPageChange={setPage} />
          </>
        )}
      </LoadState>
      {flow.pending && (
        <ConfirmDialog
          title={`Delete booking ${flow.pending.bookCode}?`}
          confirmLabel="Delete"
          danger
          busy={flow.busy}
          onConfirm={flow.confirm}
          onCancel={flow.dismiss}
        >
          <p>
            The booking of {firstGuestName(flow.pending)} for {formatDate(flow.pending.checkIn)} –{' '}
            {formatDate(flow.pending.checkOut)} will be removed and its rooms freed. This action cannot be undone. Its payment
            attempts stay in the ledger, and the audit log keeps a note of the deletion.
          </p>
        </ConfirmDialog>
      )}
    </AdminPage>
  );
}
