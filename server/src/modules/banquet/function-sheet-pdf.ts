import { formatStayDate } from '../../shared/dates';
import { formatRupees } from '../../shared/money';
import { newA4Document, pdfBytes } from '../../shared/pdf/pdf-document';
import { COLOUR, Sheet } from '../../shared/pdf/pdf-layout';
import { FunctionSheet } from './function-sheet';

const NONE = '—';

/** The title band: the hotel, "Function sheet", and the event's reference and status on the right. */
function titleBand(sheet: Sheet, fs: FunctionSheet, hotelName: string): void {
  const top = sheet.y;
  sheet.textAt(hotelName, sheet.left, top, { size: 9, colour: COLOUR.muted, width: sheet.width * 0.6 });
  sheet.textAt('Function sheet', sheet.left, top + 13, { size: 20, bold: true, width: sheet.width * 0.6 });
  sheet.textAt(`Event ${fs.reference}`, sheet.left, top, { size: 11, bold: true, align: 'right' });
  sheet.textAt(`Status: ${fs.statusText}`, sheet.left, top + 15, { size: 9, colour: COLOUR.muted, align: 'right' });
  sheet.y = top + 44;
  sheet.rule(COLOUR.ink, 1.2);
  sheet.gap(8);
  sheet.text(`${fs.dateText} · ${fs.hallName} · ${fs.sessionName} ${fs.timingText}`, { size: 13, bold: true });
  sheet.text(fs.occasion, { size: 11 });
}

/** Two columns of "Label: value" pairs side by side. */
function twoColumns(
  sheet: Sheet,
  left: ReadonlyArray<readonly [string, string]>,
  right: ReadonlyArray<readonly [string, string]>,
) {
  const top = sheet.y;
  const half = sheet.width / 2;
  sheet.pairs(left, 10, sheet.left, half - 10);
  const leftEnd = sheet.y;
  sheet.y = top;
  sheet.pairs(right, 10, sheet.left + half, half);
  sheet.y = Math.max(leftEnd, sheet.y);
}

function menuSection(sheet: Sheet, fs: FunctionSheet): void {
  sheet.heading('Menu');
  if (!fs.menu) {
    sheet.text('No package chosen yet.', { size: 10 });
    return;
  }
  sheet.text(`${fs.menu.name} (${fs.menu.dietText})`, { size: 11, bold: true });
  sheet.gap(2);
  const half = Math.ceil(fs.menu.dishes.length / 2);
  const columns = [fs.menu.dishes.slice(0, half), fs.menu.dishes.slice(half)];
  const top = sheet.y;
  let bottom = top;
  columns.forEach((dishes, column) => {
    sheet.y = top;
    for (const dish of dishes)
      sheet.text(`•  ${dish}`, { size: 10, width: sheet.width / 2 - 10 }, sheet.left + (column * sheet.width) / 2);
    bottom = Math.max(bottom, sheet.y);
  });
  sheet.y = bottom;
}

function notesSection(sheet: Sheet, title: string, text: string | null, extra?: string): void {
  sheet.heading(title);
  sheet.text(text ?? NONE, { size: 10 });
  if (extra) sheet.text(extra, { size: 10, bold: true });
}

function moneySection(sheet: Sheet, fs: FunctionSheet): void {
  sheet.heading('Payments');
  const rows = fs.payments.map((step) => [
    step.label,
    step.dueDate ? formatStayDate(step.dueDate) : 'To confirm',
    formatRupees(step.amountPaise),
    step.paid ? 'Paid' : step.overdue ? 'Overdue' : 'Due',
  ]);
  sheet.table(
    [
      { header: 'Payment', width: 4 },
      { header: 'Due', width: 3 },
      { header: 'Amount', width: 2, align: 'right' },
      { header: 'Status', width: 1.5 },
    ],
    rows,
  );
  sheet.gap(6);
  twoColumns(
    sheet,
    [
      ['Total (GST included)', formatRupees(fs.totalPaise)],
      ['Payments received', formatRupees(fs.receivedPaise)],
    ],
    [['Balance due', formatRupees(fs.balancePaise)]],
  );
}

/** The function sheet as an A4 PDF for the kitchen and the hall staff. */
export async function renderFunctionSheetPdf(fs: FunctionSheet, hotelName: string): Promise<Buffer> {
  const doc = newA4Document({
    Title: `Function sheet ${fs.reference}`,
    Author: hotelName,
    Subject: `${fs.occasion}, ${fs.dateText}, ${fs.hallName} ${fs.sessionName}`,
  });
  const done = pdfBytes(doc);
  const sheet = new Sheet(doc);
  titleBand(sheet, fs, hotelName);

  sheet.heading('Event');
  twoColumns(
    sheet,
    [
      ['Date', fs.dateText],
      ['Hall', fs.hallName],
      ['Session', `${fs.sessionName}, ${fs.timingText}`],
      ['Occasion', fs.occasion],
    ],
    [
      ['Host', fs.hostName],
      ['Phone', fs.hostPhone],
      ['Email', fs.hostEmail],
    ],
  );

  sheet.heading('Covers');
  twoColumns(
    sheet,
    [
      ['Guaranteed covers', fs.guaranteedPlates === null ? 'not yet given' : String(fs.guaranteedPlates)],
      ['Expected covers', String(fs.expectedGuests)],
    ],
    [['Count freezes on', formatStayDate(fs.guaranteeCutoffDate)]],
  );

  menuSection(sheet, fs);
  notesSection(sheet, 'Dietary notes', fs.dietaryNotes);
  notesSection(sheet, 'Setup', fs.setupNotes);
  notesSection(sheet, 'Decoration', fs.decorationNotes);
  notesSection(sheet, 'Sound', fs.soundNotes, fs.soundRule);
  if (fs.customerNotes) notesSection(sheet, 'The customer’s notes', fs.customerNotes);
  moneySection(sheet, fs);

  sheet.footers(`Function sheet · Event ${fs.reference} · Prepared ${formatStayDate(fs.preparedOn)}`);
  doc.end();
  return done;
}
