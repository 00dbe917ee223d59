import { RequestHandler, Router } from 'express';
import { sendOk } from '../../rest/envelope';
import { presentBooking } from '../../rest/presenters';
import { requestBody } from '../../rest/request-body';
import { Services } from '../../services';

export function bookingsRoutes(services: Pick<Services, 'bookings'>, admin: RequestHandler): Router {
  const router = Router();

  router.get('/booking/list_all_reservations', admin, async (_req, res) => {
    const reservations = (await services.bookings.list()).map(presentBooking);
    sendOk(res, { message: 'Reservations loaded', reservations, data: reservations });
  });

  router.delete('/booking/delete_reservation/:id', admin, async (req, res) => {
    await services.bookings.delete(String(req.params.id));
    sendOk(res, { message: 'Reservation deleted' });
  });

  /** A booking from a quote: holds the rooms while the guest pays (409 when they are taken). */
  router.post('/booking', async (req, res) => {
    const body = requestBody(req);
    const booking = presentBooking(await services.bookings.createHold(body.quote ?? body));
    sendOk(res, { message: 'Your room is held while you pay', data: booking, reservation: booking, bookingId: booking.id }, 201);
  });

  router.get('/booking/:id', async (req, res) => {
    const booking = presentBooking(await services.bookings.get(String(req.params.id)));
    sendOk(res, { message: 'Booking loaded', data: booking, reservation: booking });
  });

  return router;
}
