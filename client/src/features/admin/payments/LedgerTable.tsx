import { StatusBadge } from '../../../components/admin/StatusBadge';
import { Link } from 'react-router-dom';
import { PAYMENT_PROVIDER_LABELS } from '../../../lib/labels';
import type { LedgerEntry } from '../api/use-booking-detail';
import { AttemptStatusBadge } from '../components/StatusBadge';
import { type Column, DataTable } from '../../../components/admin/DataTable';
import { DASH, hotelDateAndTime, methodText, orDash, rupeesFromPaise } from '../lib/display';

type Payment = LedgerEntry['payment'];

/** What went back to the guest from this attempt (the attempt's status says whether all of it). */
function Refunded({ entry }: { entry: LedgerEntry }) {
  const { refundedPaise, amountPaise } = entry.payment;
  if (refundedPaise === 0) return <>{DASH}</>;
  return (
    <>
      <strong>{rupeesFromPaise(refundedPaise)}</strong>
      {refundedPaise < amountPaise && <span className="admin-table__sub">of {rupeesFromPaise(amountPaise)}</span>}
    </>
  );
}

/** Money in another currency than the hotel's, as it arrived (only a mismatched payment has one). */
function ForeignAmount({ payment }: { payment: Payment }) {
  return (
    <>
      {payment.currency} {(payment.amountPaise / 100).toFixed(2)}
    </>
  );
}

/** Money that did not match its order confirmed nothing: the owner refunds it. */
function MismatchFlag({ reason }: { reason: string }) {
  return (
    <>
      <StatusBadge tone="danger">Amount mismatch: refund</StatusBadge>
      <span className="admin-table__sub">{reason}</span>
    </>
  );
}

const DATE: Column<LedgerEntry> = {
  header: 'Date',
  nowrap: true,
  cell: ({ payment }) => {
    const made = hotelDateAndTime(payment.createdAt);
    return (
      <time dateTime={payment.createdAt}>
        {made.date}
        <span className="admin-table__sub">{made.time}</span>
      </time>
    );
  },
};

const BOOKING_COLUMNS: Column<LedgerEntry>[] = [
  {
    header: 'Booking',
    cell: ({ payment }) =>
      payment.booking ? (
        <Link to={`/admin/booking/${payment.bookingId}`} className="admin-table__code">
          {payment.booking.bookCode}
        </Link>
      ) : (
        DASH
      ),
  },
  { header: 'Guest', cell: ({ payment }) => orDash(payment.booking?.userName) },
];

const ATTEMPT_COLUMNS: Column<LedgerEntry>[] = [
  {
    header: 'Amount',
    numeric: true,
    cell: ({ payment }) =>
      payment.currency === 'INR' ? rupeesFromPaise(payment.amountPaise) : <ForeignAmount payment={payment} />,
  },
  {
    header: 'Status',
    cell: ({ payment }) => (
      <>
        <AttemptStatusBadge status={payment.status} />
        {payment.failureReason && <span className="admin-table__sub">{payment.failureReason}</span>}
        {payment.mismatchReason && <MismatchFlag reason={payment.mismatchReason} />}
      </>
    ),
  },
  { header: 'Refunded', numeric: true, cell: (entry) => <Refunded entry={entry} /> },
  {
    header: 'Method',
    cell: ({ payment }) => (
      <>
        {methodText(payment.method)}
        <span className="admin-table__sub admin-table__nowrap">{PAYMENT_PROVIDER_LABELS[payment.provider]}</span>
      </>
    ),
  },
  {
    header: 'Provider ids',
    cell: ({ payment }) => (
      <span className="ledger-ids">
        <span>
          Order: <code>{orDash(payment.razorpayOrderId)}</code>
        </span>
        <span>
          Payment: <code>{orDash(payment.razorpayPaymentId)}</code>
        </span>
      </span>
    ),
  },
];

/** Payment attempts: when, for which booking, how much, what became of it, refunds, how and the provider's ids. */
export function LedgerTable({
  entries,
  label,
  showBooking = true,
}: {
  entries: LedgerEntry[];
  label: string;
  showBooking?: boolean;
}) {
  const columns = [DATE, ...(showBooking ? BOOKING_COLUMNS : []), ...ATTEMPT_COLUMNS];
  return (
    <DataTable
      label={label}
      caption={`${label}, newest first`}
      columns={columns}
      rows={entries}
      rowKey={(entry) => entry.payment.id}
    />
  );
}
