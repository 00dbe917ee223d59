import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from './config';

let dataDir: string;
beforeAll(() => (dataDir = mkdtempSync(path.join(os.tmpdir(), 'hotel-config-'))));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const trustProxyOf = (value?: string) => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: value }).trustProxy;

describe('TRUST_PROXY', () => {
  it('trusts only a proxy on the same machine unless told otherwise', () => {
    expect(trustProxyOf(undefined)).toBe('loopback');
    expect(trustProxyOf('')).toBe('loopback');
  });

  it('reads true and false as yes and no, a whole number as hops, and anything else as addresses', () => {
    expect(trustProxyOf('true')).toBe(true);
    expect(trustProxyOf('false')).toBe(false);
    expect(trustProxyOf('2')).toBe(2);
    expect(trustProxyOf('loopback, 10.0.0.0/8')).toBe('loopback, 10.0.0.0/8');
  });
});
