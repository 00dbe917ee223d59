import { RequestHandler, Router } from 'express';
import { sendFailure } from '../../rest/envelope';
import { Services } from '../../services';

/**
 * GET /api/admin/photos/:fileName/original: a photo exactly as it was uploaded, metadata and all
 * (admin only; the public /uploads files are re-encoded without it). Never kept by a shared cache.
 */
export function photosRoutes(services: Pick<Services, 'photos'>, admin: RequestHandler): Router {
  const router = Router();
  router.get('/admin/photos/:fileName/original', admin, async (req, res) => {
    const fileName = String(req.params.fileName);
    const original = await services.photos.original(fileName);
    if (!original) {
      sendFailure(res, 404, 'No original is kept for this photo');
      return;
    }
    res.set('Cache-Control', 'private, no-store');
    res.type(original.contentType).attachment(`original-${fileName}`);
    res.sendFile(original.path, { dotfiles: 'deny' });
  });
  return router;
}
