import { bookingTax } from '../modules/bookings/booking-tax';
import { Booking } from '../modules/bookings/booking.entity';
import { Guest } from '../modules/guests/guest.entity';
import { Room } from '../modules/rooms/room.entity';
import { Payment } from '../modules/payments/payment.entity';
import { Refund } from '../modules/payments/refund.entity';
import { maskedContact } from '../shared/contact-masking';
import { paiseToRupees } from '../shared/money';

/**
 * The old API's JSON shapes: `_id` beside `id`, rupees as numbers, dates as YYYY-MM-DD, and both
 * `images` and `imageurls` for rooms because older screens read one and newer the other.
 */
export function presentRoom(room: Room) {
  return {
    _id: room.id,
    id: room.id,
    name: room.name,
    description: room.description,
    type: room.type,
    maxCount: room.maxCount,
    rentPerDay: paiseToRupees(room.rentPerDayPaise),
    isAvailable: room.isAvailable,
    images: room.imageUrls,
    imageurls: room.imageUrls,
    amenities: room.amenities,
    createdAt: room.createdAt,
    updatedAt: room.updatedAt,
  };
}

export function presentGuest(guest: Guest) {
  return {
    _id: guest.id,
    id: guest.id,
    name: guest.name,
    email: guest.email,
    phone: guest.phone,
    address: guest.address,
    createdAt: guest.createdAt,
  };
}

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

export function presentPayment(payment: Payment) {
  return {
    _id: payment.id,
    id: payment.id,
    bookingId: payment.bookingId,
    bookCode: payment.booking?.bookCode,
    guestName: payment.booking?.userName,
    provider: payment.provider,
    method: payment.method,
    status: payment.status,
    amount: paiseToRupees(payment.amountPaise),
    refunded: paiseToRupees(payment.refundedPaise),
    currency: payment.currency,
    razorpayOrderId: payment.razorpayOrderId,
    razorpayPaymentId: payment.razorpayPaymentId,
    failureReason: payment.failureReason,
    mismatchReason: payment.mismatchReason,
    paidAt: payment.paidAt,
    createdAt: payment.createdAt,
  };
}

export function presentRefund(refund: Refund) {
  return {
    _id: refund.id,
    id: refund.id,
    paymentId: refund.paymentId,
    amount: paiseToRupees(refund.amountPaise),
    reason: refund.reason,
    status: refund.status,
    providerRefundId: refund.providerRefundId,
    createdAt: refund.createdAt,
    processedAt: refund.processedAt,
  };
}
