import { RequestHandler, Router } from 'express';
import { Services } from '../../services';

/** GET /api/admin/gst-summary.csv?month=YYYY-MM: the GraphQL `gstSummary` as the accountant's CSV. */
export function gstSummaryRoutes(services: Pick<Services, 'gstSummary'>, admin: RequestHandler): Router {
  const router = Router();
  router.get('/admin/gst-summary.csv', admin, async (req, res) => {
    const { fileName, csv } = await services.gstSummary.csv(req.query.month);
    res.type('text/csv; charset=utf-8').attachment(fileName).send(csv);
  });
  return router;
}
