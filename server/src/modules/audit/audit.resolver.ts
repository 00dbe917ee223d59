import { Arg, Authorized, ID, Int, Query, Resolver } from 'type-graphql';
import { Services } from '../../services';
import { queryResult } from '../../graphql/user-error';
import { AuditEntry } from './audit-entry.entity';

/** The audit log on screen: its newest entries (admin). A booking's history is a field of Booking. */
@Resolver()
export class AuditResolver {
  constructor(private readonly services: Pick<Services, 'audit'>) {}

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
