import { formatStayDate } from '../../shared/dates';
import { formatRupees, paiseToRupees } from '../../shared/money';
import { newA4Document, pdfBytes } from '../../shared/pdf/pdf-document';
import { COLOUR, Sheet } from '../../shared/pdf/pdf-layout';
import { CsvValue, toCsv } from '../reports';
import { DayCloseView } from './day-close.service';
import { DayCloseStay } from './day-close-summary';

const METHOD_LABELS: Record<string, string> = {
  cash: 'Cash',
  upi: 'UPI',
  card: 'Card',
  bank_transfer: 'Bank transfer',
  online: 'Online',
  netbanking: 'Netbanking',
  wallet: 'Wallet',
  ota: 'Collected by the OTA',
};
const methodLabel = (method: string) => METHOD_LABELS[method] ?? method;

/** The day report's figures as label and value, shared by the PDF and the CSV. */
function figures(view: DayCloseView): Array<[string, string, CsvValue]> {
  const { report } = view.summary;
  const money = (paise: number): [string, CsvValue] => [formatRupees(paise), paiseToRupees(paise)];
  return [
    ['Room nights available', String(report.roomNightsAvailable), report.roomNightsAvailable],
    ['Room nights sold', String(report.roomNightsSold), report.roomNightsSold],
    ['Occupancy', `${report.occupancyPercent}%`, report.occupancyPercent],
    ['Room revenue', ...money(report.roomRevenuePaise)],
    ['ADR', ...money(report.adrPaise)],
    ['RevPAR', ...money(report.revparPaise)],
    ['Banquet events', String(report.banquetEvents), report.banquetEvents],
    ['Banquet revenue', ...money(report.banquetRevenuePaise)],
    ['Extras revenue', ...money(report.extrasRevenuePaise ?? 0)],
    ...report.moneyReceived.map((row): [string, string, CsvValue] => [
      `Received: ${methodLabel(row.method)}`,
      ...money(row.paise),
    ]),
    ['Money received', ...money(report.moneyReceivedTotalPaise)],
    ['Refunds', ...money(report.refundsPaise)],
    ['GST taxable value', ...money(report.gstTaxablePaise)],
    ['CGST collected', ...money(report.cgstPaise)],
    ['SGST collected', ...money(report.sgstPaise)],
  ];
}

const STAY_LISTS = [
  ['No-shows marked', 'noShows'],
  ['Overstays (due out, still in)', 'overstays'],
  ['Arrivals not checked in', 'arrivalsNotCheckedIn'],
  ['Unpaid balances', 'unpaid'],
] as const;

/** The day report as CSV: the figures, then each list, one section after another. */
export function dayCloseCsv(view: DayCloseView): { fileName: string; csv: string } {
  const rows: CsvValue[][] = [
    ['Day', view.date],
    ['State', view.state],
    ...figures(view).map(([label, , value]) => [label, value]),
  ];
  for (const [title, key] of STAY_LISTS) {
    for (const stay of view.summary[key])
      rows.push([
        title,
        stay.bookCode,
        stay.guestName,
        stay.rooms,
        stay.checkIn,
        stay.checkOut,
        paiseToRupees(stay.balanceDuePaise),
      ]);
  }
  for (const night of view.summary.nightsPosted)
    rows.push(['Night posted', night.bookCode, night.roomName, paiseToRupees(night.amountPaise)]);
  for (const shift of view.summary.openShifts)
    rows.push(['Open shift', shift.openedBy, shift.openedAt, paiseToRupees(shift.floatPaise)]);
  return { fileName: `day-close-${view.date}.csv`, csv: toCsv(['Item', 'Value'], rows) };
}

/** The day report as an A4 PDF. */
export async function renderDayClosePdf(view: DayCloseView, hotelName: string): Promise<Buffer> {
  const doc = newA4Document({ Title: `Day report ${view.date}`, Author: hotelName, Subject: 'Night audit' });
  const done = pdfBytes(doc);
  const sheet = new Sheet(doc);
  sheet.text(hotelName, { size: 9, colour: COLOUR.muted });
  sheet.text(`Day report · ${formatStayDate(view.date)}`, { size: 18, bold: true });
  sheet.text(view.state === 'closed' ? `Closed by ${view.closedBy}` : 'Not closed yet: a preview', {
    size: 10,
    colour: COLOUR.muted,
  });
  sheet.rule(COLOUR.ink, 1.2);
  sheet.heading('Figures');
  sheet.table(
    [
      { header: 'Figure', width: 3 },
      { header: 'Value', width: 2, align: 'right' },
    ],
    figures(view).map(([label, text]) => [label, text]),
  );
  for (const [title, key] of STAY_LISTS) staysSection(sheet, title, view.summary[key]);
  sheet.heading('Nights posted');
  if (view.summary.nightsPosted.length === 0) sheet.text('None.', { size: 10 });
  else
    sheet.table(
      [
        { header: 'Booking', width: 2 },
        { header: 'Room', width: 3 },
        { header: 'Amount', width: 2, align: 'right' },
      ],
      view.summary.nightsPosted.map((night) => [night.bookCode, night.roomName, formatRupees(night.amountPaise)]),
    );
  sheet.heading('Open shifts');
  if (view.summary.openShifts.length === 0) sheet.text('None.', { size: 10 });
  else
    for (const shift of view.summary.openShifts)
      sheet.text(`${shift.openedBy}, float ${formatRupees(shift.floatPaise)}`, { size: 10 });
  sheet.footers(`Day report · ${view.date}`);
  doc.end();
  return done;
}

function staysSection(sheet: Sheet, title: string, stays: readonly DayCloseStay[]): void {
  sheet.heading(title);
  if (stays.length === 0) {
    sheet.text('None.', { size: 10 });
    return;
  }
  sheet.table(
    [
      { header: 'Booking', width: 2 },
      { header: 'Guest', width: 3 },
      { header: 'Rooms', width: 2 },
      { header: 'Stay', width: 3 },
      { header: 'Balance', width: 2, align: 'right' },
    ],
    stays.map((stay) => [
      stay.bookCode,
      stay.guestName,
      stay.rooms,
      `${stay.checkIn} – ${stay.checkOut}`,
      formatRupees(stay.balanceDuePaise),
    ]),
  );
}
