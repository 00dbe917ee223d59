import { maskedContact } from '../../shared/contact-masking';
import { paiseToRupees } from '../../shared/money';
import { bookingTax } from './booking-tax';
import { Booking } from './booking.entity';

/** A booking in the old API's shape: `_id` beside `id`, rupees as numbers, dates as YYYY-MM-DD. */
export function presentBooking(booking: Booking) {
  return {
    _id: booking.id,
    id: booking.id,
    bookCode: booking.bookCode,
    userEmail: booking.userEmail,
    userName: booking.userName,
    userPhone: booking.userPhone,
    checkInDate: booking.checkIn,
    checkOutDate: booking.checkOut,
    nights: booking.nights,
    totalAmount: paiseToRupees(booking.totalPaise),
    status: booking.status,
    paymentStatus: booking.paymentStatus,
    paymentMethod: booking.paymentMethod,
    holdExpiresAt: booking.holdExpiresAt,
    bookingInfo: (booking.lines ?? []).map((line) => ({
      _id: line.id,
      roomId: line.roomId,
      roomType: line.roomType,
      roomName: line.roomName,
      rentPerDay: paiseToRupees(line.ratePaise),
      roomAmount: paiseToRupees(line.amountPaise),
      pax: (line.pax ?? []).map((pax) => ({ name: pax.name, adultStatus: pax.adultStatus, gender: pax.gender, age: pax.age })),
    })),
    businessName: booking.businessName,
    businessGstin: booking.businessGstin,
    tax: bookingTax(booking),
    createdAt: booking.createdAt,
  };
}

/** A booking as anyone but the hotel sees it: the guest's name, a masked email and phone. */
export function presentBookingToGuest(booking: Booking) {
  return { ...presentBooking(booking), ...maskedContact(booking) };
}
