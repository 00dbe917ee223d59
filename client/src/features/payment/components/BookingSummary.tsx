import { NightPrices } from '../../../components/price/NightPrices';
import { nightPrices } from '../../../components/price/price-words';
import { TaxBreakdown } from '../../../components/price/TaxBreakdown';
import { TotalWithGst } from '../../../components/price/TotalWithGst';
import type { StayTaxFieldsFragment } from '../../../graphql/generated';
import { formatDate, formatRupees, keepDatesWhole } from '../../../lib/format';
import { formatHotelTime, rupeesFromPaise } from '../lib/payment-words';
import { ROOMS_HELD_ONCE_PAID } from './PaymentProgress';
import { BusinessFact } from './BusinessFact';

export interface StaySummary {
  checkIn: string;
  checkOut: string;
  guestName: string;
  nights: number;
  /** Rupees, as the server computed them. */
  totalAmount: number;
  /** Each room with its type in words ("Double AC"). */
  rooms: Array<{ roomId: string; name: string; type: string; ratePaise: number }>;
  /** The stay's GST per room and in sum, as the server computed it. */
  tax: StayTaxFieldsFragment;
  /** The business a GST invoice is made out to, when the guest gave one. */
  business?: { name?: string | null; gstin?: string | null };
  bookCode?: string;
  /** A booking waiting for payment: until when its room is held. */
  holdExpiresAt?: string | null;
  /** False past the unpaid ceiling: the rooms are not held until paid (the notice replaces the hold's time). */
  roomsHeld?: boolean;
  /** The server's cancellation policy as it applies to this stay, shown before the guest pays. */
  cancellationPolicy?: string | null;
}

/** The payment page's booking summary: what the guest is about to pay for, and its GST. */
export function BookingSummary({ summary }: { summary: StaySummary }) {
  const { checkIn, checkOut, guestName, nights, rooms, tax, business, bookCode, holdExpiresAt, roomsHeld, cancellationPolicy } =
    summary;
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
        {rooms.map((room, index) => {
          const line = tax.lines.find((candidate) => candidate.roomId === room.roomId);
          return (
            <div key={`${room.roomId}-${index}`} className="pay-facts__stacked">
              <dt>{rooms.length > 1 ? `Room ${index + 1}` : 'Room'}</dt>
              <dd>
                {room.name} <span className="pay-muted">({room.type})</span>
                {line?.nightsDiffer ? (
                  <NightPrices nights={nightPrices(line.nights)} />
                ) : (
                  <span className="pay-muted payment-summary__rate">
                    {formatRupees(rupeesFromPaise(room.ratePaise))} per night{tax.ratesIncludeGst ? ', incl. GST' : ''}
                  </span>
                )}
              </dd>
            </div>
          );
        })}
        {business?.name && <BusinessFact name={business.name} gstin={business.gstin} />}
      </dl>
      <div className="payment-summary__tax">
        <TaxBreakdown tax={tax} />
      </div>
      <p className="payment-summary__total">
        <span>Total amount</span>
        <TotalWithGst price={tax} />
      </p>
      {holdLive && roomsHeld === false && <p className="payment-summary__hold">{ROOMS_HELD_ONCE_PAID}</p>}
      {holdLive && roomsHeld !== false && (
        <p className="payment-summary__hold">
          {rooms.length > 1 ? 'Your rooms are' : 'Your room is'} held until {formatHotelTime(holdExpiresAt)}.
        </p>
      )}
      {cancellationPolicy && (
        <p className="payment-summary__terms">
          <strong>Cancellation:</strong> {keepDatesWhole(cancellationPolicy)}
        </p>
      )}
    </section>
  );
}
