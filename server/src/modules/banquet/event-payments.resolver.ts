import { Arg, Ctx, Field, InputType, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { GraphQLContext, originOf } from '../../graphql/context';
import { mutationPayload, queryResult, UserError } from '../../graphql/user-error';
import { Services } from '../../services';
import { SettlementOutcome } from '../billing';
import { BanquetErrorCode } from './banquet-errors';
import { EventCheckoutOrder, EventPaymentPage } from './event-payment-page';

@ObjectType()
class EventCheckoutOrderPayload {
  @Field(() => [UserError]) errors: UserError[];
  @Field(() => EventCheckoutOrder, { nullable: true }) checkout?: EventCheckoutOrder;
}

@InputType({ description: 'What the checkout handler received, for an event’s order.' })
class VerifyEventPaymentInput {
  @Field({ description: 'The event’s reference.' }) reference: string;
  @Field() razorpayOrderId: string;
  @Field() razorpayPaymentId: string;
  @Field() razorpaySignature: string;
}

@ObjectType()
class EventPaymentVerificationPayload {
  @Field(() => [UserError]) errors: UserError[];
  @Field(() => SettlementOutcome, { nullable: true }) outcome?: SettlementOutcome;
  @Field(() => String, { nullable: true, description: 'What to tell the customer.' }) message?: string;
  @Field(() => EventPaymentPage, { nullable: true, description: 'The event as it stands now.' }) event?: EventPaymentPage;
}

/** Outcomes that confirmed nothing: the customer reads why as an error too. */
const REFUSED: Partial<Record<SettlementOutcome, BanquetErrorCode>> = {
  [SettlementOutcome.REFUNDED_ROOM_GONE]: BanquetErrorCode.EVENT_SLOT_TAKEN,
  [SettlementOutcome.REFUNDED_CANCELLED]: BanquetErrorCode.EVENT_STATUS_CONFLICT,
  [SettlementOutcome.REFUNDED_DUPLICATE]: BanquetErrorCode.EVENT_PAYMENT_INVALID,
  [SettlementOutcome.AMOUNT_MISMATCH]: BanquetErrorCode.EVENT_PAYMENT_INVALID,
};

/** Paying for a banquet event online: public, by the event's reference (limited per address). */
@Resolver()
export class EventPaymentsResolver {
  constructor(private readonly services: Pick<Services, 'eventPayments'>) {}

  @Query(() => EventPaymentPage, {
    description: 'An event’s payment page: summary, price, terms, plan and what can be paid now. Limited per address.',
  })
  eventPayment(@Ctx() context: GraphQLContext, @Arg('reference') reference: string) {
    return queryResult(() => this.services.eventPayments.page(reference, originOf(context)));
  }

  @Mutation(() => EventCheckoutOrderPayload, {
    description: 'The provider order for the event’s next payment (amount set by the server). Reused while it is open.',
  })
  async createEventPaymentOrder(@Ctx() context: GraphQLContext, @Arg('reference') reference: string) {
    const payload = await mutationPayload('checkout', () =>
      this.services.eventPayments.createOrder(reference, originOf(context)),
    );
    return payload;
  }

  @Mutation(() => EventPaymentVerificationPayload, {
    description:
      'Checks the checkout handler’s signature and settles the event’s payment (the advance confirms it). Safe to repeat. Limited per address.',
  })
  async verifyEventPayment(
    @Ctx() context: GraphQLContext,
    @Arg('input', () => VerifyEventPaymentInput) input: VerifyEventPaymentInput,
  ) {
    const payload = await mutationPayload('result', () => this.services.eventPayments.verify({ ...input }, originOf(context)));
    if (!payload.result) return { errors: payload.errors };
    const { outcome, message, event } = payload.result;
    const code = REFUSED[outcome];
    return { errors: code ? [{ field: null, code, message }] : [], outcome, message, event };
  }
}
