import { RequestHandler, Router } from 'express';
import type { HotelProfileReader } from '../../hotel-settings';
import { CashShifts } from './cash-shifts';
import { renderShiftPdf } from './shift-pdf';

/** GET /api/admin/shifts/:id.pdf: a shift's report (admin), never kept by a shared cache. */
export function shiftsRoutes(
  services: { cashShifts: CashShifts; hotelProfile: HotelProfileReader },
  admin: RequestHandler,
): Router {
  const router = Router();
  router.get('/admin/shifts/:id.pdf', admin, async (req, res) => {
    const report = await services.cashShifts.report(req.params.id);
    const pdf = await renderShiftPdf(report, (await services.hotelProfile.get()).name);
    res
      .status(200)
      .type('application/pdf')
      .attachment(`shift-${report.shift.openedAt.toISOString().slice(0, 10)}-${report.shift.id.slice(0, 8)}.pdf`)
      .set('Cache-Control', 'private, no-store')
      .send(pdf);
  });
  return router;
}
