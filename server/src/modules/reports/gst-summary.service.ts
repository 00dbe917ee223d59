import { Between, DataSource, In } from 'typeorm';
import { addDays } from '../../shared/dates';
import { DomainError } from '../../shared/domain-error';
import { trimmed } from '../../shared/input';
import { InvoiceErrorCode, TaxDocument } from '../billing';
import { buildGstSummary, GstSummary } from './gst-summary';
import { gstSummaryCsv } from './gst-summary-csv';

export type { GstSummary } from './gst-summary';

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** "2026-11" → its first and last day; GST began in July 2017. */
export function monthDays(input: unknown): { month: string; from: string; to: string } {
  const month = trimmed(input);
  const match = MONTH.exec(month);
  if (!match || month < '2017-07' || Number(match[1]) > 2100) {
    throw new DomainError(InvoiceErrorCode.GstMonthInvalid, 'Choose a month as YYYY-MM, e.g. 2026-11', 'month');
  }
  const from = `${month}-01`;
  const [year, monthNumber] = [Number(match[1]), Number(match[2])];
  const nextMonth = monthNumber === 12 ? `${year + 1}-01-01` : `${year}-${String(monthNumber + 1).padStart(2, '0')}-01`;
  return { month, from, to: addDays(nextMonth, -1) };
}

/** The monthly GST summary for GSTR-1, from the tax documents issued in the month (hotel dates). */
export class GstSummaryService {
  constructor(private readonly dataSource: DataSource) {}

  async summary(monthInput: unknown): Promise<GstSummary> {
    const { month, from, to } = monthDays(monthInput);
    return this.between(month, from, to);
  }

  /** The same figures for the documents issued on the days [from, to] (the day close's one day), labelled `label`. */
  async between(label: string, from: string, to: string): Promise<GstSummary> {
    const month = label;
    const documents = this.dataSource.getRepository(TaxDocument);
    const inMonth = await documents.find({ where: { issueDate: Between(from, to) } });
    const bookingIds = [...new Set(inMonth.flatMap((document) => document.bookingId ?? []))];
    const eventIds = [...new Set(inMonth.flatMap((document) => document.eventId ?? []))];
    const originalIds = [...new Set(inMonth.flatMap((document) => document.originalDocumentId ?? []))];
    const related =
      inMonth.length === 0
        ? []
        : await documents.find({
            where: [
              ...(bookingIds.length ? [{ bookingId: In(bookingIds) }] : []),
              ...(eventIds.length ? [{ eventId: In(eventIds) }] : []),
              ...(originalIds.length ? [{ id: In(originalIds) }] : []),
            ],
          });
    return buildGstSummary(month, from, to, inMonth, related);
  }

  /** The summary as the accountant's spreadsheet, and its file name. */
  async csv(monthInput: unknown): Promise<{ fileName: string; csv: string }> {
    const summary = await this.summary(monthInput);
    return { fileName: `gst-summary-${summary.month}.csv`, csv: gstSummaryCsv(summary) };
  }
}
