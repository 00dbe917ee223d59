import { DataSource, EntityManager } from 'typeorm';
import { RequestOrigin } from '../../abuse-limits';
import { BookingLifecycle, Renewal } from '../booking-lifecycle.service';
import { BookingLine } from '../booking-line.entity';
import { Booking } from '../booking.entity';
import { UnpaidCeiling } from '../unpaid-ceiling';

/**
 * A lapsed hold taken up again by createOrder or pay at hotel is, for a guest, a new booking by
 * another name: it counts toward BOOKING_RATE_LIMIT, is allowed HOLD_RENEWALS times within an hour
 * of the first hold (BookingLifecycle.assertRenewable), and takes its nights unpaid again under
 * UNPAID_SHARE. The desk and signed-in staff are exempt.
 */
export class LapsedHoldRenewals {
  constructor(
    private readonly dataSource: DataSource,
    private readonly lifecycle: BookingLifecycle,
    private readonly unpaidCeiling: UnpaidCeiling,
    /** BOOKING_RATE_LIMIT's count of one booking request (AbuseLimitsService.countBookingRequest). */
    private readonly countBookingRequest: (origin: RequestOrigin) => Promise<void>,
  ) {}

  /**
   * Who takes the booking up; when its hold has lapsed, one more booking request from a guest's
   * address, counted before any transaction (as holdQuote counts a new hold).
   */
  async begin(bookingId: string, origin: RequestOrigin | undefined): Promise<Renewal> {
    const renewal = { byGuest: !origin?.admin };
    if (origin && renewal.byGuest) {
      const booking = await this.lifecycle.read(this.dataSource.manager, bookingId);
      if (this.lifecycle.isLapsedHold(booking)) await this.countBookingRequest(origin);
    }
    return renewal;
  }

  /** First in the transaction, before the booking's lock (see UnpaidCeiling.lock). */
  async lock(manager: EntityManager, renewal: Renewal): Promise<void> {
    if (renewal.byGuest) await this.unpaidCeiling.lock(manager);
  }

  /**
   * Refuses to take this lapsed hold up again past the guest's renewals; then answers whether its
   * rooms may be held unpaid again (UNPAID_SHARE). Past the ceiling pay at hotel is refused, and an
   * online payment gets a window that holds no room (false). Run after `lock` and the booking's lock.
   */
  async assertRenewable(manager: EntityManager, booking: Booking, renewal: Renewal, payAtHotel: boolean): Promise<boolean> {
    this.lifecycle.assertRenewable(booking, renewal);
    return this.mayHold(manager, booking, renewal, payAtHotel);
  }

  /**
   * Whether this booking's rooms may be taken unpaid now by the guest (always for the desk); pay
   * at hotel past UNPAID_SHARE is refused. Run after `lock` and the booking's lock.
   */
  async mayHold(manager: EntityManager, booking: Booking, renewal: Renewal, payAtHotel: boolean): Promise<boolean> {
    if (!renewal.byGuest) return true;
    const rooms = await manager.countBy(BookingLine, { bookingId: booking.id });
    const stay = { checkIn: booking.checkIn, checkOut: booking.checkOut };
    return this.unpaidCeiling.mayHold(manager, { stay, rooms, bookingId: booking.id, payAtHotel });
  }
}
