import type { DataSource } from 'typeorm';
import type { RateLimit } from '../../config';
import type { AbuseLimitsService, RequestOrigin } from '../abuse-limits';
import type { Clock } from '../../shared/clock';
import type { Logger } from '../../shared/logger';
import { readWebhookBody, type WebhookReading } from './whatsapp-webhook-reading';
import { advanceWhatsAppMessageStatus } from './whatsapp-webhook-effects';
import { hubSignatureMatches, sameSecret } from './whatsapp/webhook-signature';
import { MessageChannel } from './message-kinds';
import type { MessagingConsentService } from './messaging-consent.service';
import { OutboxMessage } from './outbox-message.entity';
import { SmsFallback } from './sms-fallback';

/** What the route answers: 200 with what was done, or a refusal with its status. */
export type WebhookOutcome =
  | { accepted: true; statusesApplied: number; statusesIgnored: number; optOuts: number }
  | { accepted: false; status: 401 | 403 | 429; message: string };

export type HandshakeOutcome = { accepted: true; challenge: string } | { accepted: false; status: 403 | 429; message: string };

export interface WhatsAppWebhookSettings {
  /** WHATSAPP_APP_SECRET, or MESSAGING_SIMULATOR_SECRET when simulating; unset, every POST is refused. */
  secret?: string;
  /** WHATSAPP_VERIFY_TOKEN; unset, every handshake is refused. */
  verifyToken?: string;
  /** Only changes for this business number are ours. */
  phoneNumberId: string;
}

/**
 * Wrong signatures and wrong verify tokens from one address: 20 in 10 minutes, then 429 until the
 * window ends, before any work. Meta's own deliveries are signed and never count.
 */
export const WEBHOOK_FAILURE_LIMIT: RateLimit = { limit: 1, windowSeconds: 600 };
export const WEBHOOK_FAILURES_PER_ADDRESS = 20;
const FAILURE_SCOPE = 'whatsapp-webhook';
const FAILURE_SUBJECT = 'refused';

/**
 * WhatsApp's webhook (issue 28): Meta's GET handshake, and the POSTed `messages` webhook, whose
 * signature is checked over the raw bytes, in constant time, before anything is parsed. A
 * well-signed body always gets 200 (Meta retries anything else, for days), even when it names
 * messages this hotel never sent: statuses move messages forward only, and a guest's STOP opts
 * the number out.
 */
export class WhatsAppWebhook {
  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: WhatsAppWebhookSettings,
    private readonly abuseLimits: AbuseLimitsService,
    private readonly clock: Clock,
    private readonly logger: Logger,
    /** Records a guest's STOP as the number's choice, with its audit line. */
    private readonly consent: Pick<MessagingConsentService, 'recordWhatsAppStop'>,
    private readonly smsFallback?: SmsFallback,
  ) {}

  async handshake(query: URLSearchParams, origin: RequestOrigin): Promise<HandshakeOutcome> {
    if (await this.barred(origin)) return tooMany();
    const challenge = query.get('hub.challenge') ?? '';
    const { verifyToken } = this.settings;
    const valid =
      query.get('hub.mode') === 'subscribe' &&
      verifyToken !== undefined &&
      sameSecret(verifyToken, query.get('hub.verify_token')) &&
      /^[A-Za-z0-9_-]{1,128}$/.test(challenge);
    if (valid) return { accepted: true, challenge };
    await this.countFailure(origin);
    return { accepted: false, status: 403, message: 'The verify token does not match' };
  }

  async receive(rawBody: Buffer, signature: unknown, origin: RequestOrigin): Promise<WebhookOutcome> {
    if (await this.barred(origin)) return tooMany();
    const { secret } = this.settings;
    if (signature === undefined || signature === '') {
      await this.countFailure(origin);
      return { accepted: false, status: 401, message: 'The X-Hub-Signature-256 header is missing' };
    }
    // Without the app secret nothing can be checked, so nothing is taken (production refuses to start so).
    if (!secret) return { accepted: false, status: 403, message: 'WHATSAPP_APP_SECRET is not set: webhooks cannot be checked' };
    if (!hubSignatureMatches(secret, rawBody, signature)) {
      await this.countFailure(origin);
      return { accepted: false, status: 403, message: 'The X-Hub-Signature-256 signature does not match' };
    }
    const reading = readWebhookBody(rawBody, this.settings.phoneNumberId, this.clock());
    for (const problem of reading.problems) this.logger.warn({ problem }, 'WhatsApp webhook: part not used');
    return { accepted: true, ...(await this.apply(reading)) };
  }

  private async apply(reading: WebhookReading): Promise<{ statusesApplied: number; statusesIgnored: number; optOuts: number }> {
    let statusesApplied = 0;
    for (const report of reading.statuses) {
      const moved = await this.dataSource.transaction(async (manager) => {
        // Read before the failure strips nothing a fallback needs; a failed report brings the SMS in the same step.
        const message = await manager.findOneBy(OutboxMessage, {
          channel: MessageChannel.WHATSAPP,
          providerMessageId: report.wamid,
        });
        const now = this.clock();
        if (!(await advanceWhatsAppMessageStatus(manager, report.wamid, report.status, now, report.error))) return false;
        if (report.status === 'failed' && message && this.smsFallback)
          await this.smsFallback.afterWhatsAppFailed(manager, message, now);
        return true;
      });
      if (moved) statusesApplied += 1;
    }
    let optOuts = 0;
    for (const stop of reading.stops) if (await this.consent.recordWhatsAppStop(stop.phone, stop.at)) optOuts += 1;
    if (optOuts > 0) this.logger.info({ optOuts }, 'WhatsApp STOP recorded');
    return { statusesApplied, statusesIgnored: reading.statuses.length - statusesApplied, optOuts };
  }

  private async barred(origin: RequestOrigin): Promise<boolean> {
    const waitMs = await this.abuseLimits.failuresBar(
      FAILURE_SCOPE,
      FAILURE_SUBJECT,
      origin,
      WEBHOOK_FAILURE_LIMIT,
      WEBHOOK_FAILURES_PER_ADDRESS,
    );
    return waitMs !== null;
  }

  private countFailure(origin: RequestOrigin): Promise<void> {
    return this.abuseLimits.countFailureOn(FAILURE_SCOPE, FAILURE_SUBJECT, origin, WEBHOOK_FAILURE_LIMIT);
  }
}

function tooMany(): { accepted: false; status: 429; message: string } {
  return { accepted: false, status: 429, message: 'Too many refused webhook requests from this address; try again later' };
}
