/** Money is held as integer paise; rupees exist only at the edges (input forms, JSON for people). */
export type Paise = number;

/**
 * Rupees with at most two decimals to paise; undefined when it is not such a number. The server
 * reads every amount with it, and the admin forms check typed amounts with it (`@server-pure/money`).
 */
export function rupeesToPaise(rupees: number): Paise | undefined {
  if (!Number.isFinite(rupees)) return undefined;
  const paise = Math.round(rupees * 100);
  if (Math.abs(paise - rupees * 100) > 1e-6 * Math.max(1, Math.abs(paise))) return undefined;
  return paise;
}
