import { DataSource, EntityManager } from 'typeorm';
import { MONEY_ENTRY_STATUSES } from '../payments/payment.entity';

/** Where an event's money stands (paise), from the shared ledger. */
export interface EventMoney {
  /** Money received (matching its order), less reversals and refunds. */
  paidPaise: number;
  refundedPaise: number;
}

const EVENT_MONEY_SQL = `
  SELECT
    coalesce((SELECT sum(p.amount_paise) FROM payment p
      WHERE p.event_id = $1 AND p.status = ANY($2::text[]) AND p.mismatch_reason IS NULL), 0)::int AS received,
    coalesce((SELECT sum(r.amount_paise) FROM refund r JOIN payment p ON p.id = r.payment_id
      WHERE r.event_id = $1 AND p.mismatch_reason IS NULL), 0)::int AS refunded`;

/** An event's money: the one place that adds it up (the payment page, the desk, the function sheet). */
export class EventMoneyService {
  constructor(private readonly dataSource: DataSource) {}

  async of(eventId: string, manager: EntityManager = this.dataSource.manager): Promise<EventMoney> {
    const [row] = await manager.query<Array<{ received: number; refunded: number }>>(EVENT_MONEY_SQL, [
      eventId,
      [...MONEY_ENTRY_STATUSES],
    ]);
    return { paidPaise: row.received - row.refunded, refundedPaise: row.refunded };
  }
}
