import { RequestHandler, Router } from 'express';
import { sendOk } from '../../rest/envelope';
import { requestBody } from '../../rest/request-body';
import { requestOrigin } from '../../rest/request-origin';
import { Services } from '../../services';

export function contactRoutes(services: Pick<Services, 'contact' | 'adminAuth'>, admin: RequestHandler): Router {
  const router = Router();

  /** JSON from the app, or a plain HTML form post (then the browser is sent to the thank-you page). */
  router.post('/contact', async (req, res) => {
    const body = requestBody(req);
    const source = body.source === 'contact-page' ? 'contact-page' : 'landing';
    const message = await services.contact.send(body, source, await requestOrigin(req, services.adminAuth));
    if (req.is('application/x-www-form-urlencoded')) {
      res.redirect(303, '/contact?success=true');
      return;
    }
    sendOk(
      res,
      { message: 'Thank you for your message. We will get back to you within 24 hours.', data: { id: message.id } },
      201,
    );
  });

  router.get('/contact-messages', admin, async (_req, res) => {
    sendOk(res, { message: 'Messages loaded', data: (await services.contact.list()).items });
  });

  return router;
}
