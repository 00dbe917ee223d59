import { Link, useLocation } from 'react-router-dom';
import { TaxBreakdown } from '../../../components/price/TaxBreakdown';
import { Button } from '../../../components/ui/Button';
import { TopBar } from '../../../components/ui/TopBar';
import { usePageTitle } from '../../../lib/use-page-title';
import { formatDate, todayInHotel } from '../../../lib/format';
import { useLocalePath } from '../../../i18n';
import { useHotel } from '../../../lib/hotel';
import { BusinessFact } from '../components/BusinessFact';
import { Fact } from '../components/Fact';
import { HotelHeader } from '../components/HotelHeader';
import { RoomLines } from '../components/RoomLines';
import { guestsText, paymentMethodText, paymentReferenceText, ReceiptState, receiptFromState } from '../lib/receipt-state';
import { LookUpDeadEnd } from '../components/LookUpDeadEnd';
import { hotelTimeText, paidAtText, paymentStatusText, useMyBookingWords } from '../my-booking-words';
import '../payment.css';
import '../booking-doc.css';

function NoReceipt() {
  const { t } = useMyBookingWords().mybooking;
  return (
    <LookUpDeadEnd title={t('receiptNotAvailable')} lookUpLabel={t('lookUpABooking')}>
      {t('noReceiptLead')}
    </LookUpDeadEnd>
  );
}

function Receipt({ booking, payment }: ReceiptState) {
  const hotel = useHotel();
  const localePath = useLocalePath();
  const words = useMyBookingWords();
  const { t, rich, locale } = words.mybooking;
  const reference = paymentReferenceText(booking, payment, words);
  const onlineId = payment.razorpayPaymentId ?? booking.paymentReference;
  return (
    <article className="booking-doc receipt">
      <HotelHeader />
      <header className="booking-doc__title">
        <h1>{t('receipt')}</h1>
        <p className="booking-doc__code">{rich('bookingCode', { code: <strong>{booking.bookCode}</strong> })}</p>
      </header>
      <dl className="pay-facts">
        <Fact term={t('dateIssued')}>{formatDate(todayInHotel(), locale)}</Fact>
        <Fact term={t('guest')} stacked>
          {booking.userName} · {booking.userEmail} · {booking.userPhone}
        </Fact>
        <Fact term={t('checkIn')}>
          {t('checkInFrom', { date: formatDate(booking.checkIn, locale), time: hotelTimeText(hotel.checkInTime, locale) })}
        </Fact>
        <Fact term={t('checkOut')}>
          {t('checkOutBy', { date: formatDate(booking.checkOut, locale), time: hotelTimeText(hotel.checkOutTime, locale) })}
        </Fact>
        <Fact term={t('nights')}>{booking.nights}</Fact>
        {booking.guests && <Fact term={t('guests')}>{guestsText(booking.guests, words)}</Fact>}
        {booking.businessName && <BusinessFact name={booking.businessName} gstin={booking.businessGstin} />}
      </dl>
      <RoomLines booking={booking} />
      {booking.tax && (
        <div className="booking-doc__tax">
          <TaxBreakdown tax={booking.tax} />
        </div>
      )}
      <dl className="pay-facts">
        <Fact term={t('paymentMethod')}>{paymentMethodText(payment.method, words)}</Fact>
        <Fact term={t('paymentStatus')}>{paymentStatusText(words, payment.status, payment.method)}</Fact>
        {payment.paidAt && <Fact term={t('paidOn')}>{paidAtText(payment.paidAt, locale)}</Fact>}
        {reference && (
          <Fact term={t('paymentReference')} stacked>
            {onlineId ? <span className="receipt__reference">{t('paymentId', { id: onlineId })}</span> : reference}
            {payment.razorpayOrderId && (
              <span className="receipt__reference">{t('orderId', { id: payment.razorpayOrderId })}</span>
            )}
          </Fact>
        )}
      </dl>
      <p className="receipt__thanks">{t('thanks', { hotel: hotel.shortName })}</p>
      <div className="booking-doc__actions no-print">
        <Button onClick={() => window.print()}>{t('print')}</Button>
        <Link className="btn btn--secondary" to={localePath(`/booking/${booking.id}`)}>
          {t('backToBooking')}
        </Link>
      </div>
    </article>
  );
}

/** /receipt: needs { booking, payment } in navigation state (spec section 2). */
export default function ReceiptPage() {
  usePageTitle(useMyBookingWords().mybooking.t('receipt'));
  const receipt = receiptFromState(useLocation().state);
  return (
    <>
      <TopBar />
      <main className="page booking-doc-page">{receipt ? <Receipt {...receipt} /> : <NoReceipt />}</main>
    </>
  );
}
