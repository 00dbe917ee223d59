import express, { Request, Router } from 'express';
import { clientAddressOf } from '../../rest/client-address';
import type { RequestOrigin } from '../abuse-limits';
import { SIGNATURE_HEADER } from './whatsapp/webhook-signature';
import type { WhatsAppWebhook } from './whatsapp-webhook';

/** Meta batches up to 1,000 updates in one delivery; a megabyte holds them with room to spare. */
const WEBHOOK_BODY_LIMIT = '1mb';
const PATH = '/messages/whatsapp/webhook';

/**
 * `GET /api/messages/whatsapp/webhook` (Meta's verification handshake) and `POST` (the signed
 * `messages` webhook). Mounted before any JSON parser: the signature is over the raw bytes.
 */
export function whatsappWebhookRoutes(webhook: WhatsAppWebhook): Router {
  const router = Router();
  router.get(PATH, async (req, res) => {
    const outcome = await webhook.handshake(queryOf(req), originOf(req));
    res.set('cache-control', 'no-store').type('text/plain');
    if (outcome.accepted) res.status(200).send(outcome.challenge);
    else res.status(outcome.status).send(outcome.message);
  });
  router.post(PATH, express.raw({ type: () => true, limit: WEBHOOK_BODY_LIMIT }), async (req, res) => {
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const outcome = await webhook.receive(body, req.header(SIGNATURE_HEADER), originOf(req));
    if (outcome.accepted) {
      const { statusesApplied, statusesIgnored, optOuts } = outcome;
      res.status(200).json({ success: true, statusesApplied, statusesIgnored, optOuts });
    } else {
      res.status(outcome.status).json({ success: false, message: outcome.message });
    }
  });
  return router;
}

/** `hub.mode`, `hub.verify_token`, `hub.challenge` as sent (a query parser may read the dots as nesting). */
function queryOf(req: Request): URLSearchParams {
  return new URL(req.originalUrl, 'http://localhost').searchParams;
}

/** Meta is no signed-in admin: every caller counts against the failure limit. */
function originOf(req: Request): RequestOrigin {
  return { address: clientAddressOf(req), admin: false };
}
