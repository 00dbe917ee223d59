import type { MessagingConfig } from '../../../config-messaging';
import { MessageChannel } from '../message-kinds';
import { SendFailure, type MessageTransport, type RenderedSms, type SendReport } from '../message-transport';
import { postJson, PROVIDER_TIMEOUT_MS, retryableStatus } from '../provider-http';

/** What MSG91's flow endpoint takes: the template (mapped there to its DLT template id) and, per recipient, the variables. */
export interface Msg91FlowRequest {
  template_id: string;
  sender: string;
  short_url: '0';
  recipients: Array<{ mobiles: string } & Record<`var${number}`, string>>;
}

/** The request for one SMS: the number as digits with its country code, the variables as var1, var2… */
export function msg91Request(message: RenderedSms, senderId: string): Msg91FlowRequest {
  const variables = Object.fromEntries(message.variables.map((value, index) => [`var${index + 1}`, value]));
  return {
    template_id: message.dltTemplateId,
    sender: senderId,
    short_url: '0',
    recipients: [{ mobiles: message.to.replace(/^\+/, ''), ...variables }],
  };
}

/**
 * DLT SMS through MSG91's flow API. MSG91 answers `{ "type": "success", "message": "<request id>" }`,
 * or `{ "type": "error", "message": … }` (sometimes with HTTP 200): an error is final unless the
 * HTTP status says to try again (5xx, 429); a network error or timeout is retried.
 */
export class Msg91SmsTransport implements MessageTransport<RenderedSms> {
  readonly channel = MessageChannel.SMS;
  readonly name = 'msg91';

  constructor(
    private readonly settings: Pick<MessagingConfig['sms'], 'apiUrl'> & { apiKey: string; senderId: string },
    private readonly timeoutMs = PROVIDER_TIMEOUT_MS,
  ) {}

  async send(message: RenderedSms): Promise<SendReport> {
    const { apiUrl, apiKey, senderId } = this.settings;
    const reply = await postJson('MSG91', apiUrl, { authkey: apiKey }, msg91Request(message, senderId), this.timeoutMs);
    const body = (reply.body ?? {}) as { type?: unknown; message?: unknown };
    const said = typeof body.message === 'string' ? body.message : reply.text.trim().slice(0, 200);
    if (reply.status >= 200 && reply.status < 300 && body.type === 'success' && said) return { providerMessageId: said };
    const ok = reply.status >= 200 && reply.status < 300;
    throw new SendFailure(
      `MSG91 ${ok ? 'refused the SMS' : `answered HTTP ${reply.status}`}${said ? `: ${said}` : ''}`.slice(0, 1000),
      !ok && retryableStatus(reply.status),
    );
  }
}
