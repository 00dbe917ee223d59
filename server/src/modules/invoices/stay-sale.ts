import type { StayRoom } from '../billing/index';
import type { BookingLine } from '../bookings/booking-line.entity';
import { BookingStatus } from '../bookings/booking.entity';
import { ROOM_TYPE_LABELS } from '../rooms/room.entity';
import type { SaleStage } from './document-plan';

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
