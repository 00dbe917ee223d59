import { EntityManager } from 'typeorm';
import { Actor } from '../../../shared/actor';
import { calendarDateAt } from '../../../shared/dates';
import { Paise } from '../../../shared/money';
import { assertDaysOpen } from '../day-lock/closed-days';
import { folioColumns, FolioOf } from '../folio';
import { Payment, PaymentAttemptStatus, PaymentMethod, PaymentProviderName } from './payment.entity';

/** What an OTA collected from its guest for a stay (a prepaid OTA booking), as the desk read it in the OTA's extranet. */
export interface OtaCollection {
  folio: FolioOf;
  /** The stay's booking code, kept with the entry. */
  code: string;
  amountPaise: Paise;
  /** The OTA's name as people know it ("Booking.com"). */
  channelName: string;
  /** The booking's reference on the OTA. */
  reference: string;
  actor: Actor;
  at: Date;
}

/**
 * Records on the folio the money an OTA collected from its guest when they booked: it counts as
 * paid (the guest owes only the rest), but the hotel never held it. The OTA pays it out itself,
 * less its commission; so the entry has no receipt number, joins no cash shift, and is never
 * refundable here (the folio leaves it out of what may go back: the OTA refunds its guest under
 * its own terms). A closed day refuses it, as it refuses desk money.
 */
export async function recordOtaCollection(manager: EntityManager, collection: OtaCollection): Promise<Payment> {
  await assertDaysOpen(manager, collection.actor, [calendarDateAt(collection.at)], {
    what: 'money an OTA collected',
    link: 'bookingId' in collection.folio ? { bookingId: collection.folio.bookingId } : {},
  });
  return manager.save(
    manager.create(Payment, {
      ...folioColumns(collection.folio),
      bookCode: collection.code,
      provider: PaymentProviderName.OTA,
      method: PaymentMethod.OTA,
      status: PaymentAttemptStatus.PAID,
      amountPaise: collection.amountPaise,
      currency: 'INR',
      receiptNumber: null,
      reference: collection.reference,
      note: `Collected by ${collection.channelName}`,
      recordedBy: collection.actor.label.slice(0, 120),
      paidAt: collection.at,
    }),
  );
}
