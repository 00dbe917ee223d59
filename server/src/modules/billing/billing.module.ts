import { ModuleContext } from '../../shared/module-context';
import type { AuditService } from '../audit';
import type { HotelProfileReader, HotelSettingsService } from '../hotel-settings';
import { documentMailQueue } from './documents/document-mail';
import { StaySales, TaxDocumentsService } from './documents/tax-documents.service';
import { LedgerService, StayPositions } from './payments/ledger.service';
import { OnlineCheckout } from './payments/online-checkout';
import { OrderOwner } from './payments/order-owner';
import { createPaymentProvider } from './payments/payment-provider-factory';
import { PaymentWebhookFailureReporter, PaymentWebhooks } from './payments/payment-webhooks';
import { PaymentProvider } from './payments/providers/payment-provider';
import { Refunds } from './payments/refunds';
import { CashShifts } from './shifts/cash-shifts';

/** Billing's services, as the transports and the other modules get them. */
export interface BillingServices {
  paymentProvider: PaymentProvider;
  refunds: Refunds;
  taxDocuments: TaxDocumentsService;
  ledger: LedgerService;
  /** The one online checkout stays and events settle their money through. */
  checkout: OnlineCheckout;
  /** The desk's cash shifts: opened with a float, closed with the count. */
  cashShifts: CashShifts;
}

/** What billing needs of the rest: the stays' side of its ports (it knows no booking). */
export interface BillingNeeds {
  audit: AuditService;
  hotelSettings: HotelSettingsService;
  hotelProfile: HotelProfileReader;
  stays: StaySales & StayPositions;
}

export function createBillingModule(context: ModuleContext, needs: BillingNeeds): BillingServices {
  const { dataSource, config, clock, logger } = context;
  const paymentProvider = createPaymentProvider(config, dataSource, clock, logger);
  const refunds = new Refunds(dataSource, paymentProvider, clock, logger);
  const taxDocuments = new TaxDocumentsService(
    dataSource,
    needs.stays,
    needs.hotelSettings,
    clock,
    documentMailQueue(clock),
    needs.hotelProfile,
  );
  return {
    paymentProvider,
    refunds,
    taxDocuments,
    ledger: new LedgerService(dataSource, needs.stays),
    checkout: new OnlineCheckout(dataSource, refunds, clock),
    cashShifts: new CashShifts(dataSource, clock),
  };
}

/**
 * The provider's webhooks, once every owner of orders (stays, events) exists; `reportFailure`
 * hears of each signed notice that could not be applied (the owner's alert).
 */
export function createPaymentWebhooks(
  context: ModuleContext,
  billing: BillingServices,
  owners: OrderOwner[],
  reportFailure?: PaymentWebhookFailureReporter,
): PaymentWebhooks {
  return new PaymentWebhooks(context.dataSource, billing.paymentProvider, owners, billing.refunds, context.logger, reportFailure);
}
