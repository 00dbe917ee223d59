import type { RenderedWhatsApp } from '../message-transport';

/**
 * The Cloud API's template message, as `POST /{phone-number-id}/messages` takes it: the approved
 * template's name and language, the body's parameters in order, and for a template with a dynamic
 * URL button (or the code's copy-code button) that button's parameter. The real transport sends
 * it; the simulator writes exactly it.
 */
export interface CloudApiTemplateMessage {
  messaging_product: 'whatsapp';
  /** E.164 digits without the +. */
  to: string;
  type: 'template';
  template: {
    name: string;
    language: { code: string };
    components: CloudApiComponent[];
  };
}

export type CloudApiComponent =
  | { type: 'body'; parameters: { type: 'text'; text: string }[] }
  | { type: 'button'; sub_type: 'url'; index: string; parameters: { type: 'text'; text: string }[] };

export function cloudApiMessage(message: RenderedWhatsApp): CloudApiTemplateMessage {
  const components: CloudApiComponent[] = [];
  if (message.parameters.length > 0) {
    components.push({ type: 'body', parameters: message.parameters.map((text) => ({ type: 'text', text })) });
  }
  if (message.buttonUrlSuffix !== undefined) {
    components.push({
      type: 'button',
      sub_type: 'url',
      index: '0',
      parameters: [{ type: 'text', text: message.buttonUrlSuffix }],
    });
  }
  return {
    messaging_product: 'whatsapp',
    to: message.to.replace(/^\+/, ''),
    type: 'template',
    template: { name: message.template, language: { code: message.language }, components },
  };
}
