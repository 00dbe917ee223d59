import { createLogger } from '../src/shared/logger';
import { startTestApp } from './support/test-app';

/**
 * The test app's close waits for the WhatsApp simulator's status webhooks still on their way, so
 * none is posted to a server that has closed (which the simulator would log and retry).
 */
describe('closing the test app', () => {
  it('delivers the WhatsApp simulator’s pending status webhooks before the server closes', async () => {
    const lines: Array<{ msg: string }> = [];
    const logger = createLogger('warn', { write: (line: string) => void lines.push(JSON.parse(line) as { msg: string }) });
    const app = await startTestApp({ SIMULATOR_WEBHOOK_DELAY_MS: '60' }, logger);
    const simulator = app.services.whatsappSimulator!;
    const delivered: Array<number | undefined> = [];
    const deliver = simulator.deliverStatus.bind(simulator);
    jest.spyOn(simulator, 'deliverStatus').mockImplementation(async (...args) => {
      const status = await deliver(...args);
      delivered.push(status);
      return status;
    });

    // Sent, delivered and read, 60 ms apart: all three are still to come when close is called.
    simulator.followSend('wamid.HBgLOTE5ODExMTAwMDk5FQIAERgSclose', '919811100099');
    await app.close();

    expect(delivered).toEqual([200, 200, 200]);
    expect(lines.map((line) => line.msg)).toEqual([]);
  });
});
