import { RequestHandler, Router } from 'express';
import { Services } from '../../services';

/** GET /api/admin/events/:id/function-sheet.pdf: the printable sheet (admin), never kept by a shared cache. */
export function functionSheetRoutes(services: Pick<Services, 'functionSheets'>, admin: RequestHandler): Router {
  const router = Router();
  router.get('/admin/events/:id/function-sheet.pdf', admin, async (req, res) => {
    const { fileName, pdf } = await services.functionSheets.pdf(req.params.id);
    res.status(200).type('application/pdf').attachment(fileName).set('Cache-Control', 'private, no-store').send(pdf);
  });
  return router;
}
