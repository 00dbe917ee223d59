import { Booking } from '../../src/modules/bookings/booking.entity';
import { OutboxMessage } from '../../src/modules/messages';
import { createRoom, quoteFor } from './fixtures';
import { RecordingMailTransport, SendLog } from './message-transports';
import { useTestApp } from './test-app';

/**
 * The app for the tests of the message outbox, its mail going to a recording provider. The app's
 * own worker is stopped: each test drains the outbox itself, or runs a worker of its own, so what
 * is sent when is the test's to say.
 */
export function useOutboxTestApp() {
  const log = new SendLog();
  const accept = () => Promise.resolve();
  /** What the fake provider does with each send (it accepts, unless a test says otherwise). */
  let provider: (key: string) => Promise<void> = accept;
  const app = useTestApp({}, undefined, { messageTransports: [new RecordingMailTransport(log, (key) => provider(key))] });
  beforeAll(() => app.services.outbox.stop());
  afterEach(() => (provider = accept));

  const messages = () => app.database.dataSource.getRepository(OutboxMessage);
  let day = 0;
  return {
    app,
    log,
    /** How the provider answers each send from now until the test ends. */
    provider(answer: (key: string) => Promise<void>) {
      provider = answer;
    },
    messages,
    row: (idempotencyKey: string) => messages().findOneByOrFail({ idempotencyKey }),
    /** How many times the provider was asked to send this key. */
    sends: (key: string) => log.started.filter((started) => started === key).length,
    drain: () => app.services.outbox.drain(),
    /** A new stay booked to pay at the hotel: confirmed at once, so its confirmation is queued. */
    async confirmedBooking(): Promise<Booking> {
      day += 2;
      const checkIn = new Date(Date.UTC(2026, 11, 1 + day)).toISOString().slice(0, 10);
      const checkOut = new Date(Date.UTC(2026, 11, 2 + day)).toISOString().slice(0, 10);
      const room = await createRoom(app.services);
      return app.services.payments.payAtHotel({ quote: quoteFor(room.id, checkIn, checkOut) });
    },
  };
}
