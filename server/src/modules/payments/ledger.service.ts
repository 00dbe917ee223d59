import { DataSource, SelectQueryBuilder } from 'typeorm';
import { toCalendarDate } from '../../shared/dates';
import { DomainError } from '../../shared/domain-error';
import { isUuid } from '../../shared/input';
import { PageRequest, pageWindow } from '../../shared/page';
import { PaymentErrorCode } from './payment-errors';
import { MONEY_RECEIVED_STATUSES, Payment, PaymentAttemptStatus } from './payment.entity';
import { Refund } from './refund.entity';

export interface LedgerFilter {
  /** One booking's attempts only. */
  bookingId?: unknown;
  status?: unknown;
  from?: unknown;
  to?: unknown;
}

export interface LedgerEntry {
  payment: Payment;
  refunds: Refund[];
}

export interface LedgerTotals {
  receivedPaise: number;
  refundedPaise: number;
  netPaise: number;
  pendingAtHotelPaise: number;
  attempts: number;
}

export interface Ledger {
  /** The attempts of the page asked for. */
  entries: LedgerEntry[];
  /** Over every attempt the filter matches, not only this page. */
  totals: LedgerTotals;
  /** How many attempts the filter matches. */
  total: number;
}

const STATUSES: readonly PaymentAttemptStatus[] = Object.values(PaymentAttemptStatus);

/** Payment attempts with their booking and refunds, newest first, for the owner. */
export class LedgerService {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * The attempts matching the filter, newest first: one page of them (or all without a page
   * request), with totals and the count over every matching attempt.
   */
  async list(filter: LedgerFilter = {}, page?: PageRequest): Promise<Ledger> {
    const window = page && pageWindow(page);
    const matching = this.matching(filter);
    const pageQuery = matching
      .clone()
      .leftJoinAndSelect('payment.booking', 'booking')
      .orderBy('payment.created_at', 'DESC')
      .addOrderBy('payment.id', 'ASC');
    if (window) pageQuery.offset(window.offset).limit(window.limit);
    const [payments, totals] = await Promise.all([pageQuery.getMany(), this.totals(matching)]);
    const refunds = payments.length
      ? await this.dataSource
          .getRepository(Refund)
          .createQueryBuilder('refund')
          .where('refund.payment_id IN (:...ids)', { ids: payments.map((p) => p.id) })
          .getMany()
      : [];
    const entries = payments.map((payment) => ({
      payment,
      refunds: refunds.filter((refund) => refund.paymentId === payment.id),
    }));
    return { entries, totals, total: totals.attempts };
  }

  /** Every attempt the filter lets through (no order, no page). */
  private matching(filter: LedgerFilter): SelectQueryBuilder<Payment> {
    const query = this.dataSource.getRepository(Payment).createQueryBuilder('payment');
    if (filter.bookingId !== undefined && filter.bookingId !== null) {
      // An id that is no booking's matches nothing, like any other unknown booking.
      query.andWhere('payment.booking_id = :bookingId', { bookingId: isUuid(filter.bookingId) ? filter.bookingId : null });
    }
    if (filter.status !== undefined && filter.status !== '') {
      if (!STATUSES.includes(filter.status as PaymentAttemptStatus)) {
        throw new DomainError(PaymentErrorCode.LedgerStatusInvalid, `Status must be one of: ${STATUSES.join(', ')}`, 'status');
      }
      query.andWhere('payment.status = :status', { status: filter.status });
    }
    const from = this.date(filter.from, 'from');
    const to = this.date(filter.to, 'to');
    if (from) query.andWhere(`(payment.created_at AT TIME ZONE 'Asia/Kolkata')::date >= :from`, { from });
    if (to) query.andWhere(`(payment.created_at AT TIME ZONE 'Asia/Kolkata')::date <= :to`, { to });
    return query;
  }

  /** The money of every matching attempt, summed by the database. */
  private async totals(matching: SelectQueryBuilder<Payment>): Promise<LedgerTotals> {
    const row = await matching
      .clone()
      .select('count(*)', 'attempts')
      .addSelect('coalesce(sum(payment.amount_paise) FILTER (WHERE payment.status IN (:...received)), 0)', 'receivedPaise')
      .addSelect('coalesce(sum(payment.refunded_paise), 0)', 'refundedPaise')
      .addSelect('coalesce(sum(payment.amount_paise) FILTER (WHERE payment.status = :pending), 0)', 'pendingAtHotelPaise')
      .setParameters({ received: MONEY_RECEIVED_STATUSES, pending: PaymentAttemptStatus.PENDING })
      .getRawOne<Record<'attempts' | 'receivedPaise' | 'refundedPaise' | 'pendingAtHotelPaise', string | number>>();
    // count and sum are bigint, which the drivers hand over as text.
    const [attempts, receivedPaise, refundedPaise, pendingAtHotelPaise] = [
      row!.attempts,
      row!.receivedPaise,
      row!.refundedPaise,
      row!.pendingAtHotelPaise,
    ].map(Number);
    return { receivedPaise, refundedPaise, netPaise: receivedPaise - refundedPaise, pendingAtHotelPaise, attempts };
  }

  private date(value: unknown, field: string): string | undefined {
    if (value === undefined || value === null || value === '') return undefined;
    const date = toCalendarDate(value);
    if (!date) throw new DomainError(PaymentErrorCode.LedgerDateInvalid, 'Dates must be written YYYY-MM-DD', field);
    return date;
  }
}
