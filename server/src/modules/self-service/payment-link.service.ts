import { DataSource } from 'typeorm';
import { Clock } from '../../shared/clock';
import { formatHotelDateTime } from '../../shared/dates';
import { DomainError } from '../../shared/domain-error';
import { isUuid } from '../../shared/input';
import { Booking, BookingStatus } from '../bookings';
import { BookingKeysService } from './booking-keys.service';
import { SelfServiceErrorCode } from './self-service-errors';

/** Once confirmed, there is no hold left to check the key against: the link shows the booking as paid. */
const PAST_THE_HOLD: readonly BookingStatus[] = [BookingStatus.CONFIRMED, BookingStatus.CHECKED_IN, BookingStatus.CHECKED_OUT];

/**
 * The link in a hold's mail (/payment?booking={id}&key=…): it opens the payment page while that
 * hold lives, and stops working when the hold lapses (a renewed hold has a key of its own).
 */
export class PaymentLinkService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly keys: BookingKeysService,
    private readonly clock: Clock,
  ) {}

  /** The booking the link names, while its hold lives (or once it is paid); refused once the hold is over. */
  async open(bookingId: unknown, key: unknown): Promise<Booking> {
    const booking = isUuid(bookingId)
      ? await this.dataSource.getRepository(Booking).findOne({ where: { id: bookingId }, relations: { lines: { pax: true } } })
      : null;
    if (!booking) throw linkNotValid();
    if (PAST_THE_HOLD.includes(booking.status)) return booking;
    const holdLives =
      booking.status === BookingStatus.HELD && booking.holdExpiresAt !== null && booking.holdExpiresAt > this.clock();
    if (holdLives && this.keys.holdKeyMatches(booking.id, booking.holdExpiresAt, key)) return booking;
    if (booking.holdExpiresAt && booking.holdExpiresAt <= this.clock()) {
      throw new DomainError(
        SelfServiceErrorCode.PaymentLinkExpired,
        `This payment link has expired: the room was held until ${formatHotelDateTime(booking.holdExpiresAt)}.`,
        'key',
      );
    }
    throw linkNotValid();
  }
}

function linkNotValid(): DomainError {
  return new DomainError(SelfServiceErrorCode.PaymentLinkExpired, 'This payment link has expired or is not valid.', 'key');
}
