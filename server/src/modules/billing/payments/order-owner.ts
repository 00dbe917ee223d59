import { PaymentMethod } from './payment.entity';

/** A captured payment, as the checkout handler or a webhook reports it. */
export interface CapturedPayment {
  orderId: string;
  paymentId: string;
  /** What arrived, in the currency's smallest unit (paise for INR). */
  amountPaise: number;
  currency: string;
  method: PaymentMethod | null;
  signature?: string;
}

/**
 * A kind of thing sold whose provider orders billing settles (a stay, a banquet event). The
 * provider's webhook names only an order; each owner answers for its own orders and passes on the
 * others (null, false), so billing needs to know nothing of rooms or halls.
 */
export interface OrderOwner {
  /** Settles captured money for one of this owner's orders; null when the order is not its own. */
  settle(captured: CapturedPayment): Promise<unknown>;
  /** Records a failed attempt on one of this owner's orders; false when the order is not its own. */
  recordFailure(orderId: string, paymentId: string, method: PaymentMethod | null, reason: string): Promise<boolean>;
}
