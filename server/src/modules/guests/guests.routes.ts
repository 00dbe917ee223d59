import { RequestHandler, Router } from 'express';
import { sendOk } from '../../rest/envelope';
import { presentGuest } from '../../rest/presenters';
import { requestBody } from '../../rest/request-body';
import { Services } from '../../services';

export function guestsRoutes(services: Pick<Services, 'guests'>, admin: RequestHandler): Router {
  const router = Router();

  router.get('/users', admin, async (_req, res) => {
    const users = (await services.guests.list()).map(presentGuest);
    sendOk(res, { message: 'Users loaded', data: users, users });
  });

  router.delete('/users/:id', admin, async (req, res) => {
    await services.guests.delete(String(req.params.id));
    sendOk(res, { message: 'User deleted' });
  });

  router.post('/users/add_reservation', async (req, res) => {
    const guest = presentGuest(await services.guests.upsert(requestBody(req)));
    sendOk(res, { message: 'Guest details saved', data: guest, user: guest });
  });

  return router;
}
