import {
  Arg,
  Args,
  Authorized,
  Ctx,
  Field,
  FieldResolver,
  ID,
  Int,
  Mutation,
  ArgsType,
  registerEnumType,
  ObjectType,
  Query,
  Resolver,
  Root,
  UseMiddleware,
} from 'type-graphql';
import { LogsPersonalDataRead } from '../access-log';
import { Services } from '../../services';
import { PageArgs } from '../../graphql/page';
import { DeletePayload, mutationPayload, nullWhenNotFound, PayloadType, queryResult } from '../../graphql/user-error';
import { IDEMPOTENCY_KEY, QuoteInput } from '../../graphql/shared-inputs';
import { GraphQLContext, originOf } from '../../graphql/context';
import { maskEmail, maskPhone } from '../../shared/contact-masking';
import { adminActor } from '../../shared/actor';
import { Booking, BookingStatus } from './booking.entity';
import { BookingSort } from './bookings.service';

registerEnumType(BookingSort, {
  name: 'BookingSort',
  description: 'How the admin list of bookings is ordered.',
  valuesConfig: {
    CHECK_IN_ASC: { description: 'Earliest arrival first.' },
    CHECK_IN_DESC: { description: 'Latest arrival first.' },
    CREATED_DESC: { description: 'Newest booking first (the default).' },
  },
});

/** The admin list's search, filters and page: offset/limit (the old page) or first/after (a cursor). */
@ArgsType()
class BookingSearchArgs extends PageArgs {
  @Field(() => String, {
    nullable: true,
    description: 'A booking code, part of a guest’s name or email, phone digits or a room number (at most 100 characters).',
  })
  search?: string;

  @Field(() => [BookingStatus], { nullable: true, description: 'Only bookings in these statuses (one or several).' })
  status?: BookingStatus[];

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD: stays in the hotel on some day from stayFrom…' })
  stayFrom?: string;

  @Field(() => String, { nullable: true, description: '…to stayTo (YYYY-MM-DD, included).' })
  stayTo?: string;

  @Field(() => BookingSort, { nullable: true, description: 'Default CREATED_DESC.' })
  sort?: BookingSort;

  @Field(() => Int, { nullable: true, description: 'How many rows after the cursor, 1 to 100 (instead of offset/limit).' })
  first?: number;

  @Field(() => String, { nullable: true, description: 'The endCursor of the page before.' })
  after?: string;
}

@ObjectType({ description: 'Where a page of a list ends and whether more follows.' })
class BookingPageInfo {
  @Field(() => String, { nullable: true, description: 'Pass as `after` for the next page; null on an empty page.' })
  endCursor: string | null;

  @Field()
  hasNextPage: boolean;
}

@ObjectType('BookingPage', { description: 'A page of bookings and how many there are in all.' })
class BookingPage {
  @Field(() => [Booking], { description: 'The rows of this page, in the list’s order.' })
  items: Booking[];

  @Field(() => Int, { description: 'How many rows the whole list has.' })
  total: number;

  @Field(() => BookingPageInfo)
  pageInfo: BookingPageInfo;
}

const BookingPayload = PayloadType('BookingPayload', 'booking', () => Booking, 'Answer of createBooking.');

@Resolver(() => Booking)
export class BookingsResolver {
  constructor(private readonly services: Pick<Services, 'bookings' | 'cancellations'>) {}

  @Query(() => Booking, { nullable: true, description: 'A booking by its id (the id is the secret: it is unguessable).' })
  @UseMiddleware(LogsPersonalDataRead)
  booking(@Arg('id', () => ID) id: string) {
    return nullWhenNotFound(this.services.bookings.get(id));
  }

  @Authorized()
  @Query(() => BookingPage, {
    description: 'Bookings, searched and filtered, newest first or by check-in, a page at a time (admin).',
  })
  @UseMiddleware(LogsPersonalDataRead)
  bookings(@Args(() => BookingSearchArgs) args: BookingSearchArgs) {
    return queryResult(() => this.services.bookings.search({ ...args }));
  }

  @Authorized()
  @Query(() => Booking, { nullable: true, description: 'A booking by its short code, as on receipts (admin).' })
  @UseMiddleware(LogsPersonalDataRead)
  bookingByCode(@Arg('code', () => String) code: string) {
    return nullWhenNotFound(this.services.bookings.getByCode(code));
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
      'The cancellation policy as it applies to this booking now, in the hotel’s words (in Hindi when the request’s Accept-Language is Hindi); null once it cannot be cancelled.',
  })
  cancellationPolicy(@Root() booking: Booking, @Ctx() context: GraphQLContext): Promise<string | null> {
    // In the language the page asked in (Accept-Language): Hindi on the Hindi pages.
    return this.services.cancellations.policyFor(booking, context.language);
  }

  @FieldResolver(() => String, {
    nullable: true,
    description:
      'The guest’s email; masked (am***@example.in) unless an admin asks. Null when a walk-in or phone guest gave none.',
  })
  userEmail(@Root() booking: Booking, @Ctx() { admin }: GraphQLContext): string | null {
    if (booking.userEmail === null) return null;
    return admin ? booking.userEmail : maskEmail(booking.userEmail);
  }

  @FieldResolver(() => String, { description: 'The guest’s phone; masked (******2233) unless an admin asks.' })
  userPhone(@Root() booking: Booking, @Ctx() { admin }: GraphQLContext): string {
    return admin ? booking.userPhone : maskPhone(booking.userPhone);
  }

  @FieldResolver(() => String, { nullable: true, description: 'The hotel’s notes on the booking; null unless an admin asks.' })
  notes(@Root() booking: Booking, @Ctx() { admin }: GraphQLContext): string | null {
    return admin ? booking.notes : null;
  }

  @Authorized()
  @Mutation(() => DeletePayload)
  deleteBooking(@Arg('id', () => ID) id: string, @Ctx() context: GraphQLContext) {
    return mutationPayload('deleted', async () => (await this.services.bookings.delete(id, adminActor(context.admin!)), true));
  }
}

/** TypeGraphQL hands class instances; services take plain data. */
const plain = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
