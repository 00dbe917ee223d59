import { EntityManager } from 'typeorm';
import {
  DocumentRecipient,
  DocumentSale,
  SaleOwnFacts,
  SaleStage,
  StayRoom,
  StaySales,
  chargesTotalPaise,
  folioChargeInvoiceLines,
  folioChargesOf,
  stayCharges,
  stayWords,
} from '../../billing';
import { Guest } from '../../guests';
import { ROOM_TYPE_LABELS } from '../../rooms';
import { BookingLine } from '../booking-line.entity';
import { Booking, BookingStatus } from '../booking.entity';
import { BookingMoneyService } from './booking-money.service';

/**
 * A stay's side of the documents' port: its booking lines as the rooms of its folio, and where
 * its status puts it. A stay is supplied when the guest checks out, not when it is paid: money
 * before that is an advance, so extending or changing a stay changes no invoice.
 */
export function stayRooms(
  lines: readonly Pick<
    BookingLine,
    'roomName' | 'roomType' | 'checkIn' | 'checkOut' | 'nightPrices' | 'amountPaise' | 'taxablePaise' | 'cgstPaise' | 'sgstPaise'
  >[],
): StayRoom[] {
  return lines.map((line) => ({
    name: line.roomName,
    typeLabel: ROOM_TYPE_LABELS[line.roomType] ?? line.roomType,
    checkIn: line.checkIn,
    checkOut: line.checkOut,
    nights: line.nightPrices ?? [],
    amountPaise: line.amountPaise,
    taxablePaise: line.taxablePaise,
    cgstPaise: line.cgstPaise,
    sgstPaise: line.sgstPaise,
  }));
}

const STAGES: Record<BookingStatus, SaleStage> = {
  [BookingStatus.HELD]: 'open',
  [BookingStatus.CONFIRMED]: 'open',
  [BookingStatus.CHECKED_IN]: 'open',
  // A lapsed hold kept no money (a late payment for it is refunded at once): nothing to invoice.
  [BookingStatus.EXPIRED]: 'open',
  [BookingStatus.CHECKED_OUT]: 'supplied',
  [BookingStatus.NO_SHOW]: 'no_show',
  [BookingStatus.CANCELLED]: 'cancelled',
};

export function stayStage(status: BookingStatus): SaleStage {
  return STAGES[status];
}

/** The stays' side of the documents' port: what a booking's tax documents are made of. */
export class StaySalesOfBookings implements StaySales {
  constructor(private readonly bookingMoney: BookingMoneyService) {}

  async saleOf(manager: EntityManager, bookingId: string): Promise<{ sale: DocumentSale; own: SaleOwnFacts }> {
    const booking = await manager.findOneByOrFail(Booking, { id: bookingId });
    const rooms = stayRooms(await manager.find(BookingLine, { where: { bookingId }, order: { roomName: 'ASC' } }));
    const extras = folioChargeInvoiceLines(await folioChargesOf(manager, bookingId));
    return {
      sale: { bookingId: booking.id, eventId: null, bookCode: booking.bookCode, recipient: await recipientOf(manager, booking) },
      own: {
        stage: stayStage(booking.status),
        totalPaise: booking.totalPaise + chargesTotalPaise(extras),
        charges: [...stayCharges(rooms), ...extras],
        subject: stayWords(rooms),
        terms: 'cancellation policy',
        money: await this.bookingMoney.of(manager, bookingId),
      },
    };
  }
}

/** The guest (with the address of their guest record, if any), and the business of a B2B invoice. */
async function recipientOf(manager: EntityManager, booking: Booking): Promise<DocumentRecipient> {
  const guest = booking.guestId ? await manager.findOneBy(Guest, { id: booking.guestId }) : null;
  const parts = guest?.address ? [guest.address.street, guest.address.street2, guest.address.city, guest.address.state] : [];
  const place = [parts.filter(Boolean).join(', '), guest?.address?.zip].filter(Boolean).join(' ');
  const address = [place, guest?.address?.country].filter(Boolean).join(', ');
  return {
    name: booking.userName,
    address: address || null,
    email: booking.userEmail,
    phone: booking.userPhone,
    businessName: booking.businessName || null,
    gstin: booking.businessGstin || null,
  };
}
