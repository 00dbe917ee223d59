import { Arg, Ctx, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { GraphQLContext, originOf } from '../../graphql/context';
import { mutationPayload, queryResult, UserError } from '../../graphql/user-error';
import { Services } from '../../services';
import { BanquetTerms } from './banquet-terms.entity';
import { NOTES_MAX, OCCASIONS } from './event-enquiry-input';
import { EventPrice } from './event-price';
import { EventStatus } from './event-status';
import { HallSlot } from './hall-availability.service';
import { Hall } from './hall.entity';
import { MenuPackage } from './menu-package.entity';

@InputType({ description: 'What an estimate is for: a hall’s session, the guests and a menu.' })
class BanquetEstimateInput {
  @Field(() => ID) hallId: string;
  @Field(() => ID) sessionId: string;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD; checked when given.' }) eventDate?: string;
  @Field(() => Int, { description: 'Guests expected; the menu’s minimum plates are billed if more.' }) guests: number;
  @Field(() => ID, { nullable: true, description: 'Without a menu, the estimate is the hall rent alone.' })
  menuPackageId?: string;
}

@InputType({ description: 'A family’s enquiry for a hall, date and session.' })
class RequestEventInput {
  @Field(() => ID) hallId: string;
  @Field(() => ID) sessionId: string;
  @Field({ description: 'YYYY-MM-DD, from tomorrow up to two years ahead.' }) eventDate: string;
  @Field({ description: `${OCCASIONS.join(', ')} (eventEnquiryConfig.occasions).` })
  occasion: string;
  @Field(() => Int, { description: 'At most the hall’s floating capacity.' }) expectedGuests: number;
  @Field(() => ID, { nullable: true }) menuPackageId?: string;
  @Field() name: string;
  @Field({
    description:
      'Mobile number: an Indian one (10 digits starting 6-9, +91 optional) or another country’s with its + code; kept in E.164.',
  })
  phone: string;
  @Field() email: string;
  @Field(() => String, { nullable: true, description: `At most ${NOTES_MAX} characters.` }) notes?: string;
  @Field(() => String, { nullable: true, description: `Jain, no onion or garlic, allergies… At most ${NOTES_MAX} characters.` })
  dietaryNotes?: string;
  @Field(() => Boolean, {
    nullable: true,
    description:
      'The form’s “Send me updates on WhatsApp from {hotel}” box (unticked by default): kept with the enquiry as the phone’s choice; left out, nothing is recorded.',
  })
  whatsappUpdates?: boolean;
  @Field(() => Boolean, {
    nullable: true,
    description:
      'The form’s “Send me offers and news from {hotel}” box, separate from whatsappUpdates and unticked by default: when true the enquiry keeps the time and the form. False or left out: nothing is kept.',
  })
  marketingConsent?: boolean;
}

@ObjectType({ description: 'The enquiry as its family sees it: the reference to quote, its status and the estimate.' })
class EventEnquiry {
  @Field({ description: 'e.g. EV7K3QMX2P, also in the mail.' }) reference: string;
  @Field(() => EventStatus) status: EventStatus;
  @Field({ description: 'YYYY-MM-DD.' }) eventDate: string;
  @Field({ description: 'Where the mail went.' }) email: string;
  @Field(() => EventPrice) estimate: EventPrice;
}

@ObjectType({ description: 'What the enquiry form offers and takes; requestEvent checks the same.' })
class EventEnquiryConfig {
  @Field(() => [String], {
    description: 'The occasions requestEvent takes, in the order to offer them; anything else is Other, told in the notes.',
  })
  occasions: string[];
  @Field(() => Int, { description: 'The notes and the dietary notes take at most this many characters each.' })
  notesMaxLength: number;
}

@ObjectType()
class RequestEventPayload {
  @Field(() => [UserError]) errors: UserError[];
  @Field(() => EventEnquiry, { nullable: true }) enquiry?: EventEnquiry;
}

/** The /banquet page: the halls, menus and terms, which dates are free, the estimate, the enquiry. */
@Resolver()
export class BanquetPublicResolver {
  constructor(private readonly services: Pick<Services, 'banquetCatalogue' | 'hallAvailability' | 'eventEnquiries'>) {}

  @Query(() => [Hall], { description: 'The halls open for enquiries, each with its open sessions.' })
  halls(): Promise<Hall[]> {
    return this.services.banquetCatalogue.halls();
  }

  @Query(() => [MenuPackage], { description: 'The menu packages offered, veg first, cheapest first.' })
  menuPackages(): Promise<MenuPackage[]> {
    return this.services.banquetCatalogue.menuPackages();
  }

  @Query(() => BanquetTerms, { description: 'The terms every family sees before paying.' })
  banquetTerms(): Promise<BanquetTerms> {
    return this.services.banquetCatalogue.terms();
  }

  @Query(() => EventEnquiryConfig, { description: 'The enquiry form’s choices and limits.' })
  eventEnquiryConfig(): EventEnquiryConfig {
    return { occasions: [...OCCASIONS], notesMaxLength: NOTES_MAX };
  }

  @Query(() => [HallSlot], {
    description:
      'Each open session of the hall on each date from `from` to `to` (at most 62 days, from today): free, on hold or booked.',
  })
  hallAvailability(
    @Arg('hallId', () => ID) hallId: string,
    @Arg('from', { description: 'YYYY-MM-DD, today or later.' }) from: string,
    @Arg('to', { description: 'YYYY-MM-DD.' }) to: string,
  ): Promise<HallSlot[]> {
    return queryResult(() => this.services.hallAvailability.slots(hallId, from, to));
  }

  @Query(() => EventPrice, { description: 'Hall rent + plates (at least the menu’s minimum) × price + GST per SAC.' })
  banquetEstimate(@Arg('input', () => BanquetEstimateInput) input: BanquetEstimateInput): Promise<EventPrice> {
    return queryResult(() => this.services.eventEnquiries.estimate(input));
  }

  @Mutation(() => RequestEventPayload, {
    description: 'A family’s enquiry: mailed to them with its reference and to the hotel. Limited per client address.',
  })
  async requestEvent(
    @Ctx() context: GraphQLContext,
    @Arg('input', () => RequestEventInput) input: RequestEventInput,
  ): Promise<RequestEventPayload> {
    const payload = await mutationPayload('receipt', () => this.services.eventEnquiries.request(input, originOf(context)));
    if (!payload.receipt) return { errors: payload.errors };
    const { event, estimate } = payload.receipt;
    const enquiry = {
      reference: event.reference,
      status: event.status,
      eventDate: event.eventDate,
      email: event.hostEmail,
      estimate,
    };
    return { errors: [], enquiry };
  }
}
