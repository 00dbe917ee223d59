import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/Button';
import { BookingStatus } from '../../../graphql/generated';
import { formatDate, formatRupees } from '../../../lib/format';
import { usePaymentBooking } from '../api/use-payment-booking';
import { payability } from '../lib/payability';
import { formatHotelTime } from '../lib/payment-words';
import { Fact } from './Fact';

/** "12 minutes": what is left of a hold, rounded up, never below a minute while it lives. */
export function timeLeft(holdExpiresAt: string, now: Date): string | undefined {
  const ms = new Date(holdExpiresAt).getTime() - now.getTime();
  if (ms <= 0) return undefined;
  const minutes = Math.ceil(ms / 60_000);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
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
  if (loading) {
    return (
      <p className="payment-loading" aria-live="polite">
        <span className="spinner__circle" aria-hidden="true" /> Loading your booking…
      </p>
    );
  }
  if (!booking) return null;
  const canPay = payability(booking) !== 'nothing-to-pay';
  const several = booking.lines.length > 1;
  const left = booking.status === BookingStatus.Held && booking.holdExpiresAt ? timeLeft(booking.holdExpiresAt, now) : undefined;
  return (
    <section className="card pending-page__found" aria-labelledby="pending-found-title">
      <h2 id="pending-found-title">{canPay ? 'A booking is waiting for payment' : 'Your last booking'}</h2>
      <dl className="pay-facts">
        <Fact term="Booking code">{booking.bookCode}</Fact>
        <Fact term={several ? 'Rooms' : 'Room'}>{booking.lines.map((line) => line.roomName).join(', ')}</Fact>
        <Fact term="Dates">
          {formatDate(booking.checkIn)} – {formatDate(booking.checkOut)}
        </Fact>
        <Fact term="Total">{formatRupees(booking.totalAmount)}</Fact>
      </dl>
      {canPay ? (
        <>
          <p className="pending-page__hold" role="status">
            {left
              ? `${several ? 'Your rooms are' : 'Your room is'} held for ${left} more (until ${formatHotelTime(booking.holdExpiresAt!)}). Pay now to confirm ${several ? 'them' : 'it'}.`
              : booking.status === BookingStatus.Confirmed
                ? 'Confirmed, to be paid at the hotel. You can pay online now instead.'
                : `The hold has ended. Pay now to confirm the booking if ${several ? 'the rooms are' : 'the room is'} still free.`}
          </p>
          <Button onClick={() => onResume(booking.id)}>Resume Payment</Button>
        </>
      ) : (
        <p>
          Nothing is left to pay online for this booking. <Link to={`/booking/${booking.id}`}>View booking details</Link>
        </p>
      )}
    </section>
  );
}
