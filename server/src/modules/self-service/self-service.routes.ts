import { Router } from 'express';
import { sendOk } from '../../rest/envelope';
import { presentBookingToGuest } from '../bookings';
import { requestBody } from '../../rest/request-body';
import { requestOrigin } from '../../rest/request-origin';
import { Services } from '../../services';

/**
 * findBooking's REST twin: `POST /api/booking/find` with `{ code, contact }` (POST keeps the contact
 * out of logs); requestBookingCode's and bookingsByCode's: `POST /api/booking/code` with `{ phone }`
 * and `POST /api/booking/by-code` with `{ phone, code }`.
 */
export function selfServiceRoutes(services: Pick<Services, 'guestProofs' | 'bookingsByPhone' | 'adminAuth'>): Router {
  const router = Router();

  router.post('/booking/find', async (req, res) => {
    const { code, contact } = requestBody(req);
    const origin = await requestOrigin(req, services.adminAuth);
    const booking = presentBookingToGuest(await services.guestProofs.find(code, contact, origin));
    sendOk(res, { message: 'Booking found', data: booking, reservation: booking, bookingId: booking.id });
  });

  router.post('/booking/code', async (req, res) => {
    const { phone } = requestBody(req);
    const origin = await requestOrigin(req, services.adminAuth);
    sendOk(res, { message: await services.bookingsByPhone.requestCode(phone, origin) });
  });

  router.post('/booking/by-code', async (req, res) => {
    const { phone, code } = requestBody(req);
    const origin = await requestOrigin(req, services.adminAuth);
    const bookings = await services.bookingsByPhone.bookingsByCode(phone, code, origin);
    sendOk(res, { message: `${bookings.length} booking${bookings.length === 1 ? '' : 's'} found`, data: bookings });
  });

  return router;
}
