import { DataSource } from 'typeorm';
import { toCalendarDate } from '../../shared/dates';
import { DomainError } from '../../shared/domain-error';
import { PaymentErrorCode } from './payment-errors';
import { MONEY_RECEIVED_STATUSES, Payment, PaymentAttemptStatus } from './payment.entity';
import { Refund } from './refund.entity';

export interface LedgerFilter {
  status?: unknown;
  from?: unknown;
  to?: unknown;
}

export interface LedgerEntry {
  payment: Payment;
  refunds: Refund[];
}

export interface Ledger {
  entries: LedgerEntry[];
  totals: { receivedPaise: number; refundedPaise: number; netPaise: number; pendingAtHotelPaise: number; attempts: number };
}

const STATUSES: readonly PaymentAttemptStatus[] = Object.values(PaymentAttemptStatus);

/** Every payment attempt with its booking and refunds, newest first, for the owner. */
export class LedgerService {
  constructor(private readonly dataSource: DataSource) {}

  async list(filter: LedgerFilter = {}): Promise<Ledger> {
    const query = this.dataSource
      .getRepository(Payment)
      .createQueryBuilder('payment')
      .leftJoinAndSelect('payment.booking', 'booking')
      .orderBy('payment.created_at', 'DESC');
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
    const payments = await query.getMany();
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
    const receivedPaise = payments
      .filter((p) => MONEY_RECEIVED_STATUSES.includes(p.status))
      .reduce((sum, p) => sum + p.amountPaise, 0);
    const refundedPaise = payments.reduce((sum, p) => sum + p.refundedPaise, 0);
    const pendingAtHotelPaise = payments
      .filter((p) => p.status === PaymentAttemptStatus.PENDING)
      .reduce((sum, p) => sum + p.amountPaise, 0);
    return {
      entries,
      totals: {
        receivedPaise,
        refundedPaise,
        netPaise: receivedPaise - refundedPaise,
        pendingAtHotelPaise,
        attempts: payments.length,
      },
    };
  }

  private date(value: unknown, field: string): string | undefined {
    if (value === undefined || value === null || value === '') return undefined;
    const date = toCalendarDate(value);
    if (!date) throw new DomainError(PaymentErrorCode.LedgerDateInvalid, 'Dates must be written YYYY-MM-DD', field);
    return date;
  }
}
