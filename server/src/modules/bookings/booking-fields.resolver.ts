import { Authorized, Field, FieldResolver, Float, Int, ObjectType, Resolver, Root } from 'type-graphql';
import { paiseToRupees, sumPaise } from '../../shared/money';
import { AuditEntry } from '../audit';
import type { ConsentSource } from '../messages';
import type { AuditService } from '../audit';
import { StayTax } from '../pricing';
import { Booking } from './booking.entity';
import { bookingTax } from './booking-tax';
import { BookingStatus, soldOnOta } from './booking-status';
import { OtaChannel } from './ota-channel';
import { otaCommissionPaise } from './ota-sale';
import type { BookingsService } from './bookings.service';

@ObjectType({ description: 'A rent agreed at the desk instead of the owner’s rates: changes of the stay keep it.' })
class AgreedRentFacts {
  @Field(() => Int, { description: 'Per room per night, before GST, in paise.' }) nightlyRentPaise: number;
  @Field(() => Float, { description: 'Per room per night, before GST, in rupees.' }) nightlyRent: number;
  @Field({ description: 'Who agreed it (the person’s name).' }) agreedBy: string;
  @Field({ description: 'Why it was agreed.' }) reason: string;
}

@ObjectType({ description: 'A booking sold on an OTA: its reference there and the OTA’s commission.' })
class OtaSaleFacts {
  @Field(() => OtaChannel) channel: OtaChannel;
  @Field({ description: 'The booking’s reference on the OTA.' }) reference: string;
  @Field(() => Float, { description: 'The commission, in percent of the rent before GST.' }) commissionPercent: number;
  @Field(() => Int, { description: 'The commission on the stay as it stands, in paise.' }) commissionPaise: number;
  @Field(() => Float, { description: 'The commission on the stay as it stands, in rupees.' }) commission: number;
}

@ObjectType({ description: 'The guest’s “Send me offers and news from {hotel}” box, ticked: when, and on which form.' })
class MarketingConsentFacts {
  @Field({ description: 'When the guest ticked it.' }) givenAt: Date;
  @Field(() => String, { description: 'The form it was ticked on: booking_form.' }) source: ConsentSource;
}

/** What a booking shows beside its own columns: its GST, its agreed rent, its history and whether it may be deleted. */
@Resolver(() => Booking)
export class BookingFieldsResolver {
  constructor(
    private readonly services: { audit: Pick<AuditService, 'forBooking'>; bookings: Pick<BookingsService, 'canDelete'> },
  ) {}

  @FieldResolver(() => StayTax, { description: 'GST of the stay per room per night and in sum (SAC 996311, CGST + SGST).' })
  tax(@Root() booking: Booking): StayTax {
    return bookingTax(booking);
  }

  @FieldResolver(() => Boolean, {
    description:
      'False for a booking waiting for payment whose rooms are not held (placed past the unpaid ceiling, UNPAID_SHARE): its payment takes them if still free.',
  })
  roomsHeld(@Root() booking: Booking): boolean {
    return booking.status !== BookingStatus.HELD || (booking.lines ?? []).every((line) => line.blocksRoom);
  }

  @Authorized()
  @FieldResolver(() => AgreedRentFacts, {
    nullable: true,
    description: 'The rent agreed at the desk for this stay, and by whom (admin); null when the owner’s rates price it.',
  })
  agreedRent(@Root() booking: Booking): AgreedRentFacts | null {
    if (booking.agreedRentPaise === null) return null;
    return {
      nightlyRentPaise: booking.agreedRentPaise,
      nightlyRent: paiseToRupees(booking.agreedRentPaise),
      agreedBy: booking.rentAgreedBy ?? '',
      reason: booking.rentAgreedReason ?? '',
    };
  }

  @Authorized()
  @FieldResolver(() => OtaSaleFacts, {
    nullable: true,
    description: 'For a booking sold on an OTA: its reference there and the commission (admin); null otherwise.',
  })
  otaSale(@Root() booking: Booking): OtaSaleFacts | null {
    if (!soldOnOta(booking.channel) || booking.otaReference === null || booking.otaCommissionBp === null) return null;
    const taxablePaise = sumPaise((booking.lines ?? []).map((line) => line.taxablePaise));
    const commissionPaise = otaCommissionPaise(taxablePaise, booking.otaCommissionBp);
    return {
      channel: booking.channel,
      reference: booking.otaReference,
      commissionPercent: booking.otaCommissionBp / 100,
      commissionPaise,
      commission: paiseToRupees(commissionPaise),
    };
  }

  @Authorized()
  @FieldResolver(() => MarketingConsentFacts, {
    nullable: true,
    description: 'The guest’s consent to offers and news, when they gave it on the booking form (admin); null: not given.',
  })
  marketingConsent(@Root() booking: Booking): MarketingConsentFacts | null {
    if (!booking.marketingConsentAt || !booking.marketingConsentSource) return null;
    return { givenAt: booking.marketingConsentAt, source: booking.marketingConsentSource };
  }

  @Authorized()
  @FieldResolver(() => [AuditEntry], { description: 'Who did what to this booking and when, oldest first (admin).' })
  history(@Root() booking: Booking): Promise<AuditEntry[]> {
    return this.services.audit.forBooking(booking.id);
  }

  @Authorized()
  @FieldResolver(() => Boolean, {
    description:
      'Whether deleteBooking takes this booking now (admin): a hold, an expired hold or a cancelled booking that took no money. Anything else is cancelled instead and stays on the record.',
  })
  canDelete(@Root() booking: Booking): Promise<boolean> {
    return this.services.bookings.canDelete(booking);
  }
}
