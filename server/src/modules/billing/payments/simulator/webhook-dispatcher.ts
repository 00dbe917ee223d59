import { randomBytes } from 'node:crypto';
import { AppConfig } from '../../../../config';
import { Logger } from '../../../../shared/logger';
import { hmacHex } from '../providers/signatures';

export interface WebhookEnvelope {
  entity: 'event';
  account_id: string;
  event: string;
  contains: string[];
  payload: Record<string, { entity: Record<string, unknown> }>;
  created_at: number;
}

const RETRY_DELAYS_MS = [500, 2000, 5000];

/** The app's webhook route, as Razorpay's dashboard would name it. */
const WEBHOOK_PATH = '/api/payment/webhook';

/**
 * Delivers the simulated provider's webhooks to the app itself, as Razorpay would from outside:
 * JSON body, X-Razorpay-Signature (hex HMAC-SHA256 of the raw body), X-Razorpay-Event-Id, and
 * retries while the app does not answer 2xx.
 */
export class WebhookDispatcher {
  private readonly target?: string;
  private readonly secret: string;
  private readonly delayMs: number;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    settings: Pick<AppConfig['payments'], 'simulatorSecret' | 'simulatorWebhookDelayMs' | 'simulatorWebhookBaseUrl'>,
    private readonly logger: Logger,
  ) {
    this.secret = settings.simulatorSecret;
    this.delayMs = settings.simulatorWebhookDelayMs;
    const baseUrl = settings.simulatorWebhookBaseUrl;
    this.target = baseUrl === undefined ? undefined : baseUrl.replace(/\/$/, '') + WEBHOOK_PATH;
  }

  send(event: string, payload: WebhookEnvelope['payload'], createdAt: Date): void {
    const envelope: WebhookEnvelope = {
      entity: 'event',
      account_id: 'acc_Simulated00001',
      event,
      contains: Object.keys(payload),
      payload,
      created_at: Math.floor(createdAt.getTime() / 1000),
    };
    const delivery = this.deliver(JSON.stringify(envelope), `evt_${randomBytes(7).toString('hex')}`).finally(() =>
      this.inFlight.delete(delivery),
    );
    this.inFlight.add(delivery);
  }

  /** Resolves when every webhook sent so far has been delivered or given up. */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  private async deliver(body: string, eventId: string): Promise<void> {
    await sleep(this.delayMs);
    for (let attempt = 0; attempt <= RETRY_DELAYS_MS.length; attempt += 1) {
      if (!this.target) return;
      try {
        const response = await fetch(this.target, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-razorpay-signature': hmacHex(this.secret, body),
            'x-razorpay-event-id': eventId,
          },
          body,
        });
        if (response.ok) return;
        this.logger.warn({ eventId, status: response.status }, 'simulated webhook refused');
      } catch (error) {
        this.logger.warn({ eventId, err: error }, 'simulated webhook not delivered');
      }
      if (attempt < RETRY_DELAYS_MS.length) await sleep(RETRY_DELAYS_MS[attempt]);
    }
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
