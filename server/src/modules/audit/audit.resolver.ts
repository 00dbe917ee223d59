import { Arg, Authorized, FieldResolver, ID, Int, Query, Resolver, Root } from 'type-graphql';
import { Services } from '../../services';
import { queryResult } from '../../graphql/user-error';
import { Booking } from '../bookings/booking.entity';
import { AuditEntry } from './audit-entry.entity';

/** The audit log on screen: a booking's history, and the newest entries of the whole log (admin). */
@Resolver(() => Booking)
export class AuditResolver {
  constructor(private readonly services: Pick<Services, 'audit'>) {}

  @Authorized()
  @FieldResolver(() => [AuditEntry], { description: 'Who did what to this booking and when, oldest first (admin).' })
  history(@Root() booking: Booking): Promise<AuditEntry[]> {
    return this.services.audit.forBooking(booking.id);
  }

  @Authorized()
  @Query(() => [AuditEntry], {
    description:
      'The newest entries of the audit log (sign-ins, deletions, desk acts…), of one booking or room when asked (admin).',
  })
  auditLog(
    @Arg('bookingId', () => ID, { nullable: true }) bookingId?: string,
    @Arg('roomId', () => ID, { nullable: true }) roomId?: string,
    @Arg('first', () => Int, { defaultValue: 50, description: 'How many entries, 1 to 200.' }) first?: number,
  ): Promise<AuditEntry[]> {
    return queryResult(() => this.services.audit.latest({ bookingId, roomId, first }));
  }
}
