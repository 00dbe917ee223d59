import { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { TaxBreakdown } from '../../../components/price/TaxBreakdown';
import { TotalWithGst } from '../../../components/price/TotalWithGst';
import { Button } from '../../../components/ui/Button';
import { BookingStatus } from '../../../graphql/generated';
import { formatDate, formatRupees, keepDatesWhole } from '../../../lib/format';
import { useHotel } from '../../../lib/hotel';
import { BOOKING_STATUS_LABELS, bookingPaymentLabel } from '../../../lib/labels';
import type { PaymentBooking, PaymentRecord } from '../flow/payment-flow';
import { payability } from '../lib/payability';
import { rememberPendingBooking } from '../lib/pending-payment';
import { guestsText, paymentForBooking, paymentMethodText, paymentReferenceText } from '../lib/receipt-state';
import { BookingDocuments } from './BookingDocuments';
import { BookingStatusBanner } from './BookingStatusBanner';
import { BusinessFact } from './BusinessFact';
import { Fact } from './Fact';
import { HotelHeader } from './HotelHeader';
import { RoomLines } from './RoomLines';

/**
 * /booking/{id}: everything about one booking, what the guest does next, and a printable copy.
 * `children` (the guest's self-service) go after the documents.
 */
export function BookingDetailsView({
  booking,
  verifiedPayment,
  children,
}: {
  booking: PaymentBooking;
  verifiedPayment?: PaymentRecord;
  children?: ReactNode;
}) {
  const hotel = useHotel();
  const navigate = useNavigate();
  const payment = paymentForBooking(booking, verifiedPayment);
  const reference = paymentReferenceText(booking, payment);
  const canPay = payability(booking);
  const awaitingPayment = canPay === 'awaiting-payment';
  const payNow = () => {
    rememberPendingBooking(booking.id);
    void navigate('/payment', { state: { bookingId: booking.id } });
  };
  const viewReceipt = () => navigate('/receipt', { state: { booking, payment } });

  return (
    <article className="booking-doc">
      <HotelHeader />
      <header className="booking-doc__title">
        <h1>Booking details</h1>
        <p className="booking-doc__code">
          Booking code <strong>{booking.bookCode}</strong>
        </p>
        {confirmationSent(booking) && <p className="booking-doc__sent">Confirmation sent to {booking.userEmail}</p>}
      </header>
      <BookingStatusBanner booking={booking} />

      <div className="booking-doc__grid">
        <section className="card" aria-labelledby="stay-title">
          <h2 id="stay-title">Your stay</h2>
          <dl className="pay-facts">
            <Fact term="Check-in">
              {formatDate(booking.checkIn)}, from {hotel.checkInText}
            </Fact>
            <Fact term="Check-out">
              {formatDate(booking.checkOut)}, by {hotel.checkOutText}
            </Fact>
            <Fact term="Nights">{booking.nights}</Fact>
            {booking.guests && <Fact term="Guests">{guestsText(booking.guests)}</Fact>}
            <Fact term="Booking status">{BOOKING_STATUS_LABELS[booking.status]}</Fact>
          </dl>
        </section>

        <section className="card" aria-labelledby="guest-title">
          <h2 id="guest-title">Guest</h2>
          <dl className="pay-facts">
            <Fact term="Name">{booking.userName}</Fact>
            {booking.userEmail && <Fact term="Email">{booking.userEmail}</Fact>}
            <Fact term="Phone">{booking.userPhone}</Fact>
            {booking.businessName && <BusinessFact name={booking.businessName} gstin={booking.businessGstin} />}
          </dl>
        </section>

        <section className="card booking-doc__wide" aria-labelledby="rooms-title">
          <h2 id="rooms-title">Rooms and price</h2>
          <RoomLines booking={booking} />
          {booking.tax && (
            <div className="booking-doc__tax">
              <TaxBreakdown tax={booking.tax} />
            </div>
          )}
        </section>

        <section className="card" aria-labelledby="payment-title">
          <h2 id="payment-title">Payment</h2>
          <dl className="pay-facts">
            <Fact term="Total">{booking.tax ? <TotalWithGst price={booking.tax} /> : formatRupees(booking.totalAmount)}</Fact>
            <Fact term="Method">{paymentMethodText(payment.method)}</Fact>
            <Fact term="Payment status">{bookingPaymentLabel(payment.status, payment.method)}</Fact>
            {booking.paidAmount > 0 && booking.balanceDue > 0 && (
              <>
                <Fact term="Paid">{formatRupees(booking.paidAmount)}</Fact>
                <Fact term="Balance due at the hotel">{formatRupees(booking.balanceDue)}</Fact>
              </>
            )}
            {reference && (
              <Fact term="Payment reference" stacked>
                {reference}
              </Fact>
            )}
          </dl>
        </section>

        <BookingDocuments booking={booking} />
        {children}

        {!STAY_OVER.includes(booking.status) && (
          <section className="card" aria-labelledby="next-title">
            <h2 id="next-title">Before you arrive</h2>
            <ul className="booking-doc__next">
              <li>
                Check-in is from <strong>{hotel.checkInText}</strong>; check-out by <strong>{hotel.checkOutText}</strong>. Please
                bring a photo ID.
              </li>
              <li>
                {hotel.addressLine}.{' '}
                <a href={hotel.mapUrl} target="_blank" rel="noopener noreferrer">
                  Open in Maps<span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
              <li>
                Questions? Call the front desk (open {hotel.frontDeskHours}) on{' '}
                <a href={`tel:${hotel.frontDeskPhone.replace(/\s/g, '')}`}>{hotel.frontDeskPhone}</a>.
              </li>
              {booking.cancellationPolicy && (
                <li>
                  <strong>Cancellation policy:</strong> {keepDatesWhole(booking.cancellationPolicy)}
                </li>
              )}
            </ul>
          </section>
        )}
      </div>

      <div className="booking-doc__actions no-print">
        {canPay !== 'nothing-to-pay' && (
          <Button variant={awaitingPayment ? 'primary' : 'secondary'} onClick={payNow}>
            {awaitingPayment ? 'Pay now' : 'Pay online now'}
          </Button>
        )}
        {booking.status === BookingStatus.Confirmed && (
          <Button variant="secondary" onClick={viewReceipt}>
            View receipt
          </Button>
        )}
        <Button variant="ghost" onClick={() => window.print()}>
          Print
        </Button>
      </div>
    </article>
  );
}

/** Stays nobody arrives for any more: their page gives no arrival advice. */
const STAY_OVER: readonly BookingStatus[] = [BookingStatus.Cancelled, BookingStatus.Expired, BookingStatus.NoShow];

/** The confirmation mail goes out once a booking is confirmed; the address shows masked (the page is public). */
function confirmationSent(booking: PaymentBooking): boolean {
  const statuses: BookingStatus[] = [BookingStatus.Confirmed, BookingStatus.CheckedIn, BookingStatus.CheckedOut];
  // A walk-in or phone booking made without an email gets no mail.
  return Boolean(booking.userEmail) && statuses.includes(booking.status);
}
