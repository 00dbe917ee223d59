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

/**
 * What a message is about, for a kind that stays and events share (payment received): a module
 * registers its renderer for its own, and the other's stays its own.
 */
export type MessageAbout = 'booking' | 'event';

/** The renderers by kind and channel (and, where a kind is shared, what the message is about). */
export class MessageRenderers {
  private readonly renderers = new Map<string, MessageRenderer>();

  /**
   * The renderer of `kind` on `channel` (a later one for the same pair replaces it); with `about`,
   * only for messages about a booking or an event, before any renderer registered without it.
   */
  register(kind: MessageKind, channel: MessageChannel, renderer: MessageRenderer, about?: MessageAbout): this {
    this.renderers.set(rendererKey(kind, channel, about), renderer);
    return this;
  }

  has(kind: MessageKind, channel: MessageChannel, about?: MessageAbout): boolean {
    return (
      this.renderers.has(rendererKey(kind, channel)) ||
      (about !== undefined && this.renderers.has(rendererKey(kind, channel, about)))
    );
  }

  async render(message: OutboxMessage): Promise<RenderedMessage> {
    const about = aboutOf(message);
    const renderer =
      (about && this.renderers.get(rendererKey(message.kind, message.channel, about))) ??
      this.renderers.get(rendererKey(message.kind, message.channel));
    if (!renderer) throw new Error(`No ${message.channel} template for ${message.kind} messages`);
    const rendered = await renderer(message);
    if (rendered.channel !== message.channel) {
      throw new Error(`The ${message.kind} renderer wrote a ${rendered.channel} message for the ${message.channel} channel`);
    }
    return rendered;
  }
}

/** What a message (queued or to queue) is about: a booking, an event, or neither (a staff invite). */
export function aboutOf(message: { bookingId?: string | null; eventId?: string | null }): MessageAbout | undefined {
  if (message.bookingId) return 'booking';
  return message.eventId ? 'event' : undefined;
}

function rendererKey(kind: MessageKind, channel: MessageChannel, about?: MessageAbout): string {
  return about ? `${kind}:${channel}:${about}` : `${kind}:${channel}`;
}
