import {
  Arg,
  Args,
  Authorized,
  Ctx,
  Field,
  Float,
  ID,
  InputType,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
} from 'type-graphql';
import { Services } from '../../../services';
import { adminActor } from '../../../shared/actor';
import { GraphQLContext, originOf } from '../../../graphql/context';
import { mutationPayload, queryResult, UserError } from '../../../graphql/user-error';
import { Booking } from '../booking.entity';
import { IDEMPOTENCY_KEY, QuoteInput } from '../../../graphql/shared-inputs';
import { PageArgs, pageOf } from '../../../graphql/page';
import {
  CancellationRule,
  Payment,
  PaymentAttemptStatus,
  PaymentMethod,
  PaymentProviderName,
  SettlementOutcome,
} from '../../billing';
import { Refund } from '../../billing';
import { PaymentPart } from './payment-part';
import { settlementMessage } from './settlement-messages';
import { paiseToRupees } from '../../../shared/money';

@ObjectType({ description: 'Which checkout the browser opens.' })
class PaymentConfig {
  @Field(() => PaymentProviderName) provider: PaymentProviderName;
  @Field() keyId: string;
  @Field() checkoutScriptUrl: string;
  @Field(() => Int, { description: 'Pay at hotel is for stays of at most this many nights; longer ones are paid online.' })
  payAtHotelMaxNights: number;
  @Field(() => Int, { description: 'Pay at hotel is for at most this many rooms; more are paid online.' })
  payAtHotelMaxRooms: number;
  @Field(() => Int, {
    description:
      'The share of the total a guest may pay now, the rest at the hotel (createPaymentOrder part ADVANCE); 0 when not offered. The advance is this percent of the total rounded up to a whole rupee.',
  })
  advancePercent: number;
}

@ObjectType({ description: 'The provider order the checkout pays (amount in paise, as Razorpay).' })
class CheckoutOrder {
  @Field() orderId: string;
  @Field(() => Int) amount: number;
  @Field() currency: string;
  @Field() receipt: string;
  @Field() keyId: string;
  @Field(() => PaymentPart, { description: 'What the order pays: the total, or the advance.' }) part: PaymentPart;
  @Field(() => Booking) booking: Booking;
  @Field({
    description:
      'False when the night is past the unpaid ceiling (UNPAID_SHARE): the rooms are not held until paid; the payment takes them if still free, or another room of the type, or the money is refunded in full.',
  })
  roomsHeld: boolean;
}

@ObjectType()
class CheckoutOrderPayload {
  @Field(() => [UserError]) errors: UserError[];
  @Field(() => CheckoutOrder, { nullable: true }) checkout?: CheckoutOrder;
}

@InputType({ description: 'What Razorpay’s checkout handler receives.' })
class VerifyPaymentInput {
  @Field(() => String, { nullable: true }) razorpay_order_id?: string;
  @Field(() => String, { nullable: true }) razorpay_payment_id?: string;
  @Field(() => String, { nullable: true }) razorpay_signature?: string;
  @Field(() => PaymentMethod, { nullable: true, description: 'The method card the guest chose.' })
  paymentMethod?: PaymentMethod;
}

@ObjectType()
class PaymentVerificationPayload {
  @Field(() => [UserError]) errors: UserError[];
  @Field(() => SettlementOutcome, { nullable: true }) outcome?: SettlementOutcome;
  @Field(() => String, { nullable: true }) message?: string;
  @Field(() => Booking, { nullable: true }) booking?: Booking;
  @Field(() => Payment, { nullable: true }) payment?: Payment;
}

@ObjectType()
class PayAtHotelPayload {
  @Field(() => [UserError]) errors: UserError[];
  @Field(() => Booking, { nullable: true }) booking?: Booking;
}

@ObjectType({ description: 'What cancelling a booking now refunds, by the hotel’s policy.' })
class CancellationTerms {
  @Field(() => Int) refundPercent: number;
  @Field(() => Int) paidPaise: number;
  @Field(() => Int) refundPaise: number;
  @Field() freeUntil: Date;
  @Field(() => CancellationRule) rule: CancellationRule;
  @Field(() => Int, { description: 'How long before check-in cancelling is free: 24, or 168 for groups.' }) windowHours: number;
  @Field({ description: 'The policy as it applies to this booking, in the hotel’s words.' }) summary: string;
}

@ObjectType()
class CancellationPayload {
  @Field(() => [UserError]) errors: UserError[];
  @Field(() => Booking, { nullable: true }) booking?: Booking;
  @Field(() => [Refund], { nullable: true }) refunds?: Refund[];
  @Field(() => CancellationTerms, { nullable: true }) terms?: CancellationTerms;
  @Field(() => String, { nullable: true, description: 'What became of the guest’s money, for the hotel.' }) message?: string;
}

@ObjectType()
class PaymentLedgerEntry {
  @Field(() => Payment) payment: Payment;
  @Field(() => [Refund]) refunds: Refund[];
  @Field(() => String, {
    nullable: true,
    description:
      'The number on what the payer was given: the desk receipt (payment.receiptNumber) for desk money, else the Rule 50 receipt voucher issued for the payment; null when neither.',
  })
  receiptNumber: string | null;
  @Field(() => Int, {
    description:
      'What this entry adds to totals.receivedPaise: its amount when money came (negative for a reversal); 0 for a promise, an unpaid order or a failed attempt.',
  })
  receivedPaise: number;
  @Field(() => String, {
    nullable: true,
    description: 'The reference the desk recorded (UPI id, card slip, bank reference), else the provider’s payment id.',
  })
  methodReference: string | null;
  @Field(() => Int, {
    nullable: true,
    description:
      'For an open pay-at-hotel promise (PENDING): what its booking still owes, its balance, which is not the promise’s amount once the desk took part of it. Null for every other entry.',
  })
  dueAtHotelPaise: number | null;
}

@ObjectType({ description: 'Money received one way, net of reversals.' })
class PaymentMethodTotal {
  @Field(() => PaymentMethod, {
    description: 'CASH, UPI, CARD or BANK_TRANSFER at the desk; ONLINE for the provider’s checkout.',
  })
  method: PaymentMethod;
  @Field(() => Int) amountPaise: number;
  @Field(() => Float, { description: 'Rupees.' }) amount: number;
  @Field(() => Int, { description: 'How many entries (payments and reversals).' }) entries: number;
}

@ObjectType()
class PaymentLedgerTotals {
  @Field(() => Int) receivedPaise: number;
  @Field(() => Int) refundedPaise: number;
  @Field(() => Int) netPaise: number;
  @Field(() => Int, {
    description:
      'Still due on open pay-at-hotel promises: their bookings’ balances, not the promises’ amounts (a kept promise owes nothing).',
  })
  pendingAtHotelPaise: number;
  @Field(() => Int) attempts: number;
  @Field(() => [PaymentMethodTotal], { description: 'Money received by method, largest first.' })
  byMethod: PaymentMethodTotal[];
}

@ObjectType({ description: 'A page of payment attempts, newest first, with totals over every attempt the filter matches.' })
class PaymentLedger {
  @Field(() => [PaymentLedgerEntry], { description: 'The attempts of this page.' }) entries: PaymentLedgerEntry[];
  @Field(() => PaymentLedgerTotals, { description: 'Over every matching attempt, not only this page.' })
  totals: PaymentLedgerTotals;
  @Field(() => Int, { description: 'How many attempts the filter matches.' }) total: number;
}

@Resolver()
export class PaymentsResolver {
  constructor(private readonly services: Pick<Services, 'payments' | 'cancellations' | 'ledger' | 'paymentProvider'>) {}

  @Query(() => PaymentConfig)
  paymentConfig(): PaymentConfig {
    const { name, keyId, checkoutScriptUrl } = this.services.paymentProvider;
    const { maxNights, maxRooms } = this.services.payments.payAtHotelLimits;
    const { advancePercent } = this.services.payments;
    return {
      provider: name,
      keyId,
      checkoutScriptUrl,
      payAtHotelMaxNights: maxNights,
      payAtHotelMaxRooms: maxRooms,
      advancePercent,
    };
  }

  @Mutation(() => CheckoutOrderPayload, {
    description:
      'The order to pay for a booking (or a quote, which is held first), in full or the advance. Reused while the hold lives.',
  })
  async createPaymentOrder(
    @Ctx() context: GraphQLContext,
    @Arg('bookingId', () => ID, { nullable: true }) bookingId?: string,
    @Arg('quote', () => QuoteInput, { nullable: true }) quote?: QuoteInput,
    @Arg('idempotencyKey', () => String, { nullable: true, description: IDEMPOTENCY_KEY }) idempotencyKey?: string,
    @Arg('part', () => PaymentPart, {
      nullable: true,
      description: 'FULL (the default) or ADVANCE (paymentConfig.advancePercent).',
    })
    part?: PaymentPart,
  ) {
    const payload = await mutationPayload('result', () =>
      this.services.payments.createOrder(
        { bookingId, quote: quote ? plain(quote) : undefined, origin: originOf(context), idempotencyKey },
        part,
      ),
    );
    if (!payload.result) return { errors: payload.errors };
    const { order, keyId, booking, part: paid, roomsHeld } = payload.result;
    const { id: orderId, amount, currency, receipt } = order;
    return { errors: [], checkout: { orderId, amount, currency, receipt, keyId, booking, part: paid, roomsHeld } };
  }

  @Mutation(() => PaymentVerificationPayload, {
    description: 'Checks the checkout handler’s signature and confirms the booking as paid. Safe to repeat.',
  })
  async verifyPayment(@Arg('input', () => VerifyPaymentInput) input: VerifyPaymentInput) {
    const payload = await mutationPayload('settlement', () => this.services.payments.verify({ ...input }, input.paymentMethod));
    if (!payload.settlement) return { errors: payload.errors };
    const settlement = payload.settlement;
    const { message, code } = settlementMessage(settlement);
    return {
      errors: code ? [{ field: null, code, message }] : [],
      outcome: settlement.outcome,
      message,
      booking: settlement.booking,
      payment: settlement.payment,
    };
  }

  @Mutation(() => PayAtHotelPayload, { description: 'Confirms the booking now; the guest pays at the hotel.' })
  payAtHotel(
    @Ctx() context: GraphQLContext,
    @Arg('bookingId', () => ID, { nullable: true }) bookingId?: string,
    @Arg('quote', () => QuoteInput, { nullable: true }) quote?: QuoteInput,
    @Arg('idempotencyKey', () => String, { nullable: true, description: IDEMPOTENCY_KEY }) idempotencyKey?: string,
  ) {
    return mutationPayload('booking', () =>
      this.services.payments.payAtHotel({
        bookingId,
        quote: quote ? plain(quote) : undefined,
        origin: originOf(context),
        idempotencyKey,
      }),
    );
  }

  @Authorized()
  @Query(() => CancellationTerms, { description: 'What cancelling this booking now would refund (admin).' })
  cancellationTerms(@Arg('bookingId', () => ID) bookingId: string) {
    return queryResult(() => this.services.cancellations.quote(bookingId));
  }

  @Authorized()
  @Mutation(() => CancellationPayload, { description: 'Cancels a booking and refunds by the policy (admin).' })
  async cancelBooking(@Ctx() context: GraphQLContext, @Arg('id', () => ID) id: string) {
    const actor = adminActor(context.admin!);
    const payload = await mutationPayload('cancellation', () => this.services.cancellations.cancel(id, { actor }));
    if (!payload.cancellation) return { errors: payload.errors };
    return { errors: [], ...payload.cancellation };
  }

  @Authorized()
  @Query(() => PaymentLedger, { description: 'Payment attempts with their booking and refunds, a page at a time (admin).' })
  async payments(
    @Args(() => PageArgs) page: PageArgs,
    @Arg('bookingId', () => ID, { nullable: true, description: 'One booking’s attempts only.' }) bookingId?: string,
    @Arg('status', () => PaymentAttemptStatus, { nullable: true }) status?: PaymentAttemptStatus,
    @Arg('from', () => String, { nullable: true, description: 'YYYY-MM-DD' }) from?: string,
    @Arg('to', () => String, { nullable: true, description: 'YYYY-MM-DD' }) to?: string,
  ) {
    const ledger = await queryResult(() => this.services.ledger.list({ bookingId, status, from, to }, pageOf(page)));
    const byMethod = ledger.totals.byMethod.map((total) => ({ ...total, amount: paiseToRupees(total.amountPaise) }));
    return { ...ledger, totals: { ...ledger.totals, byMethod } };
  }
}

const plain = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
