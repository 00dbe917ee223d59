import { StatusBadge } from '../../../components/admin/StatusBadge';
import { Link } from 'react-router-dom';
import { PaymentAttemptStatus, PaymentMethod } from '../../../graphql/generated';
import { PAYMENT_PROVIDER_LABELS } from '../../../lib/labels';
import type { LedgerEntry } from '../api/use-booking-detail';
import { AttemptStatusBadge } from '../components/StatusBadge';
import { TableRegion } from '../../../components/admin/DataTable';
import { DASH, hotelDateAndTime, methodText, orDash, recorderName, rupeesFromPaise } from '../lib/display';

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
function ForeignAmount({ payment }: { payment: LedgerEntry['payment'] }) {
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
  return (
    <TableRegion label={label}>
      <table className="admin-table ledger-table">
        <caption className="visually-hidden">{label}, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            {showBooking && <th scope="col">Booking</th>}
            {showBooking && <th scope="col">Guest</th>}
            <th scope="col" className="admin-table__number">
              Amount
            </th>
            <th scope="col">Status</th>
            <th scope="col" className="admin-table__number">
              Refunded
            </th>
            <th scope="col">Method</th>
            <th scope="col">References</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => {
            const { payment } = entry;
            const made = hotelDateAndTime(payment.createdAt);
            return (
              <tr key={payment.id}>
                <td className="admin-table__nowrap" data-label="Date">
                  <time dateTime={payment.createdAt}>
                    {made.date}
                    <span className="admin-table__sub">{made.time}</span>
                  </time>
                </td>
                {showBooking && (
                  <td data-label="Booking">
                    {payment.booking ? (
                      <Link to={`/admin/booking/${payment.bookingId}`} className="admin-table__code">
                        {payment.booking.bookCode}
                      </Link>
                    ) : (
                      DASH
                    )}
                  </td>
                )}
                {showBooking && <td data-label="Guest">{orDash(payment.booking?.userName)}</td>}
                <td className="admin-table__number" data-label="Amount">
                  {payment.method === PaymentMethod.Cod ? (
                    <PromiseAmount entry={entry} />
                  ) : payment.currency === 'INR' ? (
                    rupeesFromPaise(payment.amountPaise)
                  ) : (
                    <ForeignAmount payment={payment} />
                  )}
                </td>
                <td data-label="Status">
                  <AttemptStatusBadge status={payment.status} />
                  {payment.status === PaymentAttemptStatus.Pending && entry.dueAtHotelPaise !== null && (
                    <span className="admin-table__sub admin-table__due">{rupeesFromPaise(entry.dueAtHotelPaise)} still due</span>
                  )}
                  {payment.failureReason && <span className="admin-table__sub">{payment.failureReason}</span>}
                  {payment.mismatchReason && <MismatchFlag reason={payment.mismatchReason} />}
                </td>
                <td className="admin-table__number" data-label="Refunded">
                  <Refunded entry={entry} />
                </td>
                <td data-label="Method">
                  {methodText(payment.method)}
                  <span className="admin-table__sub admin-table__nowrap">{PAYMENT_PROVIDER_LABELS[payment.provider]}</span>
                </td>
                <td className="ledger-ids" data-label="References">
                  <References entry={entry} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableRegion>
  );
}
