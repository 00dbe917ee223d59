import { NightPrices } from '../../../components/price/NightPrices';
import { nightPrices } from '../../../components/price/price-words';
import { TaxBreakdown } from '../../../components/price/TaxBreakdown';
import { TotalWithGst } from '../../../components/price/TotalWithGst';
import type { StayTaxFieldsFragment } from '../../../graphql/generated';
import { formatDate, formatRupees, keepDatesWhole } from '../../../lib/format';
import { usePaymentWords } from '../lib/page-words';
import { formatHotelTime, rupeesFromPaise } from '../lib/payment-words';
import { BusinessFact } from './BusinessFact';

export interface StaySummary {
  checkIn: string;
  checkOut: string;
  guestName: string;
  nights: number;
  /** Rupees, as the server computed them. */
  totalAmount: number;
  /** Each room with its type in words ("Double AC", in the page's language). */
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
  /** The server's cancellation policy as it applies to this stay, shown before the guest pays (in the server's words). */
  cancellationPolicy?: string | null;
}

/** The payment page's booking summary: what the guest is about to pay for, and its GST. */
export function BookingSummary({ summary }: { summary: StaySummary }) {
  const { checkIn, checkOut, guestName, nights, rooms, tax, business, bookCode, holdExpiresAt, roomsHeld, cancellationPolicy } =
    summary;
  const { t, locale } = usePaymentWords().payment;
  const holdLive = holdExpiresAt && new Date(holdExpiresAt) > new Date();
  return (
    <section className="card payment-summary" aria-labelledby="payment-summary-title">
      <h2 id="payment-summary-title">{t('bookingSummary')}</h2>
      <dl className="pay-facts">
        {bookCode && (
          <div>
            <dt>{t('bookingCode')}</dt>
            <dd>{bookCode}</dd>
          </div>
        )}
        <div>
          <dt>{t('checkIn')}</dt>
          <dd>{formatDate(checkIn, locale)}</dd>
        </div>
        <div>
          <dt>{t('checkOut')}</dt>
          <dd>{formatDate(checkOut, locale)}</dd>
        </div>
        <div>
          <dt>{t('guestName')}</dt>
          <dd>{guestName}</dd>
        </div>
        <div>
          <dt>{t('nights')}</dt>
          <dd>{nights}</dd>
        </div>
        {rooms.map((room, index) => {
          const line = tax.lines.find((candidate) => candidate.roomId === room.roomId);
          return (
            <div key={`${room.roomId}-${index}`} className="pay-facts__stacked">
              <dt>{rooms.length > 1 ? t('roomNumber', { number: index + 1 }) : t('room')}</dt>
              <dd>
                {room.name} <span className="pay-muted">({room.type})</span>
                {line?.nightsDiffer ? (
                  <NightPrices nights={nightPrices(line.nights)} />
                ) : (
                  <span className="pay-muted payment-summary__rate">
                    {t('ratePerNight', {
                      rate: formatRupees(rupeesFromPaise(room.ratePaise), locale),
                      gst: tax.ratesIncludeGst ? 'yes' : 'no',
                    })}
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
        <span>{t('totalAmount')}</span>
        <TotalWithGst price={tax} />
      </p>
      {holdLive && roomsHeld === false && <p className="payment-summary__hold">{t('roomsHeldOncePaid')}</p>}
      {holdLive && roomsHeld !== false && (
        <p className="payment-summary__hold">
          {t('roomsHeldUntil', { rooms: rooms.length, time: formatHotelTime(holdExpiresAt, locale) })}
        </p>
      )}
      {cancellationPolicy && (
        <p className="payment-summary__terms">
          <strong>{t('cancellation')}</strong> {keepDatesWhole(cancellationPolicy)}
        </p>
      )}
    </section>
  );
}
