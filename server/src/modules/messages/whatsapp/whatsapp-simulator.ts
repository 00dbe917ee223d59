import { createHash } from 'node:crypto';
import type { Clock } from '../../../shared/clock';
import { MessageChannel } from '../message-kinds';
import { whatsAppPreview } from '../message-template-rendering';
import type { MessageTransport, RenderedWhatsApp, SendReport } from '../message-transport';
import type { SimulatorFiles } from '../simulator-files';
import { cloudApiMessage, type CloudApiTemplateMessage } from './cloud-api-message';
import type { SimulatedWhatsAppWebhooks } from './simulated-webhooks';

/** What the simulator writes for each message: the exact request, the Cloud API's answer, the text as read. */
export interface SimulatedWhatsAppFile {
  channel: 'whatsapp';
  provider: 'simulator';
  idempotencyKey: string;
  sentAt: string;
  request: { method: 'POST'; url: string; body: CloudApiTemplateMessage };
  response: {
    messaging_product: 'whatsapp';
    contacts: Array<{ input: string; wa_id: string }>;
    messages: Array<{ id: string; message_status: 'accepted' }>;
  };
  /** The message as the guest would read it. */
  preview: string;
}

export interface WhatsAppSimulatorSettings {
  apiUrl: string;
  phoneNumberId: string;
  publicBaseUrl: string;
}

/** A wamid as Meta's look (`wamid.` and base64), the same for every attempt of one message. */
export function simulatedWamid(idempotencyKey: string): string {
  return `wamid.${createHash('sha256').update(`whatsapp:${idempotencyKey}`).digest('base64')}`;
}

/**
 * The WhatsApp Cloud API, simulated (the default, and in tests): it builds exactly the request the
 * real transport sends, writes it with the answer Meta gives to DATA_DIR/outbox/, answers a wamid,
 * and then reports the message sent, delivered and read through the app's own signed webhook.
 */
export class WhatsAppSimulatorTransport implements MessageTransport<RenderedWhatsApp> {
  readonly channel = MessageChannel.WHATSAPP;
  readonly name = 'simulator';

  constructor(
    private readonly settings: WhatsAppSimulatorSettings,
    private readonly files: SimulatorFiles,
    readonly webhooks: SimulatedWhatsAppWebhooks,
    private readonly clock: Clock,
  ) {}

  async send(message: RenderedWhatsApp, idempotencyKey: string): Promise<SendReport> {
    const file = this.files.fileFor('whatsapp', idempotencyKey);
    const earlier = await this.files.existing<SimulatedWhatsAppFile>(file);
    if (earlier) return { providerMessageId: earlier.response.messages[0].id, file };

    const body = cloudApiMessage(message);
    const wamid = simulatedWamid(idempotencyKey);
    const written: SimulatedWhatsAppFile = {
      channel: 'whatsapp',
      provider: 'simulator',
      idempotencyKey,
      sentAt: this.clock().toISOString(),
      request: { method: 'POST', url: `${this.settings.apiUrl}/${this.settings.phoneNumberId}/messages`, body },
      response: {
        messaging_product: 'whatsapp',
        contacts: [{ input: body.to, wa_id: body.to }],
        messages: [{ id: wamid, message_status: 'accepted' }],
      },
      preview: whatsAppPreview(message, this.settings.publicBaseUrl),
    };
    await this.files.write(file, written);
    this.webhooks.followSend(wamid, body.to);
    return { providerMessageId: wamid, file };
  }
}
