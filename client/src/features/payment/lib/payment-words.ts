/** How the server's payment and booking codes read to a guest. */

export type OnlineMethod = 'online' | 'upi' | 'card' | 'netbanking' | 'wallet';
export type PaymentMethodId = OnlineMethod | 'cod';

export const ONLINE_METHODS: readonly string[] = ['online', 'upi', 'card', 'netbanking', 'wallet'] satisfies OnlineMethod[];

export function isOnlineMethod(method: string): method is OnlineMethod {
  return ONLINE_METHODS.includes(method);
}

/** The method cards of the payment page, in the spec's order. */
export const METHOD_CARDS: ReadonlyArray<{ id: PaymentMethodId; title: string; detail: string; recommended?: boolean }> = [
  {
    id: 'online',
    title: 'Online Payment',
    detail: 'UPI, cards, net banking or wallets in one secure checkout',
    recommended: true,
  },
  { id: 'upi', title: 'UPI Payment', detail: 'Google Pay, PhonePe, Paytm or any UPI app' },
  { id: 'card', title: 'Card Payment', detail: 'Debit or credit card: RuPay, Visa, Mastercard' },
  { id: 'wallet', title: 'Digital Wallets', detail: 'Paytm, PhonePe, Amazon Pay and other wallets' },
  { id: 'cod', title: 'Pay at Hotel', detail: 'Cash on arrival: your room is confirmed now, you pay when you check in' },
];

/** The method as it sits in "Failed to process {method} payment". */
export function methodInSentence(method: string): string {
  const names: Record<string, string> = {
    online: 'online',
    upi: 'UPI',
    card: 'card',
    netbanking: 'net banking',
    wallet: 'wallet',
    cod: 'COD',
  };
  return names[method] ?? method;
}

export function paymentMethodLabel(method: string | null | undefined): string {
  const labels: Record<string, string> = {
    online: 'Online payment',
    upi: 'UPI',
    card: 'Card',
    netbanking: 'Net banking',
    wallet: 'Wallet',
    cod: 'Pay at hotel (cash on arrival)',
  };
  return method ? (labels[method] ?? method) : 'Not chosen yet';
}

export function paymentStatusLabel(status: string, method?: string | null): string {
  switch (status) {
    case 'paid':
      return 'Paid';
    case 'pending':
      return method === 'cod' ? 'To be paid at the hotel' : 'Not paid yet';
    case 'failed':
      return 'Not paid (last attempt failed)';
    case 'refunded':
      return 'Refunded';
    case 'partially_refunded':
      return 'Partly refunded';
    case 'created':
      return 'Not paid yet';
    default:
      return status;
  }
}

export function bookingStatusLabel(status: string): string {
  switch (status) {
    case 'confirmed':
      return 'Confirmed';
    case 'held':
    case 'expired':
      return 'Waiting for payment';
    case 'cancelled':
      return 'Cancelled';
    default:
      return status;
  }
}

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

/** "21 Nov 2026, 4:15 PM" in the hotel's zone. */
export function formatHotelDateTime(instant: string | Date): string {
  return upperDayPeriod(
    new Intl.DateTimeFormat('en-IN', {
      timeZone: 'Asia/Kolkata',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    }).format(new Date(instant)),
  );
}

export const rupeesFromPaise = (paise: number): number => paise / 100;
