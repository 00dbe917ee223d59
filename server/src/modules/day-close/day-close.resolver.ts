import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { GraphQLContext } from '../../graphql/context';
import { mutationPayload, queryResult } from '../../graphql/user-error';
import { adminActor } from '../../shared/actor';
import { DayCloseService } from './day-close.service';
import { DayClosePayload, DayCloseResult, presentDayClose } from './day-close.types';

/** The night audit (admin; the issue gives it to the owner and the manager). */
@Resolver()
export class DayCloseResolver {
  constructor(private readonly services: { dayClose: DayCloseService }) {}

  @Authorized()
  @Query(() => DayCloseResult, {
    description: 'A day’s close: what it did once closed, else a preview of what closing it would do (admin).',
  })
  dayClose(@Arg('date', { description: 'YYYY-MM-DD (hotel time).' }) date: string): Promise<DayCloseResult> {
    return queryResult(async () => presentDayClose(await this.services.dayClose.view(date)));
  }

  @Authorized()
  @Mutation(() => DayClosePayload, {
    description:
      'Closes a day (today or earlier): marks no-shows, flags overstays and missed arrivals, posts the nights, writes the report, locks the day (admin).',
  })
  closeDay(
    @Arg('date', { description: 'YYYY-MM-DD (hotel time).' }) date: string,
    @Ctx() context: GraphQLContext,
  ): Promise<DayClosePayload> {
    return mutationPayload('dayClose', async () =>
      presentDayClose(await this.services.dayClose.close(adminActor(context.admin!), date)),
    );
  }
}
