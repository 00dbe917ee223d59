import { stayTax, StayTax } from '../pricing';
import { Booking } from './booking.entity';
import type { PricedQuote } from './bookings.service';

/** A booking's GST as priced when it was booked (its lines keep every night). */
export function bookingTax(booking: Booking): StayTax {
  const lines = (booking.lines ?? []).map((line) => ({
    roomId: line.roomId,
    roomName: line.roomName,
    nights: line.nightPrices ?? [],
  }));
  return stayTax(lines, booking.ratesIncludeGst);
}

/** A quote's GST, before anything is booked. */
export function quotedTax(quote: PricedQuote): StayTax {
  const lines = quote.lines.map((line) => ({ roomId: line.roomId, roomName: line.roomName, nights: line.nightPrices }));
  return stayTax(lines, quote.ratesIncludeGst);
}
