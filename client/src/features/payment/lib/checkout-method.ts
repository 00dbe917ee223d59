import { PaymentMethod } from '../../../graphql/generated';
import type { OnlineMethod } from './payment-words';

/** Razorpay's own names for the method to open the checkout on; "online" lets the guest choose there. */
const CHECKOUT_METHODS: Record<OnlineMethod, string | undefined> = {
  [PaymentMethod.Online]: undefined,
  [PaymentMethod.Upi]: 'upi',
  [PaymentMethod.Card]: 'card',
  [PaymentMethod.Netbanking]: 'netbanking',
  [PaymentMethod.Wallet]: 'wallet',
};

export function checkoutMethod(method: OnlineMethod): string | undefined {
  return CHECKOUT_METHODS[method];
}
