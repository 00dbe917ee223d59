import { DataSource, EntityManager } from 'typeorm';
import { SYSTEM_ACTOR } from '../../../shared/actor';
import { Clock } from '../../../shared/clock';
import { addDays, todayInHotel } from '../../../shared/dates';
import { Logger } from '../../../shared/logger';
import { PaymentMethod } from '../../billing';
import { BookingChannel, BookingPaymentStatus, BookingStatus } from '../booking-status';
import { Booking } from '../booking.entity';
import { BookingMoneyService } from '../money/booking-money.service';
import { MarkNoShow } from './no-show';

/** India has kept one offset all year since 1945: IST is UTC+05:30. */
const IST_OFFSET_MINUTES = 330;

/** `HH:MM` as minutes after midnight. */
function minutesOf(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/**
 * When a guest who promised to pay at the hotel and has not come becomes a no-show: on the
 * arrival day at NO_SHOW_AFTER (hotel time), or at the arrival time the guest gave for that day
 * if it is later.
 */
export function noShowDeadline(checkIn: string, arrivalTime: string | null, noShowAfterMinutes: number): Date {
  const [year, month, day] = checkIn.split('-').map(Number);
  const minutes = deadlineMinutes(arrivalTime, noShowAfterMinutes);
  return new Date(Date.UTC(year, month - 1, day) + (minutes - IST_OFFSET_MINUTES) * 60_000);
}

function deadlineMinutes(arrivalTime: string | null, noShowAfterMinutes: number): number {
  return Math.max(noShowAfterMinutes, arrivalTime ? minutesOf(arrivalTime) : 0);
}

function timeWords(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/**
 * Pay-at-hotel no-shows release themselves: a website booking confirmed to pay at the hotel,
 * with nothing paid, whose guest has not checked in by its deadline (noShowDeadline) becomes a
 * no-show through the no-show action (the policy's charge, the promise voided, audited), which
 * frees its later nights. A stay with any money paid is the desk's to decide. The periodic work
 * runs this once across instances; each booking is checked again under its lock, so a run that
 * meets another (or the desk marking it by hand) changes nothing twice.
 */
export class PayAtHotelNoShows {
  constructor(
    private readonly dataSource: DataSource,
    private readonly markNoShow: MarkNoShow,
    private readonly bookingMoney: BookingMoneyService,
    private readonly clock: Clock,
    private readonly logger: Logger,
    /** NO_SHOW_AFTER, minutes after midnight hotel time. */
    private readonly noShowAfterMinutes: number,
  ) {}

  /** Marks every due pay-at-hotel no-show; answers how many it marked. */
  async releaseDue(): Promise<number> {
    const now = this.clock();
    return (await this.release(todayInHotel(now), now)).length;
  }

  /**
   * The day close of `date`: the same rule as at the end of that day (every deadline of an
   * arrival by then has passed), whenever the close runs. Answers the bookings it marked.
   */
  releaseArrivedBy(date: string): Promise<string[]> {
    return this.release(date, this.endOf(date));
  }

  /** The bookings the close of `date` would mark now (its preview); nothing changes. */
  async dueBy(date: string): Promise<string[]> {
    const cutoff = this.endOf(date);
    const due: string[] = [];
    for (const candidate of await this.candidates(date)) {
      if (noShowDeadline(candidate.check_in, candidate.arrival_time, this.noShowAfterMinutes) > cutoff) continue;
      const stillDue = await this.dataSource.transaction(async (manager) => {
        const booking = await manager.findOneByOrFail(Booking, { id: candidate.id });
        return this.stillDue(manager, booking, cutoff);
      });
      if (stillDue) due.push(candidate.id);
    }
    return due;
  }

  /** The later of now and the midnight that ends `date` (hotel time). */
  private endOf(date: string): Date {
    const now = this.clock();
    const midnight = noShowDeadline(addDays(date, 1), null, 0);
    return midnight > now ? midnight : now;
  }

  private candidates(arrivedBy: string) {
    return this.dataSource.query<{ id: string; check_in: string; arrival_time: string | null }[]>(
      `SELECT id, to_char(check_in, 'YYYY-MM-DD') AS check_in, arrival_time FROM booking
        WHERE status = $1 AND payment_status = $2 AND payment_method = $3 AND channel = $4 AND check_in <= $5::date
        ORDER BY check_in, id`,
      [BookingStatus.CONFIRMED, BookingPaymentStatus.PENDING, PaymentMethod.COD, BookingChannel.WEBSITE, arrivedBy],
    );
  }

  /** Marks the due no-shows among the stays arriving by `arrivedBy`, as at `cutoff`; answers their ids. */
  private async release(arrivedBy: string, cutoff: Date): Promise<string[]> {
    const marked: string[] = [];
    for (const candidate of await this.candidates(arrivedBy)) {
      if (noShowDeadline(candidate.check_in, candidate.arrival_time, this.noShowAfterMinutes) > cutoff) continue;
      try {
        const result = await this.markNoShow.runIf(
          SYSTEM_ACTOR,
          candidate.id,
          (manager, booking) => this.stillDue(manager, booking, cutoff),
          `Pay at hotel, nothing paid, and not checked in by ${timeWords(deadlineMinutes(candidate.arrival_time, this.noShowAfterMinutes))} on the arrival day.`,
        );
        if (result) marked.push(candidate.id);
      } catch (error) {
        // One booking the action refuses (or a failure) does not keep the others from being released.
        this.logger.error({ err: error, bookingId: candidate.id }, 'pay-at-hotel no-show could not be marked');
      }
    }
    return marked;
  }

  /** Still an unpaid pay-at-hotel website stay past its deadline, with no money in its folio. */
  private async stillDue(manager: EntityManager, booking: Booking, cutoff: Date): Promise<boolean> {
    const unpaidPromise =
      booking.status === BookingStatus.CONFIRMED &&
      booking.paymentStatus === BookingPaymentStatus.PENDING &&
      booking.paymentMethod === PaymentMethod.COD &&
      booking.channel === BookingChannel.WEBSITE;
    if (!unpaidPromise) return false;
    if (noShowDeadline(booking.checkIn, booking.arrivalTime, this.noShowAfterMinutes) > cutoff) return false;
    return (await this.bookingMoney.of(manager, booking.id)).paidPaise === 0;
  }
}
