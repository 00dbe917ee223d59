import { randomInt } from 'node:crypto';

/** No 0/O, 1/I/L or U/V: a reference read out over the phone is heard right. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTWXYZ';
const RANDOM_LENGTH = 8;

/**
 * An event's reference, e.g. "EV7K3QMX2P": short enough to read out, and with 29^8 (about 5×10^11)
 * values too many to guess under the lookup limits, since it opens the event's payment page.
 * Uniqueness is the database's job.
 */
export function newEventReference(): string {
  let reference = 'EV';
  for (let i = 0; i < RANDOM_LENGTH; i += 1) reference += ALPHABET[randomInt(ALPHABET.length)];
  return reference;
}

/** However it was typed ("ev 7k3q-mx2p"), the reference as stored. */
export function normalizeEventReference(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const reference = raw.toUpperCase().replace(/[\s-]/g, '');
  return /^EV[2-9A-Z]{8}$/.test(reference) ? reference : null;
}
