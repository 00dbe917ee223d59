import { Field, Float, ID, InputType, Int } from 'type-graphql';

/**
 * GraphQL inputs that several modules' resolvers take: a guest's address (guests, bookings) and
 * the guest's quote (bookings, payments). Their rules live in the services that read them.
 */
/** The description of every booking-creating mutation's idempotencyKey argument. */
export const IDEMPOTENCY_KEY =
  'The client’s key for this quote (8 to 64 letters, digits, - or _): a repeat with it gets the booking the first call made.';

@InputType()
export class AddressInput {
  @Field(() => String, { nullable: true }) street?: string;
  @Field(() => String, { nullable: true }) street2?: string;
  @Field(() => String, { nullable: true }) city?: string;
  @Field(() => String, { nullable: true }) state?: string;
  @Field(() => String, { nullable: true }) zip?: string;
  @Field(() => String, { nullable: true }) country?: string;
}

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
  @Field(() => String, { nullable: true, description: 'For a B2B invoice: the business name (at most 120 characters).' })
  businessName?: string;
  @Field(() => String, {
    nullable: true,
    description: "For a B2B invoice: the business's GSTIN (15 characters, check character verified).",
  })
  businessGstin?: string;
  @Field(() => Boolean, {
    nullable: true,
    description:
      'The form’s “Send me updates on WhatsApp from {hotel}” box (unticked by default): kept with the booking as the phone’s choice. Unticked records no withdrawal of an earlier choice; left out, nothing is recorded.',
  })
  whatsappUpdates?: boolean;
  @Field(() => Boolean, {
    nullable: true,
    description:
      'The form’s “Send me offers and news from {hotel}” box, separate from whatsappUpdates and unticked by default: when true the booking keeps the time and the form (admin sees it). False or left out: nothing is kept.',
  })
  marketingConsent?: boolean;
}
