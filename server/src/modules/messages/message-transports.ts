import { MessageChannel } from './message-kinds';
import type { MessageTransport } from './message-transport';

/**
 * The transport of each channel, as configuration chose it (today's Mailer for mail, the Cloud
 * API or its simulator for WhatsApp, a DLT gateway for SMS): one per channel.
 */
export class MessageTransports {
  private readonly byChannel = new Map<MessageChannel, MessageTransport>();

  constructor(transports: readonly MessageTransport[]) {
    for (const transport of transports) {
      if (this.byChannel.has(transport.channel)) throw new Error(`Two transports for the ${transport.channel} channel`);
      this.byChannel.set(transport.channel, transport);
    }
  }

  /** The channel's transport; undefined when none is configured. */
  of(channel: MessageChannel): MessageTransport | undefined {
    return this.byChannel.get(channel);
  }

  /** "email: outbox, whatsapp: simulator": for the start-up log. */
  describe(): string {
    return [...this.byChannel].map(([channel, transport]) => `${channel}: ${transport.name}`).join(', ');
  }
}
