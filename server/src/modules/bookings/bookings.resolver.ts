import {
  Arg,
  Args,
  Authorized,
  Ctx,
  Field,
  FieldResolver,
  Float,
  ID,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import { Services } from '../../services';
import { PageArgs, pageOf, PageType } from '../../graphql/page';
import { DeletePayload, mutationPayload, nullWhenNotFound, PayloadType, queryResult } from '../../graphql/user-error';
import { IDEMPOTENCY_KEY, QuoteInput } from '../../graphql/shared-inputs';
import { GraphQLContext, originOf } from '../../graphql/context';
import { maskEmail, maskPhone } from '../../shared/contact-masking';
import { RoomType } from '../rooms/room.entity';
import { Booking } from './booking.entity';

@ObjectType()
class PricedLine {
  @Field(() => ID) roomId: string;
  @Field() roomName: string;
  @Field(() => RoomType) roomType: RoomType;
  @Field(() => Int) ratePaise: number;
  @Field(() => Int) amountPaise: number;
}

@ObjectType({ description: 'What a quote costs, computed by the server; nothing is booked.' })
class PricedQuote {
  @Field(() => Int) nights: number;
  @Field(() => Int) totalPaise: number;
  @Field(() => Float, { description: 'Total in rupees.' }) totalAmount: number;
  @Field(() => [PricedLine]) lines: PricedLine[];
}

const BookingPage = PageType('BookingPage', () => Booking, 'A page of bookings and how many there are in all.');
const BookingPayload = PayloadType('BookingPayload', 'booking', () => Booking, 'Answer of createBooking.');

@Resolver(() => Booking)
export class BookingsResolver {
  constructor(private readonly services: Pick<Services, 'bookings' | 'cancellations'>) {}

  @Query(() => Booking, { nullable: true, description: 'A booking by its id (the id is the secret: it is unguessable).' })
  booking(@Arg('id', () => ID) id: string) {
    return nullWhenNotFound(this.services.bookings.get(id));
  }

  @Query(() => PricedQuote, { description: 'The server’s price for a quote (nights, total); books nothing.' })
  async priceQuote(@Arg('quote', () => QuoteInput) quote: QuoteInput) {
    const priced = await queryResult(() => this.services.bookings.price(plain(quote)));
    return { ...priced, totalAmount: priced.totalPaise / 100 };
  }

  @Authorized()
  @Query(() => BookingPage, { description: 'Bookings, newest first, a page at a time (admin).' })
  bookings(@Args(() => PageArgs) page: PageArgs) {
    return queryResult(() => this.services.bookings.list(pageOf(page)));
  }

  @Mutation(() => BookingPayload, { description: 'Holds the rooms of a quote while the guest pays; the server sets the price.' })
  createBooking(
    @Arg('quote', () => QuoteInput) quote: QuoteInput,
    @Ctx() context: GraphQLContext,
    @Arg('idempotencyKey', () => String, { nullable: true, description: IDEMPOTENCY_KEY }) idempotencyKey?: string,
  ) {
    return mutationPayload('booking', () => this.services.bookings.createHold(plain(quote), originOf(context), idempotencyKey));
  }

  @FieldResolver(() => String, {
    nullable: true,
    description:
      'The cancellation policy as it applies to this booking now, in the hotel’s words; null once it cannot be cancelled.',
  })
  cancellationPolicy(@Root() booking: Booking): Promise<string | null> {
    return this.services.cancellations.policyFor(booking);
  }

  @FieldResolver(() => String, { description: 'The guest’s email; masked (am***@example.in) unless an admin asks.' })
  userEmail(@Root() booking: Booking, @Ctx() { admin }: GraphQLContext): string {
    return admin ? booking.userEmail : maskEmail(booking.userEmail);
  }

  @FieldResolver(() => String, { description: 'The guest’s phone; masked (******2233) unless an admin asks.' })
  userPhone(@Root() booking: Booking, @Ctx() { admin }: GraphQLContext): string {
    return admin ? booking.userPhone : maskPhone(booking.userPhone);
  }

  @Authorized()
  @Mutation(() => DeletePayload)
  deleteBooking(@Arg('id', () => ID) id: string) {
    return mutationPayload('deleted', async () => (await this.services.bookings.delete(id), true));
  }
}

/** TypeGraphQL hands class instances; services take plain data. */
const plain = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
