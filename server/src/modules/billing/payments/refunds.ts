import { DataSource, EntityManager, IsNull } from 'typeorm';
import { RefundableEntry, refundableOfEntry, refundShares } from '../folio';
import { Clock } from '../../../shared/clock';
import { DomainError } from '../../../shared/domain-error';
import { PaymentErrorCode } from './payment-errors';
import { Logger } from '../../../shared/logger';
import { Payment } from './payment.entity';
import { PaymentProvider } from './providers/payment-provider';
import { PaymentProviderName, RefundReason } from './payment.entity';
import { Refund } from './refund.entity';
import { releaseRefundDocumentMails } from '../documents/document-mail';

/**
 * Refunds in two steps, so money is never refunded twice nor forgotten: inside the caller's
 * transaction a Refund row is written with its idempotency key; after commit `send` asks the
 * provider with that key. A failed send leaves the row pending and `retryPending` sends it again
 * with the same key.
 */
export class Refunds {
  constructor(
    private readonly dataSource: DataSource,
    private readonly provider: PaymentProvider,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {}

  /**
   * Records a refund of `amountPaise` of a paid attempt and updates the attempt's status. Refuses
   * (throws) more than the folio says this entry may still refund: callers spread refunds over
   * the folio's refundable entries, so this only fires on a bug, before money leaves.
   */
  async record(
    manager: EntityManager,
    payment: Payment,
    amountPaise: number,
    reason: RefundReason,
    idempotencyKey: string,
  ): Promise<Refund | null> {
    const existing = await manager.findOneBy(Refund, { idempotencyKey });
    if (existing) return existing;
    if (amountPaise <= 0) return null;
    const refundable = await refundableOfEntry(manager, payment);
    if (amountPaise > refundable) {
      throw new Error(
        `Refund of ${amountPaise} paise refused: payment ${payment.id} may refund ${refundable} paise by its folio (reversed, flagged or already refunded money never goes back)`,
      );
    }
    // From the folio, not the row in hand (which may be stale): refunded so far, and this one.
    payment.refundedPaise = payment.amountPaise - refundable + amountPaise;
    payment.status = payment.refundedPaise >= payment.amountPaise ? 'refunded' : 'partially_refunded';
    await manager.save(Payment, payment);
    return manager.save(
      Refund,
      manager.create(Refund, {
        // A refund is of the booking or of the banquet event its payment was for.
        bookingId: payment.eventId ? null : payment.bookingId!,
        eventId: payment.eventId ?? null,
        paymentId: payment.id,
        amountPaise,
        reason,
        status: 'pending',
        idempotencyKey,
      }),
    );
  }

  /**
   * Refunds `amountPaise` over a folio's refundable entries in the order money goes back (online
   * payments first, then desk money; billing's refundShares), one row an entry, keyed by `keyFor`.
   */
  async recordOver(
    manager: EntityManager,
    refundable: readonly RefundableEntry[],
    amountPaise: number,
    reason: RefundReason,
    keyFor: (payment: Payment) => string,
  ): Promise<Refund[]> {
    const recorded: Refund[] = [];
    for (const share of refundShares(refundable, amountPaise)) {
      const refund = await this.record(manager, share.payment, share.amountPaise, reason, keyFor(share.payment));
      if (refund) recorded.push(refund);
    }
    return recorded;
  }

  /**
   * Sends recorded refunds to the provider; failures stay pending for a retry. Each refund's
   * documents (a credit note, a refund voucher) are mailed once it was tried: their PDF shows the
   * provider's reference.
   */
  async send(refunds: (Refund | null)[]): Promise<void> {
    for (const refund of refunds) {
      if (!refund || refund.providerRefundId) continue;
      try {
        await this.sendOne(refund);
      } finally {
        await releaseRefundDocumentMails(this.dataSource.manager, refund.id, this.clock());
      }
    }
  }

  private async sendOne(refund: Refund): Promise<void> {
    const payment = await this.dataSource.getRepository(Payment).findOneByOrFail({ id: refund.paymentId });
    if (payment.provider === PaymentProviderName.HOTEL) {
      await this.paidBackAtDesk(refund);
      return;
    }
    try {
      const result = await this.provider.refund({
        paymentId: payment.razorpayPaymentId!,
        amountPaise: refund.amountPaise,
        idempotencyKey: refund.idempotencyKey,
        notes: {
          ...(refund.bookingId ? { bookingId: refund.bookingId } : { eventId: refund.eventId ?? '' }),
          reason: refund.reason,
        },
      });
      Object.assign(refund, {
        providerRefundId: result.id,
        status: result.status,
        processedAt: result.status === 'processed' ? this.clock() : null,
        failureReason: null,
      });
      await this.dataSource.getRepository(Refund).update(
        { id: refund.id },
        {
          providerRefundId: refund.providerRefundId,
          status: refund.status,
          processedAt: refund.processedAt,
          failureReason: null,
        },
      );
    } catch (error) {
      this.logger.error({ err: error, refundId: refund.id }, 'refund not accepted by the provider yet; will retry');
      await this.dataSource
        .getRepository(Refund)
        .update({ id: refund.id }, { failureReason: String((error as Error).message).slice(0, 500) });
    }
  }

  /** Money taken at the desk goes back from the desk's cash: no provider holds it. */
  private async paidBackAtDesk(refund: Refund): Promise<void> {
    Object.assign(refund, { status: 'processed', processedAt: this.clock(), failureReason: null });
    await this.dataSource
      .getRepository(Refund)
      .update({ id: refund.id }, { status: refund.status, processedAt: refund.processedAt, failureReason: null });
  }

  /** Sends again every refund the provider has not accepted yet (same idempotency keys). */
  async retryPending(): Promise<number> {
    const unsent = await this.dataSource.getRepository(Refund).find({ where: { status: 'pending', providerRefundId: IsNull() } });
    await this.send(unsent);
    return unsent.length;
  }

  /**
   * refund.processed from the provider. Refused (so the provider delivers it again) while we do
   * not know that refund id yet: its send may not have stored the id.
   */
  async markProcessed(providerRefundId: string): Promise<void> {
    const result = await this.dataSource
      .getRepository(Refund)
      .update({ providerRefundId }, { status: 'processed', processedAt: this.clock() });
    if (!result.affected) {
      throw new DomainError(
        PaymentErrorCode.RefundUnknownYet,
        'Refund not known yet; deliver again later',
        undefined,
        'conflict',
      );
    }
  }
}
