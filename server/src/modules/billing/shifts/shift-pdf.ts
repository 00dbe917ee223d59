import { formatHotelDateTime } from '../../../shared/dates';
import { formatRupees } from '../../../shared/money';
import { newA4Document, pdfBytes } from '../../../shared/pdf/pdf-document';
import { COLOUR, Sheet } from '../../../shared/pdf/pdf-layout';
import { ShiftReport, signedRupees } from './cash-shifts';

const METHOD_LABELS: Record<string, string> = { cash: 'Cash', upi: 'UPI', card: 'Card', bank_transfer: 'Bank transfer' };
const NONE = '—';

/** The shift report as an A4 PDF: who, when, the float, each entry, expected against counted. */
export async function renderShiftPdf(report: ShiftReport, hotelName: string): Promise<Buffer> {
  const { shift, entries, tally } = report;
  const doc = newA4Document({ Title: `Shift report ${shift.openedBy}`, Author: hotelName, Subject: 'Cash shift' });
  const done = pdfBytes(doc);
  const sheet = new Sheet(doc);
  sheet.text(hotelName, { size: 9, colour: COLOUR.muted });
  sheet.text('Shift report', { size: 20, bold: true });
  sheet.rule(COLOUR.ink, 1.2);
  sheet.gap(6);
  sheet.pairs([
    ['Opened by', shift.openedBy],
    ['Opened', formatHotelDateTime(shift.openedAt)],
    ['Float', formatRupees(shift.floatPaise)],
    ['Closed by', shift.closedBy ?? 'still open'],
    ['Closed', shift.closedAt ? formatHotelDateTime(shift.closedAt) : NONE],
  ]);

  sheet.heading(shift.closedAt ? 'Expected and counted' : 'Expected so far');
  sheet.table(
    [
      { header: 'Method', width: 3 },
      { header: 'Expected', width: 2, align: 'right' },
      { header: 'Counted', width: 2, align: 'right' },
      { header: 'Difference', width: 2, align: 'right' },
    ],
    [
      ...tally.map((line) => [
        METHOD_LABELS[line.method] ?? line.method,
        formatRupees(line.expectedPaise),
        line.countedPaise === null ? NONE : formatRupees(line.countedPaise),
        line.differencePaise === null ? NONE : signedRupees(line.differencePaise),
      ]),
      ...(shift.closedAt ? [['Difference', '', '', signedRupees(shift.differencePaise ?? 0)]] : []),
    ],
    { boldRows: shift.closedAt ? [tally.length] : [] },
  );
  if (shift.closeNote) sheet.pairs([['Note', shift.closeNote]]);

  sheet.heading('Entries');
  if (entries.length === 0) sheet.text('No money was taken in this shift.', { size: 10 });
  else
    sheet.table(
      [
        { header: 'When', width: 3 },
        { header: 'Receipt', width: 3 },
        { header: 'Booking / event', width: 2 },
        { header: 'Method', width: 2 },
        { header: 'Amount', width: 2, align: 'right' },
      ],
      entries.map((entry) => [
        formatHotelDateTime(entry.paidAt ?? entry.createdAt),
        entry.receiptNumber ?? 'reversal',
        entry.bookCode,
        METHOD_LABELS[entry.method ?? ''] ?? entry.method ?? NONE,
        formatRupees(entry.amountPaise),
      ]),
    );
  sheet.footers(`Shift report · ${shift.openedBy}`);
  doc.end();
  return done;
}
