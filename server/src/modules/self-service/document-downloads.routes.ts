import { RequestHandler, Response, Router } from 'express';
import { requestBody } from '../../rest/request-body';
import { requestOrigin } from '../../rest/request-origin';
import { Services } from '../../services';
import { DocumentFile } from './document-downloads.service';

/**
 * Tax documents as PDF files: the admin's by booking (the latest invoice) or by document, and a
 * guest's after proving the booking with its email or phone (POST, so the proof stays out of URLs
 * and logs).
 */
export function documentDownloadsRoutes(
  services: Pick<Services, 'documentDownloads' | 'adminAuth'>,
  admin: RequestHandler,
): Router {
  const router = Router();

  router.get('/booking/:id/invoice', admin, async (req, res) => {
    sendPdf(res, await services.documentDownloads.latestInvoice(req.params.id));
  });

  router.get('/admin/documents/:documentId/pdf', admin, async (req, res) => {
    sendPdf(res, await services.documentDownloads.byId(req.params.documentId));
  });

  router.post('/booking/:id/documents/:documentId/pdf', async (req, res) => {
    const { id, documentId } = req.params;
    const origin = await requestOrigin(req, services.adminAuth);
    const { contact, key } = requestBody(req);
    sendPdf(res, await services.documentDownloads.forGuest(id, documentId, contact, origin, key));
  });

  return router;
}

/** The PDF as a download named by the document's number; never kept by a shared cache. */
function sendPdf(res: Response, file: DocumentFile): void {
  res.status(200).type('application/pdf').attachment(file.fileName).set('Cache-Control', 'private, no-store').send(file.pdf);
}
