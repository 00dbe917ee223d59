import { PaymentMethod } from '../billing';
import { adrPaise, HotelReport, moneyReceivedPaise, occupancyPercent, ReportFigures, revparPaise } from './report-figures';
import { CsvValue, toCsv } from './csv';

/** A report's rows: one per day or one per month. */
export type ReportGrouping = 'day' | 'month';

const METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: 'Cash',
  upi: 'UPI',
  card: 'Card',
  bank_transfer: 'Bank transfer',
  netbanking: 'Netbanking',
  wallet: 'Wallet',
  emi: 'EMI',
  cardless_emi: 'Cardless EMI',
  paylater: 'Pay later',
  online: 'Online (method not told)',
  cod: 'Paid at hotel',
  ota: 'Collected by the OTA',
};

const rupees = (paise: number) => (paise / 100).toFixed(2);

/**
 * The report as a spreadsheet: a row per period, then the totals. Periods are hotel (IST) dates;
 * one column per way money came in during the range.
 */
export function reportCsv(report: HotelReport, by: ReportGrouping): string {
  const methods = report.totals.moneyReceived.map((entry) => entry.method);
  const header = [
    by === 'day' ? 'Date (IST)' : 'Month (IST)',
    'Room nights available',
    'Room nights sold',
    'Occupancy (%)',
    'Room revenue (INR)',
    'ADR (INR)',
    'RevPAR (INR)',
    'Banquet events',
    'Banquet revenue (INR)',
    'Room and banquet revenue (INR)',
    ...methods.map((method) => `Received: ${METHOD_LABELS[method]} (INR)`),
    'Received in all (INR)',
    'Refunds (INR)',
    'Net received (INR)',
  ];
  const row = (figures: ReportFigures, label: string): CsvValue[] => [
    label,
    figures.roomNightsAvailable,
    figures.roomNightsSold,
    occupancyPercent(figures).toFixed(2),
    rupees(figures.roomRevenuePaise),
    rupees(adrPaise(figures)),
    rupees(revparPaise(figures)),
    figures.banquetEvents,
    rupees(figures.banquetRevenuePaise),
    rupees(figures.roomRevenuePaise + figures.banquetRevenuePaise),
    ...methods.map((method) => rupees(figures.moneyReceived.find((entry) => entry.method === method)?.paise ?? 0)),
    rupees(moneyReceivedPaise(figures)),
    rupees(figures.refundsPaise),
    rupees(moneyReceivedPaise(figures) - figures.refundsPaise),
  ];
  const periods = by === 'day' ? report.days : report.months;
  return toCsv(header, [
    ...periods.map((figures) => row(figures, figures.period)),
    row(report.totals, `Total ${report.from} to ${report.to}`),
  ]);
}
