import { ModuleContext } from '../../shared/module-context';
import type { BillingServices } from '../billing';
import type { StayServices } from '../bookings';
import { BookingCalendarService } from './booking-calendar.service';
import { ExportsService } from './exports.service';
import { GstSummaryService } from './gst-summary.service';
import { HotelReportsService } from './hotel-reports.service';

/** What the owner and the accountant read: the calendar, the reports, the GST summary, the CSVs. */
export interface ReportServices {
  calendar: BookingCalendarService;
  exports: ExportsService;
  hotelReports: HotelReportsService;
  gstSummary: GstSummaryService;
}

export function createReportsModule(context: ModuleContext, stays: StayServices, billing: BillingServices): ReportServices {
  const { dataSource } = context;
  return {
    calendar: new BookingCalendarService(dataSource, stays.occupancy),
    exports: new ExportsService(dataSource, billing.ledger),
    hotelReports: new HotelReportsService(dataSource),
    gstSummary: new GstSummaryService(dataSource),
  };
}
