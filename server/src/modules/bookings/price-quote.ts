import { DataSource, In } from 'typeorm';
import { Clock } from '../../shared/clock';
import { DomainError } from '../../shared/domain-error';
import { priceStay, sumPaise } from '../pricing/pricing';
import { Room } from '../rooms/room.entity';
import { parseQuote, QuoteInput } from './quote';

export interface PricedLine {
  roomId: string;
  roomName: string;
  roomType: string;
  ratePaise: number;
  amountPaise: number;
}

export interface PricedQuote {
  nights: number;
  totalPaise: number;
  lines: PricedLine[];
}

/**
 * What a quote costs, computed by the server before anything is booked (the payment page shows
 * it). The same rules and messages as a booking; nothing is written.
 */
export async function priceQuote(dataSource: DataSource, clock: Clock, input: QuoteInput): Promise<PricedQuote> {
  const quote = parseQuote(input, clock());
  const rooms = await dataSource.getRepository(Room).findBy({ id: In(quote.lines.map((line) => line.roomId)) });
  const lines = quote.lines.map((line) => {
    const room = rooms.find((candidate) => candidate.id === line.roomId);
    if (!room || !room.isAvailable)
      throw new DomainError('ROOM_NOT_BOOKABLE', 'This room is not open for booking', 'bookingInfo', 'conflict');
    const price = priceStay(room.rentPerDayPaise, quote.stay);
    return {
      roomId: room.id,
      roomName: room.name,
      roomType: room.type,
      ratePaise: price.ratePaise,
      amountPaise: price.amountPaise,
    };
  });
  return { nights: priceStay(0, quote.stay).nights, totalPaise: sumPaise(lines.map((line) => line.amountPaise)), lines };
}
