import { DataSource } from 'typeorm';
import { Booking } from '../booking.entity';

/** The booking as an action answers it, after its transaction: with its rooms and their guests. */
export function bookingWithRooms(dataSource: DataSource, id: string): Promise<Booking> {
  return dataSource.getRepository(Booking).findOneOrFail({ where: { id }, relations: { lines: { pax: true } } });
}
