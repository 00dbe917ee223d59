import { Arg, Int, Query, Resolver } from 'type-graphql';
import { queryResult } from '../../graphql/user-error';
import { Room } from '../rooms';
import type { AvailabilityService } from './availability.service';

/** The spec's search: which rooms are free for a stay. */
@Resolver()
export class AvailableRoomsResolver {
  constructor(private readonly services: { availability: Pick<AvailabilityService, 'availableRooms'> }) {}

  @Query(() => [Room], { description: 'Rooms free on every night of [checkIn, checkOut) that take this many guests.' })
  availableRooms(
    @Arg('checkIn', { description: 'YYYY-MM-DD' }) checkIn: string,
    @Arg('checkOut', { description: 'YYYY-MM-DD' }) checkOut: string,
    @Arg('guests', () => Int, { defaultValue: 1 }) guests: number,
  ) {
    return queryResult(() => this.services.availability.availableRooms({ checkIn, checkOut, guests }));
  }
}
