import { Arg, Ctx, Field, Float, ID, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context';
import { Services } from '../../services';
import { QuoteInput } from '../../graphql/shared-inputs';
import { queryResult } from '../../graphql/user-error';
import { RoomType } from '../rooms';
import { StayTax } from '../pricing';
import { quotedTax } from './booking-tax';

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
  @Field(() => String, {
    nullable: true,
    description:
      'The cancellation policy as it would apply to this stay if booked now, in the hotel’s words (in Hindi when the request’s Accept-Language is Hindi).',
  })
  cancellationPolicy: string | null;
}

/** A quote priced as the server computes it, before anything is booked. */
@Resolver()
export class PriceQuoteResolver {
  constructor(private readonly services: Pick<Services, 'bookings' | 'cancellations'>) {}

  @Query(() => PricedQuote, { description: 'The server’s price for a quote (nights, total, GST); books nothing.' })
  async priceQuote(@Arg('quote', () => QuoteInput) quote: QuoteInput, @Ctx() context: GraphQLContext) {
    const priced = await queryResult(() => this.services.bookings.price(JSON.parse(JSON.stringify(quote)) as QuoteInput));
    return {
      ...priced,
      totalAmount: priced.totalPaise / 100,
      tax: quotedTax(priced),
      // In the language the page asked in (Accept-Language): Hindi on the Hindi pages.
      cancellationPolicy: this.services.cancellations.policyForStay(priced.stay.checkIn, priced.lines.length, context.language),
    };
  }
}
