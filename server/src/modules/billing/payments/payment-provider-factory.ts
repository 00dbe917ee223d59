import { DataSource } from 'typeorm';
import { AppConfig } from '../../../config';
import { Clock } from '../../../shared/clock';
import { Logger } from '../../../shared/logger';
import { PaymentProvider } from './providers/payment-provider';
import { RazorpayProvider } from './providers/razorpay-provider';
import { SimulatedProvider } from './simulator/simulated-provider';
import { WebhookDispatcher } from './simulator/webhook-dispatcher';

/** The provider the configuration chose: Razorpay (its keys are then set), or the offline simulator. */
export function createPaymentProvider(config: AppConfig, dataSource: DataSource, clock: Clock, logger: Logger): PaymentProvider {
  const { provider, razorpayKeyId, razorpayKeySecret, razorpayWebhookSecret, simulatorSecret } = config.payments;
  if (provider === 'razorpay' && razorpayKeyId && razorpayKeySecret) {
    if (!razorpayWebhookSecret) logger.warn('RAZORPAY_WEBHOOK_SECRET is not set: webhooks will be refused');
    return new RazorpayProvider(razorpayKeyId, razorpayKeySecret, razorpayWebhookSecret);
  }
  return new SimulatedProvider(dataSource, simulatorSecret, new WebhookDispatcher(config.payments, logger), clock);
}
