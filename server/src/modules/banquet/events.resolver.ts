import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { GraphQLContext } from '../../graphql/context';
import { mutationPayload, nullWhenNotFound, PayloadType, queryResult } from '../../graphql/user-error';
import { Services } from '../../services';
import { adminActor } from '../../shared/actor';
import { AuditEntry } from '../audit';
import { BanquetEvent } from './banquet-event.entity';
import { EventPaymentPlan, eventPaymentPlan } from './event-payment-plan';
import { EventPrice, priceEvent } from './event-price';
import {
  CreateEventInput,
  EventDetailsInput,
  EventEnquiryOptions,
  EventPage,
  EventSearchArgs,
  EventTerms,
  QuoteEventInput,
} from './event-types';

const EventPayload = PayloadType('EventPayload', 'event', () => BanquetEvent, 'Answer of the owner’s event steps.');

type PipelineServices = Pick<Services, 'eventPipeline' | 'eventMoney' | 'banquetCatalogue' | 'audit'>;

/** TypeGraphQL hands class instances; services take plain data. */
const plain = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** The owner's event pipeline (admin): the list, one event, and each step from enquiry to confirmation. */
@Resolver(() => BanquetEvent)
export class EventsResolver {
  constructor(private readonly services: PipelineServices) {}

  @Authorized()
  @Query(() => EventPage, { description: 'Events, filtered and searched, by event date or newest enquiry first (admin).' })
  events(@Args(() => EventSearchArgs) args: EventSearchArgs) {
    return queryResult(() => this.services.eventPipeline.search({ ...args }));
  }

  @Authorized()
  @Query(() => BanquetEvent, { nullable: true, description: 'One event by its id (admin).' })
  event(@Arg('id', () => ID) id: string) {
    return nullWhenNotFound(this.services.eventPipeline.get(id));
  }

  @Authorized()
  @Query(() => EventEnquiryOptions, { description: 'The halls, sessions, menus and terms an enquiry is written with (admin).' })
  async eventEnquiryOptions(): Promise<EventEnquiryOptions> {
    const { banquetCatalogue } = this.services;
    return {
      halls: await banquetCatalogue.halls({ includeInactive: true }),
      menuPackages: await banquetCatalogue.menuPackages({ includeInactive: true }),
      terms: await banquetCatalogue.terms(),
    };
  }

  @Authorized()
  @FieldResolver(() => EventPrice, { description: 'The lines priced, with GST per SAC and rate (admin).' })
  price(@Root() event: BanquetEvent): EventPrice {
    return priceEvent(event.lines);
  }

  @Authorized()
  @FieldResolver(() => EventTerms, { description: 'The terms the event was sold under (admin).' })
  terms(@Root() event: BanquetEvent): EventTerms {
    return event.terms;
  }

  @Authorized()
  @FieldResolver(() => EventPaymentPlan, { description: 'The payments the terms ask for, and what is paid (admin).' })
  async paymentPlan(@Root() event: BanquetEvent): Promise<EventPaymentPlan> {
    return eventPaymentPlan({
      terms: event.terms,
      eventDate: event.eventDate,
      money: await this.services.eventMoney.of(event.id),
      today: this.services.eventPipeline.today(),
    });
  }

  @Authorized()
  @FieldResolver(() => String, { description: 'Where the customer pays the advance (admin).' })
  payUrl(@Root() event: BanquetEvent): string {
    return this.services.eventPipeline.payUrl(event.reference);
  }

  @Authorized()
  @FieldResolver(() => String, { description: 'YYYY-MM-DD: from this day the menu and the guaranteed count are fixed (admin).' })
  cutOffDate(@Root() event: BanquetEvent): string {
    return this.services.eventPipeline.cutOffDate(event);
  }

  @Authorized()
  @FieldResolver(() => [AuditEntry], { description: 'Who did what to this event and when, oldest first (admin).' })
  history(@Root() event: BanquetEvent): Promise<AuditEntry[]> {
    return this.services.audit.forEvent(event.reference);
  }

  @Authorized()
  @Mutation(() => EventPayload, { description: 'Writes in a phone or walk-in enquiry, priced by its estimate (admin).' })
  createEvent(@Arg('input', () => CreateEventInput) input: CreateEventInput, @Ctx() context: GraphQLContext) {
    return mutationPayload('event', () => this.services.eventPipeline.create(plain(input), adminActor(context.admin!)));
  }

  @Authorized()
  @Mutation(() => EventPayload, { description: 'Replaces an event’s lines (admin); a new enquiry becomes quoted.' })
  quoteEvent(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => QuoteEventInput) input: QuoteEventInput,
    @Ctx() context: GraphQLContext,
  ) {
    return mutationPayload('event', () => this.services.eventPipeline.quote(id, plain(input), adminActor(context.admin!)));
  }

  @Authorized()
  @Mutation(() => EventPayload, { description: 'Keeps the date for the terms’ hold hours and mails the customer (admin).' })
  holdEvent(@Arg('id', () => ID) id: string, @Ctx() context: GraphQLContext) {
    return mutationPayload('event', () => this.services.eventPipeline.hold(id, adminActor(context.admin!)));
  }

  @Authorized()
  @Mutation(() => EventPayload, { description: 'Confirms an event without online money (admin).' })
  confirmEvent(@Arg('id', () => ID) id: string, @Ctx() context: GraphQLContext) {
    return mutationPayload('event', () => this.services.eventPipeline.confirm(id, adminActor(context.admin!)));
  }

  @Authorized()
  @Mutation(() => EventPayload, { description: 'Changes the host, the count, the menu or the notes of an event (admin).' })
  updateEventDetails(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => EventDetailsInput) input: EventDetailsInput,
    @Ctx() context: GraphQLContext,
  ) {
    return mutationPayload('event', () =>
      this.services.eventPipeline.updateDetails(id, { ...input }, adminActor(context.admin!)),
    );
  }

  @Authorized()
  @Mutation(() => EventPayload, { description: 'Marks an enquiry as lost, with the reason (admin).' })
  loseEvent(@Arg('id', () => ID) id: string, @Arg('reason', () => String) reason: string, @Ctx() context: GraphQLContext) {
    return mutationPayload('event', () => this.services.eventPipeline.lose(id, reason, adminActor(context.admin!)));
  }
}
