import { todayInHotel } from '../../shared/dates';
import { formatRupees } from '../../shared/money';
import { Payment } from '../billing';
import {
  formatDay,
  formatMoment,
  MessageKind,
  MessageNoLongerApplies,
  PhoneRenderers,
  type MessageLanguage,
  type MessageVariables,
  type OutboxMessage,
} from '../messages';
import { BanquetEvent } from './banquet-event.entity';
import type { EventMailNeeds } from './event-mail-renderers';
import { eventPayUrl } from './event-mails';
import { eventPaymentPlan, type EventPaymentPlan } from './event-payment-plan';
import { EventStatus } from './event-status';

/**
 * Registers the family's messages that go by phone (WhatsApp, and SMS where the kind has a DLT
 * text): the enquiry's receipt, the hold with its payment link, a payment received and a
 * milestone due. Each reads the event as it is when the message goes; the templates are the
 * messages module's catalogue.
 */
export function registerEventPhoneMessages(phoneRenderers: PhoneRenderers, needs: EventMailNeeds): void {
  const reader = eventVariableReaders(needs);
  phoneRenderers
    .register(MessageKind.ENQUIRY_RECEIVED, reader.enquiryReceived)
    .register(MessageKind.EVENT_HOLD, reader.hold)
    // A stay's payments have their own (stay-messages'): this is an event's.
    .register(MessageKind.PAYMENT_RECEIVED, reader.paymentReceived, 'event')
    .register(MessageKind.MILESTONE_DUE, reader.milestoneDue);
}

/** One reader per kind, each the event's common variables and what its template adds. */
export function eventVariableReaders(needs: EventMailNeeds) {
  const { dataSource, publicBaseUrl } = needs;
  const read = async (message: OutboxMessage) => {
    const event = await dataSource
      .getRepository(BanquetEvent)
      .findOneOrFail({ where: { id: message.eventId! }, relations: { hall: true, session: true } });
    const hotel = await needs.hotelProfile.get();
    const variables: MessageVariables = {
      guestName: event.hostName,
      eventReference: event.reference,
      eventDate: formatDay(event.eventDate, message.language),
      hallAndSession: [event.hall?.name, event.session?.name].filter(Boolean).join(', '),
      hotelName: hotel.name,
      hotelPhone: hotel.frontDeskPhone,
    };
    return { event, variables };
  };
  const planOf = (event: BanquetEvent) => eventPlanToday(needs, event);
  const payUrl = (event: BanquetEvent) => eventPayUrl(publicBaseUrl, event.reference);
  return {
    enquiryReceived: async (message: OutboxMessage): Promise<MessageVariables> => {
      const { guestName, eventReference, hallAndSession, eventDate, hotelPhone } = (await read(message)).variables;
      return { guestName, eventReference, hallAndSession, eventDate, hotelPhone };
    },
    hold: async (message: OutboxMessage): Promise<MessageVariables> => {
      const { event, variables } = await read(message);
      holdStillOpen(event, message, needs.clock());
      const plan = await planOf(event);
      return {
        ...variables,
        heldUntil: formatMoment(event.holdExpiresAt!, message.language),
        amount: formatRupees(plan.nextAmountPaise),
        paymentUrl: payUrl(event),
      };
    },
    paymentReceived: async (message: OutboxMessage): Promise<MessageVariables> => {
      const { event, variables } = await read(message);
      const payment = await dataSource.getRepository(Payment).findOneByOrFail({ id: String(message.params.paymentId) });
      const plan = await planOf(event);
      return {
        ...variables,
        amount: formatRupees(payment.amountPaise),
        paidFor: paidForWords(event, message.language),
        balanceDue: formatRupees(plan.balancePaise),
      };
    },
    milestoneDue: async (message: OutboxMessage): Promise<MessageVariables> => {
      const { event, variables } = await read(message);
      const dueDate = String(message.params.dueDate);
      milestoneStillDue(event, await planOf(event), dueDate, todayInHotel(needs.clock()));
      return {
        ...variables,
        amount: formatRupees(Number(message.params.amountPaise)),
        dueDate: formatDay(dueDate, message.language),
        paymentUrl: payUrl(event),
      };
    },
  };
}

/** The event's payment plan as it stands today (its folio's money, the hotel's date). */
export async function eventPlanToday(
  needs: Pick<EventMailNeeds, 'money' | 'clock'>,
  event: BanquetEvent,
): Promise<EventPaymentPlan> {
  return eventPaymentPlan({
    terms: event.terms,
    eventDate: event.eventDate,
    money: await needs.money.of(event.id),
    today: todayInHotel(needs.clock()),
  });
}

/**
 * A hold's message goes only while that hold stands: not once the family paid (the confirmation
 * says so), the hold lapsed or was released, or a newer hold has its own message.
 */
export function holdStillOpen(event: BanquetEvent, message: OutboxMessage, now: Date): void {
  const heldUntil = event.holdExpiresAt?.getTime();
  if (event.status !== EventStatus.ON_HOLD || !heldUntil || heldUntil <= now.getTime()) {
    throw new MessageNoLongerApplies(`the event is ${event.status} now, its hold no longer open`);
  }
  const queuedFor = message.params.heldUntil;
  if (queuedFor !== undefined && Number(queuedFor) !== heldUntil) {
    throw new MessageNoLongerApplies('the hold was renewed; the new hold has its own message');
  }
}

/**
 * A milestone's reminder goes only for a confirmed event whose step due on `dueDate` is still
 * unpaid, and never once that date is past (issue 28: "never for a date already past").
 */
export function milestoneStillDue(event: BanquetEvent, plan: EventPaymentPlan, dueDate: string, today: string): void {
  if (event.status !== EventStatus.CONFIRMED) throw new MessageNoLongerApplies(`the event is ${event.status} now`);
  if (dueDate < today) throw new MessageNoLongerApplies(`the milestone was due on ${dueDate}, already past`);
  const step = plan.steps.find((candidate) => candidate.dueDate === dueDate);
  if (!step || step.paid) throw new MessageNoLongerApplies(`the milestone due on ${dueDate} is paid`);
}

/** "your event EV7K3QM" / "आपके कार्यक्रम EV7K3QM": what a payment was for. */
function paidForWords(event: BanquetEvent, language: MessageLanguage): string {
  return language === 'hi' ? `आपके कार्यक्रम ${event.reference}` : `your event ${event.reference}`;
}
