import type { SmsTemplateIds } from '../../config-messaging';
import { MessageChannel, MessageKind } from './message-kinds';
import { MessageRenderers, type MessageAbout } from './message-renderers';
import { goesBySms, goesByWhatsApp } from './message-templates';
import { renderSms, renderWhatsApp } from './message-template-rendering';
import type { MessageVariables } from './message-variables';
import type { OutboxMessage } from './outbox-message.entity';

/**
 * The variables of a kind's template, read from the database as it is when the message goes (the
 * booking, the event, the hotel's profile), already in the message's language. May throw
 * MessageNoLongerApplies, as a renderer may.
 */
export type MessageVariablesReader = (message: OutboxMessage) => Promise<MessageVariables>;

export interface PhoneRenderingOptions {
  /** PUBLIC_BASE_URL: a WhatsApp URL button's links start with it. */
  publicBaseUrl: string;
  /** The DLT template ids the owner registered (config-messaging.ts). */
  smsTemplateIds: SmsTemplateIds;
}

/**
 * Registers how a kind goes by phone: its WhatsApp template and, when the kind has one, its DLT
 * SMS text, both from the same variables (so an SMS standing in for a failed WhatsApp message
 * says the same). The templates are message-templates.ts's; the modules above say only what the
 * variables hold.
 */
export class PhoneRenderers {
  constructor(
    private readonly renderers: MessageRenderers,
    private readonly options: PhoneRenderingOptions,
  ) {}

  /** With `about`, only for messages about a booking or an event (a kind both send: MessageRenderers.register). */
  register(kind: MessageKind, variablesOf: MessageVariablesReader, about?: MessageAbout): this {
    if (!goesByWhatsApp(kind)) throw new Error(`${kind} messages do not go by WhatsApp`);
    const { publicBaseUrl, smsTemplateIds } = this.options;
    this.renderers.register(
      kind,
      MessageChannel.WHATSAPP,
      async (message) => renderWhatsApp(kind, message.language, message.recipient, await variablesOf(message), { publicBaseUrl }),
      about,
    );
    if (goesBySms(kind)) {
      this.renderers.register(
        kind,
        MessageChannel.SMS,
        async (message) => renderSms(kind, message.language, message.recipient, await variablesOf(message), smsTemplateIds),
        about,
      );
    }
    return this;
  }
}
