import { DEFAULT_PASSWORD_HASH_COST } from '../../config';
import { PasswordHasher, verifyPassword } from './password';

describe('PasswordHasher', () => {
  it('hashes at N=2^17, r=8, p=1 unless told otherwise', async () => {
    expect(DEFAULT_PASSWORD_HASH_COST).toBe(17);
    const stored = await new PasswordHasher().hash('tandoori-nights');
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword('tandoori-nights', stored)).toBe(true);
  });

  it('hashes at the cost it is given; the hash keeps it, so it verifies whatever the cost is now', async () => {
    const cheap = await new PasswordHasher(10).hash('tandoori-nights');
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('tandoori-nights', cheap)).toBe(true);
    expect(await verifyPassword('tandoori-night', cheap)).toBe(false);
  });

  it('asks for a hash weaker than its own cost to be redone, and keeps one as strong or stronger', async () => {
    const weak = await new PasswordHasher(10).hash('tandoori-nights');
    const strong = await new PasswordHasher(11).hash('tandoori-nights');
    expect(new PasswordHasher(11).needsRehash(weak)).toBe(true);
    expect(new PasswordHasher(11).needsRehash(strong)).toBe(false);
    expect(new PasswordHasher(10).needsRehash(strong)).toBe(false);
    expect(new PasswordHasher(10).needsRehash('bcrypt$whatever')).toBe(true);
  });

  it('compares an unknown email against a dummy hash of its own cost, which no password matches', async () => {
    const hasher = new PasswordHasher(12);
    expect(hasher.dummyHash).toMatch(/^scrypt\$4096\$8\$1\$/);
    expect(await verifyPassword('', hasher.dummyHash)).toBe(false);
    expect(await verifyPassword('tandoori-nights', hasher.dummyHash)).toBe(false);
  });

  it('refuses a stored hash that asks for more than 2^20 (a damaged row), without running it', async () => {
    const stored = await new PasswordHasher(10).hash('tandoori-nights');
    const damaged = stored.replace(/^scrypt\$1024\$/, `scrypt$${2 ** 24}$`);
    expect(await verifyPassword('tandoori-nights', damaged)).toBe(false);
  });
});
