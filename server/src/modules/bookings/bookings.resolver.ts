import { Arg, Authorized, Field, Float, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { Services } from '../../services';
import { DeletePayload, mutationPayload, nullWhenNotFound, PayloadType, queryResult } from '../../graphql/user-error';
import { AddressInput } from '../guests/guests.resolver';
import { RoomType } from '../rooms/room.entity';
import { Booking } from './booking.entity';

@InputType()
export class PaxInput {
  @Field(() => String, { nullable: true }) name?: string;
  @Field(() => String, { nullable: true, description: 'adult or child' }) adultStatus?: string;
  @Field(() => String, { nullable: true, description: 'male, female or other' }) gender?: string;
  @Field(() => Int, { nullable: true }) age?: number;
}

@InputType()
export class BookingInfoInput {
  @Field(() => ID, { nullable: true }) roomId?: string;
  @Field(() => String, { nullable: true, description: 'Informational; the room decides.' }) roomType?: string;
  @Field(() => Float, { nullable: true, description: 'Ignored: the server prices the stay.' }) roomAmount?: number;
  @Field(() => [PaxInput], { nullable: true }) pax?: PaxInput[];
}

@InputType({ description: 'The quote the guest agreed to before paying (the spec, section 3).' })
export class QuoteInput {
  @Field(() => String, { nullable: true }) userEmail?: string;
  @Field(() => String, { nullable: true }) name?: string;
  @Field(() => String, { nullable: true }) phone?: string;
  @Field(() => AddressInput, { nullable: true }) address?: AddressInput;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) checkInDate?: string;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) checkOutDate?: string;
  @Field(() => [BookingInfoInput], { nullable: true }) bookingInfo?: BookingInfoInput[];
  @Field(() => Float, { nullable: true, description: 'Ignored: the server computes the total.' }) totalAmount?: number;
}

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

const BookingPayload = PayloadType('BookingPayload', 'booking', () => Booking, 'Answer of createBooking.');

@Resolver(() => Booking)
export class BookingsResolver {
  constructor(private readonly services: Pick<Services, 'bookings'>) {}

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
  @Query(() => [Booking], { description: 'Every booking, newest first (admin).' })
  bookings() {
    return this.services.bookings.list();
  }

  @Mutation(() => BookingPayload, { description: 'Holds the rooms of a quote while the guest pays; the server sets the price.' })
  createBooking(@Arg('quote', () => QuoteInput) quote: QuoteInput) {
    return mutationPayload('booking', () => this.services.bookings.createHold(plain(quote)));
  }

  @Authorized()
  @Mutation(() => DeletePayload)
  deleteBooking(@Arg('id', () => ID) id: string) {
    return mutationPayload('deleted', async () => (await this.services.bookings.delete(id), true));
  }
}

/** TypeGraphQL hands class instances; services take plain data. */
const plain = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
