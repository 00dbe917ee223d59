import { DataSource, In } from 'typeorm';
import { Clock } from '../../shared/clock';
import { isUuid } from '../../shared/input';
import { bookingNotFound } from '../bookings/booking-errors';
import { releaseRooms } from '../bookings/booking-rooms';
import { Booking } from '../bookings/booking.entity';
import { BookingLine } from '../bookings/booking-line.entity';
import { cancellationTerms, CancellationTerms } from './cancellation-policy';
import { Payment } from './payment.entity';
import { Refund } from './refund.entity';
import { Refunds } from './refunds';

export interface CancellationQuote extends CancellationTerms {
  paidPaise: number;
}

export interface Cancellation {
  booking: Booking;
  refunds: Refund[];
  terms: CancellationQuote;
}

/** The hotel cancels a booking: the policy decides the refund, the rooms are free again. */
export class CancellationsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly refunds: Refunds,
    private readonly clock: Clock,
  ) {}

  /** What cancelling now would refund, before anyone confirms it. */
  async quote(bookingId: string): Promise<CancellationQuote> {
    const booking = await this.find(bookingId);
    const paid = await this.dataSource
      .getRepository(Payment)
      .findBy({ bookingId: booking.id, status: In(['paid', 'partially_refunded']) });
    const rooms = await this.dataSource.getRepository(BookingLine).countBy({ bookingId: booking.id });
    return this.terms(booking, rooms, paid);
  }

  /** Cancels and refunds by the policy; cancelling again answers the first cancellation. */
  async cancel(bookingId: string): Promise<Cancellation> {
    const id = (await this.find(bookingId)).id;
    const result = await this.dataSource.transaction(async (manager) => {
      const booking = await manager.findOneOrFail(Booking, { where: { id }, lock: { mode: 'pessimistic_write' } });
      const paid = await manager.find(Payment, {
        where: { bookingId: id, status: In(['paid', 'partially_refunded']) },
        order: { paidAt: 'ASC' },
      });
      const rooms = await manager.countBy(BookingLine, { bookingId: id });
      const terms = this.terms(booking, rooms, paid);
      if (booking.status === 'cancelled') {
        return { booking, terms, refunds: await manager.findBy(Refund, { bookingId: id, reason: 'cancellation' }) };
      }
      const refunds: Refund[] = [];
      let toRefund = terms.refundPaise;
      for (const payment of paid) {
        const share = Math.min(toRefund, payment.amountPaise - payment.refundedPaise);
        const refund =
          share > 0 ? await this.refunds.record(manager, payment, share, 'cancellation', `cancel-${payment.id}`) : null;
        if (refund) refunds.push(refund);
        toRefund -= share;
      }
      // A promise to pay at the hotel is void once the stay is cancelled.
      await manager.update(
        Payment,
        { bookingId: id, status: 'pending' },
        { status: 'cancelled', failureReason: 'Booking cancelled' },
      );
      await releaseRooms(manager, booking);
      booking.status = 'cancelled';
      booking.holdExpiresAt = null;
      if (terms.paidPaise > 0) booking.paymentStatus = terms.refundPaise >= terms.paidPaise ? 'refunded' : 'partially_refunded';
      await manager.save(Booking, booking);
      return { booking, terms, refunds };
    });
    await this.refunds.send(result.refunds);
    return result;
  }

  private terms(booking: Booking, rooms: number, paid: Payment[]): CancellationQuote {
    const paidPaise = paid.reduce((sum, payment) => sum + payment.amountPaise - payment.refundedPaise, 0);
    return { ...cancellationTerms({ checkIn: booking.checkIn, rooms, paidPaise, now: this.clock() }), paidPaise };
  }

  private async find(bookingId: string): Promise<Booking> {
    const booking = isUuid(bookingId) ? await this.dataSource.getRepository(Booking).findOneBy({ id: bookingId }) : null;
    if (!booking) throw bookingNotFound();
    return booking;
  }
}
