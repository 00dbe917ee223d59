import { DataSource } from 'typeorm';
import { Logger } from '../../shared/logger';
import { Booking } from '../bookings';
import type { HotelProfileReader } from '../hotel-settings';
import { bookingConfirmationMail } from './booking-confirmation';
import { hasEmail, Mailer } from './mailer';

/**
 * Sends the confirmation of a booking that was just confirmed (or again, on the guest's asking),
 * its link signed with `keyFor` (the booking's self-service key). A mail that cannot go out is
 * logged, never allowed to undo or fail the booking; the answer says whether it went. A desk
 * booking without an email gets none (false).
 */
export function confirmationNotifier(
  dataSource: DataSource,
  mailer: Mailer,
  publicBaseUrl: string,
  logger: Logger,
  keyFor: (bookingId: string) => string,
  hotelProfile: HotelProfileReader,
) {
  return async (bookingId: string): Promise<boolean> => {
    try {
      const booking = await dataSource
        .getRepository(Booking)
        .findOneOrFail({ where: { id: bookingId }, relations: { lines: true } });
      if (!hasEmail(booking)) {
        logger.info({ bookingId }, 'booking confirmation not sent: the booking has no email');
        return false;
      }
      const sent = await mailer.send(
        bookingConfirmationMail(booking, await hotelProfile.get(), publicBaseUrl, keyFor(booking.id)),
      );
      logger.info({ bookingId, transport: sent.transport, file: sent.file }, 'booking confirmation sent');
      return true;
    } catch (error) {
      logger.error({ err: error, bookingId }, 'booking confirmation mail failed');
      return false;
    }
  };
}
