/** The bookings module as other code sees it: everything else in this folder is its own. */
export { BookingErrorCode, bookingNotFound, datesUnavailable } from './booking-errors';
export { BookingFieldsResolver } from './booking-fields.resolver';
export { BookingLifecycle } from './booking-lifecycle.service';
export { BookingLine } from './booking-line.entity';
export { BookingPax } from './booking-pax.entity';
export { presentBookingToGuest } from './booking-presenter';
export { Booking, BookingChannel, BookingPaymentStatus, BookingStatus } from './booking.entity';
export { BookingsResolver } from './bookings.resolver';
export { bookingsRoutes } from './bookings.routes';
export { BookingsService, parseBusinessRecipient } from './bookings.service';
export type { PricedQuote, QuoteInput, StayChange } from './bookings.service';
export { PriceQuoteResolver } from './price-quote.resolver';
export { RoomBlock } from './room-block.entity';
export { RoomBlocksResolver } from './room-blocks.resolver';
export { RoomBlocksService } from './room-blocks.service';
export { RoomOccupancyService } from './room-occupancy.service';
export { RoomStaysResolver } from './room-stays.resolver';
