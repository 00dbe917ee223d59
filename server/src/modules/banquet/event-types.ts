import { ArgsType, Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { BanquetEvent } from './banquet-event.entity';
import { BanquetTerms, CancellationStep, PaymentMilestone } from './banquet-terms.entity';
import { EventLineKind } from './event-price';
import { EventTaxClass } from './event-quote-input';
import { EventSort } from './event-search';
import { EventStatus } from './event-status';
import { Hall } from './hall.entity';
import { MenuPackage } from './menu-package.entity';

registerEnumType(EventSort, {
  name: 'EventSort',
  description: 'How the owner’s list of events is ordered.',
  valuesConfig: {
    DATE_ASC: { description: 'Earliest event first.' },
    DATE_DESC: { description: 'Latest event first (the default).' },
    CREATED_DESC: { description: 'Newest enquiry first.' },
  },
});

/** The owner's list: filters and a cursor page. */
@ArgsType()
export class EventSearchArgs {
  @Field(() => [EventStatus], { nullable: true, description: 'Only events in these statuses.' })
  status?: EventStatus[];

  @Field(() => String, { nullable: true, description: 'Events on or after this day, YYYY-MM-DD.' })
  from?: string;

  @Field(() => String, { nullable: true, description: 'Events on or before this day, YYYY-MM-DD.' })
  to?: string;

  @Field(() => String, {
    nullable: true,
    description: 'A reference, part of the host’s name or email, or phone digits (at most 100 characters).',
  })
  search?: string;

  @Field(() => EventSort, { nullable: true, description: 'Default DATE_DESC.' })
  sort?: EventSort;

  @Field(() => Int, { nullable: true, description: 'How many rows, 1 to 100 (default 25).' })
  first?: number;

  @Field(() => String, { nullable: true, description: 'The endCursor of the page before.' })
  after?: string;
}

@ObjectType({ description: 'Where a page of events ends and whether more follows.' })
export class EventPageInfo {
  @Field(() => String, { nullable: true }) endCursor: string | null;
  @Field() hasNextPage: boolean;
}

@ObjectType({ description: 'A page of events and how many match in all.' })
export class EventPage {
  @Field(() => [BanquetEvent]) items: BanquetEvent[];
  @Field(() => Int) total: number;
  @Field(() => EventPageInfo) pageInfo: EventPageInfo;
}

@ObjectType({ description: 'The terms an event was sold under, as its customer saw them.' })
export class EventTerms {
  @Field(() => Int) advancePercent: number;
  @Field(() => [PaymentMilestone]) milestones: PaymentMilestone[];
  @Field(() => Int) guaranteeCutoffDays: number;
  @Field(() => Int) holdHours: number;
  @Field(() => [CancellationStep]) cancellationScale: CancellationStep[];
  @Field(() => Int) hallGstBp: number;
  @Field(() => Int) cateringGstBp: number;
}

@ObjectType({ description: 'What the owner chooses from when writing an enquiry in.' })
export class EventEnquiryOptions {
  @Field(() => [Hall], { description: 'Every hall with every session, open or not.' }) halls: Hall[];
  @Field(() => [MenuPackage], { description: 'Every menu, offered or not.' }) menuPackages: MenuPackage[];
  @Field(() => BanquetTerms) terms: BanquetTerms;
}

@InputType({ description: 'A phone or walk-in enquiry: the public form’s fields.' })
export class CreateEventInput {
  @Field(() => ID, { nullable: true }) hallId?: string;
  @Field(() => ID, { nullable: true }) sessionId?: string;
  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD.' }) eventDate?: string;
  @Field(() => String, { nullable: true }) occasion?: string;
  @Field(() => Int, { nullable: true }) expectedGuests?: number;
  @Field(() => ID, { nullable: true }) menuPackageId?: string;
  @Field(() => String, { nullable: true }) hostName?: string;
  @Field(() => String, { nullable: true }) hostPhone?: string;
  @Field(() => String, { nullable: true }) hostEmail?: string;
  @Field(() => String, { nullable: true }) notes?: string;
  @Field(() => String, { nullable: true }) dietaryNotes?: string;
}

@InputType({ description: 'One line of a quote, as the owner types it.' })
export class QuoteLineInput {
  @Field(() => EventLineKind, { nullable: true }) kind?: EventLineKind;
  @Field(() => String, { nullable: true, description: 'At most 120 characters.' }) description?: string;
  @Field(() => Int, { nullable: true, description: '1 to 10,000.' }) quantity?: number;
  @Field(() => Float, { nullable: true, description: 'Rupees before GST, 0 or more, two decimals at most.' }) unit?: number;
  @Field(() => Int, { nullable: true, description: '0, 500, 1200 or 1800; the terms’ rate for the side when left out.' })
  rateBp?: number;
  @Field(() => EventTaxClass, { nullable: true, description: 'Needed for an extra or a discount.' })
  taxClass?: EventTaxClass;
}

@InputType({ description: 'An event’s new quote.' })
export class QuoteEventInput {
  @Field(() => [QuoteLineInput]) lines: QuoteLineInput[];
  @Field(() => Int, { nullable: true, description: 'Set the guaranteed plates with the quote.' }) guaranteedPlates?: number;
}

@InputType({ description: 'What changes on an event; a field left out stays as it is, an empty note clears it.' })
export class EventDetailsInput {
  @Field(() => String, { nullable: true }) occasion?: string;
  @Field(() => Int, { nullable: true }) expectedGuests?: number;
  @Field(() => Int, { nullable: true, description: 'After the cut-off it can only go up.' }) guaranteedPlates?: number | null;
  @Field(() => ID, { nullable: true, description: 'Cannot change after the cut-off.' }) menuPackageId?: string | null;
  @Field(() => String, { nullable: true }) hostName?: string;
  @Field(() => String, { nullable: true }) hostPhone?: string;
  @Field(() => String, { nullable: true }) hostEmail?: string;
  @Field(() => String, { nullable: true }) dietaryNotes?: string;
  @Field(() => String, { nullable: true }) setupNotes?: string;
  @Field(() => String, { nullable: true }) decorationNotes?: string;
  @Field(() => String, { nullable: true }) soundNotes?: string;
}
