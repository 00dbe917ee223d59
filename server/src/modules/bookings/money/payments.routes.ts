import express, { RequestHandler, Router } from 'express';
import { sendOk } from '../../../rest/envelope';
import { presentBooking, presentBookingToGuest } from '../booking-presenter';
import { presentPayment, presentRefund } from '../../billing';
import { requestBody } from '../../../rest/request-body';
import { requestOrigin } from '../../../rest/request-origin';
import { signedInAdmin } from '../../../rest/require-admin';
import { adminActor } from '../../../shared/actor';
import { Services } from '../../../services';
import { QuoteInput } from '../bookings.service';
import { paiseToRupees } from '../../../shared/money';
import { settlementMessage } from './settlement-messages';

/** Webhooks need the raw bytes for their signature: mounted before any JSON parser. */
export function paymentWebhookRoutes(services: Pick<Services, 'paymentWebhooks'>): Router {
  const router = Router();
  router.post('/payment/webhook', express.raw({ type: () => true, limit: '1mb' }), async (req, res) => {
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const outcome = await services.paymentWebhooks.handle(
      body,
      req.header('x-razorpay-signature'),
      req.header('x-razorpay-event-id'),
    );
    res.json({ success: true, status: outcome });
  });
  return router;
}

export function paymentRoutes(
  services: Pick<Services, 'payments' | 'ledger' | 'cancellations' | 'paymentProvider' | 'adminAuth'>,
  admin: RequestHandler,
): Router {
  const router = Router();

  router.get('/payment/config', (_req, res) => {
    const provider = services.paymentProvider;
    const { maxNights, maxRooms } = services.payments.payAtHotelLimits;
    sendOk(res, {
      message: 'Payment configuration',
      data: {
        provider: provider.name,
        keyId: provider.keyId,
        checkoutScriptUrl: provider.checkoutScriptUrl,
        payAtHotelMaxNights: maxNights,
        payAtHotelMaxRooms: maxRooms,
        advancePercent: services.payments.advancePercent,
      },
    });
  });

  router.post('/payment/create-order', async (req, res) => {
    const body = requestBody(req);
    const { booking, order, keyId, part, roomsHeld } = await services.payments.createOrder(
      {
        bookingId: body.bookingId,
        quote: body.quote as QuoteInput | null | undefined,
        origin: await requestOrigin(req, services.adminAuth),
        idempotencyKey: req.header('idempotency-key'),
      },
      body.part,
    );
    sendOk(res, {
      message: 'Order created',
      data: {
        order,
        keyId,
        part,
        bookingId: booking.id,
        bookCode: booking.bookCode,
        holdExpiresAt: booking.holdExpiresAt,
        roomsHeld,
        checkoutScriptUrl: services.paymentProvider.checkoutScriptUrl,
      },
    });
  });

  router.post('/payment/verify', async (req, res) => {
    const body = requestBody(req);
    const settlement = await services.payments.verify(body, body.paymentMethod);
    const { ok, message } = settlementMessage(settlement);
    const booking = presentBookingToGuest(settlement.booking);
    res.status(ok ? 200 : 409).json({
      success: ok,
      message,
      data: { booking, payment: presentPayment(settlement.payment), refunds: settlement.refunds.map(presentRefund) },
    });
  });

  router.post('/payment/cod', async (req, res) => {
    const body = requestBody(req);
    const booking = presentBookingToGuest(
      await services.payments.payAtHotel(
        {
          bookingId: body.bookingId,
          quote: body.quote as QuoteInput | null | undefined,
          origin: await requestOrigin(req, services.adminAuth),
          idempotencyKey: req.header('idempotency-key'),
        },
        body.paymentMethod,
      ),
    );
    sendOk(res, { message: 'Booking confirmed', data: { bookingId: booking.id, booking } });
  });

  router.get('/payments', admin, async (req, res) => {
    const ledger = await services.ledger.list({ status: req.query.status, from: req.query.from, to: req.query.to });
    const totals = Object.fromEntries(
      Object.entries(ledger.totals).map(([key, value]: [string, number]) => [
        key.replace(/Paise$/, ''),
        key.endsWith('Paise') ? paiseToRupees(value) : value,
      ]),
    );
    sendOk(res, {
      message: 'Payments loaded',
      data: {
        payments: ledger.entries.map(({ payment, refunds, receivedPaise, dueAtHotelPaise, ...entry }) => ({
          ...presentPayment(payment, entry.guestName),
          refunds: refunds.map(presentRefund),
          receiptNumber: entry.receiptNumber,
          methodReference: entry.methodReference,
          reference: payment.reference,
          recordedBy: payment.recordedBy,
          note: payment.note,
          received: paiseToRupees(receivedPaise),
          dueAtHotel: dueAtHotelPaise === null ? null : paiseToRupees(dueAtHotelPaise),
        })),
        totals,
      },
    });
  });

  router.get('/booking/:id/cancellation', admin, async (req, res) => {
    const terms = await services.cancellations.quote(String(req.params.id));
    sendOk(res, {
      message: 'Cancellation terms',
      data: { ...terms, paid: paiseToRupees(terms.paidPaise), refund: paiseToRupees(terms.refundPaise) },
    });
  });

  router.post('/booking/:id/cancel', admin, async (req, res) => {
    const { booking, refunds, terms, message } = await services.cancellations.cancel(String(req.params.id), {
      actor: adminActor(signedInAdmin(res)),
    });
    sendOk(res, {
      message,
      data: {
        booking: presentBooking(booking),
        refunds: refunds.map(presentRefund),
        refundPercent: terms.refundPercent,
      },
    });
  });

  return router;
}
