import type { SmsKind } from '../../config-messaging';
import type { MessageKind, MessageLanguage } from './message-kinds';
import type { MessageVariableName } from './message-variables';

/** The shapes of the template catalogue (message-templates.ts, message-templates-sms.ts). */

/** Tax documents and staff invites go by mail only. */
export type WhatsAppKind = Exclude<MessageKind, typeof MessageKind.TAX_DOCUMENT | typeof MessageKind.STAFF_INVITE>;

/** A template's text in one language, and its variables in the order of its {{1}}, {{2}}… */
export interface TemplateText {
  body: string;
  variables: readonly MessageVariableName[];
}

export interface WhatsAppTemplate {
  kind: WhatsAppKind;
  /** What the owner registers with Meta (lowercase, digits and _; the same name in both languages). */
  name: string;
  /** Meta's category: UTILITY for updates about a booking, AUTHENTICATION for the code. */
  category: 'UTILITY' | 'AUTHENTICATION';
  /** Who gets it: the guest (the opt-out line ends it) or the owner (alerts to the owner's number). */
  audience: 'guest' | 'owner';
  text: Record<MessageLanguage, TemplateText>;
  /**
   * `url`: a button opening `{PUBLIC_BASE_URL}/{{1}}`, its suffix taken from the URL variable;
   * `copy_code`: the authentication template's copy-code button, sent the code.
   */
  button?: { type: 'url' | 'copy_code'; label: Record<MessageLanguage, string>; variable: MessageVariableName };
  /** Authentication templates: Meta writes the text itself, with this expiry line. */
  presetByMeta?: { codeExpiryMinutes: number };
}

/** How long a one-time code is good for: the authentication template says so, the issuer must agree. */
export const ONE_TIME_CODE_MINUTES = 10;

/** The line every guest template ends with; a reply STOP opts the number out (whatsapp-webhook.ts). */
export const OPT_OUT_LINE: Record<MessageLanguage, string> = {
  en: 'Reply STOP to stop these WhatsApp updates.',
  hi: 'WhatsApp पर ये मैसेज बंद करने के लिए STOP लिखकर भेजें।',
};

/** An SMS kind's DLT texts, in each language. */
export interface SmsTemplate {
  kind: SmsKind;
  text: Record<MessageLanguage, TemplateText>;
}
