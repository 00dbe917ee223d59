import { Router } from 'express';
import { sendOk } from '../../rest/envelope';
import { presentBookingToGuest } from '../bookings';
import { requestBody } from '../../rest/request-body';
import { requestOrigin } from '../../rest/request-origin';
import { Services } from '../../services';

/** findBooking's REST twin: `POST /api/booking/find` with `{ code, contact }` (POST keeps the contact out of logs). */
export function selfServiceRoutes(services: Pick<Services, 'guestProofs' | 'adminAuth'>): Router {
  const router = Router();

  router.post('/booking/find', async (req, res) => {
    const { code, contact } = requestBody(req);
    const origin = await requestOrigin(req, services.adminAuth);
    const booking = presentBookingToGuest(await services.guestProofs.find(code, contact, origin));
    sendOk(res, { message: 'Booking found', data: booking, reservation: booking, bookingId: booking.id });
  });

  return router;
}
