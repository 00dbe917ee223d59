import { Ctx, Field, FieldResolver, Float, Int, ObjectType, Resolver, Root } from 'type-graphql';
import { Services } from '../../../services';
import { GraphQLContext } from '../../../graphql/context';
import { paiseToRupees } from '../../../shared/money';
import { Booking } from '../booking.entity';
import { BookingMoney, BookingMoneyService } from './booking-money.service';
import { PaymentMethod, RefundNotice, RefundReason, RefundStatus } from '../../billing';

@ObjectType({ description: 'Money sent back to the guest of a booking, as the guest is told of it.' })
class BookingRefund {
  @Field(() => Float, { description: 'In rupees.' }) amount: number;
  @Field(() => Int) amountPaise: number;
  @Field(() => RefundReason) reason: RefundReason;
  @Field(() => PaymentMethod, {
    nullable: true,
    description: 'How the refunded money was paid: the refund goes back the same way. Null when the checkout did not say.',
  })
  method: PaymentMethod | null;
  @Field({ description: 'Paid back by the front desk (money taken at the desk); otherwise the payment provider sends it.' })
  atDesk: boolean;
  @Field(() => String, {
    nullable: true,
    description: 'The payment provider’s refund reference; null for desk money and until the provider accepts the refund.',
  })
  reference: string | null;
  @Field(() => RefundStatus) status: RefundStatus;
  @Field() createdAt: Date;
}

/**
 * Collects the bookings a request asks money for and adds them up in one query: a list of 50
 * bookings costs one query, not 50. One per request (keyed by its context).
 */
class BookingMoneyLoader {
  private readonly known = new Map<string, Promise<BookingMoney | undefined>>();
  private batch: { ids: Set<string>; money: Promise<Map<string, BookingMoney>> } | null = null;

  constructor(private readonly bookingMoney: BookingMoneyService) {}

  load(bookingId: string): Promise<BookingMoney | undefined> {
    let money = this.known.get(bookingId);
    if (!money) {
      const batch = this.batch ?? this.startBatch();
      batch.ids.add(bookingId);
      money = batch.money.then((found) => found.get(bookingId));
      this.known.set(bookingId, money);
    }
    return money;
  }

  /** Waits for the rest of this round of field resolvers, then asks for every id they named. */
  private startBatch() {
    const ids = new Set<string>();
    const money = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      this.batch = null;
      return this.bookingMoney.ofMany([...ids]);
    });
    this.batch = { ids, money };
    return this.batch;
  }
}

const loaders = new WeakMap<GraphQLContext, BookingMoneyLoader>();

/**
 * A booking's money on the Booking type. Shown to whoever may read the booking (an admin, or a
 * guest with its unguessable id): amounts only, no one's contact details.
 */
@Resolver(() => Booking)
export class BookingMoneyResolver {
  constructor(private readonly services: Pick<Services, 'bookingMoney'>) {}

  @FieldResolver(() => Float, {
    description: 'What the hotel holds for this booking, in rupees: paid, less reversals and refunds.',
  })
  async paidAmount(@Root() booking: Booking, @Ctx() context: GraphQLContext): Promise<number> {
    return paiseToRupees((await this.moneyOf(booking, context))?.paidPaise ?? 0);
  }

  @FieldResolver(() => Float, {
    description: 'Still to pay, in rupees; negative when the hotel owes the guest. Zero once cancelled or expired.',
  })
  async balanceDue(@Root() booking: Booking, @Ctx() context: GraphQLContext): Promise<number> {
    return paiseToRupees((await this.moneyOf(booking, context))?.balanceDuePaise ?? 0);
  }

  @FieldResolver(() => Float, {
    description: 'Allowed off the invoice by credit notes issued by hand, GST included, in rupees; 0 when none.',
  })
  async creditedAmount(@Root() booking: Booking, @Ctx() context: GraphQLContext): Promise<number> {
    return paiseToRupees((await this.moneyOf(booking, context))?.creditedPaise ?? 0);
  }

  @FieldResolver(() => Float, {
    description: 'The extras posted to the stay (restaurant, laundry…), with GST, in rupees; 0 when none.',
  })
  async chargesAmount(@Root() booking: Booking, @Ctx() context: GraphQLContext): Promise<number> {
    const money = await this.moneyOf(booking, context);
    return paiseToRupees((money?.chargedPaise ?? booking.totalPaise) - booking.totalPaise);
  }

  @FieldResolver(() => Float, { description: 'What the stay charges in all, rooms and extras, with GST, in rupees.' })
  async folioTotalAmount(@Root() booking: Booking, @Ctx() context: GraphQLContext): Promise<number> {
    return paiseToRupees((await this.moneyOf(booking, context))?.chargedPaise ?? booking.totalPaise);
  }

  @FieldResolver(() => String, {
    nullable: true,
    description:
      'The payment reference: the provider’s id of the online payment that paid this booking (the latest), null when none (pay at hotel).',
  })
  paymentReference(@Root() booking: Booking): Promise<string | null> {
    return this.services.bookingMoney.paymentReference(booking.id);
  }

  @FieldResolver(() => [BookingRefund], {
    description: 'Money sent back to the guest for this booking, oldest first: how much, back to what, and its reference.',
  })
  async refunds(@Root() booking: Booking): Promise<BookingRefund[]> {
    const notices: RefundNotice[] = await this.services.bookingMoney.refunds(booking.id);
    return notices.map((notice) => ({ ...notice, amount: paiseToRupees(notice.amountPaise) }));
  }

  private moneyOf(booking: Booking, context: GraphQLContext): Promise<BookingMoney | undefined> {
    let loader = loaders.get(context);
    if (!loader) {
      loader = new BookingMoneyLoader(this.services.bookingMoney);
      loaders.set(context, loader);
    }
    return loader.load(booking.id);
  }
}
