import { EntityManager } from 'typeorm';
import { formatStayDate, todayInHotel } from '../../shared/dates';
import { HotelSettingsService } from '../hotel-settings/hotel-settings.service';
import { DocumentLine, TaxDocument, TaxDocumentKind } from '../invoices/tax-document.entity';
import { supplierOf } from '../invoices/tax-documents.service';
import { DocumentKind, nextTaxDocumentNumber } from '../numbering/numbering.service';
import { Payment } from '../payments/payment.entity';
import { proportionalTax } from '../pricing/room-pricing.service';
import { BanquetEvent } from './banquet-event.entity';
import { CATERING_SAC, HALL_SAC, priceEvent } from './event-price';

const SAC_WORDS: Record<string, string> = { [HALL_SAC]: 'hall rent', [CATERING_SAC]: 'catering' };

/**
 * An advance of the event's price as receipt-voucher lines: one line per SAC and rate, each the
 * share of `amountPaise` that its lines' value (with GST) is of the total, taxed as an inclusive
 * amount at its rate (Rule 50: GST is due on an advance when it is received). The last group
 * takes the rounding, so the lines add up to the money received to the paisa.
 */
export function eventAdvanceLines(
  event: Pick<BanquetEvent, 'lines' | 'eventDate' | 'reference'>,
  amountPaise: number,
): DocumentLine[] {
  const groups = priceEvent(event.lines)
    .taxes.filter((tax) => tax.taxablePaise > 0)
    .map((tax) => ({ ...tax, chargedPaise: tax.taxablePaise + tax.cgstPaise + tax.sgstPaise }));
  const shares = proportionalTax(amountPaise, groups);
  return shares
    .map((share, index) => ({
      description: `Advance for ${SAC_WORDS[groups[index].sac] ?? `SAC ${groups[index].sac}`}, event ${event.reference} on ${formatStayDate(event.eventDate)}`,
      sac: groups[index].sac,
      quantity: 1,
      rateBp: share.rateBp,
      taxablePaise: share.taxablePaise,
      cgstPaise: share.cgstPaise,
      sgstPaise: share.sgstPaise,
      totalPaise: share.chargedPaise,
    }))
    .filter((line) => line.totalPaise > 0);
}

/**
 * Issues the Rule 50 receipt voucher of one payment of an event, in the caller's transaction (the
 * caller holds the event's lock), numbered from the same RV sequence as rooms' vouchers. A payment
 * that has its voucher already gets nothing new (the database also allows one per payment).
 */
export async function issueEventReceiptVoucher(
  manager: EntityManager,
  hotelSettings: HotelSettingsService,
  now: Date,
  event: BanquetEvent,
  payment: Payment,
): Promise<TaxDocument | null> {
  const existing = await manager.findOneBy(TaxDocument, { paymentId: payment.id, kind: TaxDocumentKind.RECEIPT_VOUCHER });
  if (existing) return null;
  const lines = eventAdvanceLines(event, payment.amountPaise);
  if (lines.length === 0) return null;
  const settings = await hotelSettings.get(manager);
  const supplier = supplierOf(settings);
  const issueDate = todayInHotel(now);
  const numbered = await nextTaxDocumentNumber(manager, DocumentKind.RECEIPT_VOUCHER, issueDate, settings.invoicePrefix);
  const sum = (pick: (line: DocumentLine) => number) => lines.reduce((total, line) => total + pick(line), 0);
  const document = manager.create(TaxDocument, {
    kind: TaxDocumentKind.RECEIPT_VOUCHER,
    ...numbered,
    issueDate,
    bookingId: null,
    eventId: event.id,
    bookCode: event.reference,
    paymentId: payment.id,
    refundId: null,
    originalDocumentId: null,
    reason: null,
    supplier,
    recipient: {
      name: event.hostName,
      address: null,
      email: event.hostEmail,
      phone: event.hostPhone,
      businessName: null,
      gstin: null,
    },
    lines,
    placeOfSupply: `${supplier.stateName} (${supplier.stateCode})`,
    taxablePaise: sum((line) => line.taxablePaise),
    cgstPaise: sum((line) => line.cgstPaise),
    sgstPaise: sum((line) => line.sgstPaise),
    totalPaise: sum((line) => line.totalPaise),
  });
  const { identifiers } = await manager.insert(TaxDocument, document);
  return manager.findOneByOrFail(TaxDocument, { id: identifiers[0].id as string });
}
