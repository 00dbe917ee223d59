import { Arg, Authorized, ID, Query, Resolver } from 'type-graphql';
import { nullWhenNotFound } from '../../graphql/user-error';
import { Services } from '../../services';
import { FunctionSheet } from './function-sheet';

@Resolver()
export class FunctionSheetResolver {
  constructor(private readonly services: Pick<Services, 'functionSheets'>) {}

  @Authorized()
  @Query(() => FunctionSheet, {
    nullable: true,
    description: 'The function sheet of an event for the kitchen and staff (admin); null for an unknown event.',
  })
  functionSheet(@Arg('eventId', () => ID) eventId: string) {
    return nullWhenNotFound(this.services.functionSheets.of(eventId));
  }
}
