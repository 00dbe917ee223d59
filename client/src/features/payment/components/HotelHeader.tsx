import { HOTEL } from '../../../lib/hotel';

/** The hotel's name, address and phone at the top of a booking or a receipt (printed too). */
export function HotelHeader() {
  return (
    <div className="doc-hotel">
      <p className="doc-hotel__name">{HOTEL.name}</p>
      <p>{HOTEL.addressLine}</p>
      <p>
        Phone <a href={`tel:${HOTEL.phone.replace(/\s/g, '')}`}>{HOTEL.phone}</a> ·{' '}
        <a href={`mailto:${HOTEL.email}`}>{HOTEL.email}</a>
      </p>
    </div>
  );
}
