import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import { GraphQLContext } from '../../../graphql/context';
import { Payment } from '../../billing';
import { Booking } from '../booking.entity';
import { BookingsService } from '../bookings.service';

/**
 * Collects the bookings a request's ledger rows name and reads them in one query (a page of 100
 * entries costs one query). One per request, keyed by its context.
 */
class BookingsLoader {
  private batch: { ids: Set<string>; found: Promise<Map<string, Booking>> } | null = null;

  constructor(private readonly bookings: BookingsService) {}

  async load(bookingId: string): Promise<Booking | null> {
    if (!this.batch) {
      const ids = new Set<string>();
      const found = new Promise<void>((resolve) => setImmediate(resolve)).then(async () => {
        this.batch = null;
        return this.bookings.ofIds([...ids]);
      });
      this.batch = { ids, found };
    }
    this.batch.ids.add(bookingId);
    return (await this.batch.found).get(bookingId) ?? null;
  }
}

const loaders = new WeakMap<GraphQLContext, BookingsLoader>();

/**
 * A ledger entry's booking. Billing keeps only the booking's id (it knows no booking), so the
 * stays answer this field. Only the hotel reads it: a guest's payment answer (verifyPayment)
 * carries the booking beside it already, and gets null here as before.
 */
@Resolver(() => Payment)
export class PaymentBookingResolver {
  constructor(private readonly services: { bookings: BookingsService }) {}

  @FieldResolver(() => Booking, { nullable: true, description: 'The booking paid for (the hotel only; null for an event).' })
  async booking(@Root() payment: Payment, @Ctx() context: GraphQLContext): Promise<Booking | null> {
    if (!context.admin || !payment.bookingId) return null;
    let loader = loaders.get(context);
    if (!loader) {
      loader = new BookingsLoader(this.services.bookings);
      loaders.set(context, loader);
    }
    return loader.load(payment.bookingId);
  }
}
