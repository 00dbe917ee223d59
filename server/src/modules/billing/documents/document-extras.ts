import { Brackets, EntityManager } from 'typeorm';
import { MONEY_ENTRY_STATUSES, Payment } from '../payments/payment.entity';
import { Refund } from '../payments/refund.entity';
import { DocumentMoneyEntry, DocumentPdfExtras, renderTaxDocumentPdf } from './document-pdf';
import { documentFileName } from './document-words';
import { TaxDocument } from './tax-document.entity';

/**
 * What a document prints beside its own row, read from the ledger: the receipt of the money it
 * acknowledges and the number and date of the document it answers.
 *
 * - invoice: every payment of the booking that reached the hotel by the time of issue (so a
 *   reprint shows what the first print showed), reversals included, mismatches and payments
 *   refunded for not belonging to the stay left out;
 * - receipt voucher: its payment; credit note and refund voucher: their refund, if any.
 */
export async function documentExtras(manager: EntityManager, document: TaxDocument): Promise<DocumentPdfExtras> {
  const original = document.originalDocumentId
    ? await manager.findOne(TaxDocument, {
        where: { id: document.originalDocumentId },
        select: { number: true, issueDate: true },
      })
    : null;
  return { original, money: await moneyOf(manager, document) };
}

async function moneyOf(manager: EntityManager, document: TaxDocument): Promise<DocumentMoneyEntry[] | undefined> {
  switch (document.kind) {
    case 'invoice':
      return (await paymentsByIssue(manager, document)).map(paymentEntry);
    case 'receipt_voucher': {
      const payment = document.paymentId ? await manager.findOneBy(Payment, { id: document.paymentId }) : null;
      return payment ? [paymentEntry(payment)] : undefined;
    }
    default: {
      const refund = document.refundId
        ? await manager.findOne(Refund, { where: { id: document.refundId }, relations: { payment: true } })
        : null;
      return refund ? [refundEntry(refund)] : undefined;
    }
  }
}

/**
 * The booking's money entries made by the document's issue. Both the row's creation (database
 * time, as the issue's) and the payment's time are compared, so an entry written in the issuing
 * transaction counts whichever clock stamped it.
 */
function paymentsByIssue(manager: EntityManager, document: TaxDocument): Promise<Payment[]> {
  const issuedAt = document.issuedAt ?? new Date();
  return manager
    .createQueryBuilder(Payment, 'payment')
    .where(document.eventId ? 'payment.eventId = :saleId' : 'payment.bookingId = :saleId', {
      saleId: document.eventId ?? document.bookingId,
    })
    .andWhere('payment.status IN (:...statuses)', { statuses: MONEY_ENTRY_STATUSES })
    .andWhere('payment.mismatchReason IS NULL')
    .andWhere(
      new Brackets((kept) =>
        kept.where('payment.settlementOutcome IS NULL').orWhere("payment.settlementOutcome NOT LIKE 'refunded%'"),
      ),
    )
    .andWhere(
      new Brackets((made) => made.where('payment.createdAt <= :issuedAt', { issuedAt }).orWhere('payment.paidAt <= :issuedAt')),
    )
    .getMany()
    .then((payments) => payments.sort((a, b) => timeOf(a) - timeOf(b)));
}

const timeOf = (payment: Payment) => (payment.paidAt ?? payment.createdAt).getTime();

function paymentEntry(payment: Payment): DocumentMoneyEntry {
  return {
    at: payment.paidAt ?? payment.createdAt,
    method: payment.method,
    reference: payment.receiptNumber ?? payment.razorpayPaymentId ?? payment.reference,
    amountPaise: payment.amountPaise,
  };
}

function refundEntry(refund: Refund): DocumentMoneyEntry {
  return {
    at: refund.processedAt ?? refund.createdAt,
    method: refund.payment?.method ?? null,
    reference: refund.providerRefundId,
    amountPaise: refund.amountPaise,
  };
}

/** A document ready to send: the PDF and the name to save it under. */
export interface DocumentFile {
  document: TaxDocument;
  /** "AR-26-27-0001.pdf": the number with its slashes made dashes. */
  fileName: string;
  pdf: Buffer;
}

/**
 * An issued document's PDF: rendered once, with what it prints beside its row, and kept
 * (tax_document_pdf), so every later mail, reprint or download is that same file, read instead
 * of rendered again. Two first requests at once may both render; the first stored wins.
 */
export async function documentFile(manager: EntityManager, document: TaxDocument): Promise<DocumentFile> {
  const fileName = documentFileName(document.number);
  const [kept] = await manager.query<{ pdf: Uint8Array }[]>(`SELECT pdf FROM tax_document_pdf WHERE document_id = $1`, [
    document.id,
  ]);
  if (kept) return { document, fileName, pdf: Buffer.from(kept.pdf) };
  const pdf = await renderTaxDocumentPdf(document, await documentExtras(manager, document));
  await manager.query(`INSERT INTO tax_document_pdf (document_id, pdf) VALUES ($1, $2) ON CONFLICT (document_id) DO NOTHING`, [
    document.id,
    pdf,
  ]);
  return { document, fileName, pdf };
}
