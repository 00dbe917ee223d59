import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { DEFAULT_PASSWORD_HASH_COST } from '../../config';

const scrypt = promisify(scryptCallback) as (password: string, salt: Buffer, keylen: number, options: object) => Promise<Buffer>;

const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 64;
/** The largest N a stored hash may ask for (2^20, 1 GiB): a damaged row cannot make a sign-in take the machine. */
const MAX_N = 2 ** 20;

/** scrypt needs 128 × N × r bytes; maxmem leaves room above that. */
const maxMemory = (N: number, r: number) => 2 * 128 * N * r;

/**
 * Hashes passwords as `scrypt$N$r$p$salt$hash`, at a cost of 2^cost (PASSWORD_HASH_COST, lowered
 * only in tests). The parameters are kept with each hash, so any stored hash verifies whatever
 * the cost is now, and a weaker one is redone at the next sign-in.
 */
export class PasswordHasher {
  private readonly N: number;
  /** Compared against when the email is unknown, so a miss takes as long as a wrong password. */
  readonly dummyHash: string;

  constructor(cost = DEFAULT_PASSWORD_HASH_COST) {
    this.N = 2 ** cost;
    this.dummyHash = [
      'scrypt',
      this.N,
      BLOCK_SIZE,
      PARALLELISM,
      Buffer.alloc(16).toString('base64'),
      Buffer.alloc(KEY_LENGTH).toString('base64'),
    ].join('$');
  }

  /** scrypt with a random salt. */
  async hash(password: string): Promise<string> {
    const salt = randomBytes(16);
    const params = { N: this.N, r: BLOCK_SIZE, p: PARALLELISM };
    const hash = await scrypt(password, salt, KEY_LENGTH, { ...params, maxmem: maxMemory(params.N, params.r) });
    return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), hash.toString('base64')].join('$');
  }

  /** A hash made with weaker parameters than this hasher's, to be redone at the next sign-in. */
  needsRehash(stored: string): boolean {
    const [scheme, n, r, p] = stored.split('$');
    return scheme !== 'scrypt' || Number(n) < this.N || Number(r) < BLOCK_SIZE || Number(p) < PARALLELISM;
  }
}

/** Checks a password against a stored hash, with the parameters stored in it. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (!(params.N <= MAX_N && params.r <= BLOCK_SIZE && params.p <= PARALLELISM)) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, {
    ...params,
    maxmem: maxMemory(params.N, params.r),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
