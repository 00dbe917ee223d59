import { Writable } from 'node:stream';
import { createLogger } from '../src/shared/logger';
import { createRoom, quoteFor } from './support/fixtures';
import { call } from './support/http';
import { createOrder, holdWebhooks, payInCheckout } from './support/payments';
import { useTestApp } from './support/test-app';

/** Every JSON line the app writes, kept for the test to read. */
const lines: Record<string, unknown>[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});

const app = useTestApp({}, createLogger('info', sink));

describe('structured logs', () => {
  it('carry the request id on every line written while serving a request, including the services’ own lines', async () => {
    const room = await createRoom(app.services);
    lines.length = 0;
    const order = await createOrder(app, { quote: quoteFor(room.id, '2026-12-01', '2026-12-02') });
    // The simulator's webhooks wait, so that the browser's verify is the request that confirms.
    const webhooks = holdWebhooks(app);
    const handler = await payInCheckout(app, order.body.data.order.id);
    const reply = await call(app, 'POST', '/api/payment/verify', { json: handler });
    await webhooks.deliver();
    expect(reply.status).toBe(200);
    const verifyId = reply.headers.get('x-request-id');
    // The confirmation is queued by the outbox deep inside the verify request, and logged there;
    // the worker sends it on its own (its lines name the message, not a request).
    const queuedLine = lines.find(
      (line) => line.msg === 'messages queued: the outbox sends them now' && line.requestId === verifyId,
    );
    expect(queuedLine).toMatchObject({ requestId: verifyId, level: 30 });
    const requestLines = lines.filter((line) => line.msg === 'request');
    expect(requestLines.length).toBeGreaterThanOrEqual(3);
    for (const line of requestLines) expect(line.requestId).toEqual(expect.any(String));
  });

  it('keeps a sane X-Request-Id from the caller and replaces a hostile one', async () => {
    const kept = await fetch(`${app.baseUrl}/healthz`, { headers: { 'x-request-id': 'lb-1234.abcd' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-1234.abcd');
    const replaced = await fetch(`${app.baseUrl}/healthz`, { headers: { 'x-request-id': 'x\r\ninjected: yes' } }).catch(
      () => null,
    );
    if (replaced) expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
