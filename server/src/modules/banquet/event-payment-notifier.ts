import type { HotelProfileReader } from '../hotel-settings';
import { DataSource } from 'typeorm';
import { Clock } from '../../shared/clock';
import { todayInHotel } from '../../shared/dates';
import { Logger } from '../../shared/logger';
import { SettlementOutcome } from '../billing';
import { BanquetEvent } from './banquet-event.entity';
import { EventCapture } from './event-payment-capture';
import { eventPaymentReceivedMail, EventMailer } from './event-mails';
import { EventMoneyService } from './event-money.service';
import { eventPaymentPlan } from './event-payment-plan';
import { EventStatus } from './event-status';

/**
 * Mails the customer that their payment arrived (and that the event is confirmed), with what is
 * due next. A mail that cannot go out is logged, never allowed to fail the payment.
 */
export function eventPaymentNotifier(
  dataSource: DataSource,
  money: EventMoneyService,
  mailer: EventMailer,
  publicBaseUrl: string,
  clock: Clock,
  logger: Logger,
  hotelProfile: HotelProfileReader,
) {
  return async (capture: EventCapture): Promise<void> => {
    if (capture.outcome !== SettlementOutcome.CONFIRMED) return;
    try {
      const event = await dataSource.getRepository(BanquetEvent).findOneOrFail({
        where: { id: capture.event.id },
        relations: { hall: true, session: true },
      });
      const plan = eventPaymentPlan({
        terms: event.terms,
        eventDate: event.eventDate,
        money: await money.of(event.id),
        today: todayInHotel(clock()),
      });
      const next = plan.nextStep
        ? { label: plan.nextStep.label, amountPaise: plan.nextAmountPaise, dueDate: plan.nextStep.dueDate }
        : null;
      const sent = await mailer.send(
        eventPaymentReceivedMail(
          {
            ...event,
            hallName: event.hall?.name ?? 'the hall',
            sessionName: event.session?.name ?? '',
            hotel: await hotelProfile.get(),
          },
          {
            amountPaise: capture.payment.amountPaise,
            confirmed: event.status === EventStatus.CONFIRMED,
            voucherNumber: capture.voucher?.number ?? null,
            next,
          },
          publicBaseUrl,
        ),
      );
      logger.info({ eventId: event.id, transport: sent.transport, file: sent.file }, 'event payment receipt mailed');
    } catch (error) {
      logger.error({ err: error, eventId: capture.event.id }, 'event payment receipt mail failed');
    }
  };
}
