/**
 * The bodies of the Cloud API's `messages` webhook, as Meta posts them: statuses of the messages
 * the business sent, and messages a WhatsApp user wrote to it. The simulator builds them; the
 * route reads them (whatsapp-webhook.ts).
 */
export type WhatsAppStatus = 'sent' | 'delivered' | 'read' | 'failed';

export interface WhatsAppStatusError {
  code: number;
  title: string;
  message?: string;
  error_data?: { details?: string };
}

export interface WebhookStatus {
  id: string;
  status: WhatsAppStatus;
  timestamp: string;
  recipient_id: string;
  errors?: WhatsAppStatusError[];
}

export interface WebhookInboundMessage {
  from: string;
  id: string;
  timestamp: string;
  type: 'text';
  text: { body: string };
}

export interface WebhookChangeValue {
  messaging_product: 'whatsapp';
  metadata: { display_phone_number: string; phone_number_id: string };
  statuses?: WebhookStatus[];
  contacts?: Array<{ profile: { name: string }; wa_id: string }>;
  messages?: WebhookInboundMessage[];
}

export interface WhatsAppWebhookBody {
  object: 'whatsapp_business_account';
  entry: Array<{ id: string; changes: Array<{ field: 'messages'; value: WebhookChangeValue }> }>;
}

/** The simulated business account and its display number (Meta's test numbers look like this). */
export const SIMULATED_ACCOUNT = { businessAccountId: '100000000000002', displayPhoneNumber: '15550000001' };

export function webhookBody(
  phoneNumberId: string,
  value: Omit<WebhookChangeValue, 'messaging_product' | 'metadata'>,
): WhatsAppWebhookBody {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: SIMULATED_ACCOUNT.businessAccountId,
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: SIMULATED_ACCOUNT.displayPhoneNumber, phone_number_id: phoneNumberId },
              ...value,
            },
          },
        ],
      },
    ],
  };
}

/**
 * JSON as Meta serialises its webhooks: every character beyond ASCII escaped as \uXXXX with
 * lowercase hex. The signature is over these bytes, so the route must check the bytes it received,
 * never a re-serialisation of what it parsed.
 */
export function metaJson(value: unknown): string {
  return JSON.stringify(value).replace(/[\u007f-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
