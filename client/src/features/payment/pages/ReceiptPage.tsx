import { Link, useLocation } from 'react-router-dom';
import { TaxBreakdown } from '../../../components/price/TaxBreakdown';
import { Button } from '../../../components/ui/Button';
import { TopBar } from '../../../components/ui/TopBar';
import { usePageTitle } from '../../../lib/use-page-title';
import { formatDate, todayInHotel } from '../../../lib/format';
import { useHotel } from '../../../lib/hotel';
import { bookingPaymentLabel } from '../../../lib/labels';
import { BusinessFact } from '../components/BusinessFact';
import { Fact } from '../components/Fact';
import { HotelHeader } from '../components/HotelHeader';
import { RoomLines } from '../components/RoomLines';
import { formatHotelDateTime } from '@server-pure/calendar-dates';
import { guestsText, paymentMethodText, paymentReferenceText, ReceiptState, receiptFromState } from '../lib/receipt-state';
import { LookUpDeadEnd } from '../components/LookUpDeadEnd';
import '../payment.css';
import '../booking-doc.css';

function NoReceipt() {
  return (
    <LookUpDeadEnd title="Receipt not available" lookUpLabel="Look up a booking">
      A receipt opens from your booking details. Open your booking from the link in your confirmation, then choose View receipt.
    </LookUpDeadEnd>
  );
}

function Receipt({ booking, payment }: ReceiptState) {
  const hotel = useHotel();
  const reference = paymentReferenceText(booking, payment);
  const onlineId = payment.razorpayPaymentId ?? booking.paymentReference;
  return (
    <article className="booking-doc receipt">
      <HotelHeader />
      <header className="booking-doc__title">
        <h1>Receipt</h1>
        <p className="booking-doc__code">
          Booking code <strong>{booking.bookCode}</strong>
        </p>
      </header>
      <dl className="pay-facts">
        <Fact term="Date issued">{formatDate(todayInHotel())}</Fact>
        <Fact term="Guest" stacked>
          {booking.userName} · {booking.userEmail} · {booking.userPhone}
        </Fact>
        <Fact term="Check-in">
          {formatDate(booking.checkIn)}, from {hotel.checkInText}
        </Fact>
        <Fact term="Check-out">
          {formatDate(booking.checkOut)}, by {hotel.checkOutText}
        </Fact>
        <Fact term="Nights">{booking.nights}</Fact>
        {booking.guests && <Fact term="Guests">{guestsText(booking.guests)}</Fact>}
        {booking.businessName && <BusinessFact name={booking.businessName} gstin={booking.businessGstin} />}
      </dl>
      <RoomLines booking={booking} />
      {booking.tax && (
        <div className="booking-doc__tax">
          <TaxBreakdown tax={booking.tax} />
        </div>
      )}
      <dl className="pay-facts">
        <Fact term="Payment method">{paymentMethodText(payment.method)}</Fact>
        <Fact term="Payment status">{bookingPaymentLabel(payment.status, payment.method)}</Fact>
        {payment.paidAt && <Fact term="Paid on">{formatHotelDateTime(payment.paidAt)}</Fact>}
        {reference && (
          <Fact term="Payment reference" stacked>
            {onlineId ? <span className="receipt__reference">Payment ID {onlineId}</span> : reference}
            {payment.razorpayOrderId && <span className="receipt__reference">Order ID {payment.razorpayOrderId}</span>}
          </Fact>
        )}
      </dl>
      <p className="receipt__thanks">Thank you for choosing {hotel.shortName}.</p>
      <div className="booking-doc__actions no-print">
        <Button onClick={() => window.print()}>Print</Button>
        <Link className="btn btn--secondary" to={`/booking/${booking.id}`}>
          Back to booking
        </Link>
      </div>
    </article>
  );
}

/** /receipt: needs { booking, payment } in navigation state (spec section 2). */
export default function ReceiptPage() {
  usePageTitle('Receipt');
  const receipt = receiptFromState(useLocation().state);
  return (
    <>
      <TopBar />
      <main className="page booking-doc-page">{receipt ? <Receipt {...receipt} /> : <NoReceipt />}</main>
    </>
  );
}
