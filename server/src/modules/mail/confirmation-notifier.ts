import { DataSource } from 'typeorm';
import { Logger } from '../../shared/logger';
import { Booking } from '../bookings/booking.entity';
import { bookingConfirmationMail } from './booking-confirmation';
import { Mailer } from './mailer';

/**
 * Sends the confirmation of a booking that was just confirmed. A mail that cannot go out is
 * logged, never allowed to undo or fail the booking.
 */
export function confirmationNotifier(dataSource: DataSource, mailer: Mailer, publicBaseUrl: string, logger: Logger) {
  return async (bookingId: string): Promise<void> => {
    try {
      const booking = await dataSource
        .getRepository(Booking)
        .findOneOrFail({ where: { id: bookingId }, relations: { lines: true } });
      const sent = await mailer.send(bookingConfirmationMail(booking, publicBaseUrl));
      logger.info({ bookingId, transport: sent.transport, file: sent.file }, 'booking confirmation sent');
    } catch (error) {
      logger.error({ err: error, bookingId }, 'booking confirmation mail failed');
    }
  };
}
