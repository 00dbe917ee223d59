import { Actor } from '../../shared/actor';
import { DataSource, EntityManager } from 'typeorm';
import { formatStayDate } from '../../shared/dates';
import { eventCharges } from '../billing';
import { TaxDocument, SaleStage, TaxDocumentsService } from '../billing';
import { BanquetEvent } from './banquet-event.entity';
import { EventMoneyService } from './event-money.service';
import { priceEvent } from './event-price';
import { EventStatus } from './event-status';

/**
 * An event's side of the documents' port: its priced lines as the charges of its folio (hall
 * rent, plates, extras, discounts, each with its SAC), where its status puts it, and its host as
 * the recipient. The documents themselves are planned and issued by TaxDocumentsService under the
 * rules a stay follows: receipt vouchers for advances, the tax invoice at settlement, refund
 * vouchers and credit notes. `reconcile` runs in the transaction of each act that moves an
 * event's money or settles it, on the event its caller locked (desk money, settlement,
 * cancellation, the payment page's online payments); each document's mail is queued with it.
 */
export class EventDocumentsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly taxDocuments: TaxDocumentsService,
    private readonly eventMoney: EventMoneyService,
  ) {}

  /** Issues what the event lacks now; the documents name `actor` when a person acted. */
  async reconcile(manager: EntityManager, event: BanquetEvent, actor?: Actor): Promise<TaxDocument[]> {
    const subject = `${event.occasion} on ${formatStayDate(event.eventDate)}`;
    const { paidPaise, creditedPaise } = await this.eventMoney.of(event.id, manager);
    return this.taxDocuments.reconcileSale(
      manager,
      {
        bookingId: null,
        eventId: event.id,
        bookCode: event.reference,
        recipient: {
          name: event.hostName,
          address: null,
          email: event.hostEmail,
          phone: event.hostPhone,
          businessName: null,
          gstin: null,
        },
      },
      {
        stage: eventStage(event.status),
        totalPaise: event.totalPaise,
        charges: eventCharges(event.lines, priceEvent(event.lines).taxes, event.eventDate, subject),
        subject,
        terms: 'cancellation scale',
        money: {
          paidPaise,
          goodwillPaise: 0,
          creditedPaise,
          balanceDuePaise: Math.max(0, event.totalPaise - paidPaise - creditedPaise),
        },
      },
      actor,
    );
  }

  /** The event's documents, oldest first. */
  of(eventId: string, manager: EntityManager = this.dataSource.manager): Promise<TaxDocument[]> {
    return this.taxDocuments.ofEvent(eventId, manager);
  }
}

/** An event is supplied when it is settled (completed); before that its money is advances. */
function eventStage(status: EventStatus): SaleStage {
  if (status === EventStatus.COMPLETED) return 'supplied';
  if (status === EventStatus.CANCELLED) return 'cancelled';
  return 'open';
}
