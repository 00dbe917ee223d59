import { EntityManager } from 'typeorm';
import { Booking, parseBusinessRecipient } from '../bookings';
import { TaxDocument, TaxDocumentKind } from '../billing';
import { deskBookingError, DeskBookingErrorCode } from '../bookings';

/** The business a booking's invoice is made out to, as the desk corrects it. */
export interface BusinessChange {
  businessName: string | null;
  businessGstin: string | null;
}

/**
 * The booking's business after the desk's correction: a field left out keeps its value, both
 * empty clears it (a B2C invoice). Checked as on the guests' form (a GSTIN needs a name and its
 * check character). Undefined when neither field was sent.
 */
export function businessChange(booking: Booking, request: { businessName?: unknown; businessGstin?: unknown }) {
  if (request.businessName === undefined && request.businessGstin === undefined) return undefined;
  const business = parseBusinessRecipient(
    request.businessName ?? booking.businessName,
    request.businessGstin ?? booking.businessGstin,
  );
  return { businessName: business?.name ?? null, businessGstin: business?.gstin || null } satisfies BusinessChange;
}

/**
 * An issued invoice is never edited, so the business it names cannot change under it: the
 * correction is a credit note and a new invoice (issue 12).
 */
export async function assertNoInvoiceYet(manager: EntityManager, booking: Booking): Promise<void> {
  const invoiced = await manager.exists(TaxDocument, { where: { bookingId: booking.id, kind: TaxDocumentKind.INVOICE } });
  if (invoiced) {
    throw deskBookingError(
      DeskBookingErrorCode.InvoiceIssued,
      'The tax invoice of this booking is already issued, so its business name and GSTIN stay as invoiced. A correction needs a credit note and a new invoice.',
      'businessGstin',
    );
  }
}

/** "Business name A → B", "GSTIN added": only what really changes. */
export function businessWords(booking: Booking, change: BusinessChange): string[] {
  const words: string[] = [];
  if (change.businessName !== booking.businessName) {
    words.push(`Business name ${booking.businessName ?? '—'} → ${change.businessName ?? '—'}`);
  }
  if (change.businessGstin !== booking.businessGstin) {
    words.push(`GSTIN ${booking.businessGstin ?? '—'} → ${change.businessGstin ?? '—'}`);
  }
  return words;
}
