import { useHotel } from '../../../lib/hotel';
import { usePaymentWords } from '../lib/page-words';

/** The hotel's name, address and phone at the top of a booking or a receipt (printed too). */
export function HotelHeader() {
  const hotel = useHotel();
  const { t } = usePaymentWords().payment;
  return (
    <div className="doc-hotel">
      <p className="doc-hotel__name">{hotel.name}</p>
      <p>{hotel.addressLine}</p>
      <p>
        {t('phone')} <a href={`tel:${hotel.frontDeskPhone.replace(/\s/g, '')}`}>{hotel.frontDeskPhone}</a> ·{' '}
        <a href={`mailto:${hotel.reservationsEmail}`}>{hotel.reservationsEmail}</a>
      </p>
    </div>
  );
}
