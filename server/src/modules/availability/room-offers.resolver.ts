import { Arg, Field, Float, ID, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { queryResult } from '../../graphql/user-error';
import { Services } from '../../services';
import { paiseToRupees } from '../../shared/money';
import { MinimumStayNeeded } from '../pricing';
import { RoomType } from '../rooms';
import { NEAREST_DATES_LIMIT, NEAREST_DATES_WINDOW_DAYS, OfferedRoom, RoomOffer } from './room-offers.service';

@ObjectType('OfferedRoom', { description: 'A free room of a room offer, with its price for the stay.' })
class OfferedRoomType {
  @Field(() => ID) id: string;
  @Field() name: string;
  @Field(() => String, { nullable: true, description: 'The cover photo.' }) imageUrl: string | null;
  @Field() description: string;
  @Field(() => Int, { description: 'The stay in this room, GST included, in paise.' }) stayTotalPaise: number;
  @Field(() => Float, { description: 'The stay in this room, GST included, in rupees.' }) stayTotal: number;
}

@ObjectType('RoomOffer', {
  description:
    'The free rooms of one type that sleep the same number of guests, as one choice with a quantity ("2 left"). A quantity of n books the first n rooms (cheapest first).',
})
class RoomOfferType {
  @Field(() => RoomType) type: RoomType;
  @Field(() => Int, { description: 'Guests one room sleeps (adults and children).' }) sleeps: number;
  @Field(() => Int, { description: 'How many of these rooms can be booked for the stay.' }) left: number;
  @Field(() => Int) nights: number;
  @Field(() => [OfferedRoomType], { description: 'The bookable rooms, cheapest first.' }) rooms: OfferedRoomType[];
  @Field(() => MinimumStayNeeded, {
    nullable: true,
    description: 'Set when none of these rooms can be booked because a season asks for a longer stay.',
  })
  minimumStay: MinimumStayNeeded | null;
}

@ObjectType({ description: 'Other dates, as many nights long, on which the free rooms sleep the party.' })
class FreeStay {
  @Field({ description: 'YYYY-MM-DD' }) checkIn: string;
  @Field({ description: 'YYYY-MM-DD' }) checkOut: string;
  @Field(() => Int, { description: 'Free rooms on those dates.' }) rooms: number;
  @Field(() => Int, { description: 'Guests those rooms sleep together.' }) sleeps: number;
}

@ObjectType({ description: 'What one night costs, GST included.' })
class NightlyPrice {
  @Field(() => Int) amountPaise: number;
  @Field(() => Float, { description: 'In rupees.' }) amount: number;
}

const presentRoom = (room: OfferedRoom): OfferedRoomType => ({ ...room, stayTotal: paiseToRupees(room.stayTotalPaise) });
const presentOffer = (offer: RoomOffer): RoomOfferType => ({
  ...offer,
  left: offer.rooms.length,
  rooms: offer.rooms.map(presentRoom),
});

/** What the rooms page offers: free rooms by type with a count, and the nearest free dates. */
@Resolver()
export class RoomOffersResolver {
  constructor(private readonly services: Pick<Services, 'roomOffers' | 'availability'>) {}

  @Query(() => NightlyPrice, {
    nullable: true,
    description:
      'The hotel’s "from" price: the least a room open for booking costs for one night, GST included, by the owner’s rates over the next 30 nights; null when no room is open for booking.',
  })
  async lowestNightlyPrice(): Promise<NightlyPrice | null> {
    const amountPaise = await queryResult(() => this.services.availability.lowestNightlyPrice());
    return amountPaise === undefined ? null : { amountPaise, amount: paiseToRupees(amountPaise) };
  }

  @Query(() => [RoomOfferType], {
    description:
      'The rooms free on every night of [checkIn, checkOut), of any size, grouped by type and size with how many are left and each room’s price for the stay; cheapest first. One booking may take rooms of several offers.',
  })
  async roomOffers(
    @Arg('checkIn', { description: 'YYYY-MM-DD' }) checkIn: string,
    @Arg('checkOut', { description: 'YYYY-MM-DD' }) checkOut: string,
  ): Promise<RoomOfferType[]> {
    return (await queryResult(() => this.services.roomOffers.roomOffers({ checkIn, checkOut }))).map(presentOffer);
  }

  @Query(() => [FreeStay], {
    description: `When a stay is sold out for a party: stays as many nights long starting up to ${NEAREST_DATES_WINDOW_DAYS} days before or after it, on which the free rooms (at least \`rooms\` of them) sleep \`guests\`; nearest first, at most ${NEAREST_DATES_LIMIT}.`,
  })
  nearestFreeStays(
    @Arg('checkIn', { description: 'YYYY-MM-DD' }) checkIn: string,
    @Arg('checkOut', { description: 'YYYY-MM-DD' }) checkOut: string,
    @Arg('guests', () => Int, { defaultValue: 1, description: 'Adults and children.' }) guests: number,
    @Arg('rooms', () => Int, { defaultValue: 1 }) rooms: number,
  ): Promise<FreeStay[]> {
    return queryResult(() => this.services.roomOffers.nearestFreeStays({ checkIn, checkOut, guests, rooms }));
  }
}
