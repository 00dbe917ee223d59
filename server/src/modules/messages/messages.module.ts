import { ModuleContext } from '../../shared/module-context';
import type { MessageTransport } from './message-transport';
import { MessageRenderers } from './message-renderers';
import { MessageTransports } from './message-transports';
import { OutboxWorker } from './outbox-worker';

/** The outbox's services: its worker, and the renderers the modules above register for it. */
export interface MessagesServices {
  /** Sends the outbox's messages; started and stopped with the app (createApp). */
  outbox: OutboxWorker;
  /** How each kind of message is written, per channel (registered in services.ts). */
  messageRenderers: MessageRenderers;
  messageTransports: MessageTransports;
}

/** `transports`: one per channel, as configuration chose them. */
export function createMessagesModule(
  context: ModuleContext,
  needs: { transports: readonly MessageTransport[] },
): MessagesServices {
  const { dataSource, config, clock, logger } = context;
  const messageRenderers = new MessageRenderers();
  const messageTransports = new MessageTransports(needs.transports);
  const outbox = new OutboxWorker(dataSource, messageTransports, messageRenderers, clock, logger, {
    pollMs: config.messages.pollSeconds * 1000,
    batchSize: config.messages.batchSize,
  });
  return { outbox, messageRenderers, messageTransports };
}
