import { keepPdf, pdfFonts, pdfText, roomLine, sampleDocument } from '../../../../test/support/document-pdfs';
import { EventLineData, EventLineKind, priceEvent } from '../../banquet/event-price';
import { CATERING_SAC, eventCharges, HALL_SAC } from '../charges';
import { invoiceLines } from './document-lines';
import { DocumentMoneyEntry, renderTaxDocumentPdf } from './document-pdf';

const PAID: DocumentMoneyEntry[] = [
  { at: new Date('2026-11-21T05:00:00Z'), method: 'upi', reference: 'pay_SIM1234567890', amountPaise: 10_000_00 },
  { at: new Date('2026-11-24T06:00:00Z'), method: 'cash', reference: 'RC/2026-27/00007', amountPaise: 15_280_00 },
];

/** Whitespace runs as one space: pdftotext breaks and spaces lines as it reads them. */
const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('renderTaxDocumentPdf', () => {
  it('prints every Rule 46 field of a B2B tax invoice, with the receipt of payments', async () => {
    const document = sampleDocument('invoice');
    const pdf = await renderTaxDocumentPdf(document, { money: PAID });
    keepPdf('tax-invoice-b2b', pdf);

    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = flat(pdfText(pdf));
    for (const expected of [
      'Tax Invoice / कर बीजक',
      'Original for recipient',
      // The supplier: legal and trade name, address, state, GSTIN.
      'Hotel Anand Residency & Banquet Hall',
      'Legal name: Anand Residency Hospitality LLP',
      '12 Civil Lines, Station Road, Bareilly, Uttar Pradesh – 243001',
      'State: Uttar Pradesh (09)',
      'GSTIN: 09ABKFA4521M1Z7',
      // The document: number, date, place of supply, reverse charge.
      `Invoice number: ${document.number}`,
      'Invoice date: 24 Nov 2026',
      'Booking code: HB7K3QM',
      'Place of supply: Uttar Pradesh (09)',
      'Reverse charge: No',
      // The recipient, a registered business.
      'BILLED TO · B2B (REGISTERED RECIPIENT)',
      'Verma Textiles Private Limited',
      'GSTIN: 27AAPFU0939F1ZV',
      'State: Maharashtra (27)',
      'Guest: Asha Verma',
      '14 MG Road, Pune, Maharashtra 411001, India',
      // The lines: SAC, nights, taxable value, rate, CGST and SGST.
      '996311',
      'Room 101 (Deluxe), 1–3 Dec 2026',
      '₹6,095.24',
      '₹152.38',
      '₹16,000.00',
      '5%',
      '18%',
      '2.5%',
      '9%',
      // The tax summary per rate, the total and the amount in words.
      'TAX SUMMARY',
      '₹25,280.00',
      'Amount in words: Rupees Twenty Five Thousand Two Hundred Eighty only',
      // The receipt of payments.
      'PAYMENTS RECEIVED',
      'UPI',
      'pay_SIM1234567890',
      'Cash',
      'RC/2026-27/00007',
      'Total received',
      'Paid in full',
      // The signature.
      'For Anand Residency Hospitality LLP',
      'Rakesh Anand',
      'Authorised signatory',
    ]) {
      expect(text).toContain(expected);
    }
    const table = pdfText(pdf, true);
    expect(table).toMatch(/#\s+Description\s+SAC\s+Nights\s+Taxable value\s+GST\s+CGST\s+SGST\s+Total/);
    expect(table).toMatch(/1\s+Room 101 \(Deluxe\), 1–3 Dec\s+996311\s+2\s+₹6,095\.24\s+5%\s+₹152\.38\s+₹152\.38\s+₹6,400\.00/);
    expect(table).toMatch(/CGST rate\s+CGST\s+SGST rate\s+SGST\s+Total tax/);
    expect(table).toMatch(/5%\s+₹6,095\.24\s+2\.5%\s+₹152\.38\s+2\.5%\s+₹152\.38\s+₹304\.76/);
  });

  it('heads a banquet invoice by what it sells, with hall rent and plates on their own SAC and quantity', async () => {
    const event: EventLineData[] = [
      {
        kind: EventLineKind.HALL_RENT,
        description: 'Durbar Hall, Dinner',
        sac: HALL_SAC,
        quantity: 1,
        unitPaise: 40_000_00,
        rateBp: 1800,
      },
      {
        kind: EventLineKind.CATERING,
        description: 'Royal Veg',
        sac: CATERING_SAC,
        quantity: 120,
        unitPaise: 900_00,
        rateBp: 500,
      },
      { kind: EventLineKind.EXTRA, description: 'DJ', sac: HALL_SAC, quantity: 1, unitPaise: 8_000_00, rateBp: 1800 },
    ];
    const charges = eventCharges(event, priceEvent(event).taxes, '2026-12-20', 'Wedding reception on Sun, 20 Dec 2026');
    const document = sampleDocument('invoice', {
      lines: invoiceLines(charges, priceEvent(event).totalPaise, null),
      bookingId: null,
      eventId: '7d0c2a8e-0b7a-4c5e-9a51-3f1e2d4c6b80',
      bookCode: 'EV7K3QM',
    });
    const pdf = await renderTaxDocumentPdf(document, { money: [] });
    keepPdf('tax-invoice-banquet', pdf);
    const text = flat(pdfText(pdf));
    expect(text).toContain('HALL RENT AND CATERING');
    expect(text).not.toMatch(/room accommodation|nights/i);
    expect(text).toContain('Event reference: EV7K3QM');
    expect(text).toContain('No payment recorded against this event yet.');
    expect(text).toContain('Event EV7K3QM');
    const table = pdfText(pdf, true);
    expect(table).toMatch(/#\s+Description\s+SAC\s+Qty\s+Taxable value/);
    expect(table).toMatch(/1\s+Durbar Hall, Dinner.*997212\s+1 session\s+₹40,000\.00\s+18%\s+₹3,600\.00/);
    expect(table).toMatch(/2\s+Royal Veg: 120 × ₹900\s+996334\s+120 plates\s+₹1,08,000\.00\s+5%\s+₹2,700\.00/);
    expect(table).toMatch(/3\s+DJ \(₹8,000\)\s+997212\s+1\s+₹8,000\.00\s+18%\s+₹720\.00/);
  });

  it('embeds its font, which has the rupee sign and Devanagari', async () => {
    const pdf = await renderTaxDocumentPdf(sampleDocument('invoice'));
    const fonts = pdfFonts(pdf);

    expect(fonts).toMatch(/NotoSansDevanagari-Regular\s+CID TrueType\s+Identity-H\s+yes yes yes/);
    expect(fonts).toMatch(/NotoSansDevanagari-Bold\s+CID TrueType\s+Identity-H\s+yes yes yes/);
    expect(fonts).not.toMatch(/Helvetica/);
    expect(pdfText(pdf)).toMatch(/₹[\d,]+\.\d\d/);
  });

  it('marks a guest without a GSTIN as B2C and writes large sums in lakh and crore', async () => {
    const lines = [roomLine('Every room of the hotel, 30 nights', 30, 4_10_000_00, 1800)];
    const document = sampleDocument('invoice', {
      lines,
      recipient: { name: 'Asha Verma', address: null, email: null, phone: null, businessName: null, gstin: null },
    });
    const pdf = await renderTaxDocumentPdf(document, { money: [] });
    const text = flat(pdfText(pdf));

    expect(text).toContain('BILLED TO · B2C (UNREGISTERED RECIPIENT)');
    expect(text).not.toContain('B2B');
    expect(text).toContain('Address: Not given');
    expect(text).toContain('₹1,23,00,000.00');
    expect(text).toContain('Rupees One Crore Twenty Three Lakh only');
    expect(text).toContain('No payment recorded against this booking yet.');
  });

  it('prints a credit note with its invoice, the reason and the money returned', async () => {
    const lines = [roomLine('Cancellation of Room 101, 1–3 Dec 2026', 1, 3200_00, 500)];
    const document = sampleDocument('credit_note', { lines, reason: 'Booking cancelled by the guest' });
    const pdf = await renderTaxDocumentPdf(document, {
      original: { number: 'AR/26-27/0042', issueDate: '2026-11-22' },
      money: [{ at: new Date('2026-11-24T06:00:00Z'), method: 'upi', reference: 'rfnd_SIM99', amountPaise: 3200_00 }],
    });
    keepPdf('credit-note', pdf);
    const text = flat(pdfText(pdf));

    for (const expected of [
      'Credit Note / ',
      'नोट',
      `Credit note number: ${document.number}`,
      'Credit note date: 24 Nov 2026',
      'Against invoice: AR/26-27/0042',
      'Invoice date: 22 Nov 2026',
      'Reason: Booking cancelled by the guest',
      'GSTIN: 09ABKFA4521M1Z7',
      'Place of supply: Uttar Pradesh (09)',
      'Reverse charge: No',
      '996311',
      'Total credited',
      'Rupees Three Thousand Two Hundred only',
      'MONEY RETURNED',
      'rfnd_SIM99',
      'Authorised signatory',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('gives receipt and refund vouchers their own titles and fields', async () => {
    const advance = [roomLine('Advance for the stay of booking HB7K3QM', 1, 5000_00, 500)];
    const receipt = sampleDocument('receipt_voucher', { lines: advance });
    const receiptPdf = await renderTaxDocumentPdf(receipt, {
      money: [{ at: new Date('2026-11-21T05:00:00Z'), method: 'card', reference: 'pay_SIM55', amountPaise: 5000_00 }],
    });
    keepPdf('receipt-voucher', receiptPdf);
    const receiptText = flat(pdfText(receiptPdf));
    for (const expected of [
      // pdftotext gives the vowel sign ि in the order it is drawn, so the check stops short of it.
      'Receipt Voucher / प्रा',
      'वाउचर',
      `Voucher number: ${receipt.number}`,
      'Voucher date: 24 Nov 2026',
      'ADVANCE RECEIVED',
      'Card',
      'pay_SIM55',
      'Reverse charge: No',
      'Rupees Five Thousand only',
    ]) {
      expect(receiptText).toContain(expected);
    }

    const refund = sampleDocument('refund_voucher', { lines: advance, reason: 'Stay cancelled before the invoice' });
    const refundPdf = await renderTaxDocumentPdf(refund, { original: { number: receipt.number, issueDate: '2026-11-21' } });
    keepPdf('refund-voucher', refundPdf);
    const refundText = flat(pdfText(refundPdf));
    for (const expected of [
      'Refund Voucher / प्र',
      'दाय वाउचर',
      `Against receipt voucher: ${receipt.number}`,
      'Receipt voucher date: 21 Nov 2026',
      'Reason: Stay cancelled before the invoice',
      'Refund amount',
    ]) {
      expect(refundText).toContain(expected);
    }
    expect(refundText).not.toContain('REFUND PAID');
  });

  it('carries a long invoice over pages, numbered', async () => {
    const lines = Array.from({ length: 40 }, (_, i) => roomLine(`Room ${200 + i} (Standard), 1–3 Dec 2026`, 2, 2500_00, 500));
    const pdf = await renderTaxDocumentPdf(sampleDocument('invoice', { lines }), { money: PAID });
    keepPdf('tax-invoice-long', pdf);
    const text = flat(pdfText(pdf));

    const pages = Number(/Page 1 of (\d+)/.exec(text)?.[1]);
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect(text).toContain('Room 239 (Standard)');
    expect(text).toContain('Authorised signatory');
  });
});
