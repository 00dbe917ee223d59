import { MessageRenderers } from './message-renderers';
import type { OutboxMessage } from './outbox-message.entity';

/** A kind both stays and events send (payment received): each module's renderer writes its own. */
describe('MessageRenderers for a kind stays and events share', () => {
  const mail = (subject: string) => async () => ({
    channel: 'email' as const,
    to: 'guest@example.com',
    subject,
    text: '',
    html: '',
  });
  const message = (about: Partial<OutboxMessage>) => ({ kind: 'payment_received', channel: 'email', ...about }) as OutboxMessage;

  it('renders a booking’s message with the booking’s renderer, whichever was registered last', async () => {
    const renderers = new MessageRenderers()
      .register('payment_received', 'email', mail('stay'), 'booking')
      .register('payment_received', 'email', mail('event'));
    expect(await renderers.render(message({ bookingId: 'b1', eventId: null }))).toMatchObject({ subject: 'stay' });
    expect(await renderers.render(message({ bookingId: null, eventId: 'e1' }))).toMatchObject({ subject: 'event' });
  });

  it('has the kind for a subject only when a renderer serves it', () => {
    const renderers = new MessageRenderers().register('payment_received', 'email', mail('stay'), 'booking');
    expect(renderers.has('payment_received', 'email', 'booking')).toBe(true);
    expect(renderers.has('payment_received', 'email', 'event')).toBe(false);
    expect(renderers.has('payment_received', 'email')).toBe(false);
  });
});
