import { Field, Int, ObjectType } from 'type-graphql';
import { RoomStayPrice } from './room-pricing.service';
import { atRate, NightTax, TaxFigures, taxFigures } from './stay-tax';

@ObjectType({ description: 'A season’s minimum stay that the asked dates fall short of: the room cannot be booked for them.' })
export class MinimumStayNeeded {
  @Field(() => Int, { description: 'The nights the season asks for at least.' }) nights: number;
  @Field({ description: 'The season’s name, e.g. "Wedding season".' }) seasonName: string;
}

@ObjectType({
  description:
    'What one room costs for the asked dates, priced by the server as a booking would be: each night by the owner’s rates, GST per night by its slab. `total` is what the guest pays, GST included.',
})
export class StayPrice extends TaxFigures {
  @Field(() => Int) nights: number;
  @Field({ description: 'True when rents include GST (ROOM_RATES_INCLUDE_GST); false when GST is added to them.' })
  ratesIncludeGst: boolean;
  @Field({ description: 'True when the nights do not all cost the same (weekend or season prices).' })
  nightsDiffer: boolean;
  @Field(() => [NightTax], { description: 'Each night, in order, with its rent, GST and where its price came from.' })
  perNight: NightTax[];
  @Field(() => MinimumStayNeeded, {
    nullable: true,
    description: 'Set when a season these nights fall in asks for a longer stay; the room cannot be booked for these dates.',
  })
  minimumStay: MinimumStayNeeded | null;
}

/** A room's priced stay as GraphQL and the REST rooms list show it (plain data, so it serialises as it is). */
export function presentStayPrice(price: RoomStayPrice, ratesIncludeGst: boolean): StayPrice {
  return {
    ...taxFigures(price),
    nights: price.nights.length,
    ratesIncludeGst,
    nightsDiffer: new Set(price.nights.map((night) => night.chargedPaise)).size > 1,
    perNight: price.nights.map((night) => ({
      ...atRate(night),
      date: night.date,
      source: night.source,
      seasonName: night.seasonName,
    })),
    minimumStay: price.minimumStay ? { nights: price.minimumStay.nights, seasonName: price.minimumStay.seasonName } : null,
  };
}
