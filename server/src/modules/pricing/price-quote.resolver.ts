import { Arg, Field, FieldResolver, Float, ID, Int, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { Services } from '../../services';
import { QuoteInput } from '../../graphql/shared-inputs';
import { queryResult } from '../../graphql/user-error';
import { Booking } from '../bookings/booking.entity';
import { RoomType } from '../rooms/room.entity';
import { bookingTax, quotedTax } from './booking-tax';
import { StayTax } from './stay-tax';

@ObjectType()
class PricedLine {
  @Field(() => ID) roomId: string;
  @Field() roomName: string;
  @Field(() => RoomType) roomType: RoomType;
  @Field(() => Int, { description: "The first night's price, GST included, in paise." }) ratePaise: number;
  @Field(() => Int, { description: 'The nights added up, GST included, in paise.' }) amountPaise: number;
}

@ObjectType({ description: 'What a quote costs, computed by the server; nothing is booked.' })
class PricedQuote {
  @Field(() => Int) nights: number;
  @Field(() => Int, { description: 'Total in paise, GST included.' }) totalPaise: number;
  @Field(() => Float, { description: 'Total in rupees, GST included.' }) totalAmount: number;
  @Field(() => [PricedLine]) lines: PricedLine[];
  @Field(() => StayTax, { description: 'GST per room per night and in sum.' }) tax: StayTax;
}

/** Prices as the server computes them: a quote before booking, and a booking's GST. */
@Resolver(() => Booking)
export class PriceQuoteResolver {
  constructor(private readonly services: Pick<Services, 'bookings'>) {}

  @Query(() => PricedQuote, { description: 'The server’s price for a quote (nights, total, GST); books nothing.' })
  async priceQuote(@Arg('quote', () => QuoteInput) quote: QuoteInput) {
    const priced = await queryResult(() => this.services.bookings.price(JSON.parse(JSON.stringify(quote)) as QuoteInput));
    return { ...priced, totalAmount: priced.totalPaise / 100, tax: quotedTax(priced) };
  }

  @FieldResolver(() => StayTax, { description: 'GST of the stay per room per night and in sum (SAC 996311, CGST + SGST).' })
  tax(@Root() booking: Booking): StayTax {
    return bookingTax(booking);
  }
}
