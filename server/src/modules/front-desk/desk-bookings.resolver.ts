import {
  Arg,
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
  registerEnumType,
  Resolver,
} from 'type-graphql';
import { Services } from '../../services';
import { GraphQLContext } from '../../graphql/context';
import { assertMayUse } from '../../graphql/auth-checker';
import { mutationPayload, plainInput, queryResult, toUserErrors, UserError } from '../../graphql/user-error';
import { adminActor } from '../../shared/actor';
import { Booking, BookingChannel } from '../bookings';
import { PaymentMethod } from '../billing';
import { DeskPaymentOption } from './desk-booking-input';
import { CheckInInput } from './check-in-input';

registerEnumType(DeskPaymentOption, {
  name: 'DeskPaymentOption',
  description: 'How a booking made at the desk is paid.',
  valuesConfig: {
    PAY_AT_DESK_NOW: { description: 'Paid now at the desk (in full or in part), with a receipt.' },
    PAY_LATER: { description: 'To be paid at the hotel: confirmed now, payment pending.' },
    PAYMENT_LINK: { description: 'Held while the guest pays online through the link answered.' },
  },
});

@InputType({ description: 'One room of a desk booking and who sleeps in it.' })
class DeskBookingRoomInput {
  @Field(() => ID) roomId: string;
  @Field(() => Int) adults: number;
  @Field(() => Int, { nullable: true, defaultValue: 0 }) children?: number;
}

@InputType({
  description: 'Who books: name and phone required; a walk-in or phone guest may give no email (then no mail is sent).',
})
class DeskBookingGuestInput {
  @Field(() => String, { nullable: true }) name?: string;
  @Field(() => String, { nullable: true, description: 'Optional at the desk; checked when given.' }) email?: string;
  @Field(() => String, { nullable: true }) phone?: string;
}

@InputType({
  description:
    'A nightly rent agreed with the guest instead of the owner’s rates (owner and manager only; audited). GST is added to it by each night’s slab.',
})
class DeskRateOverrideInput {
  @Field(() => Float, { nullable: true, description: 'Rupees per room per night, before GST (at most two decimals).' })
  nightlyRent?: number;
  @Field(() => String, { nullable: true, description: 'Why the rent was agreed: 3 to 200 characters.' }) reason?: string;
}

@InputType()
class DeskBookingPaymentInput {
  @Field(() => DeskPaymentOption) option: DeskPaymentOption;
  @Field(() => PaymentMethod, { nullable: true, description: 'PAY_AT_DESK_NOW: CASH, UPI, CARD or BANK_TRANSFER.' })
  method?: PaymentMethod;
  @Field(() => Float, { nullable: true, description: 'PAY_AT_DESK_NOW: rupees taken now, up to the total.' }) amount?: number;
  @Field(() => String, { nullable: true, description: 'UPI or card reference, cheque number…' }) reference?: string;
}

@InputType({ description: 'A booking made at the front desk for a walk-in or phone guest.' })
class DeskBookingInput {
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) checkIn?: string;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) checkOut?: string;
  @Field(() => [DeskBookingRoomInput]) rooms: DeskBookingRoomInput[];
  @Field(() => DeskBookingGuestInput) guest: DeskBookingGuestInput;
  @Field(() => BookingChannel, { description: 'WALK_IN or PHONE.' }) channel: BookingChannel;
  @Field(() => String, { nullable: true }) notes?: string;
  @Field(() => DeskBookingPaymentInput) payment: DeskBookingPaymentInput;
  @Field(() => String, { nullable: true, description: 'For a GST invoice made out to a business: its name.' })
  businessName?: string;
  @Field(() => String, { nullable: true, description: 'For a GST invoice made out to a business: its GSTIN.' })
  businessGstin?: string;
  @Field(() => Boolean, {
    nullable: true,
    description:
      'Check the guest in as soon as the booking is made (a stay starting today, paid now or later), with `registration`, by check-in’s rules.',
  })
  checkInNow?: boolean;
  @Field(() => CheckInInput, { nullable: true, description: 'With checkInNow: what the desk records at check-in.' })
  registration?: CheckInInput;
  @Field(() => DeskRateOverrideInput, {
    nullable: true,
    description: 'A nightly rent agreed with the guest, before GST, with the reason (owner and manager only).',
  })
  rateOverride?: DeskRateOverrideInput;
  @Field(() => Boolean, {
    nullable: true,
    description:
      'The guest, asked at the desk, wants updates on WhatsApp from the hotel: recorded with the booking (ticked, or unticked for a number with no choice yet); left out, nothing is recorded.',
  })
  whatsappUpdates?: boolean;
}

@ObjectType({
  description:
    'Answer of createDeskBooking. With checkInNow, a refused check-in is an error beside the booking made (code DESK_BOOKING_CHECK_IN_FAILED).',
})
class DeskBookingPayload {
  @Field(() => [UserError]) errors: UserError[];
  @Field(() => Booking, { nullable: true }) booking?: Booking;
  @Field(() => String, { nullable: true, description: 'PAYMENT_LINK: the guest’s page of the booking, with Pay now.' })
  paymentLink?: string | null;
}

@InputType({ description: 'New dates and/or another room for a booking; what is left out stays as it is.' })
class ChangeBookingInput {
  @Field(() => ID) bookingId: string;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) checkIn?: string;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' }) checkOut?: string;
  @Field(() => ID, { nullable: true, description: 'The room to move to.' }) roomId?: string;
  @Field(() => ID, { nullable: true, description: 'Which line moves, when the booking has several rooms.' }) lineId?: string;
  @Field(() => DeskRateOverrideInput, {
    nullable: true,
    description:
      'A new nightly rent agreed with the guest, before GST, with the reason (owner and manager only). Left out, the booking keeps the rent agreed before, if any.',
  })
  rateOverride?: DeskRateOverrideInput;
}

@ObjectType({ description: 'Answer of changeBooking.' })
class ChangeBookingPayload {
  @Field(() => [UserError]) errors: UserError[];
  @Field(() => Booking, { nullable: true }) booking?: Booking;
  @Field(() => Float, { nullable: true, description: 'New total less old total, in rupees (positive: more to collect).' })
  difference?: number;
  @Field(() => Float, { nullable: true, description: 'Still to pay after the change, in rupees; negative: a refund is due.' })
  balanceDue?: number;
}

@ObjectType({ description: 'What changeBooking would make of the booking; nothing is changed.' })
class BookingChangePreview {
  @Field(() => Float, { description: 'The new total, in rupees.' }) total: number;
  @Field(() => Int) nights: number;
  @Field(() => Float, { description: 'New total less old total, in rupees.' }) difference: number;
  @Field(() => Float, { description: 'Still to pay after the change, in rupees; negative: a refund is due.' })
  balanceDue: number;
}

@InputType({ description: 'Corrected guest details or notes; fields left out keep their value.' })
class BookingDetailsInput {
  @Field(() => ID) bookingId: string;
  @Field(() => String, { nullable: true }) userName?: string;
  @Field(() => String, { nullable: true }) userEmail?: string;
  @Field(() => String, { nullable: true }) userPhone?: string;
  @Field(() => String, { nullable: true, description: 'Empty clears the notes.' }) notes?: string;
  @Field(() => String, {
    nullable: true,
    description:
      'The business a GST invoice is made out to; empty with an empty GSTIN clears it. Not once the invoice is issued.',
  })
  businessName?: string;
  @Field(() => String, { nullable: true, description: "The business's GSTIN (check character verified); empty clears it." })
  businessGstin?: string;
}

@ObjectType({ description: 'Answer of updateBookingDetails.' })
class BookingDetailsPayload {
  @Field(() => [UserError]) errors: UserError[];
  @Field(() => Booking, { nullable: true }) booking?: Booking;
}

@Resolver()
export class DeskBookingsResolver {
  constructor(private readonly services: Pick<Services, 'deskBookings' | 'bookingChanges'>) {}

  @Authorized()
  @Mutation(() => DeskBookingPayload, {
    description: 'Books a walk-in or phone guest at the desk, and checks them in at once when asked (admin).',
  })
  async createDeskBooking(@Arg('input', () => DeskBookingInput) input: DeskBookingInput, @Ctx() context: GraphQLContext) {
    if (input.rateOverride) assertMayUse(context, 'DeskBookingInput.rateOverride');
    const answer = await mutationPayload('result', () =>
      this.services.deskBookings.create(adminActor(context.admin!), plainInput(input)),
    );
    if (!answer.result) return { errors: answer.errors };
    const { booking, paymentLink, checkInRefusal } = answer.result;
    return { errors: checkInRefusal ? toUserErrors(checkInRefusal) : [], booking, paymentLink };
  }

  @Authorized()
  @Mutation(() => ChangeBookingPayload, { description: 'Moves a booking’s dates or room, priced again (admin).' })
  async changeBooking(@Arg('input', () => ChangeBookingInput) input: ChangeBookingInput, @Ctx() context: GraphQLContext) {
    if (input.rateOverride) assertMayUse(context, 'ChangeBookingInput.rateOverride');
    const answer = await mutationPayload('result', () =>
      this.services.bookingChanges.changeStay(adminActor(context.admin!), plainInput(input)),
    );
    return { errors: answer.errors, ...answer.result };
  }

  @Authorized()
  @Query(() => BookingChangePreview, {
    description: 'The price of a change of dates or room before it is made: the same checks as changeBooking (admin).',
  })
  bookingChangePreview(@Arg('input', () => ChangeBookingInput) input: ChangeBookingInput, @Ctx() context: GraphQLContext) {
    if (input.rateOverride) assertMayUse(context, 'ChangeBookingInput.rateOverride');
    return queryResult(() => this.services.bookingChanges.preview(adminActor(context.admin!), plainInput(input)));
  }

  @Authorized()
  @Mutation(() => BookingDetailsPayload, {
    description: 'Corrects the guest’s name, email, phone, the notes, or the business and GSTIN of its invoice (admin).',
  })
  updateBookingDetails(@Arg('input', () => BookingDetailsInput) input: BookingDetailsInput, @Ctx() context: GraphQLContext) {
    return mutationPayload('booking', () =>
      this.services.bookingChanges.editDetails(adminActor(context.admin!), plainInput(input)),
    );
  }
}
