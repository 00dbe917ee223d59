import { formatHotelDateTime, formatStayDate } from '../../shared/dates';
import { newA4Document, pdfBytes } from '../../shared/pdf/pdf-document';
import { COLOUR, LANDSCAPE_PAGE, Sheet } from '../../shared/pdf/pdf-layout';
import { toCsv } from '../reports';
import { FormIIIKind } from './form-iii-report.entity';
import type { FormIIIReportView } from './form-iii.service';
import type { NumberedRegisterRow } from './guest-register.service';
import { idShown } from './register-rows';

/** The register's columns, as a paper guest register has them (the signature is signed on the printout). */
const REGISTER_COLUMNS = [
  { header: 'S. no.', width: 3 },
  { header: 'Name', width: 8 },
  { header: 'Address', width: 11 },
  { header: 'Nationality', width: 6 },
  { header: 'Coming from', width: 6 },
  { header: 'Going to', width: 6 },
  { header: 'Purpose', width: 6 },
  { header: 'Arrival', width: 10 },
  { header: 'Departure', width: 10 },
  { header: 'ID', width: 13 },
  { header: 'Room', width: 4 },
  { header: 'Signature', width: 7 },
] as const;

/** One register row's cells, in REGISTER_COLUMNS' order. */
export function registerCells(row: NumberedRegisterRow): string[] {
  return [
    String(row.serialNo),
    row.name,
    row.address,
    row.oci ? `${row.nationality} (OCI)` : row.nationality,
    row.comingFrom,
    row.goingTo,
    row.purpose,
    formatHotelDateTime(row.arrivedAt),
    row.departedAt ? formatHotelDateTime(row.departedAt) : '',
    idShown(row),
    row.rooms,
    '',
  ];
}

/** The register of a day or month as a landscape A4 PDF, for the police. */
export async function renderRegisterPdf(
  register: { from: string; to: string; rows: NumberedRegisterRow[] },
  hotelName: string,
): Promise<Buffer> {
  const period =
    register.from === register.to
      ? formatStayDate(register.from)
      : `${formatStayDate(register.from)} to ${formatStayDate(register.to)}`;
  const doc = newA4Document(
    { Title: `Guest register ${register.from} to ${register.to}`, Author: hotelName, Subject: 'Guest register' },
    { landscape: true },
  );
  const done = pdfBytes(doc);
  const sheet = new Sheet(doc, LANDSCAPE_PAGE);
  sheet.text(hotelName, { size: 9, colour: COLOUR.muted });
  sheet.text(`Guest register · ${period}`, { size: 16, bold: true });
  sheet.rule(COLOUR.ink, 1.2);
  sheet.gap(6);
  if (register.rows.length === 0) sheet.text('No guests arrived in this period.', { size: 10 });
  else sheet.table(REGISTER_COLUMNS, register.rows.map(registerCells), { size: 7 });
  sheet.footers(`Guest register · ${register.from} to ${register.to}`);
  doc.end();
  return done;
}

/**
 * A Form III report's particulars in the order the portal's form asks for them, to copy from
 * (the order of the Bureau of Immigration's form as docs/guest-register.md gives it: not verified
 * against the live portal).
 */
export function formIIISheet(view: FormIIIReportView): [string, string][] {
  const { guest, report } = view;
  const form = guest.formIII;
  const date = (value: string | null | undefined) => (value ? formatStayDate(value) : '');
  return [
    ['Report', report.kind === FormIIIKind.ARRIVAL ? 'Arrival' : 'Departure'],
    ['Name', guest.name],
    ['Gender', form?.gender ?? ''],
    ['Date of birth', date(form?.dateOfBirth)],
    ['Nationality', guest.nationality],
    ['OCI card holder', guest.oci ? 'Yes' : 'No'],
    ['Passport number', form?.passportNumber ?? ''],
    ['Passport place of issue', form?.passportPlaceOfIssue ?? ''],
    ['Passport date of issue', date(form?.passportIssuedOn)],
    ['Passport valid until', date(form?.passportExpiresOn)],
    [guest.oci ? 'OCI card number' : 'Visa number', form?.visaNumber ?? ''],
    ['Visa type', form?.visaType ?? ''],
    ['Visa place of issue', form?.visaPlaceOfIssue ?? ''],
    ['Visa date of issue', date(form?.visaIssuedOn)],
    ['Visa valid until', date(form?.visaValidUntil)],
    ['Date of arrival in India', date(form?.arrivedInIndiaOn)],
    ['Port of arrival in India', form?.portOfArrival ?? ''],
    ['Arrival at the hotel', formatHotelDateTime(guest.arrivedAt)],
    ['Departure from the hotel', guest.departedAt ? formatHotelDateTime(guest.departedAt) : ''],
    ['Room', guest.rooms],
    ['Coming from', guest.comingFrom],
    ['Next destination', form?.nextDestination ?? guest.goingTo],
    ['Purpose of visit', guest.purpose],
    ['Address in India', form?.addressInIndia ?? ''],
    ['Contact number in India', form?.contactInIndia ?? ''],
    ['Permanent address abroad', form?.addressAbroad ?? guest.address],
    ['Contact number abroad', form?.contactAbroad ?? ''],
  ];
}

/** The sheet as a CSV: one header row of the fields, one row of their values. */
export function formIIICsv(view: FormIIIReportView): { fileName: string; csv: string } {
  const sheet = formIIISheet(view);
  return {
    fileName: `form-iii-${view.report.kind}-${view.guest.bookCode}-${view.guest.name.replace(/[^A-Za-z0-9]+/g, '-').toLowerCase()}.csv`,
    csv: toCsv(
      sheet.map(([label]) => label),
      [sheet.map(([, value]) => value)],
    ),
  };
}

/** The sheet as an A4 PDF, to copy from or keep with the portal's acknowledgement. */
export async function renderFormIIIPdf(view: FormIIIReportView, hotelName: string): Promise<Buffer> {
  const kind = view.report.kind === FormIIIKind.ARRIVAL ? 'arrival' : 'departure';
  const doc = newA4Document({ Title: `Form III ${kind}: ${view.guest.name}`, Author: hotelName, Subject: 'Form III' });
  const done = pdfBytes(doc);
  const sheet = new Sheet(doc);
  sheet.text(hotelName, { size: 9, colour: COLOUR.muted });
  sheet.text(`Form III · ${kind} of ${view.guest.name}`, { size: 16, bold: true });
  sheet.text(
    view.report.status === 'reported'
      ? `Reported at ${formatHotelDateTime(view.report.reportedAt!)} by ${view.report.reportedBy}, reference ${view.report.portalReference}`
      : `Due by ${formatHotelDateTime(view.report.dueAt)}`,
    { size: 10, colour: COLOUR.muted },
  );
  sheet.rule(COLOUR.ink, 1.2);
  sheet.gap(6);
  sheet.table(
    [
      { header: 'Field', width: 2 },
      { header: 'Value', width: 3 },
    ],
    formIIISheet(view),
    { size: 9 },
  );
  sheet.footers(`Form III · ${view.guest.bookCode}`);
  doc.end();
  return done;
}
