import { formatHotelDateTime } from '../../shared/dates';
import { formatRupees } from '../../shared/money';
import { Booking, BookingStatus } from '../bookings';
import { clockTime, hotelAddressLines, type HotelProfile } from '../hotel-settings';
import { arrivalUrl, preArrivalStillDue, stayDatesInWords, type BookingMailNeeds } from '../mail';
import {
  formatDay,
  MessageKind,
  MessageNoLongerApplies,
  PhoneRenderers,
  type MessageLanguage,
  type MessageVariables,
  type OutboxMessage,
} from '../messages';

/**
 * What the WhatsApp (and SMS) texts of a stay read when they go: the same as the mails (the
 * booking, its lines, the hotel's profile, the booking's money and refunds, the signed links).
 */
export type StayMessageNeeds = BookingMailNeeds;

/**
 * Registers the stay's guest messages that go by phone (WhatsApp, and SMS where the kind has a
 * DLT text): confirmed, finish paying, the day before arrival, changed, payment received, cancelled. Each reads the
 * booking as it is when the message goes; the templates themselves are messages' catalogue.
 */
export function registerStayPhoneMessages(phoneRenderers: PhoneRenderers, needs: StayMessageNeeds): void {
  const reader = stayVariableReaders(needs);
  phoneRenderers
    .register(MessageKind.BOOKING_CONFIRMED, reader.confirmed)
    .register(MessageKind.FINISH_PAYING, reader.finishPaying)
    .register(MessageKind.PRE_ARRIVAL, reader.preArrival)
    .register(MessageKind.BOOKING_CHANGED, reader.changed)
    // Events' payments have their own (banquet's): this is a stay's.
    .register(MessageKind.PAYMENT_RECEIVED, reader.paymentReceived, 'booking')
    .register(MessageKind.BOOKING_CANCELLED, reader.cancelled);
}

/** One reader per kind, each the stay's common variables and what its template adds. */
export function stayVariableReaders(needs: StayMessageNeeds) {
  const base = needs.publicBaseUrl.replace(/\/+$/, '');
  const read = async (message: OutboxMessage) => {
    const booking = await needs.dataSource
      .getRepository(Booking)
      .findOneOrFail({ where: { id: message.bookingId! }, relations: { lines: true } });
    const hotel = await needs.hotelProfile.get();
    return { booking, variables: bookingVariables(booking, hotel, message.language, base, needs.keyFor(booking.id)) };
  };
  return {
    confirmed: async (message: OutboxMessage): Promise<MessageVariables> => {
      const { booking, variables } = await read(message);
      const money = await needs.moneyOf(booking.id);
      return { ...variables, paidAmount: formatRupees(money.paidPaise) };
    },
    finishPaying: async (message: OutboxMessage): Promise<MessageVariables> => {
      const { booking, variables } = await read(message);
      // Paid, cancelled or lapsed before the message could go: "finish paying" would mislead.
      if (booking.status !== BookingStatus.HELD || !booking.holdExpiresAt) {
        throw new MessageNoLongerApplies(`the booking is ${booking.status} now, no longer held`);
      }
      const key = needs.holdKeyFor(booking.id, booking.holdExpiresAt);
      return {
        ...variables,
        heldUntil: formatHotelDateTime(booking.holdExpiresAt),
        paymentUrl: `${base}/payment?booking=${encodeURIComponent(booking.id)}&key=${encodeURIComponent(key)}`,
      };
    },
    preArrival: async (message: OutboxMessage): Promise<MessageVariables> => {
      const { booking, variables } = await read(message);
      preArrivalStillDue(booking, message, needs.clock());
      const hotel = await needs.hotelProfile.get();
      return {
        ...variables,
        checkInDate: formatDay(booking.checkIn, message.language),
        mapUrl: hotel.mapUrl || mapSearchUrl(hotelAddressLines(hotel).join(', ')),
        hotelPhone: hotel.frontDeskPhone,
        arrivalUrl: arrivalUrl(variables.bookingUrl!),
      };
    },
    changed: async (message: OutboxMessage): Promise<MessageVariables> => (await read(message)).variables,
    paymentReceived: async (message: OutboxMessage): Promise<MessageVariables> => {
      const { booking, variables } = await read(message);
      const money = await needs.moneyOf(booking.id);
      return {
        ...variables,
        amount: formatRupees(Number(message.params.amountPaise)),
        paidFor: `${message.language === 'hi' ? 'बुकिंग' : 'booking'} ${booking.bookCode}`,
        balanceDue: formatRupees(Math.max(0, money.balanceDuePaise)),
      };
    },
    cancelled: async (message: OutboxMessage): Promise<MessageVariables> => {
      const { booking, variables } = await read(message);
      const refunds = (await needs.refundsOf(booking.id)).filter((refund) => refund.reason === 'cancellation');
      return { ...variables, refundAmount: formatRupees(refunds.reduce((sum, refund) => sum + refund.amountPaise, 0)) };
    },
  };
}

/**
 * What every message about a stay may name: the guest, the booking, the hotel, the rooms and
 * dates, the check-in time, the total and the guest's signed link to the booking (the mails' link).
 */
export function bookingVariables(
  booking: Booking,
  hotel: HotelProfile,
  language: MessageLanguage,
  publicBaseUrl: string,
  bookingKey: string,
): MessageVariables {
  return {
    guestName: booking.userName,
    bookCode: booking.bookCode,
    hotelName: hotel.name,
    rooms: roomsInWords(booking, language),
    stayDates: stayDatesInWords(booking.checkIn, booking.checkOut),
    checkInTime: clockTime(hotel.checkInTime),
    totalAmount: formatRupees(booking.totalPaise),
    bookingUrl: `${publicBaseUrl}/booking/${encodeURIComponent(booking.id)}?key=${encodeURIComponent(bookingKey)}`,
  };
}

/**
 * "Deluxe 101", "Deluxe 101 and 2 more rooms" / "Deluxe 101 और 2 और कमरे": the rooms the stay ends
 * in (a guest moved during the stay has left the first one).
 */
export function roomsInWords(booking: Pick<Booking, 'lines' | 'checkOut'>, language: MessageLanguage): string {
  const current = booking.lines.filter((line) => line.checkOut === booking.checkOut);
  const [first, ...others] = (current.length > 0 ? current : booking.lines).sort((a, b) => a.roomName.localeCompare(b.roomName));
  if (!first) return language === 'hi' ? 'आपका कमरा' : 'your room';
  const more = others.length;
  if (more === 0) return first.roomName;
  if (language === 'hi') return `${first.roomName} और ${more} और ${more === 1 ? 'कमरा' : 'कमरे'}`;
  return `${first.roomName} and ${more} more room${more === 1 ? '' : 's'}`;
}

/** A map search for the hotel's address, when the profile has no map link of its own. */
function mapSearchUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}
