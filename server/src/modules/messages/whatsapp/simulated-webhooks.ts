import { randomBytes } from 'node:crypto';
import type { Clock } from '../../../shared/clock';
import type { Logger } from '../../../shared/logger';
import { hubSignature, SIGNATURE_HEADER } from './webhook-signature';
import { metaJson, webhookBody, type WhatsAppStatus, type WhatsAppStatusError } from './webhook-payloads';

/** The app's webhook route, as it is set in Meta's app dashboard. */
export const WHATSAPP_WEBHOOK_PATH = '/api/messages/whatsapp/webhook';

const RETRY_DELAYS_MS = [500, 2000, 5000];
/** A message the simulator sent is sent, then delivered, then read, as a guest's phone reports it. */
const STATUS_SEQUENCE: WhatsAppStatus[] = ['sent', 'delivered', 'read'];

export interface SimulatedWebhookSettings {
  /** MESSAGING_SIMULATOR_SECRET: signs as Meta signs with the app secret. */
  secret: string;
  phoneNumberId: string;
  delayMs: number;
  /** Where the app listens (PORT on the loopback); unset, nothing is delivered. */
  baseUrl?: string;
}

/**
 * Delivers the simulated Cloud API's webhooks to the app itself, as Meta would from outside: the
 * `messages` webhook's JSON (escaped as Meta escapes it), signed in X-Hub-Signature-256, retried
 * while the app does not answer 2xx. The status webhooks of each sent message follow its send;
 * a guest's message (STOP) is simulated on demand.
 */
export class SimulatedWhatsAppWebhooks {
  private readonly target?: string;
  private readonly inFlight = new Set<Promise<unknown>>();

  constructor(
    private readonly settings: SimulatedWebhookSettings,
    private readonly logger: Logger,
    private readonly clock: Clock,
  ) {
    this.target = settings.baseUrl === undefined ? undefined : settings.baseUrl.replace(/\/+$/, '') + WHATSAPP_WEBHOOK_PATH;
  }

  /** Reports sent, delivered and read for a message, one webhook each, in that order. */
  followSend(wamid: string, recipientDigits: string): void {
    // Never rejects: each delivery logs and gives up on its own.
    void this.track(
      (async () => {
        for (const status of STATUS_SEQUENCE) {
          await sleep(this.settings.delayMs);
          await this.deliverStatus(wamid, recipientDigits, status);
        }
      })(),
    );
  }

  /** One status webhook (a `failed` carries its error); answers the app's HTTP status, if it answered. */
  deliverStatus(
    wamid: string,
    recipientDigits: string,
    status: WhatsAppStatus,
    error?: WhatsAppStatusError,
  ): Promise<number | undefined> {
    const body = webhookBody(this.settings.phoneNumberId, {
      statuses: [
        { id: wamid, status, timestamp: this.timestamp(), recipient_id: recipientDigits, ...(error ? { errors: [error] } : {}) },
      ],
    });
    return this.track(this.deliver(metaJson(body)));
  }

  /**
   * A WhatsApp user writing to the hotel's number (e.g. "STOP"), delivered at once: for the tests,
   * and for the admin's "simulate a reply" on the simulator. `from` is E.164 (+91…).
   */
  simulateInboundMessage(from: string, text: string, profileName = 'Guest'): Promise<number | undefined> {
    const digits = from.replace(/^\+/, '');
    const body = webhookBody(this.settings.phoneNumberId, {
      contacts: [{ profile: { name: profileName }, wa_id: digits }],
      messages: [
        {
          from: digits,
          id: `wamid.${randomBytes(24).toString('base64')}`,
          timestamp: this.timestamp(),
          type: 'text',
          text: { body: text },
        },
      ],
    });
    return this.track(this.deliver(metaJson(body)));
  }

  /** Resolves when every webhook started so far has been delivered or given up. */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  private timestamp(): string {
    return String(Math.floor(this.clock().getTime() / 1000));
  }

  private track<T>(work: Promise<T>): Promise<T> {
    const tracked = work.finally(() => this.inFlight.delete(tracked));
    this.inFlight.add(tracked);
    return tracked;
  }

  private async deliver(body: string): Promise<number | undefined> {
    if (!this.target) return undefined;
    let status: number | undefined;
    for (let attempt = 0; attempt <= RETRY_DELAYS_MS.length; attempt += 1) {
      try {
        const response = await fetch(this.target, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: hubSignature(this.settings.secret, body) },
          body,
        });
        status = response.status;
        await response.arrayBuffer();
        if (response.ok) return status;
        // The app refused the body itself (a signature it does not take): sending it again changes nothing.
        if (status < 500 && status !== 429) break;
        this.logger.warn({ status }, 'simulated WhatsApp webhook refused');
      } catch (error) {
        this.logger.warn({ err: error }, 'simulated WhatsApp webhook not delivered');
      }
      if (attempt < RETRY_DELAYS_MS.length) await sleep(RETRY_DELAYS_MS[attempt]);
    }
    this.logger.warn({ status }, 'simulated WhatsApp webhook given up');
    return status;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
