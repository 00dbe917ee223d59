import express, { Request, Response, Router } from 'express';
import { MessagingConsentService } from './messaging-consent.service';
import { MessagingLinks, OPT_OUT_PATH } from './messaging-links';
import { OptOutHotel, OptOutOutcome, optOutPage } from './opt-out-page';
import { optOutLanguage } from './opt-out-words';

export interface OptOutRouteNeeds {
  messagingConsent: MessagingConsentService;
  messagingLinks: MessagingLinks;
  /** The hotel's name and front desk number, from its profile. */
  hotel(): Promise<OptOutHotel>;
}

/**
 * `GET /messages/opt-out?to=…&key=…[&lang=hi]`, the link in every WhatsApp message: a signed link (no
 * sign-in) whose page records the opt-out (source opt_out_link) and offers its undo, a `POST` of
 * the same link with the choice. A link the hotel did not sign changes nothing. A HEAD (a link
 * checker's) records nothing either. The page is in Hindi for `lang=hi` (a form's hidden `lang`) or
 * a browser that prefers Hindi, else in English.
 */
export function optOutRoutes(needs: OptOutRouteNeeds): Router {
  const router = Router();

  const answer = async (req: Request, res: Response, outcome: OptOutOutcome) => {
    const lang = req.method === 'POST' ? ((req.body ?? {}) as Record<string, unknown>).lang : req.query.lang;
    const language = optOutLanguage(lang, (...languages) => req.acceptsLanguages(...languages));
    res
      .status(outcome.kind === 'broken' ? 400 : 200)
      .set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex', 'Content-Language': language, Vary: 'Accept-Language' })
      .type('html')
      .send(optOutPage(await needs.hotel(), outcome, language));
  };

  router.get(OPT_OUT_PATH, async (req: Request, res: Response) => {
    const link = needs.messagingLinks.verify(req.query.to, req.query.key);
    if (!link) return answer(req, res, { kind: 'broken' });
    if (req.method === 'GET') await needs.messagingConsent.recordByLink(link.phone, false);
    return answer(req, res, { kind: 'stopped', link });
  });

  router.post(OPT_OUT_PATH, express.urlencoded({ extended: false, limit: '2kb' }), async (req: Request, res: Response) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const link = needs.messagingLinks.verify(body.to, body.key);
    if (!link || (body.whatsapp !== 'on' && body.whatsapp !== 'off')) return answer(req, res, { kind: 'broken' });
    const whatsapp = body.whatsapp === 'on';
    await needs.messagingConsent.recordByLink(link.phone, whatsapp);
    return answer(req, res, { kind: whatsapp ? 'resumed' : 'stopped', link });
  });

  return router;
}
