import { EntityManager } from 'typeorm';
import { FolioOf, folioWhere } from '../folio';
import { PaymentMethod, PaymentProviderName, RefundReason, RefundStatus } from './payment-enums';
import { Refund } from './refund.entity';

/** A refund as its guest is told of it: how much, back to what, who sends it, and its reference. */
export interface RefundNotice {
  amountPaise: number;
  reason: RefundReason;
  /** How the refunded money was paid (the refund goes back the same way); null when the checkout did not say. */
  method: PaymentMethod | null;
  /** The desk paid it back (the money was taken at the desk); otherwise the payment provider sends it. */
  atDesk: boolean;
  /** The provider's refund id; null for desk money, and until the provider accepts the refund. */
  reference: string | null;
  status: RefundStatus;
  createdAt: Date;
}

/** A folio's refunds, oldest first, each with what its guest needs to recognise it. */
export async function refundNotices(manager: EntityManager, folio: FolioOf): Promise<RefundNotice[]> {
  const refunds = await manager.find(Refund, {
    where: folioWhere(folio),
    relations: { payment: true },
    order: { createdAt: 'ASC' },
  });
  return refunds.map((refund) => ({
    amountPaise: refund.amountPaise,
    reason: refund.reason,
    method: refund.payment?.method ?? null,
    atDesk: refund.payment?.provider === PaymentProviderName.HOTEL,
    reference: refund.providerRefundId,
    status: refund.status,
    createdAt: refund.createdAt,
  }));
}
