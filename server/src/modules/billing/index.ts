/**
 * Billing's public surface: what other modules may use of it. Billing owns the money of every
 * thing sold (a stay, a banquet event): the folio and its position, the ledger rows (Payment,
 * Refund), the payment provider and its simulator, refunds, the tax documents and their numbering.
 */
export {
  afterReceiving,
  balanceOf,
  folioPosition,
  moneyPosition,
  readFolioLines,
  refundableEntries,
  refundableOfEntry,
  refundShares,
} from './folio';
export type { FolioBalance, FolioCharge, FolioLines, FolioOf, FolioPosition, FolioTotals, RefundableEntry } from './folio';
export { folioTotals } from './folio-totals';
export * from './charges';

export { rupeesInWords } from './payments/amount-in-words';
export { LedgerService } from './payments/ledger.service';
export type { LedgerFilter } from './payments/ledger.service';
export * from './payments/desk-entry';
export { reverseDeskEntry, takeDeskMoney } from './payments/desk-money';
export type { DeskReversal, DeskTaking } from './payments/desk-money';
export { recordOtaCollection } from './payments/ota-collection';
export type { OtaCollection } from './payments/ota-collection';
export { followPromise, promisePayAtHotel, voidPromise } from './payments/promises';
export * from './payments/desk-payment-errors';
export * from './payments/payment-errors';
export { presentPayment, presentRefund } from './payments/payment-presenter';
export { createPaymentProvider } from './payments/payment-provider-factory';
export type { CapturedPayment, OrderOwner } from './payments/order-owner';
export { mismatchReason, paysBeyondTotal } from './payments/capture-owner';
export type { CaptureDecision, CaptureOrder, CaptureOwner, CheckoutResult, OrderAmount } from './payments/capture-owner';
export { OnlineCheckout, recordOrder } from './payments/online-checkout';
export type { FailedAttempt, NewOrder } from './payments/online-checkout';
export { PaymentWebhooks } from './payments/payment-webhooks';
export type { PaymentWebhookFailure, PaymentWebhookFailureReporter } from './payments/payment-webhooks';
export * from './payments/payment.entity';
export type { PaymentProvider, ProviderOrder, ProviderPayment } from './payments/providers/payment-provider';
export { PaymentProviderError } from './payments/providers/payment-provider';
export { Refund } from './payments/refund.entity';
export { Refunds } from './payments/refunds';
export { refundNotices } from './payments/refund-notices';
export type { RefundNotice } from './payments/refund-notices';
export { SimulatedOrder, SimulatedPayment, SimulatedRefund } from './payments/simulator/simulated-gateway.entity';
export { simulatorRoutes } from './payments/simulator/simulator.routes';
export { WebhookEvent } from './payments/webhook-event.entity';

export { documentFile } from './documents/document-extras';
export type { DocumentFile } from './documents/document-extras';
export { documentMailRenderer } from './documents/document-mail';
export { deleteTaxDocumentsPastRetention } from './documents/tax-document-retention';
export { InvoiceErrorCode } from './documents/invoice-errors';
export { TaxDocument, TaxDocumentKind } from './documents/tax-document.entity';
export { TaxDocumentPdf } from './documents/tax-document-pdf.entity';
export type { DocumentLine } from './documents/tax-document.entity';
export { TaxDocumentsService } from './documents/tax-documents.service';
export type { DocumentSale, SaleOwnFacts, SaleStage, StaySales } from './documents/tax-documents.service';
export type { DocumentRecipient } from './documents/tax-document.entity';

export { DocumentSequence } from './numbering/document-sequence.entity';
export { DocumentKind, nextDocumentNumber, nextTaxDocumentNumber } from './numbering/numbering.service';
export type { TaxDocumentNumberKind } from './numbering/numbering.service';
export { createBillingModule, createPaymentWebhooks } from './billing.module';
export type { BillingNeeds, BillingServices } from './billing.module';
export type { StayPositions } from './payments/ledger.service';

export { CashShift } from './shifts/cash-shift.entity';
export type { ShiftTally } from './shifts/cash-shift.entity';
export { CashShifts, signedRupees } from './shifts/cash-shifts';
export type { ShiftCountInput, ShiftReport } from './shifts/cash-shifts';
export { SHIFT_REQUIRED_MESSAGE } from './shifts/shift-of-entry';
export { ShiftErrorCode } from './shifts/shift-errors';
export { ClosedDay } from './day-lock/closed-day.entity';
export { ClosedDayErrorCode } from './day-lock/closed-day-errors';
export { assertDaysOpen, closedDaysAmong, lockDay } from './day-lock/closed-days';
export type { ClosedDayChange } from './day-lock/closed-days';
export { PostedNight } from './day-lock/posted-night.entity';
export { postedNightsOf, postNights } from './day-lock/posted-nights';
export type { NightPosting } from './day-lock/posted-nights';
export { ShiftsResolver } from './shifts/shifts.resolver';
export { shiftsRoutes } from './shifts/shifts.routes';

export { FolioCredit } from './folio-credits/folio-credit.entity';
export { CreditNoteErrorCode } from './folio-credits/credit-note-errors';
export {
  creditableInvoice,
  creditNoteOf,
  creditNoteWords,
  grantFolioCredit,
  parseCreditNote,
} from './folio-credits/folio-credits';
export type { CreditableInvoice, CreditNoteInput, GrantedCredit, ParsedCreditNote } from './folio-credits/folio-credits';

export { FolioChargeLine } from './folio-charges/folio-charge.entity';
export { FolioChargeDefault } from './folio-charges/folio-charge-default.entity';
export { FolioChargeErrorCode, folioChargeNotFound } from './folio-charges/folio-charge-errors';
export { FOLIO_CHARGE_KINDS, FolioChargeKind } from './folio-charges/folio-charge-kinds';
export type { FolioChargeDefaultFacts } from './folio-charges/folio-charge-kinds';
export { parseFolioCharge, parseFolioChargeDefaults } from './folio-charges/folio-charge-input';
export type { FolioChargeDefaultInput, FolioChargeInput, ParsedFolioCharge } from './folio-charges/folio-charge-input';
export {
  folioChargeDefaults,
  folioChargeInvoiceLines,
  folioChargesOf,
  folioChargesPostedOn,
  folioChargeTotals,
  postFolioCharge,
  reverseFolioCharge,
  saveFolioChargeDefaults,
} from './folio-charges/folio-charges';
