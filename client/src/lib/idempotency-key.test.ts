import { newIdempotencyKey } from './idempotency-key';

describe('idempotency keys', () => {
  it('are 32 hex characters (the server takes 8 to 64 letters, digits, - or _), new each time', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
  });
});
