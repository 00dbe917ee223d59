/** The payments module as other code sees it: everything else in this folder is its own. */
export { BookingMoneyResolver } from './booking-money.resolver';
export { BookingMoneyService } from './booking-money.service';
export { CancellationsService } from './cancellations.service';
export type { Cancellation, CancellationQuote } from './cancellations.service';
export { DeskPaymentsResolver } from './desk-payments.resolver';
export { DeskPaymentsService, REFERENCE_MAX, parseDeskPayment } from './desk-payments.service';
export { LedgerService } from './ledger.service';
export type { LedgerFilter } from './ledger.service';
export { paymentNotCaptured, providerUnavailable, verificationFailed } from './payment-errors';
export { createPaymentProvider } from './payment-provider-factory';
export { PaymentWebhooks } from './payment-webhooks';
export {
  CancellationRule,
  DESK_PAYMENT_METHODS,
  MONEY_ENTRY_STATUSES,
  MONEY_RECEIVED_STATUSES,
  Payment,
  PaymentAttemptStatus,
  PaymentMethod,
  PaymentProviderName,
  RefundReason,
  SettlementOutcome,
  toPaymentMethod,
} from './payment.entity';
export type { DeskPaymentMethod } from './payment.entity';
export { PaymentsResolver } from './payments.resolver';
export { paymentRoutes, paymentWebhookRoutes } from './payments.routes';
export { PaymentsService } from './payments.service';
export type { PaymentProvider } from './providers/payment-provider';
export { Refund } from './refund.entity';
export { Refunds } from './refunds';
export { PaymentSettlement } from './settlement';
export { SimulatedOrder, SimulatedPayment, SimulatedRefund } from './simulator/simulated-gateway.entity';
export { simulatorRoutes } from './simulator/simulator.routes';
export { WebhookEvent } from './webhook-event.entity';
