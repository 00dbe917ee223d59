import type { MessagingConfig } from '../../../config-messaging';
import { MessageChannel } from '../message-kinds';
import { SendFailure, type MessageTransport, type RenderedWhatsApp, type SendReport } from '../message-transport';
import { postJson, PROVIDER_TIMEOUT_MS, retryableStatus, type ProviderReply } from '../provider-http';
import { cloudApiMessage } from './cloud-api-message';

/**
 * Meta's error codes that mean "not now" whatever the HTTP status they come with (throttling and
 * passing outages answer 400 as often as 429 or 5xx): the worker tries again with backoff.
 * 1 unknown (possibly temporary), 2 service temporarily unavailable, 4 app rate limit, 80007 WABA
 * rate limit, 130429 throughput reached, 131000 something went wrong, 131016 service unavailable,
 * 131056 too many messages to this number, 133004 server temporarily unavailable.
 */
const RETRYABLE_META_CODES = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 131056, 133004]);

interface MetaError {
  message?: unknown;
  type?: unknown;
  code?: unknown;
  error_data?: { details?: unknown };
}

/** WhatsApp through Meta's Cloud API: one template message per send, within a time limit. */
export class WhatsAppCloudApiTransport implements MessageTransport<RenderedWhatsApp> {
  readonly channel = MessageChannel.WHATSAPP;
  readonly name = 'cloud-api';

  constructor(
    private readonly settings: Pick<MessagingConfig['whatsapp'], 'apiUrl' | 'phoneNumberId'> & { token: string },
    private readonly timeoutMs = PROVIDER_TIMEOUT_MS,
  ) {}

  /**
   * The Cloud API takes no idempotency key: a send whose answer was lost is sent again on retry.
   * The key is still the outbox's: it keeps one event from queueing the message twice.
   */
  async send(message: RenderedWhatsApp): Promise<SendReport> {
    const { apiUrl, phoneNumberId, token } = this.settings;
    const url = `${apiUrl}/${encodeURIComponent(phoneNumberId)}/messages`;
    const reply = await postJson(
      'The WhatsApp Cloud API',
      url,
      { authorization: `Bearer ${token}` },
      cloudApiMessage(message),
      this.timeoutMs,
    );
    if (reply.status < 200 || reply.status >= 300) throw cloudApiFailure(reply);
    const id = (reply.body as { messages?: { id?: unknown }[] } | undefined)?.messages?.[0]?.id;
    // Meta took the message but named no id: sending it again could deliver it twice.
    if (typeof id !== 'string' || id === '') throw new SendFailure('The WhatsApp Cloud API answered without a message id', false);
    return { providerMessageId: id };
  }
}

/** Meta's error as the message log shows it ("(#132001) Template name does not exist in the translation — … (code 132001)"). */
export function cloudApiFailure(reply: ProviderReply): SendFailure {
  const error = (reply.body as { error?: MetaError } | undefined)?.error;
  if (!error || typeof error.message !== 'string') {
    const text = reply.text.trim().slice(0, 200);
    return new SendFailure(
      `The WhatsApp Cloud API answered HTTP ${reply.status}${text ? `: ${text}` : ''}`,
      retryableStatus(reply.status),
    );
  }
  const code = typeof error.code === 'number' ? error.code : undefined;
  const details = typeof error.error_data?.details === 'string' ? error.error_data.details : '';
  const text = [error.message, details && details !== error.message ? details : ''].filter(Boolean).join(' — ');
  const retryable = retryableStatus(reply.status) || (code !== undefined && RETRYABLE_META_CODES.has(code));
  return new SendFailure(`${text}${code === undefined ? '' : ` (code ${code})`}`.slice(0, 1000), retryable);
}
