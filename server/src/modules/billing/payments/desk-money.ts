import { EntityManager } from 'typeorm';
import { Actor } from '../../../shared/actor';
import { todayInHotel } from '../../../shared/dates';
import { mayReverseAnyReceipt } from '../../../shared/staff-role';
import { pgErrorCode, PG_UNIQUE_VIOLATION } from '../../../shared/db-errors';
import { calendarDateAt } from '../../../shared/dates';
import { DomainError } from '../../../shared/domain-error';
import { assertDaysOpen } from '../day-lock/closed-days';
import { shiftForEntry } from '../shifts/shift-of-entry';
import { folioColumns, FolioOf, folioWhere } from '../folio';
import { DocumentKind, nextDocumentNumber } from '../numbering/numbering.service';
import { assertCashWithinLimit } from './cash-limit';
import { ParsedDeskPayment } from './desk-entry';
import { alreadyReversed, DeskPaymentErrorCode, deskPaymentNotFound } from './desk-payment-errors';
import { Payment, PaymentAttemptStatus, PaymentProviderName } from './payment.entity';

/** Money the desk takes for a folio: what the owner's module checked and who took it. */
export interface DeskTaking {
  folio: FolioOf;
  /** The stay's booking code or the event's reference, kept with the entry. */
  code: string;
  entry: ParsedDeskPayment;
  actor: Actor;
  at: Date;
}

/** A reversing entry of the opposite amount for a wrong desk entry; the original stays as it was. */
export interface DeskReversal {
  original: Payment;
  reversal: Payment;
}

/**
 * Records money taken at the desk for a folio, with the next receipt number, in the caller's
 * transaction: the one place desk money is written, so the one place cash is held below the
 * s. 269ST limit (on the caller's locked stay or event, so two desks cannot both slip under it),
 * it joins the person's open shift (cash needs one) and a closed day refuses it. The caller has
 * locked its stay or event and taken every other row lock it needs first: the receipt's sequence
 * row is locked last, so it is never held while waiting for another.
 */
export async function takeDeskMoney(manager: EntityManager, taking: DeskTaking): Promise<Payment> {
  if (taking.entry.method === 'cash') await assertCashWithinLimit(manager, taking.folio, taking.entry.amountPaise);
  const shiftId = await shiftForEntry(manager, taking.actor, taking.entry.method);
  await assertDaysOpen(manager, taking.actor, [calendarDateAt(taking.at)], {
    what: 'a desk payment',
    link: 'bookingId' in taking.folio ? { bookingId: taking.folio.bookingId } : {},
  });
  return manager.save(
    manager.create(Payment, {
      ...folioColumns(taking.folio),
      shiftId,
      bookCode: taking.code,
      provider: PaymentProviderName.HOTEL,
      method: taking.entry.method,
      status: PaymentAttemptStatus.PAID,
      amountPaise: taking.entry.amountPaise,
      currency: 'INR',
      receiptNumber: await nextDocumentNumber(manager, DocumentKind.RECEIPT, taking.at),
      reference: taking.entry.reference,
      note: taking.entry.note,
      recordedBy: recordedBy(taking.actor),
      paidAt: taking.at,
    }),
  );
}

/**
 * Reverses a wrong desk entry of the folio with a reversing entry of the opposite amount, in the
 * caller's transaction on its locked stay or event. Refuses an entry that is not desk money, a
 * reversal, one part refunded, or one already reversed (the unique reversal key settles two desks
 * reversing at once).
 */
export async function reverseDeskEntry(
  manager: EntityManager,
  folio: FolioOf,
  paymentId: string,
  reason: string,
  actor: Actor,
  at: Date,
): Promise<DeskReversal> {
  const original = await manager.findOneBy(Payment, { id: paymentId, ...folioWhere(folio) });
  if (!original) throw deskPaymentNotFound();
  assertReversible(original);
  assertActorMayReverse(original, actor, at);
  if (await manager.existsBy(Payment, { reversesPaymentId: original.id })) throw alreadyReversed();
  await assertDaysOpen(manager, actor, [calendarDateAt(original.paidAt ?? original.createdAt), calendarDateAt(at)], {
    what: 'a reversal of a desk payment',
    link: { paymentId: original.id, bookingId: original.bookingId },
  });
  try {
    const reversal = await manager.save(
      manager.create(Payment, {
        ...folioColumns(folio),
        // A wrong entry is corrected in the shift it was taken in: that drawer's count is the one it changes.
        shiftId: original.shiftId,
        bookCode: original.bookCode,
        provider: PaymentProviderName.HOTEL,
        method: original.method,
        status: PaymentAttemptStatus.REVERSAL,
        amountPaise: -original.amountPaise,
        currency: original.currency,
        receiptNumber: null,
        reference: null,
        note: `Reverses receipt ${original.receiptNumber}: ${reason}`,
        recordedBy: recordedBy(actor),
        reversesPaymentId: original.id,
        paidAt: at,
      }),
    );
    return { original, reversal };
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION && String((error as Error).message).includes('reverses_payment_id'))
      throw alreadyReversed();
    throw error;
  }
}

/** The front desk reverses only a receipt it took itself, the same hotel day (no shifts yet to tell by). */
function assertActorMayReverse(payment: Payment, actor: Actor, at: Date): void {
  if (mayReverseAnyReceipt(actor.role)) return;
  const takenAt = payment.paidAt ?? payment.createdAt;
  if (payment.recordedBy === recordedBy(actor) && todayInHotel(takenAt) === todayInHotel(at)) return;
  throw new DomainError(
    DeskPaymentErrorCode.NotReversible,
    'The front desk can reverse only a receipt it took itself today. Ask a manager or the owner.',
    'paymentId',
    'forbidden',
  );
}

function assertReversible(payment: Payment): void {
  const refuse = (message: string) => new DomainError(DeskPaymentErrorCode.NotReversible, message, 'paymentId', 'conflict');
  if (payment.status === PaymentAttemptStatus.REVERSAL) throw refuse('A reversing entry cannot itself be reversed.');
  if (payment.provider !== PaymentProviderName.HOTEL || !payment.receiptNumber) {
    throw refuse('Only money taken at the desk can be reversed; online payments are refunded instead.');
  }
  if (payment.status !== PaymentAttemptStatus.PAID) {
    throw refuse('Part of this payment was refunded, so it can no longer be reversed.');
  }
}

/** Who took or reversed the money, as the entry keeps it (its column holds 120 characters). */
const recordedBy = (actor: Actor) => actor.label.slice(0, 120);
