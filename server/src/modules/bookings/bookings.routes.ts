import { RequestHandler, Router } from 'express';
import { sendOk } from '../../rest/envelope';
import { presentBooking, presentBookingToGuest } from './booking-presenter';
import { requestBody } from '../../rest/request-body';
import { requestOrigin } from '../../rest/request-origin';
import { adminIfSignedIn, signedInAdmin } from '../../rest/require-admin';
import { adminActor } from '../../shared/actor';
import { Services } from '../../services';

export function bookingsRoutes(services: Pick<Services, 'bookings' | 'adminAuth'>, admin: RequestHandler): Router {
  const router = Router();

  router.get('/booking/list_all_reservations', admin, async (_req, res) => {
    const reservations = (await services.bookings.list()).items.map(presentBooking);
    sendOk(res, { message: 'Reservations loaded', reservations, data: reservations });
  });

  router.delete('/booking/delete_reservation/:id', admin, async (req, res) => {
    await services.bookings.delete(String(req.params.id), adminActor(signedInAdmin(res)));
    sendOk(res, { message: 'Reservation deleted' });
  });

  /**
   * A booking from a quote: holds the rooms while the guest pays (409 when they are taken). A
   * repeat with the same Idempotency-Key header gets the same booking.
   */
  router.post('/booking', async (req, res) => {
    const body = requestBody(req);
    const origin = await requestOrigin(req, services.adminAuth);
    const held = await services.bookings.createHold(body.quote ?? body, origin, req.header('idempotency-key'));
    const booking = presentBookingToGuest(held);
    sendOk(res, { message: 'Your room is held while you pay', data: booking, reservation: booking, bookingId: booking.id }, 201);
  });

  /** The guest's lookup: the name, a masked email and phone; everything for a signed-in admin. */
  router.get('/booking/:id', async (req, res) => {
    const present = (await adminIfSignedIn(services.adminAuth, req)) ? presentBooking : presentBookingToGuest;
    const booking = present(await services.bookings.get(String(req.params.id)));
    sendOk(res, { message: 'Booking loaded', data: booking, reservation: booking });
  });

  return router;
}
