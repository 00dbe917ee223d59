import { RequestHandler, Router } from 'express';
import { sendOk } from '../../rest/envelope';
import { Services } from '../../services';
import { todayInHotel } from '../../shared/dates';

export function reportsRoutes(services: Pick<Services, 'calendar' | 'exports' | 'hotelReports'>, admin: RequestHandler): Router {
  const router = Router();

  router.get('/admin/calendar', admin, async (req, res) => {
    const calendar = await services.calendar.calendar(req.query.from ?? todayInHotel(), req.query.days ?? 31);
    sendOk(res, {
      message: 'Calendar loaded',
      data: {
        ...calendar,
        rooms: calendar.rooms.map((room) => ({ _id: room.id, id: room.id, name: room.name, type: room.type })),
      },
    });
  });

  router.get('/admin/export/bookings.csv', admin, async (_req, res) => {
    res
      .type('text/csv; charset=utf-8')
      .attachment(`bookings-${todayInHotel()}.csv`)
      .send(await services.exports.bookingsCsv());
  });

  router.get('/admin/export/payments.csv', admin, async (req, res) => {
    const csv = await services.exports.paymentsCsv({ status: req.query.status, from: req.query.from, to: req.query.to });
    res.type('text/csv; charset=utf-8').attachment(`payments-${todayInHotel()}.csv`).send(csv);
  });

  /** The report (GraphQL `reports`) as a spreadsheet: ?from&to (YYYY-MM-DD, both included)&by=day|month. */
  router.get('/admin/reports.csv', admin, async (req, res) => {
    const { fileName, csv } = await services.hotelReports.csv(req.query.from, req.query.to, req.query.by);
    res.type('text/csv; charset=utf-8').attachment(fileName).send(csv);
  });

  return router;
}
