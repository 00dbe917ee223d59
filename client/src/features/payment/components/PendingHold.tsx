import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/Button';
import { BookingStatus } from '../../../graphql/generated';
import { useLocalePath } from '../../../i18n';
import { formatDate, formatRupees } from '../../../lib/format';
import { usePaymentBooking } from '../api/use-payment-booking';
import { ENGLISH_PAYMENT_WORDS, usePaymentWords, type PaymentWords } from '../lib/page-words';
import { payability } from '../lib/payability';
import { formatHotelTime } from '../lib/payment-words';
import { Fact } from './Fact';

/** "12 minutes": what is left of a hold, rounded up, never below a minute while it lives. */
export function timeLeft(
  holdExpiresAt: string,
  now: Date,
  { payment: words }: PaymentWords = ENGLISH_PAYMENT_WORDS,
): string | undefined {
  const ms = new Date(holdExpiresAt).getTime() - now.getTime();
  if (ms <= 0) return undefined;
  return words.t('minutes', { minutes: Math.ceil(ms / 60_000) });
}

/** The clock, again every 15 seconds: the time left on a hold counts down while the page is open. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 15_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * The booking this device was paying for, as the guest knows it: its code, room, dates, total
 * and the time left on its hold (never its internal id), with Resume Payment while it can be paid.
 */
export function PendingHold({ bookingId, onResume }: { bookingId: string; onResume(bookingId: string): void }) {
  const { booking, loading } = usePaymentBooking(bookingId);
  const now = useNow();
  const words = usePaymentWords();
  const { t, rich, locale } = words.payment;
  const localePath = useLocalePath();
  if (loading) {
    return (
      <p className="payment-loading" aria-live="polite">
        <span className="spinner__circle" aria-hidden="true" /> {t('loadingBooking')}
      </p>
    );
  }
  if (!booking) return null;
  const canPay = payability(booking) !== 'nothing-to-pay';
  const rooms = booking.lines.length;
  const left =
    booking.status === BookingStatus.Held && booking.holdExpiresAt ? timeLeft(booking.holdExpiresAt, now, words) : undefined;
  return (
    <section className="card pending-page__found" aria-labelledby="pending-found-title">
      <h2 id="pending-found-title">{canPay ? t('bookingWaiting') : t('yourLastBooking')}</h2>
      <dl className="pay-facts">
        <Fact term={t('bookingCode')}>{booking.bookCode}</Fact>
        <Fact term={t('roomOrRooms', { rooms })}>{booking.lines.map((line) => line.roomName).join(', ')}</Fact>
        <Fact term={t('dates')}>
          {formatDate(booking.checkIn, locale)} – {formatDate(booking.checkOut, locale)}
        </Fact>
        <Fact term={t('total')}>{formatRupees(booking.totalAmount, locale)}</Fact>
      </dl>
      {canPay ? (
        <>
          <p className="pending-page__hold" role="status">
            {left
              ? t('heldFor', { rooms, left, time: formatHotelTime(booking.holdExpiresAt!, locale) })
              : booking.status === BookingStatus.Confirmed
                ? t('confirmedPayAtHotel')
                : t('holdEnded', { rooms })}
          </p>
          <Button onClick={() => onResume(booking.id)}>{t('resumePayment')}</Button>
        </>
      ) : (
        <p>
          {rich('nothingLeftOnline', {
            link: <Link to={localePath(`/booking/${booking.id}`)}>{t('viewBookingDetails')}</Link>,
          })}
        </p>
      )}
    </section>
  );
}
