import { RequestHandler, Router } from 'express';
import type { HotelProfileReader } from '../hotel-settings';
import { FormIIIService } from './form-iii.service';
import { GuestRegisterService } from './guest-register.service';
import { formIIICsv, renderFormIIIPdf, renderRegisterPdf } from './register-files';

const PRIVATE = 'private, no-store';

/**
 * GET /api/admin/guest-register.pdf?from&to: the register as a landscape PDF for the police;
 * GET /api/admin/form-iii/:id.pdf and .csv: a Form III report's sheet. Admin only; never cached.
 */
export function guestRegisterRoutes(
  services: { guestRegister: GuestRegisterService; formIII: FormIIIService; hotelProfile: HotelProfileReader },
  admin: RequestHandler,
): Router {
  const router = Router();
  router.get('/admin/guest-register.pdf', admin, async (req, res) => {
    const register = await services.guestRegister.between(req.query.from, req.query.to);
    const pdf = await renderRegisterPdf(register, (await services.hotelProfile.get()).name);
    res
      .status(200)
      .type('application/pdf')
      .attachment(`guest-register-${register.from}-to-${register.to}.pdf`)
      .set('Cache-Control', PRIVATE)
      .send(pdf);
  });
  router.get('/admin/form-iii/:id.pdf', admin, async (req, res) => {
    const view = await services.formIII.get(req.params.id);
    const pdf = await renderFormIIIPdf(view, (await services.hotelProfile.get()).name);
    res
      .status(200)
      .type('application/pdf')
      .attachment(`form-iii-${view.report.kind}-${view.guest.bookCode}.pdf`)
      .set('Cache-Control', PRIVATE)
      .send(pdf);
  });
  router.get('/admin/form-iii/:id.csv', admin, async (req, res) => {
    const { fileName, csv } = formIIICsv(await services.formIII.get(req.params.id));
    res.status(200).type('text/csv; charset=utf-8').attachment(fileName).set('Cache-Control', PRIVATE).send(csv);
  });
  return router;
}
