import { RequestHandler, Router } from 'express';
import type { HotelProfileReader } from '../hotel-settings';
import { renderDayClosePdf, dayCloseCsv } from './day-close-files';
import { DayCloseService } from './day-close.service';

/** GET /api/admin/day-close/:date.pdf and .csv: the day report (admin), never kept by a shared cache. */
export function dayCloseRoutes(
  services: { dayClose: DayCloseService; hotelProfile: HotelProfileReader },
  admin: RequestHandler,
): Router {
  const router = Router();
  router.get('/admin/day-close/:date.pdf', admin, async (req, res) => {
    const view = await services.dayClose.view(req.params.date);
    const pdf = await renderDayClosePdf(view, (await services.hotelProfile.get()).name);
    res
      .status(200)
      .type('application/pdf')
      .attachment(`day-close-${view.date}.pdf`)
      .set('Cache-Control', 'private, no-store')
      .send(pdf);
  });
  router.get('/admin/day-close/:date.csv', admin, async (req, res) => {
    const { fileName, csv } = dayCloseCsv(await services.dayClose.view(req.params.date));
    res.status(200).type('text/csv; charset=utf-8').attachment(fileName).set('Cache-Control', 'private, no-store').send(csv);
  });
  return router;
}
