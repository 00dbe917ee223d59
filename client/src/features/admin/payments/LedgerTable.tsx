import { StatusBadge } from '../../../components/admin/StatusBadge';
import { Link } from 'react-router-dom';
import { PaymentAttemptStatus, PaymentMethod } from '../../../graphql/generated';
import { PAYMENT_PROVIDER_LABELS } from '../../../lib/labels';
import type { LedgerEntry } from '../api/use-booking-detail';
import { AttemptStatusBadge } from '../components/StatusBadge';
import { type Column, DataTable } from '../../../components/admin/DataTable';
import { DASH, hotelDateAndTime, methodText, orDash, recorderName, rupeesFromPaise } from '../lib/display';

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

/**
 * A pay-at-hotel promise is no money: its amount is what was promised, and what is still owed is
 * its booking's balance (the server's dueAtHotelPaise), which the desk may have lowered since.
 */
function PromiseAmount({ entry }: { entry: LedgerEntry }) {
  return (
    <>
      <span className="ledger-promise">{rupeesFromPaise(entry.payment.amountPaise)}</span>
      <span className="admin-table__sub">promised</span>
    </>
  );
}

/** Receipt (desk receipt or receipt voucher), the desk's reference, the provider's ids and who took the money: those there are. */
function References({ entry }: { entry: LedgerEntry }) {
  const { payment } = entry;
  const lines = [
    ['Receipt', entry.receiptNumber],
    ['Ref', payment.reference],
    ['Order', payment.razorpayOrderId],
    ['Payment', payment.razorpayPaymentId],
  ].filter((line): line is [string, string] => Boolean(line[1]));
  if (lines.length === 0 && !payment.recordedBy) return <>{DASH}</>;
  return (
    <>
      {lines.map(([label, value]) => (
        <span key={label}>
          {label}: <code>{value}</code>
        </span>
      ))}
      {payment.recordedBy && <span>By {recorderName(payment.recordedBy)}</span>}
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
    cell: (entry) =>
      entry.payment.method === PaymentMethod.Cod ? (
        <PromiseAmount entry={entry} />
      ) : entry.payment.currency === 'INR' ? (
        rupeesFromPaise(entry.payment.amountPaise)
      ) : (
        <ForeignAmount payment={entry.payment} />
      ),
  },
  {
    header: 'Status',
    cell: ({ payment, dueAtHotelPaise }) => (
      <>
        <AttemptStatusBadge status={payment.status} />
        {payment.status === PaymentAttemptStatus.Pending && dueAtHotelPaise !== null && (
          <span className="admin-table__sub admin-table__due">{rupeesFromPaise(dueAtHotelPaise)} still due</span>
        )}
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
    header: 'References',
    cell: (entry) => (
      <span className="ledger-ids">
        <References entry={entry} />
      </span>
    ),
  },
];

/** Payment attempts: when, for which booking, how much, what became of it, refunds, how, and its receipt and ids. */
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
