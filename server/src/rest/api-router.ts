import express, { ErrorRequestHandler, Router } from 'express';
import multer from 'multer';
import { adminAuthRoutes } from '../modules/admin-auth';
import { bookingsRoutes } from '../modules/bookings';
import { contactRoutes } from '../modules/contact';
import { guestsRoutes } from '../modules/guests';
import { documentDownloadsRoutes } from '../modules/self-service';
import { functionSheetRoutes } from '../modules/banquet';
import { shiftsRoutes, simulatorRoutes } from '../modules/billing';
import { dayCloseRoutes } from '../modules/day-close';
import { guestRegisterRoutes } from '../modules/guest-register';
import { privacyRequestsRoutes } from '../modules/privacy-requests';
import { whatsappWebhookRoutes } from '../modules/messages';
import { paymentRoutes, paymentWebhookRoutes } from '../modules/bookings';
import { reportsRoutes, gstSummaryRoutes } from '../modules/reports';
import { roomsRoutes } from '../modules/rooms';
import { selfServiceRoutes } from '../modules/self-service';
import { imageCountError, INVALID_IMAGE_MESSAGE, MAX_IMAGES_PER_ROOM } from '../modules/uploads';
import { Services } from '../services';
import { DomainError } from '../shared/domain-error';
import { Logger } from '../shared/logger';
import { sendDomainError, sendFailure } from './envelope';
import { photosRoutes } from '../modules/photos';
import { requireAdmin } from './require-admin';

/** The /api adapter of the old clients: thin routes over the same services as GraphQL. */
export function apiRouter(services: Services, logger: Logger): Router {
  const { adminAuth, rooms, availability, uploads, guests, bookings, contact } = services;
  const { payments, paymentWebhooks, ledger, cancellations, paymentProvider, calendar, exports } = services;
  const admin = requireAdmin(adminAuth, services.accessLog);
  const router = Router();
  router.use(paymentWebhookRoutes({ paymentWebhooks }));
  router.use(whatsappWebhookRoutes(services.whatsappWebhook));
  router.use(express.json({ limit: '200kb' }));
  router.use(express.urlencoded({ extended: false, limit: '50kb' }));
  router.use(adminAuthRoutes({ adminAuth }, admin));
  router.use(roomsRoutes({ rooms, availability, uploads, stayPrices: services.stayPrices }, admin));
  router.use(guestsRoutes({ guests, adminAuth }, admin));
  router.use(selfServiceRoutes({ guestProofs: services.guestProofs, bookingsByPhone: services.bookingsByPhone, adminAuth }));
  router.use(bookingsRoutes({ bookings, adminAuth }, admin));
  router.use(contactRoutes({ contact, adminAuth }, admin));
  router.use(paymentRoutes({ payments, ledger, cancellations, paymentProvider, adminAuth }, admin));
  router.use(reportsRoutes({ calendar, exports, hotelReports: services.hotelReports }, admin));
  router.use(gstSummaryRoutes({ gstSummary: services.gstSummary }, admin));
  router.use(documentDownloadsRoutes({ documentDownloads: services.documentDownloads, adminAuth }, admin));
  router.use(functionSheetRoutes({ functionSheets: services.functionSheets }, admin));
  router.use(photosRoutes({ photos: services.photos }, admin));
  router.use(shiftsRoutes({ cashShifts: services.cashShifts, hotelProfile: services.hotelProfile }, admin));
  router.use(dayCloseRoutes({ dayClose: services.dayClose, hotelProfile: services.hotelProfile }, admin));
  router.use(
    guestRegisterRoutes(
      { guestRegister: services.guestRegister, formIII: services.formIII, hotelProfile: services.hotelProfile },
      admin,
    ),
  );
  router.use(privacyRequestsRoutes({ privacyRequests: services.privacyRequests }));
  router.use(simulatorRoutes(paymentProvider).api);
  router.use((_req, res) => sendFailure(res, 404, 'Not found'));
  router.use(apiErrorHandler(logger));
  return router;
}

const UPLOAD_LIMIT_MESSAGES: Partial<Record<multer.ErrorCode, string>> = {
  LIMIT_FILE_SIZE: INVALID_IMAGE_MESSAGE,
  LIMIT_UNEXPECTED_FILE: 'Photos must be sent in the images field',
};

function apiErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    if (error instanceof DomainError) return sendDomainError(res, error);
    // multer stops at the first file past the limit: the room's photo rule answers.
    if (error instanceof multer.MulterError && error.code === 'LIMIT_FILE_COUNT')
      return sendDomainError(res, imageCountError(MAX_IMAGES_PER_ROOM + 1)!);
    if (error instanceof multer.MulterError)
      return sendFailure(res, 400, UPLOAD_LIMIT_MESSAGES[error.code] ?? 'Upload failed', error.code);
    const bodyError = bodyParserErrorType(error);
    if (bodyError === 'entity.parse.failed') return sendFailure(res, 400, 'The request body is not valid JSON');
    if (bodyError === 'entity.too.large') return sendFailure(res, 413, 'The request is too large');
    logger.error({ err: error, requestId: res.locals.requestId, path: req.path }, 'unexpected error in /api');
    return sendFailure(res, 500, 'Something went wrong. Please try again later.');
  };
}

/** body-parser marks its errors with a `type` ('entity.parse.failed', 'entity.too.large', ...). */
function bodyParserErrorType(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'type' in error ? error.type : undefined;
}
