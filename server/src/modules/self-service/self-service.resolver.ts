import { Arg, Ctx, Field, FieldResolver, ID, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { GraphQLContext, originOf } from '../../graphql/context';
import { mutationPayload, queryResult, UserError } from '../../graphql/user-error';
import { Services } from '../../services';
import { Booking, BookingStatus, REFUND_TIMING } from '../bookings';
import { CancellationRule } from '../billing';
import { GuestProof } from './guest-proof.service';

const CONTACT = 'The email address or phone number the booking was made with.';
const KEY = 'Instead of `contact`: the key from the link in the booking’s confirmation mail (/booking/{id}?key=…).';

@ObjectType({ description: 'What cancelling a booking now would do, for its guest to read before confirming.' })
class CancellationQuote {
  @Field({ description: 'Whether the guest may cancel this booking online now.' }) cancellable: boolean;
  @Field(() => String, { nullable: true, description: 'Why not, when not.' }) refusal: string | null;
  @Field(() => Int, { description: 'What the hotel holds for the booking, in paise.' }) paidPaise: number;
  @Field(() => Int, { description: 'What cancelling now refunds, in paise.' }) refundPaise: number;
  @Field(() => Int) refundPercent: number;
  @Field(() => CancellationRule) rule: CancellationRule;
  @Field({ description: 'Until when cancelling is free.' }) freeUntil: Date;
  @Field(() => Int, { description: 'How long before check-in cancelling is free: 24, or 168 for groups.' }) windowHours: number;
  @Field({ description: 'The policy window in words, e.g. "Free cancellation until 14 Mar 2026, 3:00 PM …".' }) policy: string;
  @Field({ description: 'How long a refund takes to arrive.' }) refundTiming: string;
}

@ObjectType({ description: 'Answer of findBooking: the booking (contact details masked), or why not.' })
class FindBookingPayload {
  @Field(() => [UserError]) errors: UserError[];
  @Field(() => Booking, { nullable: true }) booking?: Booking;
}

@ObjectType({ description: 'Answer of requestBookingCode: the same words whether or not the number has bookings.' })
class RequestBookingCodePayload {
  @Field(() => [UserError]) errors: UserError[];
  @Field(() => String, { nullable: true, description: '"If this number has bookings with us, we have sent a code…"' })
  message?: string;
}

@ObjectType({ description: 'One of a phone number’s current or upcoming bookings, once its one-time code was right.' })
class BookingOfPhone {
  @Field(() => ID) bookingId: string;
  @Field() bookCode: string;
  @Field({ description: 'YYYY-MM-DD.' }) checkIn: string;
  @Field({ description: 'YYYY-MM-DD.' }) checkOut: string;
  @Field(() => BookingStatus) status: BookingStatus;
  @Field({ description: 'The booking’s page with its key, as the confirmation mail links it: /booking/{id}?key=….' })
  link: string;
}

@ObjectType({ description: 'Answer of bookingsByCode: the number’s current and upcoming bookings, or why not.' })
class BookingsByCodePayload {
  @Field(() => [UserError]) errors: UserError[];
  @Field(() => [BookingOfPhone], { nullable: true }) bookings?: BookingOfPhone[];
}

@ObjectType({ description: 'Answer of paymentLink: the booking its hold mail links to, or why the link no longer works.' })
class PaymentLinkPayload {
  @Field(() => [UserError]) errors: UserError[];
  @Field(() => Booking, { nullable: true }) booking?: Booking;
}

@ObjectType({ description: 'When the guest expects to arrive and what they would like (shown to the front desk).' })
class ArrivalPlans {
  @Field(() => String, { nullable: true, description: 'HH:MM, 24-hour, hotel time.' }) arrivalTime: string | null;
  @Field(() => String, { nullable: true }) specialRequest: string | null;
}

@ObjectType()
class ArrivalPlansPayload {
  @Field(() => [UserError]) errors: UserError[];
  @Field(() => ArrivalPlans, { nullable: true }) plans?: ArrivalPlans;
}

@ObjectType()
class SelfCancellationPayload {
  @Field(() => [UserError]) errors: UserError[];
  @Field(() => Booking, { nullable: true }) booking?: Booking;
  @Field(() => Int, { nullable: true, description: 'What was refunded through the payment provider, in paise.' })
  refundPaise?: number;
  @Field(() => String, { nullable: true, description: 'What became of the booking and the money, in the guest’s words.' })
  message?: string;
}

@ObjectType()
class ResendConfirmationPayload {
  @Field(() => [UserError]) errors: UserError[];
  @Field(() => String, { nullable: true, description: 'Where the mail went (masked).' }) sentTo?: string;
}

/**
 * The guest's self-service: find a booking by its code, then on /booking/{id} cancel it, give an
 * arrival time and a request, have the confirmation mailed again. Each action proves the booking
 * is the caller's with `contact` or `key`; tries are limited.
 */
@Resolver(() => Booking)
export class SelfServiceResolver {
  constructor(private readonly services: Pick<Services, 'guestProofs' | 'selfService' | 'paymentLinks' | 'bookingsByPhone'>) {}

  @Query(() => FindBookingPayload, {
    description: 'A booking by its code (or id) and its email or phone. Limited per client address and per code.',
  })
  async findBooking(
    @Ctx() context: GraphQLContext,
    @Arg('code', () => String, { description: 'The booking code from the mail or receipt, e.g. HB7K3QM.' }) code: string,
    @Arg('contact', () => String, { description: CONTACT }) contact: string,
  ) {
    const payload = await mutationPayload('found', () => this.services.guestProofs.find(code, contact, originOf(context)));
    return payload.found ? { errors: [], booking: payload.found } : { errors: payload.errors };
  }

  @Mutation(() => RequestBookingCodePayload, {
    description:
      'Forgot the booking code: sends a 6-digit code by SMS to the number when it has current or upcoming bookings ' +
      '(with forPrivacyRequest: any booking or event the hotel keeps), and answers the same either way. Limited per ' +
      'client address and per number.',
  })
  requestBookingCode(
    @Ctx() context: GraphQLContext,
    @Arg('phone', () => String, { description: 'The mobile number the bookings were made with.' }) phone: string,
    @Arg('forPrivacyRequest', () => Boolean, {
      nullable: true,
      description: 'A code to prove the number for privacyRequest: sent for past stays and events too.',
    })
    forPrivacyRequest?: boolean | null,
  ) {
    return mutationPayload('message', () =>
      this.services.bookingsByPhone.requestCode(phone, originOf(context), { anyStay: forPrivacyRequest === true }),
    );
  }

  @Mutation(() => BookingsByCodePayload, {
    description:
      'The number’s current and upcoming bookings, given the code requestBookingCode sent (used up by a right answer; ' +
      'five wrong ones end it).',
  })
  bookingsByCode(
    @Ctx() context: GraphQLContext,
    @Arg('phone', () => String) phone: string,
    @Arg('code', () => String, { description: 'The 6-digit code from the SMS.' }) code: string,
  ) {
    return mutationPayload('bookings', () => this.services.bookingsByPhone.bookingsByCode(phone, code, originOf(context)));
  }

  @Query(() => PaymentLinkPayload, {
    description:
      'The booking a hold mail’s payment link opens: while its hold lives (or once paid); refused after the hold lapsed.',
  })
  async paymentLink(
    @Arg('bookingId', () => ID) bookingId: string,
    @Arg('key', () => String, { description: 'The key from the link in the hold mail (/payment?booking={id}&key=…).' })
    key: string,
  ) {
    const payload = await mutationPayload('opened', () => this.services.paymentLinks.open(bookingId, key));
    return payload.opened ? { errors: [], booking: payload.opened } : { errors: payload.errors };
  }

  @Query(() => CancellationQuote, { description: 'What cancelling this booking now would refund, and whether its guest may.' })
  async cancellationQuote(@Arg('bookingId', () => ID) bookingId: string): Promise<CancellationQuote> {
    const quote = await queryResult(() => this.services.selfService.cancellationQuote(bookingId));
    return { ...quote, policy: quote.summary, refundTiming: REFUND_TIMING };
  }

  @Mutation(() => ArrivalPlansPayload, {
    description: 'Proves the booking is the caller’s and answers its arrival time and request.',
  })
  async proveMyBooking(
    @Ctx() context: GraphQLContext,
    @Arg('bookingId', () => ID) bookingId: string,
    @Arg('contact', () => String, { nullable: true, description: CONTACT }) contact?: string,
    @Arg('key', () => String, { nullable: true, description: KEY }) key?: string,
  ) {
    const proof: GuestProof = { contact, key };
    return mutationPayload('plans', () => this.services.selfService.arrivalPlans(bookingId, proof, originOf(context)));
  }

  @Mutation(() => SelfCancellationPayload, {
    description: 'The guest cancels: the same policy and refund through the payment provider as the hotel’s cancel.',
  })
  async cancelMyBooking(
    @Ctx() context: GraphQLContext,
    @Arg('bookingId', () => ID) bookingId: string,
    @Arg('contact', () => String, { nullable: true, description: CONTACT }) contact?: string,
    @Arg('key', () => String, { nullable: true, description: KEY }) key?: string,
  ) {
    const payload = await mutationPayload('done', () =>
      this.services.selfService.cancel(bookingId, { contact, key }, originOf(context)),
    );
    if (!payload.done) return { errors: payload.errors };
    const { booking, refundPaise, guestMessage } = payload.done;
    return { errors: [], booking, refundPaise, message: guestMessage };
  }

  @Mutation(() => ArrivalPlansPayload, { description: 'The guest says when they will arrive and what they would like.' })
  updateMyArrival(
    @Ctx() context: GraphQLContext,
    @Arg('bookingId', () => ID) bookingId: string,
    @Arg('arrivalTime', () => String, { nullable: true, description: 'HH:MM (24-hour); blank clears.' }) arrivalTime?: string,
    @Arg('specialRequest', () => String, { nullable: true, description: 'At most 500 characters; blank clears.' })
    specialRequest?: string,
    @Arg('contact', () => String, { nullable: true, description: CONTACT }) contact?: string,
    @Arg('key', () => String, { nullable: true, description: KEY }) key?: string,
  ) {
    return mutationPayload('plans', () =>
      this.services.selfService.setArrivalPlans(bookingId, { contact, key }, { arrivalTime, specialRequest }, originOf(context)),
    );
  }

  @Mutation(() => ResendConfirmationPayload, { description: 'Mails the booking’s confirmation again (3 an hour per booking).' })
  resendMyConfirmation(
    @Ctx() context: GraphQLContext,
    @Arg('bookingId', () => ID) bookingId: string,
    @Arg('contact', () => String, { nullable: true, description: CONTACT }) contact?: string,
    @Arg('key', () => String, { nullable: true, description: KEY }) key?: string,
  ) {
    return mutationPayload('sentTo', () =>
      this.services.selfService.resendConfirmation(bookingId, { contact, key }, originOf(context)),
    );
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: 'When the guest expects to arrive (HH:MM); null unless an admin asks.',
  })
  arrivalTime(@Root() booking: Booking, @Ctx() { admin }: GraphQLContext): string | null {
    return admin ? booking.arrivalTime : null;
  }

  @FieldResolver(() => String, { nullable: true, description: 'The guest’s special request; null unless an admin asks.' })
  specialRequest(@Root() booking: Booking, @Ctx() { admin }: GraphQLContext): string | null {
    return admin ? booking.specialRequest : null;
  }
}
