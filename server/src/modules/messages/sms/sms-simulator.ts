import { createHash } from 'node:crypto';
import type { Clock } from '../../../shared/clock';
import { MessageChannel } from '../message-kinds';
import type { MessageTransport, RenderedSms, SendReport } from '../message-transport';
import type { SimulatorFiles } from '../simulator-files';
import { msg91Request, type Msg91FlowRequest } from './msg91-transport';

/** What the SMS simulator writes for each message: the gateway request, its answer, the text. */
export interface SimulatedSmsFile {
  channel: 'sms';
  provider: 'simulator';
  idempotencyKey: string;
  sentAt: string;
  to: string;
  dltTemplateId: string;
  request: { method: 'POST'; url: string; body: Msg91FlowRequest };
  response: { type: 'success'; message: string };
  /** The SMS as the phone shows it; DLT drops it if it does not match the registered template. */
  text: string;
}

/**
 * The DLT SMS gateway, simulated (SMS_PROVIDER=simulator, the default): it writes the request
 * MSG91 would get, and the text, to DATA_DIR/outbox/, and answers a request id as MSG91 does.
 * SMS has no status webhooks here: a sent SMS stays sent.
 */
export class SmsSimulatorTransport implements MessageTransport<RenderedSms> {
  readonly channel = MessageChannel.SMS;
  readonly name = 'simulator';

  constructor(
    private readonly settings: { apiUrl: string; senderId: string },
    private readonly files: SimulatorFiles,
    private readonly clock: Clock,
  ) {}

  async send(message: RenderedSms, idempotencyKey: string): Promise<SendReport> {
    const file = this.files.fileFor('sms', idempotencyKey);
    const earlier = await this.files.existing<SimulatedSmsFile>(file);
    if (earlier) return { providerMessageId: earlier.response.message, file };

    // MSG91's request ids are 24 hex digits.
    const requestId = createHash('sha256').update(`sms:${idempotencyKey}`).digest('hex').slice(0, 24);
    const written: SimulatedSmsFile = {
      channel: 'sms',
      provider: 'simulator',
      idempotencyKey,
      sentAt: this.clock().toISOString(),
      to: message.to,
      dltTemplateId: message.dltTemplateId,
      request: { method: 'POST', url: this.settings.apiUrl, body: msg91Request(message, this.settings.senderId) },
      response: { type: 'success', message: requestId },
      text: message.text,
    };
    await this.files.write(file, written);
    return { providerMessageId: requestId, file };
  }
}
