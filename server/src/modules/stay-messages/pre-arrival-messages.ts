import { DataSource } from 'typeorm';
import { Clock } from '../../shared/clock';
import { addDays, HOTEL_TIME_ZONE, todayInHotel } from '../../shared/dates';
import { Logger } from '../../shared/logger';
import { Booking, BookingStatus } from '../bookings';
import { GuestMessages, MessageKind } from '../messages';

/**
 * The hour of the hotel's day (0–23) from which the day-before messages go: mid-morning, when a
 * guest reads and can still plan the journey, and never at night; a stay booked for tomorrow later
 * in the day gets its message at the next run.
 */
export const PRE_ARRIVAL_FROM_HOUR = 10;

/**
 * The day before arrival (issue 28): each confirmed stay arriving tomorrow gets one message, by
 * mail and, when the guest chose it, WhatsApp: check-in time, the map, the front desk's phone and
 * the booking's page to say when they expect to arrive. Once per stay and arrival date: the
 * outbox's key ends with the date, so a second run queues nothing and a stay moved to another date
 * gets one for its new date. A guest is reminded once a day at most (GuestMessages' reminder
 * limit), however many stays they have. Run by the periodic work, once across instances.
 */
export class PreArrivalMessages {
  constructor(
    private readonly dataSource: DataSource,
    private readonly guestMessages: GuestMessages,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  /** Queues the messages due now; answers how many stays got one. */
  async queueDue(): Promise<number> {
    const now = this.clock();
    if (hotelHour(now) < PRE_ARRIVAL_FROM_HOUR) return 0;
    const tomorrow = addDays(todayInHotel(now), 1);
    const arriving = await this.dataSource
      .getRepository(Booking)
      .find({ where: { status: BookingStatus.CONFIRMED, checkIn: tomorrow }, select: { id: true } });
    let queued = 0;
    for (const { id } of arriving) {
      if (await this.queue(id, tomorrow)) queued += 1;
    }
    return queued;
  }

  private async queue(bookingId: string, checkIn: string): Promise<boolean> {
    try {
      return await this.dataSource.transaction(async (manager) => {
        const booking = await manager.findOneByOrFail(Booking, { id: bookingId });
        // Cancelled, or moved, since the list was read.
        if (booking.status !== BookingStatus.CONFIRMED || booking.checkIn !== checkIn) return false;
        const sent = await this.guestMessages.queue(manager, {
          kind: MessageKind.PRE_ARRIVAL,
          language: booking.language,
          bookingId,
          email: booking.userEmail,
          phone: booking.userPhone,
          extra: checkIn,
          params: { checkIn },
          queuedAt: this.clock(),
        });
        return sent.email !== null || sent.whatsapp !== null;
      });
    } catch (error) {
      this.logger.error({ err: error, bookingId }, 'pre-arrival message not queued; will try again');
      return false;
    }
  }
}

let hourFormat: Intl.DateTimeFormat | undefined;

/** The hour (0–23) of the hotel's day an instant falls in. */
function hotelHour(instant: Date): number {
  hourFormat ??= new Intl.DateTimeFormat('en-GB', { timeZone: HOTEL_TIME_ZONE, hour: '2-digit', hourCycle: 'h23' });
  return Number(hourFormat.format(instant));
}
