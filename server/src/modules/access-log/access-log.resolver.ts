import { Arg, Authorized, Field, ID, ObjectType, Query, Resolver } from 'type-graphql';
import { queryResult } from '../../graphql/user-error';
import { AccessLogService, MAX_ACCESS_LOG_ENTRIES } from './access-log.service';
import { PersonalDataAccess } from './personal-data-access.entity';

@ObjectType({ description: 'The reads of guests’ personal data in a period, newest first (the owner’s "who looked").' })
export class PersonalDataAccessLog {
  @Field({ description: 'YYYY-MM-DD, as asked.' })
  from: string;

  @Field({ description: 'YYYY-MM-DD, as asked.' })
  to: string;

  @Field(() => [PersonalDataAccess])
  entries: PersonalDataAccess[];

  @Field({
    description: `True when more than ${MAX_ACCESS_LOG_ENTRIES} reads matched: only the newest are given; narrow the range.`,
  })
  truncated: boolean;
}

/** The access log on screen: who looked at which guest's data, when and from where (the owner only). */
@Resolver()
export class AccessLogResolver {
  constructor(private readonly services: { accessLog: AccessLogService }) {}

  @Authorized()
  @Query(() => PersonalDataAccessLog, {
    description:
      'Who read guests’ personal data from `from` to `to` (hotel dates, both included; at most a year), of one staff member when asked (owner).',
  })
  personalDataAccessLog(
    @Arg('from', { description: 'YYYY-MM-DD (hotel time).' }) from: string,
    @Arg('to', { description: 'YYYY-MM-DD (hotel time).' }) to: string,
    @Arg('staffId', () => ID, { nullable: true, description: 'Only this staff member’s reads.' }) staffId?: string,
  ): Promise<PersonalDataAccessLog> {
    return queryResult(() => this.services.accessLog.between(from, to, staffId));
  }
}
