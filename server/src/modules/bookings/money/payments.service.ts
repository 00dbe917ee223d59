import { DataSource } from 'typeorm';
import { PG_EXCLUSION_VIOLATION, pgErrorCode } from '../../../shared/db-errors';
import { isUuid, trimmed } from '../../../shared/input';
import { Logger } from '../../../shared/logger';
import { RequestOrigin } from '../../abuse-limits';
import { bookingNotFound, datesUnavailable } from '../booking-errors';
import { BookingLifecycle } from '../booking-lifecycle.service';
import { Booking, BookingPaymentStatus, BookingStatus } from '../booking.entity';
import { BookingLine } from '../booking-line.entity';
import { BookingsService, HoldOptions, PricedQuote, QuoteInput } from '../bookings.service';
import { PaymentMethod, promisePayAtHotel, recordOrder, SettlementOutcome, toPaymentMethod } from '../../billing';
import {
  advancePaid,
  alreadyPaid,
  bookingCancelled,
  bookingRequired,
  paymentNotCaptured,
  providerUnavailable,
  unsupportedMethod,
  verificationFailed,
} from '../../billing';
import {
  CapturedPayment,
  OrderOwner,
  PaymentProvider,
  PaymentProviderError,
  ProviderOrder,
  ProviderPayment,
} from '../../billing';
import { ConfirmationNotifier, PaymentSettlement, Settlement } from './settlement';
import { checkPayAtHotelStay, PayAtHotelLimits } from './pay-at-hotel-limits';
import { advancePaise, bookingOfOrder, parsePaymentPart, PaymentPart } from './payment-part';
import { LapsedHoldRenewals } from './lapsed-hold-renewals';

export interface BookingReference {
  bookingId?: unknown;
  quote?: QuoteInput | null;
  /** Who asks (the transports pass it): a quote from there counts toward the abuse limits. */
  origin?: RequestOrigin;
  /** The client's key for this quote: a repeat with it gets the booking the first call made. */
  idempotencyKey?: unknown;
}

export interface CheckoutResponse {
  razorpay_order_id?: unknown;
  razorpay_payment_id?: unknown;
  razorpay_signature?: unknown;
}

export interface OrderForCheckout {
  order: ProviderOrder;
  keyId: string;
  booking: Booking;
  /** What the order pays: the total, or the advance. */
  part: PaymentPart;
  /**
   * False for an order placed past UNPAID_SHARE: its rooms are not held until it is paid (the
   * payment claims them if still free, another of the type, or the money goes back).
   */
  roomsHeld: boolean;
}

/** Razorpay's statuses of a payment whose money is taken (auto-capture follows authorization). */
const CAPTURED_STATUSES: readonly string[] = ['captured', 'authorized'];

/** Methods a guest picks in the online checkout; 'online' when the card chosen is not known. */
const CHECKOUT_METHODS: readonly PaymentMethod[] = Object.values(PaymentMethod).filter((method) => method !== PaymentMethod.COD);

/** The method the browser named, from the allow-list; none named is null, anything else is refused. */
function checkoutMethod(raw: unknown): PaymentMethod | null {
  if (raw === undefined || raw === null || raw === '') return null;
  if (!CHECKOUT_METHODS.includes(raw as PaymentMethod)) throw unsupportedMethod();
  return raw === PaymentMethod.ONLINE ? null : (raw as PaymentMethod);
}

/** The provider's own word for the method, when it is one we know. */
function toKnownMethod(raw: unknown): PaymentMethod | null {
  const method = toPaymentMethod(raw);
  return method === PaymentMethod.ONLINE ? null : method;
}

export type { ConfirmationNotifier } from './settlement';

export class PaymentsService implements OrderOwner {
  constructor(
    private readonly dataSource: DataSource,
    private readonly bookings: BookingsService,
    private readonly lifecycle: BookingLifecycle,
    /** A guest's renewal of a lapsed hold is limited as a new booking is. */
    private readonly renewals: LapsedHoldRenewals,
    private readonly provider: PaymentProvider,
    private readonly settlement: PaymentSettlement,
    private readonly notifyConfirmed: ConfirmationNotifier,
    private readonly logger: Logger,
    readonly payAtHotelLimits: PayAtHotelLimits,
    /** ADVANCE_PERCENT: the share a guest may pay now; 0 offers no part payment. */
    readonly advancePercent: number = 0,
  ) {}

  /**
   * The provider order for a booking (or for a quote, which first becomes a held booking), for
   * the whole total or, with `part` 'advance', for ADVANCE_PERCENT of it (advancePaise). One order
   * per booking and part: while the hold lives the same order comes back, so nobody pays twice
   * for one stay; switching part makes a new order. A lapsed hold is renewed only if the rooms
   * are still free, and for a guest as a new booking would be: it counts toward BOOKING_RATE_LIMIT,
   * within HOLD_RENEWALS and an hour of the first hold; past UNPAID_SHARE the new window holds no
   * room (`roomsHeld` false: the payment claims them). Once the advance is paid, the balance is
   * collected at the hotel.
   */
  async createOrder(reference: BookingReference, partAsked?: unknown): Promise<OrderForCheckout> {
    const part = parsePaymentPart(partAsked, this.advancePercent);
    // A quote held here waits for this payment: its guest gets the way back to it by mail.
    const bookingId = await this.resolveBooking(reference, undefined, { announce: true });
    const renewal = await this.renewals.begin(bookingId, reference.origin);
    const amountOf = (booking: Booking) =>
      part === PaymentPart.ADVANCE ? advancePaise(booking.totalPaise, this.advancePercent) : booking.totalPaise;
    const fits = (booking: Booking) =>
      Boolean(booking.razorpayOrderId) && (booking.orderAmountPaise ?? booking.totalPaise) === amountOf(booking);
    try {
      const ready = await this.dataSource.transaction(async (manager) => {
        await this.renewals.lock(manager, renewal);
        const booking = await this.lifecycle.lock(manager, bookingId);
        if (booking.status === BookingStatus.CANCELLED) throw bookingCancelled();
        if (booking.paymentStatus === BookingPaymentStatus.PAID) throw alreadyPaid();
        if (booking.paymentStatus === BookingPaymentStatus.PART_PAID) throw advancePaid();
        if (this.lifecycle.isLapsedHold(booking)) {
          const holdsRooms = await this.renewals.assertRenewable(manager, booking, renewal, false);
          await this.lifecycle.renewHold(manager, booking, renewal, holdsRooms);
        }
        return booking;
      });
      if (fits(ready)) return this.checkoutFor(await this.bookings.get(ready.id), part);
      // The provider is called outside any transaction (no lock held over the network); if two
      // calls race, the first order stored wins and the other is never shown to anyone.
      const order = await this.newProviderOrder(ready, amountOf(ready));
      const booking = await this.dataSource.transaction(async (manager) => {
        const booking = await this.lifecycle.lock(manager, bookingId);
        if (fits(booking)) return booking;
        await this.lifecycle.attachOrder(manager, booking, order.id, order.amount);
        await recordOrder(
          manager,
          { bookingId: booking.id },
          {
            id: order.id,
            amountPaise: order.amount,
            currency: order.currency,
            bookCode: booking.bookCode,
            provider: this.provider.name,
          },
        );
        return booking;
      });
      return this.checkoutFor(await this.bookings.get(booking.id), part);
    } catch (error) {
      if (pgErrorCode(error) === PG_EXCLUSION_VIOLATION) throw datesUnavailable();
      throw error;
    }
  }

  private checkoutFor(booking: Booking, part: PaymentPart): OrderForCheckout {
    const amount = booking.orderAmountPaise ?? booking.totalPaise;
    return {
      order: { id: booking.razorpayOrderId!, amount, currency: 'INR', receipt: booking.bookCode },
      keyId: this.provider.keyId,
      booking,
      part,
      roomsHeld: booking.status !== BookingStatus.HELD || (booking.lines ?? []).every((line) => line.blocksRoom),
    };
  }

  /**
   * The checkout handler's answer. The signature is checked against the order id we stored for
   * the booking, in constant time; then the provider is asked what it holds for the payment (taken,
   * for this order, how much, in which currency). A repeat answers what the first call did.
   */
  async verify(response: CheckoutResponse, method?: unknown): Promise<Settlement> {
    const chosenMethod = checkoutMethod(method);
    const orderId = trimmed(response.razorpay_order_id);
    const paymentId = trimmed(response.razorpay_payment_id);
    const signature = response.razorpay_signature;
    if (!orderId || !paymentId || typeof signature !== 'string' || !signature) throw verificationFailed();
    // The order is ours (a booking's current order, or one replaced when the guest switched part).
    const booking = await bookingOfOrder(this.dataSource.manager, orderId, false);
    if (!booking) throw verificationFailed();
    if (!this.provider.checkoutSignatureMatches(orderId, paymentId, signature)) throw verificationFailed();
    const payment = await this.fetchProviderPayment(paymentId);
    if (!payment || payment.order_id !== orderId) throw verificationFailed();
    if (!CAPTURED_STATUSES.includes(payment.status)) throw paymentNotCaptured();
    const settlement = await this.settlement.settle({
      orderId,
      paymentId,
      amountPaise: payment.amount,
      currency: payment.currency,
      method: chosenMethod ?? toKnownMethod(payment.method),
      signature,
    });
    if (!settlement) throw verificationFailed();
    this.afterSettlement(settlement);
    return { ...settlement, booking: await this.bookings.get(settlement.booking.id) };
  }

  private async fetchProviderPayment(paymentId: string): Promise<ProviderPayment | null> {
    try {
      return await this.provider.fetchPayment(paymentId);
    } catch (error) {
      this.logger.error({ err: error, paymentId }, 'payment provider could not be asked about a payment');
      if (error instanceof PaymentProviderError) throw providerUnavailable();
      throw error;
    }
  }

  /**
   * Pay at the hotel: the booking is confirmed now, its payment stays pending. Safe to repeat. It
   * is for stays within PAY_AT_HOTEL_MAX_NIGHTS and _ROOMS (an admin may go beyond) and, for a
   * guest, within UNPAID_SHARE of each night; a lapsed hold is taken up as createOrder renews one.
   * A booking confirmed this way already is a repeat and answers as before.
   */
  async payAtHotel(reference: BookingReference, method?: unknown): Promise<Booking> {
    if (method !== undefined && method !== null && method !== PaymentMethod.COD) throw unsupportedMethod();
    const limited = !reference.origin?.admin;
    const fromQuote = Boolean(reference.quote && typeof reference.quote === 'object');
    // A quote is priced once: its limits are checked on that price before anything is held.
    const bookingId = await this.resolveBooking(
      reference,
      limited
        ? (priced) => checkPayAtHotelStay(this.payAtHotelLimits, { nights: priced.nights, rooms: priced.lines.length })
        : undefined,
      { payAtHotel: true },
    );
    const renewal = await this.renewals.begin(bookingId, reference.origin);
    try {
      const booking = await this.dataSource.transaction(async (manager) => {
        await this.renewals.lock(manager, renewal);
        const booking = await this.lifecycle.lock(manager, bookingId);
        // A booking held before is checked here, under its lock; one confirmed already is a repeat.
        if (limited && !fromQuote && booking.status !== BookingStatus.CONFIRMED) {
          const rooms = await manager.countBy(BookingLine, { bookingId: booking.id });
          checkPayAtHotelStay(this.payAtHotelLimits, { nights: booking.nights, rooms });
        }
        if (booking.status === BookingStatus.CANCELLED) throw bookingCancelled();
        if (booking.status === BookingStatus.CONFIRMED) return booking;
        if (this.lifecycle.isLapsedHold(booking)) await this.renewals.assertRenewable(manager, booking, renewal, true);
        // An order placed past UNPAID_SHARE holds no room: pay at hotel would take them unpaid.
        else if (!(await this.lifecycle.holdsItsRooms(manager, booking)))
          await this.renewals.mayHold(manager, booking, renewal, true);
        const promise = { status: BookingPaymentStatus.PENDING, method: PaymentMethod.COD } as const;
        await this.lifecycle.confirm(manager, booking, promise, renewal);
        await promisePayAtHotel(manager, { bookingId: booking.id }, booking.bookCode, booking.totalPaise);
        await this.notifyConfirmed(manager, booking.id);
        return booking;
      });
      return this.bookings.get(booking.id);
    } catch (error) {
      if (pgErrorCode(error) === PG_EXCLUSION_VIOLATION) throw datesUnavailable();
      throw error;
    }
  }

  /** A failed attempt (checkout's payment.failed or the webhook): recorded, never over a paid one. */
  recordFailure(orderId: string, paymentId: string, method: PaymentMethod | null, reason: string): Promise<boolean> {
    return this.settlement.recordFailure({ orderId, paymentId, method, reason });
  }

  /** Settles captured money for a booking's order (the provider's webhook); null when the order is not a booking's. */
  async settle(captured: CapturedPayment): Promise<Settlement | null> {
    const settlement = await this.settlement.settle(captured);
    if (settlement) this.afterSettlement(settlement);
    return settlement;
  }

  /** What follows a settlement (its confirmation's messages were queued with it: PaymentSettlement). */
  private afterSettlement(settlement: Settlement): void {
    if (settlement.outcome === SettlementOutcome.REFUNDED_ROOM_GONE) {
      this.logger.warn(
        { bookingId: settlement.booking.id },
        'payment arrived after the hold expired and no room was free: refunded',
      );
    }
  }

  /** The booking a call names: its id, or a quote held now (`admit` may refuse the priced quote first). */
  private async resolveBooking(
    reference: BookingReference,
    admit?: (priced: PricedQuote) => void,
    options: HoldOptions = {},
  ): Promise<string> {
    if (reference.quote && typeof reference.quote === 'object')
      return this.bookings.holdQuote(reference.quote, reference.origin, reference.idempotencyKey, admit, options);
    if (reference.bookingId === undefined || reference.bookingId === null || reference.bookingId === '') throw bookingRequired();
    if (!isUuid(reference.bookingId)) throw bookingNotFound();
    return reference.bookingId;
  }

  private async newProviderOrder(booking: Booking, amountPaise: number): Promise<ProviderOrder> {
    try {
      return await this.provider.createOrder({
        amountPaise,
        receipt: booking.bookCode,
        notes: { bookingId: booking.id },
      });
    } catch (error) {
      this.logger.error({ err: error, bookingId: booking.id }, 'payment provider refused the order');
      if (error instanceof PaymentProviderError) throw providerUnavailable();
      throw error;
    }
  }
}
