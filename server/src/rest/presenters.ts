import { Booking } from '../modules/bookings/booking.entity';
import { Guest } from '../modules/guests/guest.entity';
import { Room } from '../modules/rooms/room.entity';
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
    createdAt: booking.createdAt,
  };
}
