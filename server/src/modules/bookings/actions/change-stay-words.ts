import { formatStayDate, Stay } from '../../../shared/dates';
import { formatRupees } from '../../../shared/money';
import { BookingLine } from '../booking-line.entity';
import { Booking } from '../booking.entity';
import { AgreedRent, PricedQuote } from '../price-quote';

/** "1 Dec 2026 to 3 Dec 2026". */
export function stayWords(stay: Stay): string {
  return `${formatStayDate(stay.checkIn)} to ${formatStayDate(stay.checkOut)}`;
}

/** The audit line of a change of stay: dates, rooms, the rent agreed, the totals and what is due. */
export function changeDetail(
  before: { stay: Stay; totalPaise: number },
  oldLines: BookingLine[],
  priced: PricedQuote,
  balanceDuePaise: number,
): string {
  const parts: string[] = [];
  if (before.stay.checkIn !== priced.stay.checkIn || before.stay.checkOut !== priced.stay.checkOut) {
    parts.push(`Dates ${stayWords(before.stay)} → ${stayWords(priced.stay)}`);
  }
  priced.lines.forEach((line, index) => {
    const old = oldLines[index];
    if (old && old.roomId !== line.roomId) parts.push(`Room ${old.roomName} → ${line.roomName}`);
  });
  if (priced.agreed) parts.push(`at the rent agreed, ${formatRupees(priced.agreed.rentPaise)} a night before GST`);
  parts.push(`total ${formatRupees(before.totalPaise)} → ${formatRupees(priced.totalPaise)}`);
  if (balanceDuePaise > 0) parts.push(`balance due ${formatRupees(balanceDuePaise)}`);
  if (balanceDuePaise < 0) parts.push(`refund due ${formatRupees(-balanceDuePaise)}`);
  return parts.join('; ');
}

/** The audit line of a new rent agreed with a change (the person is written by the audit log itself). */
export function newRentWords(booking: Booking, before: AgreedRent | undefined, agreed: AgreedRent): string {
  const was = before ? `${formatRupees(before.rentPaise)} agreed by ${before.by}` : 'the owner’s rates';
  return (
    `Rent agreed for ${booking.bookCode}: ${formatRupees(agreed.rentPaise)} a night before GST instead of ${was}; ` +
    `total ${formatRupees(booking.totalPaise)} with GST. Reason: ${agreed.reason}`
  );
}
