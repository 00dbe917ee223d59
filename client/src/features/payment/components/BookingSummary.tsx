import { formatDate, formatRupees } from '../../../lib/format';
import { formatHotelTime, rupeesFromPaise } from '../lib/payment-words';

export interface StaySummary {
  checkIn: string;
  checkOut: string;
  guestName: string;
  nights: number;
  /** Rupees, as the server computed them. */
  totalAmount: number;
  /** Each room with its type in words ("Double AC"). */
  rooms: Array<{ name: string; type: string; ratePaise: number }>;
  bookCode?: string;
  /** A booking waiting for payment: until when its room is held. */
  holdExpiresAt?: string | null;
}

/** The payment page's booking summary: what the guest is about to pay for. */
export function BookingSummary({ summary }: { summary: StaySummary }) {
  const { checkIn, checkOut, guestName, nights, totalAmount, rooms, bookCode, holdExpiresAt } = summary;
  const holdLive = holdExpiresAt && new Date(holdExpiresAt) > new Date();
  return (
    <section className="card payment-summary" aria-labelledby="payment-summary-title">
      <h2 id="payment-summary-title">Booking summary</h2>
      <dl className="pay-facts">
        {bookCode && (
          <div>
            <dt>Booking code</dt>
            <dd>{bookCode}</dd>
          </div>
        )}
        <div>
          <dt>Check-in</dt>
          <dd>{formatDate(checkIn)}</dd>
        </div>
        <div>
          <dt>Check-out</dt>
          <dd>{formatDate(checkOut)}</dd>
        </div>
        <div>
          <dt>Guest name</dt>
          <dd>{guestName}</dd>
        </div>
        <div>
          <dt>Nights</dt>
          <dd>{nights}</dd>
        </div>
        {rooms.map((room, index) => (
          <div key={`${room.name}-${index}`}>
            <dt>{rooms.length > 1 ? `Room ${index + 1}` : 'Room'}</dt>
            <dd>
              {room.name} <span className="pay-muted">({room.type})</span>
              <br />
              <span className="pay-muted">{formatRupees(rupeesFromPaise(room.ratePaise))} per night</span>
            </dd>
          </div>
        ))}
      </dl>
      <p className="payment-summary__total">
        <span>Total amount</span>
        <strong>{formatRupees(totalAmount)}</strong>
      </p>
      {holdLive && <p className="payment-summary__hold">Your room is held until {formatHotelTime(holdExpiresAt)}.</p>}
    </section>
  );
}
