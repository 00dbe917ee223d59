import { PaymentMethod } from '../../../graphql/generated';
import type { ADVANCE_CHOICE } from './advance';

/** The methods the payment page offers: the provider's checkout takes the online ones. */
export type OnlineMethod =
  | typeof PaymentMethod.Online
  | typeof PaymentMethod.Upi
  | typeof PaymentMethod.Card
  | typeof PaymentMethod.Netbanking
  | typeof PaymentMethod.Wallet;
export type PaymentMethodId = OnlineMethod | typeof PaymentMethod.Cod;
/** A method card, or the card that pays part now (lib/advance.ts). */
export type PaymentChoice = PaymentMethodId | typeof ADVANCE_CHOICE;

const ONLINE_METHODS: readonly PaymentMethod[] = [
  PaymentMethod.Online,
  PaymentMethod.Upi,
  PaymentMethod.Card,
  PaymentMethod.Netbanking,
  PaymentMethod.Wallet,
] satisfies OnlineMethod[];

export function isOnlineMethod(method: PaymentMethod): method is OnlineMethod {
  return ONLINE_METHODS.includes(method);
}

/** The method cards of the payment page, in the spec's order (their own titles, not the methods' labels). */
export const METHOD_CARDS: ReadonlyArray<{ id: PaymentMethodId; title: string; detail: string; recommended?: boolean }> = [
  {
    id: PaymentMethod.Online,
    title: 'Online Payment',
    detail: 'UPI, cards, net banking or wallets in one secure checkout',
    recommended: true,
  },
  { id: PaymentMethod.Upi, title: 'UPI Payment', detail: 'Google Pay, PhonePe, Paytm or any UPI app' },
  { id: PaymentMethod.Card, title: 'Card Payment', detail: 'Debit or credit card: RuPay, Visa, Mastercard' },
  { id: PaymentMethod.Wallet, title: 'Digital Wallets', detail: 'Paytm, PhonePe, Amazon Pay and other wallets' },
  {
    id: PaymentMethod.Cod,
    title: 'Pay at Hotel',
    detail: 'Cash on arrival: your room is confirmed now, you pay when you check in',
  },
];

const upperDayPeriod = (text: string) => text.replace(/\b(am|pm)\b/g, (period) => period.toUpperCase());

/** "4:15 PM, 21 Nov" in the hotel's zone. */
export function formatHotelTime(instant: string | Date): string {
  return upperDayPeriod(
    new Intl.DateTimeFormat('en-IN', {
      timeZone: 'Asia/Kolkata',
      hour: 'numeric',
      minute: '2-digit',
      day: 'numeric',
      month: 'short',
    }).format(new Date(instant)),
  );
}

export const rupeesFromPaise = (paise: number): number => paise / 100;
