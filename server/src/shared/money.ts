/** Money is held as integer paise; rupees exist only at the edges (input forms, JSON for people). */
export type Paise = number;

/** Rupees with at most two decimals to paise; undefined when it is not such a number. */
export function rupeesToPaise(rupees: number): Paise | undefined {
  if (!Number.isFinite(rupees)) return undefined;
  const paise = Math.round(rupees * 100);
  if (Math.abs(paise - rupees * 100) > 1e-6 * Math.max(1, Math.abs(paise))) return undefined;
  return paise;
}

export function paiseToRupees(paise: Paise): number {
  return paise / 100;
}

/** ₹1,234.50 in the Indian grouping. */
export function formatRupees(paise: Paise): string {
  return `₹${(paise / 100).toLocaleString('en-IN', { minimumFractionDigits: paise % 100 === 0 ? 0 : 2, maximumFractionDigits: 2 })}`;
}

export function sumPaise(amounts: readonly Paise[]): Paise {
  return amounts.reduce((total, amount) => total + amount, 0);
}
