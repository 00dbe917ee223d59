import { Arg, Authorized, Ctx, Field, Float, ID, InputType, Int, Mutation, Query, Resolver } from 'type-graphql';
import { GraphQLContext } from '../../graphql/context';
import { DeletePayload, mutationPayload, PayloadType, queryResult } from '../../graphql/user-error';
import { Services } from '../../services';
import { adminActor } from '../../shared/actor';
import { RoomType } from '../rooms';
import { BaseRent, RateCalendar, RatePlan, RateSeason, RentGstCheck, WeekdayRents } from './rate-types';

/** Fields are optional where a missing one should get its own message rather than a schema error. */
@InputType({ description: 'Where a rate applies: exactly one of a room type and a room.' })
class RateScopeInput {
  @Field(() => RoomType, { nullable: true }) roomType?: RoomType;
  @Field(() => ID, { nullable: true }) roomId?: string;
}

@InputType({ description: 'The rent per night of one room, or of every room of a type.' })
class SetBaseRentInput extends RateScopeInput {
  @Field(() => Float, { nullable: true, description: 'Rupees, two decimals at most, not negative.' }) rent?: number;
}

@InputType()
class WeekdayRentInput {
  @Field(() => Int, { description: '0 (Sunday) to 6 (Saturday).' }) weekday: number;
  @Field(() => Float, { nullable: true, description: 'Rupees, two decimals at most, not negative.' }) rent?: number;
}

@InputType({ description: "A scope's weekday rents, replacing the ones it had; days left out cost the base rent." })
class SetWeekdayRentsInput extends RateScopeInput {
  @Field(() => [WeekdayRentInput], { description: 'An empty list clears them.' }) rents: WeekdayRentInput[];
}

@InputType({ description: 'A new season (no id) or a change to one.' })
class SaveSeasonInput extends RateScopeInput {
  @Field(() => ID, { nullable: true }) id?: string;
  @Field(() => String, { nullable: true, description: 'e.g. "Wedding season"; at most 60 characters.' }) name?: string;
  @Field(() => String, { nullable: true, description: 'The first night, YYYY-MM-DD.' }) startsOn?: string;
  @Field(() => String, { nullable: true, description: 'The last night, included, YYYY-MM-DD.' }) endsOn?: string;
  @Field(() => Float, { nullable: true, description: 'Rupees, two decimals at most, not negative.' }) rent?: number;
  @Field(() => Int, {
    nullable: true,
    description: 'The fewest nights of a stay touching the season (1 to 30; 1 when left out).',
  })
  minStay?: number;
}

const BaseRentPayload = PayloadType('BaseRentPayload', 'baseRent', () => BaseRent, 'Answer of setBaseRent.');
const WeekdayRentsPayload = PayloadType('WeekdayRentsPayload', 'weekdayRents', () => WeekdayRents, 'Answer of setWeekdayRents.');
const SeasonPayload = PayloadType('SeasonPayload', 'season', () => RateSeason, 'Answer of saveSeason.');

/** The owner's rates (admin): base rents, weekday rents, seasons, and the calendar of nightly prices. */
@Resolver()
export class RatesResolver {
  constructor(private readonly services: Pick<Services, 'rates'>) {}

  @Authorized()
  @Query(() => [RatePlan], {
    description:
      'Base rents, weekday rents and seasons: each room type with rooms or rules, followed by each of its rooms (admin).',
  })
  ratePlans() {
    return this.services.rates.plans();
  }

  @Authorized()
  @Query(() => RateCalendar, {
    description:
      'What the guest pays for each room per night, from `from` to `to` (both included, at most 62 nights), and why (admin).',
  })
  rateCalendar(
    @Arg('from', () => String, { description: 'The first night, YYYY-MM-DD.' }) from: string,
    @Arg('to', () => String, { description: 'The last night, included, YYYY-MM-DD.' }) to: string,
    @Arg('roomType', () => RoomType, { nullable: true }) roomType?: RoomType,
  ) {
    return queryResult(() => this.services.rates.calendar(from, to, roomType));
  }

  @Authorized()
  @Query(() => RentGstCheck, {
    description:
      'What a rent comes to with GST on the nights from `from` to `to` (today when left out), and its warning (admin).',
  })
  rentGstCheck(
    @Arg('rent', () => Float) rent: number,
    @Arg('from', () => String, { nullable: true }) from?: string,
    @Arg('to', () => String, { nullable: true }) to?: string,
  ) {
    return queryResult(() => Promise.resolve(this.services.rates.rentCheck(rent, from, to)));
  }

  @Authorized()
  @Mutation(() => BaseRentPayload, { description: 'Sets the rent per night of one room or every room of a type (admin).' })
  setBaseRent(@Arg('input', () => SetBaseRentInput) input: SetBaseRentInput, @Ctx() context: GraphQLContext) {
    return mutationPayload('baseRent', () => this.services.rates.setBaseRent({ ...input }, adminActor(context.admin!)));
  }

  @Authorized()
  @Mutation(() => WeekdayRentsPayload, { description: 'Replaces the weekday rents of one room or a room type (admin).' })
  setWeekdayRents(@Arg('input', () => SetWeekdayRentsInput) input: SetWeekdayRentsInput, @Ctx() context: GraphQLContext) {
    const rents = input.rents.map((rent) => ({ ...rent }));
    return mutationPayload('weekdayRents', () =>
      this.services.rates.setWeekdayRents({ ...input, rents }, adminActor(context.admin!)),
    );
  }

  @Authorized()
  @Mutation(() => SeasonPayload, {
    description: 'Adds or changes a season (admin); refused, naming it, when another season of the same rooms shares a night.',
  })
  saveSeason(@Arg('input', () => SaveSeasonInput) input: SaveSeasonInput, @Ctx() context: GraphQLContext) {
    return mutationPayload('season', () => this.services.rates.saveSeason({ ...input }, adminActor(context.admin!)));
  }

  @Authorized()
  @Mutation(() => DeletePayload, { description: 'Deletes a season or a weekday rent (admin).' })
  deleteRateRule(@Arg('id', () => ID) id: string, @Ctx() context: GraphQLContext) {
    return mutationPayload('deleted', () => this.services.rates.deleteRule(id, adminActor(context.admin!)));
  }
}
