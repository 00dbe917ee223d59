import { DataSource, EntityManager, MoreThan, Not } from 'typeorm';
import { RateLimit } from '../../config';
import { Clock } from '../../shared/clock';
import { formatStayDate, todayInHotel } from '../../shared/dates';
import { DomainError } from '../../shared/domain-error';
import { trimmed } from '../../shared/input';
import { Logger } from '../../shared/logger';
import { formatRupees } from '../../shared/money';
import { AbuseLimitsService, RequestOrigin } from '../abuse-limits';
import { TaxDocument } from '../billing';
import {
  CapturedPayment,
  OrderOwner,
  Payment,
  PaymentAttemptStatus,
  PaymentMethod,
  PaymentProviderName,
  recordOrder,
  SettlementOutcome,
  toPaymentMethod,
  paymentNotCaptured,
  providerUnavailable,
  verificationFailed,
} from '../billing';
import { BanquetErrorCode, eventNotFound } from './banquet-errors';
import { BanquetEvent } from './banquet-event.entity';
import { EventCapture, EventPaymentCapture } from './event-payment-capture';
import { EventPaymentPage, EventPaymentResult, maskHostName } from './event-payment-page';
import { eventPaymentPlan } from './event-payment-plan';
import { EventLifecycle } from './event-lifecycle.service';
import { EventMoneyService } from './event-money.service';
import { priceEvent } from './event-price';
import { normalizeEventReference } from './event-reference';
import { EVENT_STATUS_WORDS, EventStatus } from './event-status';

/** What an event's checkout needs of the payment provider (payments' PaymentProvider has it). */
export interface EventCheckoutProvider {
  readonly name: PaymentProviderName;
  readonly keyId: string;
  createOrder(input: { amountPaise: number; receipt: string; notes: Record<string, string> }): Promise<{
    id: string;
    amount: number;
    currency: string;
    receipt: string;
  }>;
  fetchPayment(paymentId: string): Promise<{
    amount: number;
    currency: string;
    status: string;
    order_id: string | null;
    method: string | null;
  } | null>;
  checkoutSignatureMatches(orderId: string, paymentId: string, signature: unknown): boolean;
}

export interface EventVerifyInput {
  reference?: unknown;
  razorpayOrderId?: unknown;
  razorpayPaymentId?: unknown;
  razorpaySignature?: unknown;
}

/** Lookups of an event by its reference, per client address: too few to guess one. */
export const EVENT_LOOKUP_LIMIT: RateLimit = { limit: 30, windowSeconds: 600 };

const CAPTURED_STATUSES: readonly string[] = ['captured', 'authorized'];

/**
 * Paying for an event online (`/event/{reference}/pay`): the page's facts, an order for the next
 * step of the plan (the server's amount, never the browser's), and the checkout's answer checked
 * and settled (EventPaymentCapture). The same provider, signatures and ledger as rooms.
 */
export class EventPaymentsService implements OrderOwner {
  constructor(
    private readonly dataSource: DataSource,
    private readonly lifecycle: EventLifecycle,
    private readonly money: EventMoneyService,
    private readonly capture: EventPaymentCapture,
    private readonly provider: EventCheckoutProvider,
    private readonly abuseLimits: AbuseLimitsService,
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly lookupLimit: RateLimit = EVENT_LOOKUP_LIMIT,
  ) {}

  /** The payment page of the event with this reference. */
  async page(reference: unknown, origin: RequestOrigin): Promise<EventPaymentPage> {
    await this.countLookup(origin);
    return this.pageOf(await this.find(reference));
  }

  /** The provider order for the next step's amount; an open order of the same amount comes back. */
  async createOrder(reference: unknown, origin: RequestOrigin) {
    await this.countLookup(origin);
    const event = await this.find(reference);
    const due = await this.payableNow(event);
    if (due.amountPaise <= 0) throw new DomainError(BanquetErrorCode.EVENT_PAYMENT_INVALID, due.reason ?? 'Nothing to pay now.');
    const openOrder = (manager: EntityManager) =>
      manager.findOne(Payment, {
        where: {
          eventId: event.id,
          status: PaymentAttemptStatus.CREATED,
          amountPaise: due.amountPaise,
          provider: this.provider.name,
        },
        order: { createdAt: 'DESC' },
      });
    const answer = (row: Payment) => ({
      orderId: row.razorpayOrderId!,
      amount: row.amountPaise,
      currency: row.currency,
      receipt: event.reference,
      keyId: this.provider.keyId,
      step: due.step!,
    });
    const open = await openOrder(this.dataSource.manager);
    if (open) return answer(open);
    // The provider is called outside any transaction; if two calls race, the first row stored wins.
    let order;
    try {
      order = await this.provider.createOrder({
        amountPaise: due.amountPaise,
        receipt: event.reference,
        notes: { eventId: event.id },
      });
    } catch (error) {
      this.logger.error({ err: error, eventId: event.id }, 'payment provider refused the event order');
      throw providerUnavailable();
    }
    const row = await this.dataSource.transaction(async (manager) => {
      await this.lifecycle.lock(manager, event.id);
      const raced = await openOrder(manager);
      if (raced) return raced;
      return recordOrder(
        manager,
        { eventId: event.id },
        {
          id: order.id,
          amountPaise: order.amount,
          currency: order.currency,
          bookCode: event.reference,
          provider: this.provider.name,
        },
      );
    });
    return answer(row);
  }

  /**
   * The checkout handler's answer for this event: the order must be one of the event's, the
   * signature is checked in constant time, then the provider is asked what it holds. A repeat
   * answers what the first call decided. A refusal changes nothing. Counted with the lookups per
   * client address before anything is read, so unknown references meet the limit too.
   */
  async verify(input: EventVerifyInput, origin: RequestOrigin): Promise<EventPaymentResult> {
    await this.countLookup(origin);
    const orderId = trimmed(input.razorpayOrderId);
    const paymentId = trimmed(input.razorpayPaymentId);
    const signature = input.razorpaySignature;
    if (!orderId || !paymentId || typeof signature !== 'string' || !signature) throw verificationFailed();
    const event = await this.find(input.reference);
    const ours = await this.dataSource.getRepository(Payment).existsBy({ eventId: event.id, razorpayOrderId: orderId });
    if (!ours || !this.provider.checkoutSignatureMatches(orderId, paymentId, signature)) throw verificationFailed();
    let payment;
    try {
      payment = await this.provider.fetchPayment(paymentId);
    } catch (error) {
      this.logger.error({ err: error, paymentId }, 'payment provider could not be asked about an event payment');
      throw providerUnavailable();
    }
    if (!payment || payment.order_id !== orderId) throw verificationFailed();
    if (!CAPTURED_STATUSES.includes(payment.status)) throw paymentNotCaptured();
    const capture = await this.settle({
      orderId,
      paymentId,
      amountPaise: payment.amount,
      currency: payment.currency,
      method: toPaymentMethod(payment.method),
      signature,
    });
    if (!capture) throw verificationFailed();
    const fresh = await this.dataSource.manager.findOneByOrFail(BanquetEvent, { id: event.id });
    return { outcome: capture.outcome, message: outcomeMessage(capture), event: await this.pageOf(fresh) };
  }

  /** Settles captured money for an event's order (verify, or the provider's webhook); null when not an event's. */
  async settle(captured: CapturedPayment): Promise<EventCapture | null> {
    const capture = await this.capture.settle(captured);
    if (!capture) return null;
    if (capture.outcome === SettlementOutcome.REFUNDED_ROOM_GONE) {
      this.logger.warn({ eventId: capture.event.id }, 'event payment arrived after its slot was taken: refunded');
    }
    return capture;
  }

  /** A failed attempt on an event's order (the webhook): recorded, never over a paid one. */
  recordFailure(orderId: string, paymentId: string, method: PaymentMethod | null, reason: string): Promise<boolean> {
    return this.capture.recordFailure({ orderId, paymentId, method, reason });
  }

  private async countLookup(origin: RequestOrigin): Promise<void> {
    const waitMs = await this.abuseLimits.countTry('event-lookup', origin, this.lookupLimit);
    if (waitMs === null) return;
    const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
    throw new DomainError(
      BanquetErrorCode.EVENT_LOOKUP_RATE_LIMITED,
      `Too many tries from your network. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      'reference',
      'rate_limited',
    );
  }

  private async find(raw: unknown): Promise<BanquetEvent> {
    const reference = normalizeEventReference(raw);
    const event = reference ? await this.dataSource.manager.findOneBy(BanquetEvent, { reference }) : null;
    if (!event) throw eventNotFound();
    return event;
  }

  /** What can be paid online now, and if nothing, why (in the customer's words). */
  private async payableNow(event: BanquetEvent) {
    const plan = eventPaymentPlan({
      terms: event.terms,
      eventDate: event.eventDate,
      money: await this.money.of(event.id),
      today: todayInHotel(this.clock()),
    });
    const none = (reason: string) => ({ plan, amountPaise: 0, step: null, reason });
    switch (event.status) {
      case EventStatus.NEW:
        return none('We are preparing your quote. You can pay once we have sent it.');
      case EventStatus.COMPLETED:
      case EventStatus.CANCELLED:
      case EventStatus.LOST:
        return none(`This event is ${EVENT_STATUS_WORDS[event.status]}, so there is nothing to pay online.`);
    }
    if (event.status !== EventStatus.CONFIRMED && event.eventDate < todayInHotel(this.clock())) {
      return none('The date of this event has passed.');
    }
    if (event.status !== EventStatus.CONFIRMED && !this.lifecycle.holdLives(event) && (await this.slotTakenByOthers(event))) {
      return none(`Sorry, the hall has been booked by someone else for this session on ${formatStayDate(event.eventDate)}.`);
    }
    if (!plan.nextStep || plan.nextAmountPaise <= 0) return none('Everything due so far is paid. Thank you.');
    return { plan, amountPaise: plan.nextAmountPaise, step: plan.nextStep.label, reason: null };
  }

  private slotTakenByOthers(event: BanquetEvent): Promise<boolean> {
    const slot = { hallId: event.hallId, eventDate: event.eventDate, sessionId: event.sessionId, id: Not(event.id) };
    return this.dataSource.getRepository(BanquetEvent).exists({
      where: [
        { ...slot, status: EventStatus.CONFIRMED },
        { ...slot, status: EventStatus.ON_HOLD, holdExpiresAt: MoreThan(this.clock()) },
      ],
    });
  }

  private async pageOf(event: BanquetEvent): Promise<EventPaymentPage> {
    const full = await this.dataSource.manager.findOneOrFail(BanquetEvent, {
      where: { id: event.id },
      relations: { hall: true, session: true },
    });
    const due = await this.payableNow(full);
    const documents = await this.dataSource.getRepository(TaxDocument).find({
      where: { eventId: full.id },
      order: { issuedAt: 'ASC', number: 'ASC' },
    });
    return {
      reference: full.reference,
      status: full.status,
      hallName: full.hall!.name,
      sessionName: full.session!.name,
      startsAt: full.session!.startsAt,
      endsAt: full.session!.endsAt,
      eventDate: full.eventDate,
      occasion: full.occasion,
      expectedGuests: full.expectedGuests,
      hostName: maskHostName(full.hostName),
      holdExpiresAt: full.holdExpiresAt,
      price: priceEvent(full.lines),
      terms: full.terms,
      plan: due.plan,
      payableNowPaise: due.amountPaise,
      payableNow: due.amountPaise / 100,
      payableStep: due.step,
      notPayableReason: due.reason,
      documents: documents.map(({ number, kind, issueDate, totalPaise }) => ({ number, kind, issueDate, totalPaise })),
    };
  }
}

/** What the customer reads after paying. */
export function outcomeMessage(capture: Pick<EventCapture, 'outcome' | 'payment' | 'event'>): string {
  const amount = formatRupees(capture.payment.amountPaise);
  switch (capture.outcome) {
    case SettlementOutcome.CONFIRMED:
    case SettlementOutcome.ALREADY_SETTLED:
      return capture.event.status === EventStatus.CONFIRMED
        ? 'Payment received. Your event is confirmed.'
        : 'Payment received. Thank you.';
    case SettlementOutcome.REFUNDED_ROOM_GONE:
      return `We received your payment of ${amount}, but the hall was booked by someone else for this session on ${formatStayDate(capture.event.eventDate)} before it arrived. We have refunded the full ${amount}; it reaches your account in 5–7 working days. Please call us to choose another date.`;
    case SettlementOutcome.REFUNDED_CANCELLED:
      return `This event is ${EVENT_STATUS_WORDS[capture.event.status]}, so we have refunded your payment of ${amount} in full.`;
    case SettlementOutcome.REFUNDED_DUPLICATE:
      return `This was paid already, so we have refunded this payment of ${amount} in full.`;
    default:
      return 'We received a payment that does not match the amount asked, so your event is not confirmed yet. We will refund it; please call us.';
  }
}
