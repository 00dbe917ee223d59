import { formatRupees } from '../../../shared/money';
import { RefundReason } from '../payments/payment.entity';
import type { SaleFacts } from './document-plan';

// Why a document was issued for less than the charges, or lowers what was issued: its reason's words.

/** "a goodwill refund of ₹500", "allowances of ₹1,000", or both. */
export function lessWords(money: SaleFacts['money']): string {
  const parts: string[] = [];
  if (money.goodwillPaise > 0) parts.push(`a goodwill refund of ${formatRupees(money.goodwillPaise)}`);
  if (money.creditedPaise > 0) parts.push(`allowances of ${formatRupees(money.creditedPaise)}`);
  return parts.join(' and ');
}

/** Why a credit note lowers the invoice. */
export function creditWords(reason: RefundReason, facts: SaleFacts): string {
  if (reason === RefundReason.GOODWILL) return 'Goodwill refund after the invoice';
  if (facts.stage === 'no_show') return `Refund on a no-show, beyond what the ${facts.terms} keeps`;
  return `Refund on cancellation, under the ${facts.terms}`;
}

/** Why a refund voucher gives an advance back. */
export function advanceRefundWords(reason: RefundReason, facts: SaleFacts): string {
  if (reason === RefundReason.GOODWILL) return 'Advance refunded as goodwill';
  if (reason !== RefundReason.CANCELLATION) return 'Advance refunded';
  if (facts.stage === 'no_show') return `Advance refunded on a no-show, beyond what the ${facts.terms} keeps`;
  return `Advance refunded on cancellation, under the ${facts.terms}`;
}
