import {
  Arg,
  Authorized,
  Ctx,
  Field,
  Float,
  ID,
  InputType,
  Mutation,
  ObjectType,
  Query,
  registerEnumType,
  Resolver,
} from 'type-graphql';
import { Services } from '../../../services';
import { GraphQLContext } from '../../../graphql/context';
import { mutationPayload, queryResult, UserError } from '../../../graphql/user-error';
import { adminActor } from '../../../shared/actor';
import { paiseToRupees } from '../../../shared/money';
import { Booking } from '../booking.entity';
import { DeskReceipt } from './desk-receipt';
import { Payment, PaymentMethod } from '../../billing';
import { Refund } from '../../billing';

/** How the desk took the money; stored on the entry as the lower-case PaymentMethod. */
export const DeskPaymentMethod = { CASH: 'cash', UPI: 'upi', CARD: 'card', BANK_TRANSFER: 'bank_transfer' } as const;
export type DeskPaymentMethod = (typeof DeskPaymentMethod)[keyof typeof DeskPaymentMethod];
registerEnumType(DeskPaymentMethod, { name: 'DeskPaymentMethod', description: 'How money was taken at the front desk.' });

@InputType({ description: 'Money taken at the desk for a booking.' })
class RecordPaymentInput {
  @Field(() => ID) bookingId: string;
  @Field(() => Float, { description: 'Rupees, more than zero, at most two decimals, at most the balance due.' })
  amount: number;
  @Field(() => DeskPaymentMethod) method: DeskPaymentMethod;
  @Field(() => String, {
    nullable: true,
    description:
      'Required for UPI (its UTR), card (approval code or terminal reference) and bank transfer (UTR/NEFT reference): 6 to 35 letters, digits or hyphens. Optional for cash (up to 64 characters).',
  })
  reference?: string;
  @Field(() => String, { nullable: true, description: 'Up to 500 characters.' }) note?: string;
}

@InputType({ description: 'Money the owner gives back beyond the policy.' })
class GoodwillRefundInput {
  @Field(() => ID) bookingId: string;
  @Field(() => Float, { description: 'Rupees, at most what the hotel holds for the booking.' }) amount: number;
  @Field({ description: 'Why (up to 500 characters); kept in the booking’s history.' }) reason: string;
}

@ObjectType({ description: 'Answer of recordPayment and reversePayment.' })
class DeskPaymentPayload {
  @Field(() => [UserError]) errors: UserError[];
  @Field(() => Payment, { nullable: true, description: 'The new entry: the payment, or the reversing entry.' })
  payment?: Payment;
  @Field(() => Booking, { nullable: true }) booking?: Booking;
}

@ObjectType({ description: 'Answer of refundGoodwill.' })
class GoodwillRefundPayload {
  @Field(() => [UserError]) errors: UserError[];
  @Field(() => [Refund], { nullable: true }) refunds?: Refund[];
  @Field(() => Booking, { nullable: true }) booking?: Booking;
}

@ObjectType({ description: 'The reversing entry that cancelled a receipt.' })
class ReceiptReversal {
  @Field() at: Date;
  @Field({ description: 'When, in the hotel’s time (IST).' }) atText: string;
  @Field(() => String, { nullable: true }) note: string | null;
  @Field(() => String, { nullable: true }) by: string | null;
}

@ObjectType({ description: 'A printable receipt for money taken at the desk.' })
class Receipt {
  @Field(() => ID) paymentId: string;
  @Field() receiptNumber: string;
  @Field() hotelName: string;
  @Field(() => [String]) hotelAddress: string[];
  @Field() hotelPhone: string;
  @Field() hotelEmail: string;
  @Field() paidAt: Date;
  @Field({ description: '"24 Nov 2026, 10:00 AM" in the hotel’s time (IST).' }) paidAtText: string;
  @Field() bookCode: string;
  @Field(() => ID, { nullable: true }) bookingId: string | null;
  @Field(() => String, { nullable: true }) guestName: string | null;
  @Field(() => String, { nullable: true }) stayText: string | null;
  @Field(() => [String]) rooms: string[];
  @Field(() => Float, { description: 'Rupees.' }) amount: number;
  @Field({ description: '"Rupees Four Thousand Five Hundred only".' }) amountInWords: string;
  @Field(() => PaymentMethod, { nullable: true }) method: PaymentMethod | null;
  @Field(() => String, { nullable: true }) reference: string | null;
  @Field(() => String, { nullable: true }) note: string | null;
  @Field(() => String, { nullable: true, description: 'Who took the money.' }) receivedBy: string | null;
  @Field(() => ReceiptReversal, { nullable: true, description: 'Set when the entry was reversed.' })
  reversal: ReceiptReversal | null;
}

@Resolver()
export class DeskPaymentsResolver {
  constructor(private readonly services: Pick<Services, 'deskPayments'>) {}

  @Authorized()
  @Mutation(() => DeskPaymentPayload, {
    description:
      'Records money taken at the desk, with a receipt number; paying the whole balance makes the booking paid (admin).',
  })
  recordPayment(@Ctx() context: GraphQLContext, @Arg('input', () => RecordPaymentInput) input: RecordPaymentInput) {
    return mutationPayload('result', () => this.services.deskPayments.record(adminActor(context.admin!), { ...input })).then(
      ({ errors, result }) => ({ errors, ...result }),
    );
  }

  @Authorized()
  @Mutation(() => DeskPaymentPayload, {
    description: 'Cancels a wrong desk entry with a reversing entry; the original is kept (admin).',
  })
  reversePayment(
    @Ctx() context: GraphQLContext,
    @Arg('paymentId', () => ID) paymentId: string,
    @Arg('reason', () => String) reason: string,
  ) {
    return mutationPayload('result', () =>
      this.services.deskPayments.reverse(adminActor(context.admin!), paymentId, reason),
    ).then(({ errors, result }) => ({ errors, ...result }));
  }

  @Authorized()
  @Mutation(() => GoodwillRefundPayload, {
    description: 'Gives back up to what was paid, beyond the cancellation policy, with a reason (admin).',
  })
  refundGoodwill(@Ctx() context: GraphQLContext, @Arg('input', () => GoodwillRefundInput) input: GoodwillRefundInput) {
    return mutationPayload('result', () =>
      this.services.deskPayments.refundGoodwill(adminActor(context.admin!), { ...input }),
    ).then(({ errors, result }) => ({ errors, ...result }));
  }

  @Authorized()
  @Query(() => Receipt, { description: 'The printable receipt of money taken at the desk (admin).' })
  async receipt(@Arg('paymentId', () => ID) paymentId: string): Promise<Receipt> {
    return receiptOf(await queryResult(() => this.services.deskPayments.receipt(paymentId)));
  }
}

function receiptOf(receipt: DeskReceipt): Receipt {
  const { payment, amountPaise, ...rest } = receipt;
  return { ...rest, paymentId: payment.id, bookingId: payment.bookingId, amount: paiseToRupees(amountPaise) };
}
