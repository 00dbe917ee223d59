import { ModuleContext } from '../../shared/module-context';
import type { MessageTransport } from './message-transport';
import { GuestMessages } from './guest-messages';
import { MessageRenderers } from './message-renderers';
import { MessageTransports } from './message-transports';
import { OutboxWorker } from './outbox-worker';
import { PhoneRenderers } from './phone-renderers';
import { SmsFallback } from './sms-fallback';

/** The outbox's services: its worker, and the renderers the modules above register for it. */
export interface MessagesServices {
  /** Sends the outbox's messages; started and stopped with the app (createApp). */
  outbox: OutboxWorker;
  /** How each kind of message is written, per channel (registered in services.ts). */
  messageRenderers: MessageRenderers;
  messageTransports: MessageTransports;
  /** How each kind is written for WhatsApp and SMS, from its variables (registered in services.ts). */
  phoneRenderers: PhoneRenderers;
  /** Queues a guest's message on each channel it may go by (mail; WhatsApp when opted in). */
  guestMessages: GuestMessages;
  /** The SMS that stands in for a WhatsApp message that failed (the worker's and the webhook's). */
  smsFallback: SmsFallback;
}

/** `transports`: one per channel, as configuration chose them. */
export function createMessagesModule(
  context: ModuleContext,
  needs: { transports: readonly MessageTransport[] },
): MessagesServices {
  const { dataSource, config, clock, logger } = context;
  const messageRenderers = new MessageRenderers();
  const messageTransports = new MessageTransports(needs.transports);
  const smsFallback = new SmsFallback(messageRenderers);
  const outbox = new OutboxWorker(
    dataSource,
    messageTransports,
    messageRenderers,
    clock,
    logger,
    { pollMs: config.messages.pollSeconds * 1000, batchSize: config.messages.batchSize },
    smsFallback,
  );
  const phoneRenderers = new PhoneRenderers(messageRenderers, {
    publicBaseUrl: config.publicBaseUrl,
    smsTemplateIds: config.messaging.sms.templateIds,
  });
  const guestMessages = new GuestMessages(messageRenderers);
  return { outbox, messageRenderers, messageTransports, phoneRenderers, guestMessages, smsFallback };
}
