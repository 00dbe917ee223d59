import { EntityManager } from 'typeorm';
import { personName } from '../../../shared/actor';
import { formatHotelDateTime, formatStayDate } from '../../../shared/dates';
import { DomainError } from '../../../shared/domain-error';
import { isUuid } from '../../../shared/input';
import type { HotelProfile } from '../../hotel-settings';
import { Booking } from '../booking.entity';
import { rupeesInWords } from '../../billing';
import { DeskPaymentErrorCode, deskPaymentNotFound } from '../../billing';
import { Payment, PaymentAttemptStatus, PaymentMethod, PaymentProviderName } from '../../billing';

/** What a printed receipt for money taken at the desk says. */
export interface DeskReceipt {
  payment: Payment;
  receiptNumber: string;
  hotelName: string;
  /** The hotel's address, one line each. */
  hotelAddress: string[];
  hotelPhone: string;
  hotelEmail: string;
  paidAt: Date;
  /** "24 Nov 2026, 10:00 AM" in the hotel's time (IST). */
  paidAtText: string;
  bookCode: string;
  /** Null once an unpaid booking was deleted (its ledger rows and code stay). */
  guestName: string | null;
  /** "Tue, 1 Dec 2026 – Thu, 3 Dec 2026 (2 nights)". */
  stayText: string | null;
  rooms: string[];
  amountPaise: number;
  amountInWords: string;
  method: PaymentMethod | null;
  reference: string | null;
  note: string | null;
  /** The admin's name (without the email the ledger keeps). */
  receivedBy: string | null;
  reversal: { at: Date; atText: string; note: string | null; by: string | null } | null;
}

/** The receipt of one desk entry; a reversed one says so. */
export async function loadDeskReceipt(manager: EntityManager, paymentId: unknown, hotel: HotelProfile): Promise<DeskReceipt> {
  const payment = isUuid(paymentId) ? await manager.findOneBy(Payment, { id: paymentId }) : null;
  if (!payment) throw deskPaymentNotFound();
  if (
    payment.provider !== PaymentProviderName.HOTEL ||
    !payment.receiptNumber ||
    payment.status === PaymentAttemptStatus.REVERSAL
  ) {
    throw new DomainError(
      DeskPaymentErrorCode.NoReceipt,
      'This entry has no receipt: only money taken at the desk gets one (a reversal names the receipt it reverses).',
      'paymentId',
    );
  }
  const booking = payment.bookingId
    ? await manager.findOne(Booking, { where: { id: payment.bookingId }, relations: { lines: true } })
    : null;
  const reversal = await manager.findOneBy(Payment, { reversesPaymentId: payment.id });
  const paidAt = payment.paidAt ?? payment.createdAt;
  return {
    payment,
    receiptNumber: payment.receiptNumber,
    hotelName: hotel.name,
    hotelAddress: [hotel.street, `${hotel.city}, ${hotel.state} ${hotel.pincode}`],
    hotelPhone: hotel.frontDeskPhone,
    hotelEmail: hotel.reservationsEmail,
    paidAt,
    paidAtText: formatHotelDateTime(paidAt),
    bookCode: payment.bookCode,
    guestName: booking?.userName ?? null,
    stayText: booking ? stayText(booking) : null,
    rooms: booking ? [...new Set(booking.lines.map((line) => line.roomName))] : [],
    amountPaise: payment.amountPaise,
    amountInWords: rupeesInWords(payment.amountPaise),
    method: payment.method,
    reference: payment.reference,
    note: payment.note,
    receivedBy: nameOf(payment.recordedBy),
    reversal: reversal && {
      at: reversal.paidAt ?? reversal.createdAt,
      atText: formatHotelDateTime(reversal.paidAt ?? reversal.createdAt),
      note: reversal.note,
      by: nameOf(reversal.recordedBy),
    },
  };
}

function stayText(booking: Booking): string {
  const nights = `${booking.nights} night${booking.nights === 1 ? '' : 's'}`;
  return `${formatStayDate(booking.checkIn)} – ${formatStayDate(booking.checkOut)} (${nights})`;
}

const nameOf = (label: string | null): string | null => (label ? personName(label) : null);
