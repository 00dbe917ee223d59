import { PaymentMethod } from '../../../graphql/generated';
import { formatRupees } from '../../../lib/format';
import { PAYMENT_METHOD_LABELS } from '../../../lib/labels';

/** The desk's ways of taking money, in the order a shift counts them (the drawer first). */
export const SHIFT_METHODS = [PaymentMethod.Cash, PaymentMethod.Upi, PaymentMethod.Card, PaymentMethod.BankTransfer] as const;

export const methodLabel = (method: PaymentMethod) => PAYMENT_METHOD_LABELS[method];

/** Rupees (as the server answers them) to whole paise, so sums and differences are exact. */
export const toPaise = (rupees: number) => Math.round(rupees * 100);

export const AMOUNT_MESSAGE = 'Enter the amount in rupees (0 or more, at most two decimals).';

/** An amount typed in rupees ("1500", "1,500.50") as paise, or null when it is not one. */
export function paiseOfText(text: string): number | null {
  const plain = text.trim().replace(/,/g, '');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(plain)) return null;
  return toPaise(Number(plain));
}

/** "₹100 short", "₹100 over" or "No difference": counted less expected, said as the desk says it. */
export function differenceWords(paise: number): string {
  if (paise === 0) return 'No difference';
  return `${formatRupees(Math.abs(paise) / 100)} ${paise < 0 ? 'short' : 'over'}`;
}

/** A signed amount for a table: "−₹100", "+₹50", "₹0". */
export function signedRupees(paise: number): string {
  const amount = formatRupees(Math.abs(paise) / 100);
  return paise > 0 ? `+${amount}` : paise < 0 ? `−${amount}` : amount;
}

/** The methods a close asks to count: cash always, the others when the shift took money by them. */
export function methodsToCount(tally: readonly { method: PaymentMethod; expected: number }[]): PaymentMethod[] {
  return SHIFT_METHODS.filter(
    (method) => method === PaymentMethod.Cash || tally.some((line) => line.method === method && line.expected !== 0),
  );
}
