import { Field, Float, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { RoomType } from '../rooms';
import { RentSource as RentSourceValue } from './nightly-rents';

/** The GraphQL types of the owner's rates (rates.resolver.ts); the service answers plain objects of these shapes. */

export const RentSource = { BASE: 'base', WEEKDAY: 'weekday', SEASON: 'season' } as const satisfies Record<
  string,
  RentSourceValue
>;
registerEnumType(RentSource, {
  name: 'RentSource',
  description: 'What priced a night: the base rent, a weekday rent or a season.',
});

const GST_WARNING = {
  nullable: true,
  description:
    'With rents that include GST: why this rent fits neither GST slab (it is taxed at the higher rate); null when it is clear.',
};

/** A rent as the owner enters it, in rupees and paise, with its GST warning (the types below take these fields). */
@ObjectType({ description: 'A rent and its GST warning.' })
abstract class RentFields {
  @Field(() => Float, { description: 'Rent for one night in rupees, as the owner enters it.' }) rent: number;
  @Field(() => Int, { description: 'The same in paise.' }) rentPaise: number;
  @Field(() => String, GST_WARNING) gstWarning: string | null;
}

@ObjectType({ description: 'A rent for one night (a base rent), with its GST warning.' })
export class Rent extends RentFields {}

@ObjectType({ description: 'The rent of one day of the week (weekend prices).' })
export class WeekdayRent extends RentFields {
  @Field(() => ID) id: string;
  @Field(() => Int, { description: '0 (Sunday) to 6 (Saturday).' }) weekday: number;
}

@ObjectType({ description: 'A dated season: its rent overrides weekday rents, and a stay touching it has a minimum length.' })
export class RateSeason extends RentFields {
  @Field(() => ID) id: string;
  @Field() name: string;
  @Field({ description: 'The first night, YYYY-MM-DD.' }) startsOn: string;
  @Field({ description: 'The last night, included, YYYY-MM-DD.' }) endsOn: string;
  @Field(() => Int, { description: 'The fewest nights a stay that includes one of its nights may have.' }) minStay: number;
  @Field(() => RoomType, { nullable: true, description: 'The room type it prices; null when it prices one room.' })
  roomType: RoomType | null;
  @Field(() => ID, { nullable: true, description: 'The room it prices; null when it prices a room type.' }) roomId: string | null;
  @Field({ description: 'Where it applies, in words: "Deluxe rooms" or "Room 101".' }) scope: string;
}

@ObjectType({
  description: "The rates of one scope: a room type, or one room (its own rules; its type's apply where it has none).",
})
export class RatePlan {
  @Field(() => RoomType, { description: 'The room type, or the room’s type.' }) roomType: RoomType;
  @Field(() => ID, { nullable: true, description: 'The room; null for a room type’s plan.' }) roomId: string | null;
  @Field(() => String, { nullable: true }) roomName: string | null;
  @Field({ description: 'In words: "Deluxe rooms" or "Room 101".' }) scope: string;
  @Field(() => Int, { description: 'How many rooms it prices.' }) roomCount: number;
  @Field(() => Rent, {
    nullable: true,
    description: 'The rent per night when no weekday rent or season prices the night; null for a type whose rooms differ.',
  })
  baseRent: Rent | null;
  @Field(() => [WeekdayRent], { description: 'Sunday (0) first; days left out cost the base rent.' }) weekdayRents: WeekdayRent[];
  @Field(() => [RateSeason], { description: 'Earliest first.' }) seasons: RateSeason[];
}

@ObjectType({ description: 'A base rent set on one room or every room of a type.' })
export class BaseRent extends RentFields {
  @Field(() => RoomType, { nullable: true }) roomType: RoomType | null;
  @Field(() => ID, { nullable: true }) roomId: string | null;
  @Field(() => Int, { description: 'How many rooms now have this rent.' }) roomsChanged: number;
}

@ObjectType({ description: "A scope's weekday rents after a change." })
export class WeekdayRents {
  @Field(() => RoomType, { nullable: true }) roomType: RoomType | null;
  @Field(() => ID, { nullable: true }) roomId: string | null;
  @Field(() => [WeekdayRent], { description: 'Sunday (0) first; days left out cost the base rent.' }) rents: WeekdayRent[];
}

@ObjectType({ description: 'What a rent comes to for the guest (the server’s GST), checked while the owner types it.' })
export class RentGstCheck extends RentFields {
  @Field({ description: 'Rents include GST (ROOM_RATES_INCLUDE_GST), or GST is added to them.' }) ratesIncludeGst: boolean;
  @Field(() => Int, { description: 'The GST rate of the night in basis points (500 is 5%).' }) gstRateBp: number;
  @Field(() => Float, { description: 'The value of supply, GST excluded, in rupees.' }) taxable: number;
  @Field(() => Float, { description: 'CGST and SGST together, in rupees.' }) gst: number;
  @Field(() => Float, { description: 'What the guest pays for the night, in rupees.' }) guestPays: number;
}

@ObjectType({ description: 'One night of one room, priced as a quote prices it.' })
export class RateNight {
  @Field() date: string;
  @Field(() => Float, { description: 'What the guest pays for the night, GST included, in rupees.' }) price: number;
  @Field(() => Int) pricePaise: number;
  @Field(() => Float, { description: 'The rent as the owner entered it.' }) rent: number;
  @Field(() => RentSource) source: RentSourceValue;
  @Field(() => String, { nullable: true, description: 'The season that priced it.' }) seasonName: string | null;
  @Field(() => Int, { description: 'GST rate in basis points (500 is 5%).' }) gstRateBp: number;
  @Field(() => Int, { description: 'The fewest nights a stay including this night may have (1: any stay).' }) minStay: number;
}

@ObjectType()
export class RateCalendarRoom {
  @Field(() => ID) roomId: string;
  @Field() roomName: string;
  @Field(() => RoomType) roomType: RoomType;
  @Field() isAvailable: boolean;
  @Field(() => [RateNight]) nights: RateNight[];
}

@ObjectType({ description: "Each room's price per night over a range of nights." })
export class RateCalendar {
  @Field({ description: 'The first night shown.' }) from: string;
  @Field({ description: 'The last night shown, included.' }) to: string;
  @Field({ description: 'Rents include GST (the price is the rent), or GST is added to them.' }) ratesIncludeGst: boolean;
  @Field(() => [RateCalendarRoom], { description: 'By room number.' }) rooms: RateCalendarRoom[];
}
