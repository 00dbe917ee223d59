import { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { TaxBreakdown } from '../../../components/price/TaxBreakdown';
import { TotalWithGst } from '../../../components/price/TotalWithGst';
import { Button } from '../../../components/ui/Button';
import { BookingStatus } from '../../../graphql/generated';
import { formatDate, formatRupees, keepDatesWhole } from '../../../lib/format';
import { useHotel } from '../../../lib/hotel';
import { useLocalePath } from '../../../i18n';
import type { PaymentBooking, PaymentRecord } from '../flow/payment-flow';
import { payability } from '../lib/payability';
import { rememberPendingBooking } from '../lib/pending-payment';
import { guestsText, paymentForBooking, paymentMethodText, paymentReferenceText } from '../lib/receipt-state';
import { hotelTimeText, paymentStatusText, useMyBookingWords } from '../my-booking-words';
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
  const localePath = useLocalePath();
  const words = useMyBookingWords();
  const { t, rich, locale } = words.mybooking;
  const checkInTime = hotelTimeText(hotel.checkInTime, locale);
  const checkOutTime = hotelTimeText(hotel.checkOutTime, locale);
  const payment = paymentForBooking(booking, verifiedPayment);
  const reference = paymentReferenceText(booking, payment, words);
  const canPay = payability(booking);
  const awaitingPayment = canPay === 'awaiting-payment';
  const payNow = () => {
    rememberPendingBooking(booking.id);
    void navigate(localePath('/payment'), { state: { bookingId: booking.id } });
  };
  const viewReceipt = () => navigate(localePath('/receipt'), { state: { booking, payment } });

  return (
    <article className="booking-doc">
      <HotelHeader />
      <header className="booking-doc__title">
        <h1>{t('bookingDetails')}</h1>
        <p className="booking-doc__code">{rich('bookingCode', { code: <strong>{booking.bookCode}</strong> })}</p>
        {confirmationSent(booking) && (
          <p className="booking-doc__sent">{t('confirmationSent', { email: booking.userEmail ?? '' })}</p>
        )}
      </header>
      <BookingStatusBanner booking={booking} />

      <div className="booking-doc__grid">
        <section className="card" aria-labelledby="stay-title">
          <h2 id="stay-title">{t('yourStay')}</h2>
          <dl className="pay-facts">
            <Fact term={t('checkIn')}>{t('checkInFrom', { date: formatDate(booking.checkIn, locale), time: checkInTime })}</Fact>
            <Fact term={t('checkOut')}>
              {t('checkOutBy', { date: formatDate(booking.checkOut, locale), time: checkOutTime })}
            </Fact>
            <Fact term={t('nights')}>{booking.nights}</Fact>
            {booking.guests && <Fact term={t('guests')}>{guestsText(booking.guests, words)}</Fact>}
            <Fact term={t('bookingStatus')}>{t('statusLabel', { status: booking.status })}</Fact>
          </dl>
        </section>

        <section className="card" aria-labelledby="guest-title">
          <h2 id="guest-title">{t('guest')}</h2>
          <dl className="pay-facts">
            <Fact term={t('name')}>{booking.userName}</Fact>
            {booking.userEmail && <Fact term={t('email')}>{booking.userEmail}</Fact>}
            <Fact term={t('phone')}>{booking.userPhone}</Fact>
            {booking.businessName && <BusinessFact name={booking.businessName} gstin={booking.businessGstin} />}
          </dl>
        </section>

        <section className="card booking-doc__wide" aria-labelledby="rooms-title">
          <h2 id="rooms-title">{t('roomsAndPrice')}</h2>
          <RoomLines booking={booking} />
          {booking.tax && (
            <div className="booking-doc__tax">
              <TaxBreakdown tax={booking.tax} />
            </div>
          )}
        </section>

        <section className="card" aria-labelledby="payment-title">
          <h2 id="payment-title">{t('payment')}</h2>
          <dl className="pay-facts">
            <Fact term={t('total')}>
              {booking.tax ? <TotalWithGst price={booking.tax} /> : formatRupees(booking.totalAmount, locale)}
            </Fact>
            <Fact term={t('method')}>{paymentMethodText(payment.method, words)}</Fact>
            <Fact term={t('paymentStatus')}>{paymentStatusText(words, payment.status, payment.method)}</Fact>
            {booking.paidAmount > 0 && booking.balanceDue > 0 && (
              <>
                <Fact term={t('paid')}>{formatRupees(booking.paidAmount, locale)}</Fact>
                <Fact term={t('balanceDueAtHotel')}>{formatRupees(booking.balanceDue, locale)}</Fact>
              </>
            )}
            {reference && (
              <Fact term={t('paymentReference')} stacked>
                {reference}
              </Fact>
            )}
          </dl>
        </section>

        <BookingDocuments booking={booking} />
        {children}

        {!STAY_OVER.includes(booking.status) && (
          <section className="card" aria-labelledby="next-title">
            <h2 id="next-title">{t('beforeYouArrive')}</h2>
            <ul className="booking-doc__next">
              <li>
                {rich('arrivalTimes', {
                  checkIn: <strong>{checkInTime}</strong>,
                  checkOut: <strong>{checkOutTime}</strong>,
                })}
              </li>
              <li>
                {hotel.addressLine}.{' '}
                <a href={hotel.mapUrl} target="_blank" rel="noopener noreferrer">
                  {t('openInMaps')}
                  <span className="visually-hidden">{t('opensInNewTab')}</span>
                </a>
              </li>
              <li>
                {rich('frontDesk', {
                  hours: hotel.frontDeskHours,
                  phone: <a href={`tel:${hotel.frontDeskPhone.replace(/\s/g, '')}`}>{hotel.frontDeskPhone}</a>,
                })}
              </li>
              {booking.cancellationPolicy && (
                <li>
                  {/* The policy is the server's own words (their Hindi is a later slice of docs/i18n.md). */}
                  <strong>{t('cancellationPolicy')}</strong> {keepDatesWhole(booking.cancellationPolicy)}
                </li>
              )}
            </ul>
          </section>
        )}
      </div>

      <div className="booking-doc__actions no-print">
        {canPay !== 'nothing-to-pay' && (
          <Button variant={awaitingPayment ? 'primary' : 'secondary'} onClick={payNow}>
            {awaitingPayment ? t('payNow') : t('payOnlineNow')}
          </Button>
        )}
        {booking.status === BookingStatus.Confirmed && (
          <Button variant="secondary" onClick={viewReceipt}>
            {t('viewReceipt')}
          </Button>
        )}
        <Button variant="ghost" onClick={() => window.print()}>
          {t('print')}
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
