import { Router } from 'express';
import type { PrivacyRequestsService } from './privacy-requests.service';

/**
 * `GET /api/privacy/requests/:id/data.json|pdf?expires=…&key=…`: an access request's answer to
 * download, by the short-lived signed link privacyRequest gave the guest (no sign-in). Never cached.
 */
export function privacyRequestsRoutes(services: { privacyRequests: PrivacyRequestsService }): Router {
  const router = Router();
  for (const format of ['json', 'pdf'] as const) {
    router.get(`/privacy/requests/:id/data.${format}`, async (req, res, next) => {
      try {
        const { body, fileName } = await services.privacyRequests.download(
          req.params.id,
          format,
          req.query.expires,
          req.query.key,
        );
        res.set('Cache-Control', 'private, no-store');
        res.type(format === 'pdf' ? 'application/pdf' : 'application/json');
        res.attachment(fileName);
        res.send(body);
      } catch (error) {
        next(error);
      }
    });
  }
  return router;
}
