import { DataSource } from 'typeorm';
import { Clock } from '../../shared/clock';
import { todayInHotel } from '../../shared/dates';
import { Payment, TaxDocument, TaxDocumentKind } from '../billing';
import type { HotelProfileReader } from '../hotel-settings';
import { MessageChannel, MessageKind, MessageRenderers, OutboxMessage, RenderedMail } from '../messages';
import { BanquetEvent } from './banquet-event.entity';
import { enquiryCustomerMail, enquiryHotelMail } from './event-enquiry-mail';
import { eventHoldMail } from './event-hold-mail';
import { EventMail, eventPaymentReceivedMail, eventPaymentReminderMail, MailedEvent } from './event-mails';
import { EventMoneyService } from './event-money.service';
import { priceEvent } from './event-price';
import { eventPlanToday, holdStillOpen, milestoneStillDue } from './event-message-variables';
import { EventStatus } from './event-status';

export interface EventMailNeeds {
  dataSource: DataSource;
  money: EventMoneyService;
  publicBaseUrl: string;
  clock: Clock;
  hotelProfile: HotelProfileReader;
}

/**
 * How the outbox writes the mails about an event (queued by EventMessageQueue), from the event as it
 * is when the mail goes: the same mails as ever (event-enquiry-mail.ts, event-hold-mail.ts,
 * event-mails.ts), to the address each was queued for.
 */
export function registerEventMails(renderers: MessageRenderers, needs: EventMailNeeds): void {
  const { dataSource, publicBaseUrl } = needs;
  const eventOf = (message: OutboxMessage) =>
    dataSource.getRepository(BanquetEvent).findOneOrFail({
      where: { id: message.eventId! },
      relations: { hall: true, session: true, menuPackage: true },
    });
  const mailed = async (event: BanquetEvent): Promise<MailedEvent> => ({
    ...event,
    hallName: event.hall?.name ?? 'the hall',
    sessionName: event.session?.name ?? '',
    hotel: await needs.hotelProfile.get(),
  });
  const enquiryFacts = async (message: OutboxMessage) => {
    const event = await eventOf(message);
    return {
      event,
      hall: event.hall!,
      session: event.session!,
      menu: event.menuPackage ?? null,
      price: priceEvent(event.lines),
      terms: event.terms,
      hotel: await needs.hotelProfile.get(),
    };
  };
  const planOf = (event: BanquetEvent) => eventPlanToday(needs, event);
  const to = (message: OutboxMessage, mail: EventMail): RenderedMail => ({
    channel: MessageChannel.EMAIL,
    ...mail,
    to: message.recipient,
  });

  renderers
    .register(MessageKind.ENQUIRY_RECEIVED, MessageChannel.EMAIL, async (message) =>
      to(message, enquiryCustomerMail(await enquiryFacts(message))),
    )
    .register(MessageKind.OWNER_NEW_ENQUIRY, MessageChannel.EMAIL, async (message) =>
      to(message, enquiryHotelMail(await enquiryFacts(message))),
    )
    .register(MessageKind.EVENT_HOLD, MessageChannel.EMAIL, async (message) => {
      const event = await eventOf(message);
      holdStillOpen(event, message, needs.clock());
      return to(message, eventHoldMail(event, await needs.hotelProfile.get(), publicBaseUrl));
    })
    .register(MessageKind.PAYMENT_RECEIVED, MessageChannel.EMAIL, async (message) => {
      const event = await eventOf(message);
      const paymentId = String(message.params.paymentId);
      const payment = await dataSource.getRepository(Payment).findOneByOrFail({ id: paymentId });
      const voucher = await dataSource.getRepository(TaxDocument).findOneBy({ paymentId, kind: TaxDocumentKind.RECEIPT_VOUCHER });
      const plan = await planOf(event);
      const next = plan.nextStep
        ? { label: plan.nextStep.label, amountPaise: plan.nextAmountPaise, dueDate: plan.nextStep.dueDate }
        : null;
      const facts = {
        amountPaise: payment.amountPaise,
        confirmed: event.status === EventStatus.CONFIRMED,
        voucherNumber: voucher?.number ?? null,
        next,
      };
      return to(message, eventPaymentReceivedMail(await mailed(event), facts, publicBaseUrl));
    })
    .register(MessageKind.MILESTONE_DUE, MessageChannel.EMAIL, async (message) => {
      const { label, amountPaise, dueDate, dueToday } = message.params;
      const step = { label: String(label), amountPaise: Number(amountPaise), dueDate: String(dueDate) };
      const event = await eventOf(message);
      milestoneStillDue(event, await planOf(event), step.dueDate, todayInHotel(needs.clock()));
      const mail = eventPaymentReminderMail(await mailed(event), step, dueToday === true, publicBaseUrl);
      return to(message, mail);
    });
}
