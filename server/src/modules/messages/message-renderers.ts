import { MessageChannel, MessageKind } from './message-kinds';
import type { RenderedMessage } from './message-transport';
import type { OutboxMessage } from './outbox-message.entity';

/**
 * Builds what a queued message says, from the database as it is when the worker sends it (the row
 * holds what the message is about, not its text). Supplied by the modules that know the stay or
 * event (services.ts registers them): the outbox knows neither.
 */
export type MessageRenderer = (message: OutboxMessage) => Promise<RenderedMessage>;

/**
 * A renderer's answer when what the message was about has moved on and it would mislead (a
 * "finish paying" mail for a booking paid meanwhile): the worker does not send it, and records
 * why as the message's last error.
 */
export class MessageNoLongerApplies extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'MessageNoLongerApplies';
  }
}

/** The renderers by kind and channel: how each message the hotel sends is written. */
export class MessageRenderers {
  private readonly renderers = new Map<string, MessageRenderer>();

  /** The renderer of `kind` on `channel` (a later one for the same pair replaces it). */
  register(kind: MessageKind, channel: MessageChannel, renderer: MessageRenderer): this {
    this.renderers.set(`${kind}:${channel}`, renderer);
    return this;
  }

  has(kind: MessageKind, channel: MessageChannel): boolean {
    return this.renderers.has(`${kind}:${channel}`);
  }

  async render(message: OutboxMessage): Promise<RenderedMessage> {
    const renderer = this.renderers.get(`${message.kind}:${message.channel}`);
    if (!renderer) throw new Error(`No ${message.channel} template for ${message.kind} messages`);
    const rendered = await renderer(message);
    if (rendered.channel !== message.channel) {
      throw new Error(`The ${message.kind} renderer wrote a ${rendered.channel} message for the ${message.channel} channel`);
    }
    return rendered;
  }
}
