import { RequestHandler, Router } from 'express';
import { sendOk } from '../../rest/envelope';
import { presentGuest } from './guest-presenter';
import { requestBody } from '../../rest/request-body';
import { requestOrigin } from '../../rest/request-origin';
import { Services } from '../../services';

export function guestsRoutes(services: Pick<Services, 'guests' | 'adminAuth'>, admin: RequestHandler): Router {
  const router = Router();

  router.get('/users', admin, async (_req, res) => {
    const users = (await services.guests.list()).items.map(presentGuest);
    sendOk(res, { message: 'Users loaded', data: users, users });
  });

  router.delete('/users/:id', admin, async (req, res) => {
    await services.guests.delete(String(req.params.id));
    sendOk(res, { message: 'User deleted' });
  });

  /** Anyone may call this: it answers the guest's id only, never what is stored about them (GuestsService.saveDetails). */
  router.post('/users/add_reservation', async (req, res) => {
    const { id } = await services.guests.saveDetails(requestBody(req), await requestOrigin(req, services.adminAuth));
    sendOk(res, { message: 'Guest details saved', _id: id, data: { _id: id } });
  });

  return router;
}
