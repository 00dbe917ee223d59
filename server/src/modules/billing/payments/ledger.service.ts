import { DataSource, In, SelectQueryBuilder } from 'typeorm';
import { toCalendarDate } from '../../../shared/dates';
import { DomainError } from '../../../shared/domain-error';
import { isUuid } from '../../../shared/input';
import { PageRequest, pageWindow } from '../../../shared/page';
import { TaxDocument, TaxDocumentKind } from '../documents/tax-document.entity';
import { PaymentErrorCode } from './payment-errors';
import { FolioBalance } from '../folio';
import { MONEY_ENTRY_STATUSES, Payment, PaymentAttemptStatus, PaymentMethod, PaymentProviderName } from './payment.entity';
import { Refund } from './refund.entity';

/** Money in words for printed documents (tax invoices, receipts): other modules read it here. */
export { rupeesInWords } from './amount-in-words';

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
  /** The guest of the entry's booking; null for an event's entry or a deleted booking's. */
  guestName: string | null;
  /**
   * The number on what the payer was given: the desk's receipt (RC/…) for money taken at the
   * desk, else the Rule 50 receipt voucher issued for it (money paid before the invoice); null when neither.
   */
  receiptNumber: string | null;
  /**
   * What the entry adds to the totals' money received: its amount when money came (negative for
   * a reversal), 0 for a promise, an unpaid order or a failed attempt.
   */
  receivedPaise: number;
  /** What ties the money to its method: the reference the desk recorded, else the provider's payment id. */
  methodReference: string | null;
  /** An open pay-at-hotel promise: what its booking still owes (its balance, not the promise's amount). Else null. */
  dueAtHotelPaise: number | null;
}

/** Money received one way: each desk method on its own, everything paid through the provider as online. */
export interface MethodTotal {
  method: PaymentMethod;
  /** Net of reversals (a reversing entry counts against its method). */
  amountPaise: number;
  /** How many entries (payments and reversals) it adds up. */
  entries: number;
}

export interface LedgerTotals {
  /** Money that came in, less reversing entries (refunds are counted apart). */
  receivedPaise: number;
  refundedPaise: number;
  netPaise: number;
  /** What is still due on open pay-at-hotel promises: their bookings' balances, not the promises' amounts. */
  pendingAtHotelPaise: number;
  attempts: number;
  byMethod: MethodTotal[];
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
/** What the ledger needs of the stays: each booking's folio position, for its promises and balances. */
export interface StayPositions {
  ofMany(bookingIds: readonly string[]): Promise<Map<string, FolioBalance>>;
  /** Each booking's guest name (a deleted booking has none). */
  guestNamesOf(bookingIds: readonly string[]): Promise<Map<string, string>>;
}

export class LedgerService {
  constructor(
    private readonly dataSource: DataSource,
    /** The stays' folio positions (bookings' BookingMoneyService). */
    private readonly bookingMoney: StayPositions,
  ) {}

  /**
   * The attempts matching the filter, newest first: one page of them (or all without a page
   * request), with totals and the count over every matching attempt.
   */
  async list(filter: LedgerFilter = {}, page?: PageRequest): Promise<Ledger> {
    const window = page && pageWindow(page);
    const matching = this.matching(filter);
    const pageQuery = matching.clone().orderBy('payment.created_at', 'DESC').addOrderBy('payment.id', 'ASC');
    if (window) pageQuery.offset(window.offset).limit(window.limit);
    const [payments, totals] = await Promise.all([pageQuery.getMany(), this.totals(matching)]);
    return { entries: await this.entriesOf(payments), totals, total: totals.attempts };
  }

  /** Each payment with its refunds, its receipt's number and, for an open promise, what is due. */
  private async entriesOf(payments: Payment[]): Promise<LedgerEntry[]> {
    if (payments.length === 0) return [];
    const ids = payments.map((payment) => payment.id);
    const promised = payments.filter(isOpenPromise).map((payment) => payment.bookingId!);
    const booked = [...new Set(payments.map((payment) => payment.bookingId).filter((id): id is string => id !== null))];
    const [refunds, vouchers, money, names] = await Promise.all([
      this.dataSource.getRepository(Refund).findBy({ paymentId: In(ids) }),
      this.dataSource.getRepository(TaxDocument).findBy({ paymentId: In(ids), kind: TaxDocumentKind.RECEIPT_VOUCHER }),
      this.bookingMoney.ofMany([...new Set(promised)]),
      this.bookingMoney.guestNamesOf(booked),
    ]);
    const voucherOf = new Map(vouchers.map((voucher) => [voucher.paymentId, voucher.number]));
    return payments.map((payment) => ({
      payment,
      refunds: refunds.filter((refund) => refund.paymentId === payment.id),
      guestName: payment.bookingId ? (names.get(payment.bookingId) ?? null) : null,
      receivedPaise: MONEY_ENTRY_STATUSES.includes(payment.status) ? payment.amountPaise : 0,
      receiptNumber: payment.receiptNumber ?? voucherOf.get(payment.id) ?? null,
      methodReference: payment.reference ?? payment.razorpayPaymentId,
      dueAtHotelPaise: isOpenPromise(payment) ? Math.max(0, money.get(payment.bookingId!)?.balanceDuePaise ?? 0) : null,
    }));
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
      .setParameters({ received: MONEY_ENTRY_STATUSES })
      .getRawOne<Record<'attempts' | 'receivedPaise' | 'refundedPaise', string | number>>();
    // count and sum are bigint, which the drivers hand over as text.
    const [attempts, receivedPaise, refundedPaise] = [row!.attempts, row!.receivedPaise, row!.refundedPaise].map(Number);
    const [byMethod, pendingAtHotelPaise] = await Promise.all([this.byMethod(matching), this.pendingAtHotel(matching)]);
    return { receivedPaise, refundedPaise, netPaise: receivedPaise - refundedPaise, pendingAtHotelPaise, attempts, byMethod };
  }

  /** Money received by method, largest first: cash, UPI, card, bank transfer at the desk; online for the provider's; ota for what OTAs collected. */
  private async byMethod(matching: SelectQueryBuilder<Payment>): Promise<MethodTotal[]> {
    const rows = await matching
      .clone()
      .select(
        `CASE WHEN payment.provider = :hotel THEN coalesce(payment.method, :cash) WHEN payment.provider = :ota THEN :otaMethod ELSE :online END`,
        'method',
      )
      .addSelect('coalesce(sum(payment.amount_paise), 0)', 'amountPaise')
      .addSelect('count(*)', 'entries')
      .andWhere('payment.status IN (:...received)')
      .setParameters({
        received: MONEY_ENTRY_STATUSES,
        hotel: PaymentProviderName.HOTEL,
        ota: PaymentProviderName.OTA,
        otaMethod: PaymentMethod.OTA,
        cash: PaymentMethod.CASH,
        online: PaymentMethod.ONLINE,
      })
      .groupBy('1')
      .getRawMany<Record<'method' | 'amountPaise' | 'entries', string | number>>();
    return rows
      .map((method) => ({
        method: method.method as PaymentMethod,
        amountPaise: Number(method.amountPaise),
        entries: Number(method.entries),
      }))
      .sort((a, b) => b.amountPaise - a.amountPaise || a.method.localeCompare(b.method));
  }

  /**
   * A promise's amount is the total when it was made, and the desk may have taken part of it
   * since: what is pending at the hotel is the balance still due on the open promises' bookings.
   */
  private async pendingAtHotel(matching: SelectQueryBuilder<Payment>): Promise<number> {
    const rows = await matching
      .clone()
      .select('DISTINCT payment.booking_id', 'bookingId')
      .andWhere('payment.status = :pending AND payment.booking_id IS NOT NULL', { pending: PaymentAttemptStatus.PENDING })
      .getRawMany<{ bookingId: string }>();
    const money = await this.bookingMoney.ofMany(rows.map((row) => row.bookingId));
    return [...money.values()].reduce((sum, booking) => sum + Math.max(0, booking.balanceDuePaise), 0);
  }

  private date(value: unknown, field: string): string | undefined {
    if (value === undefined || value === null || value === '') return undefined;
    const date = toCalendarDate(value);
    if (!date) throw new DomainError(PaymentErrorCode.LedgerDateInvalid, 'Dates must be written YYYY-MM-DD', field);
    return date;
  }
}

/** A stay's pay-at-hotel promise that its booking has not kept yet. */
function isOpenPromise(payment: Payment): boolean {
  return payment.status === PaymentAttemptStatus.PENDING && payment.bookingId !== null;
}
