/** The reports module as other code sees it: everything else in this folder is its own. */
export { BookingCalendarService } from './booking-calendar.service';
export { ExportsService } from './exports.service';
export { GstSummaryResolver } from './gst-summary.resolver';
export { gstSummaryRoutes } from './gst-summary.routes';
export { GstSummaryService } from './gst-summary.service';
export { HotelReportsService } from './hotel-reports.service';
export { ReportsResolver } from './reports.resolver';
export { reportsRoutes } from './reports.routes';
export { createReportsModule } from './reports.module';
export type { ReportServices } from './reports.module';
export { adrPaise, moneyReceivedPaise, occupancyPercent, revparPaise } from './report-figures';
export type { GstSummary } from './gst-summary';
export type { ReportFigures } from './report-figures';
export { toCsv } from './csv';
export type { CsvValue } from './csv';
