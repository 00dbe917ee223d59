import { randomInt } from 'node:crypto';

/** No 0/O, 1/I/L or U/V: a code read out over the phone is heard right. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTWXYZ';
const LENGTH = 7;

/** A short human code for receipts, e.g. "HB7K3QM". Uniqueness is the database's job. */
export function newBookCode(): string {
  let code = 'HB';
  for (let i = 0; i < LENGTH - 2; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}
