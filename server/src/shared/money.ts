// Reading rupees is one file that the browser imports too.
import type { Paise } from './pure/money';
export { type Paise, rupeesToPaise } from './pure/money';

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
