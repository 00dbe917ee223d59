import { Arg, Authorized, Ctx, Field, Float, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { GraphQLContext } from '../../graphql/context';
import { mutationPayload, queryResult, UserError } from '../../graphql/user-error';
import type { Services } from '../../services';
import { adminActor } from '../../shared/actor';
import { TaxDocument, TaxDocumentKind } from '../billing';
import { DeskPaymentMethod as DeskMethodValue, Payment, Refund } from '../billing';
import { EventCancellationQuote } from './event-cancellation';
import { EventMoneyOverview } from './event-desk-money.service';
import { EventPaymentPlan } from './event-payment-plan';
import { EventPrice, priceEvent } from './event-price';
import { EventSettlement, EventSettlementSummary, SettleEventInput, settlementSummary } from './event-settlement.types';
import { EventStatus } from './event-status';

@InputType({ description: 'Money for an event taken at the desk.' })
class EventPaymentInput {
  @Field(() => Float, { description: 'Rupees, more than zero, at most two decimals, at most the balance due.' })
  amount: number;
  @Field(() => String, { description: 'cash, upi, card or bank_transfer.' }) method: DeskMethodValue;
  @Field(() => String, {
    nullable: true,
    description:
      'Required for UPI (its UTR), card (approval code or terminal reference) and bank transfer (UTR/NEFT reference): 6 to 35 letters, digits or hyphens. Optional for cash (up to 64 characters).',
  })
  reference?: string;
  @Field(() => String, { nullable: true, description: 'Up to 500 characters.' }) note?: string;
}

@ObjectType({ description: 'A GST document of an event, with where the admin downloads it.' })
class EventDocument {
  @Field(() => ID) id: string;
  @Field(() => TaxDocumentKind) kind: TaxDocumentKind;
  @Field() number: string;
  @Field() issueDate: string;
  @Field(() => Int) totalPaise: number;
  @Field(() => Float) total: number;
  @Field(() => String, { nullable: true }) originalNumber: string | null;
  @Field(() => String, { nullable: true }) reason: string | null;
  @Field({ description: 'The PDF for the admin (GET with the admin token).' }) pdfPath: string;
}

@ObjectType({ description: 'Money sent back for an event.' })
class EventRefund {
  @Field(() => ID) id: string;
  @Field(() => ID) paymentId: string;
  @Field(() => Int) amountPaise: number;
  @Field(() => Float) amount: number;
  @Field() reason: string;
  @Field() status: string;
  @Field(() => String, { nullable: true }) providerRefundId: string | null;
  @Field() createdAt: Date;
}

@ObjectType({ description: 'An event’s money at the desk: plan, ledger, refunds and documents (admin).' })
class EventMoneyView {
  @Field(() => ID) eventId: string;
  @Field() reference: string;
  @Field(() => EventStatus) status: EventStatus;
  @Field() eventDate: string;
  @Field(() => Int) expectedGuests: number;
  @Field(() => Int, { nullable: true }) guaranteedPlates: number | null;
  @Field(() => Int, { nullable: true }) finalPlates: number | null;
  @Field(() => EventPrice) price: EventPrice;
  @Field(() => EventPaymentPlan) plan: EventPaymentPlan;
  @Field(() => Int) paidPaise: number;
  @Field(() => Int) refundedPaise: number;
  @Field(() => Int, { description: 'Allowed off the invoice by credit notes issued by hand, GST included.' })
  creditedPaise: number;
  @Field(() => Int, { description: 'Paid beyond the total (after settlement, to refund).' }) excessPaise: number;
  @Field(() => [Payment]) entries: Payment[];
  @Field(() => [EventRefund]) refunds: EventRefund[];
  @Field(() => [EventDocument]) documents: EventDocument[];
  @Field({ description: 'Money can be taken at the desk now.' }) canRecordPayment: boolean;
  @Field({ description: 'The event can be settled now (confirmed, on or after its date).' }) canSettle: boolean;
  @Field({ description: 'The event can be cancelled (on hold or confirmed).' }) canCancel: boolean;
}

@ObjectType()
class EventPaymentPayload {
  @Field(() => [UserError]) errors: UserError[];
  @Field(() => Payment, { nullable: true }) payment?: Payment;
  @Field({ nullable: true, description: 'This payment confirmed the event.' }) confirmed?: boolean;
  @Field(() => EventMoneyView, { nullable: true }) money?: EventMoneyView;
}

@ObjectType()
class SettleEventPayload {
  @Field(() => [UserError]) errors: UserError[];
  @Field(() => EventSettlement, { nullable: true }) settlement?: EventSettlement;
  @Field(() => EventMoneyView, { nullable: true }) money?: EventMoneyView;
}

@ObjectType()
class CancelEventPayload {
  @Field(() => [UserError]) errors: UserError[];
  @Field(() => EventCancellationQuote, { nullable: true }) quote?: EventCancellationQuote;
  @Field(() => [EventRefund], { nullable: true }) refunds?: EventRefund[];
  @Field(() => EventMoneyView, { nullable: true }) money?: EventMoneyView;
}

function refundOf(refund: Refund): EventRefund {
  return { ...refund, amount: refund.amountPaise / 100 };
}

function documentOf(document: TaxDocument, all: readonly TaxDocument[]): EventDocument {
  return {
    id: document.id,
    kind: document.kind,
    number: document.number,
    issueDate: document.issueDate,
    totalPaise: document.totalPaise,
    total: document.totalPaise / 100,
    originalNumber: all.find((other) => other.id === document.originalDocumentId)?.number ?? null,
    reason: document.reason,
    pdfPath: `/api/admin/documents/${document.id}/pdf`,
  };
}

function viewOf(overview: EventMoneyOverview): EventMoneyView {
  const { event, money, plan, entries, refunds, documents, today } = overview;
  const alive = [EventStatus.QUOTED, EventStatus.ON_HOLD, EventStatus.CONFIRMED].includes(event.status);
  const balance = money.balanceDuePaise;
  return {
    eventId: event.id,
    reference: event.reference,
    status: event.status,
    eventDate: event.eventDate,
    expectedGuests: event.expectedGuests,
    guaranteedPlates: event.guaranteedPlates,
    finalPlates: event.finalPlates,
    price: priceEvent(event.lines),
    plan,
    paidPaise: money.paidPaise,
    refundedPaise: money.refundedPaise,
    creditedPaise: money.creditedPaise,
    excessPaise: Math.max(0, -balance),
    entries,
    refunds: refunds.map(refundOf),
    documents: documents.map((document) => documentOf(document, documents)),
    canRecordPayment: balance > 0 && (alive || event.status === EventStatus.COMPLETED),
    canSettle: event.status === EventStatus.CONFIRMED && event.eventDate <= today,
    canCancel: event.status === EventStatus.ON_HOLD || event.status === EventStatus.CONFIRMED,
  };
}

/** The GraphQL input as the service reads it (plain objects). */
const settlementInput = (input: SettleEventInput) => ({
  finalPlates: input.finalPlates,
  extras: (input.extras ?? []).map((extra) => ({ ...extra })),
});

/** An event's money at the desk: recording payments, settlement and cancellation (admin only). */
@Resolver()
export class EventMoneyResolver {
  constructor(private readonly services: Pick<Services, 'eventDeskMoney' | 'eventSettlement' | 'eventCancellation'>) {}

  private async view(eventId: string): Promise<EventMoneyView> {
    return viewOf(await this.services.eventDeskMoney.overview(eventId));
  }

  @Authorized()
  @Query(() => EventMoneyView, { description: 'An event’s payment plan, ledger entries, refunds and documents (admin).' })
  eventMoney(@Arg('eventId', () => ID) eventId: string): Promise<EventMoneyView> {
    return queryResult(() => this.view(eventId));
  }

  @Authorized()
  @Query(() => EventCancellationQuote, { description: 'What cancelling the event now would refund and keep (admin).' })
  eventCancellationQuote(@Arg('eventId', () => ID) eventId: string): Promise<EventCancellationQuote> {
    return queryResult(() => this.services.eventCancellation.quote(eventId));
  }

  @Authorized()
  @Mutation(() => EventPaymentPayload, {
    description: 'Records money for an event taken at the desk (receipt number, receipt voucher); the advance confirms (admin).',
  })
  async recordEventPayment(
    @Ctx() context: GraphQLContext,
    @Arg('eventId', () => ID) eventId: string,
    @Arg('input', () => EventPaymentInput) input: EventPaymentInput,
  ): Promise<EventPaymentPayload> {
    const { errors, result } = await mutationPayload('result', () =>
      this.services.eventDeskMoney.record(adminActor(context.admin!), eventId, { ...input }),
    );
    if (!result) return { errors };
    return { errors, payment: result.payment, confirmed: result.confirmed, money: await this.view(result.event.id) };
  }

  @Authorized()
  @Query(() => EventSettlementSummary, {
    description:
      'What settleEvent would bill for this count and these extras, by the same computation, with the same refusals; writes nothing (admin).',
  })
  async eventSettlementPreview(
    @Arg('eventId', () => ID) eventId: string,
    @Arg('input', () => SettleEventInput) input: SettleEventInput,
  ): Promise<EventSettlementSummary> {
    return queryResult(async () => {
      const { event, bill } = await this.services.eventSettlement.preview(eventId, settlementInput(input));
      return settlementSummary(event, bill);
    });
  }

  @Authorized()
  @Mutation(() => SettleEventPayload, {
    description:
      'Settles an event on its plates served and extras (the bill eventSettlementPreview showed), completes it and issues its tax invoice (admin).',
  })
  async settleEvent(
    @Ctx() context: GraphQLContext,
    @Arg('eventId', () => ID) eventId: string,
    @Arg('input', () => SettleEventInput) input: SettleEventInput,
  ): Promise<SettleEventPayload> {
    const { errors, result } = await mutationPayload('result', () =>
      this.services.eventSettlement.settle(adminActor(context.admin!), eventId, settlementInput(input)),
    );
    if (!result) return { errors };
    return {
      errors,
      settlement: {
        billedPlates: result.bill.billedPlates,
        totalPaise: result.event.totalPaise,
        paidPaise: result.bill.money.paidPaise,
        balancePaise: result.bill.balancePaise,
        excessPaise: result.bill.excessPaise,
        invoiceNumber: result.invoice?.number ?? null,
      },
      money: await this.view(result.event.id),
    };
  }

  @Authorized()
  @Mutation(() => CancelEventPayload, {
    description: 'Cancels an event by the scale the customer accepted; refunds through the provider or the desk (admin).',
  })
  async cancelEvent(
    @Ctx() context: GraphQLContext,
    @Arg('eventId', () => ID) eventId: string,
    @Arg('reason', () => String) reason: string,
  ): Promise<CancelEventPayload> {
    const { errors, result } = await mutationPayload('result', () =>
      this.services.eventCancellation.cancel(adminActor(context.admin!), eventId, reason),
    );
    if (!result) return { errors };
    return { errors, quote: result.quote, refunds: result.refunds.map(refundOf), money: await this.view(result.event.id) };
  }
}
