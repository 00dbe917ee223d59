import { ModuleContext } from '../../shared/module-context';
import type { BillingServices } from '../billing';
import type { StayMoneyServices, StayServices } from '../bookings';
import type { FrontDeskServices } from '../front-desk';
import type { ReportServices } from '../reports';
import { DayCloseFacts } from './day-close-facts';
import { DayCloseHousekeeping, DayCloseService } from './day-close.service';

export interface DayCloseServices {
  dayClose: DayCloseService;
}

export interface DayCloseNeeds {
  stays: StayServices;
  stayMoney: StayMoneyServices;
  billing: BillingServices;
  frontDesk: FrontDeskServices;
  reports: ReportServices;
  /** Housekeeping's markOccupiedRoomsDirty: the rooms slept in that night become dirty. */
  housekeeping: DayCloseHousekeeping;
}

export function createDayCloseModule(context: ModuleContext, needs: DayCloseNeeds): DayCloseServices {
  const { dataSource, clock, logger, config } = context;
  const facts = new DayCloseFacts(
    dataSource,
    needs.stays.bookingMoney,
    needs.frontDesk.frontDesk,
    needs.reports.hotelReports,
    needs.reports.gstSummary,
    needs.billing.cashShifts,
  );
  return {
    dayClose: new DayCloseService(
      dataSource,
      facts,
      needs.stayMoney.payAtHotelNoShows,
      clock,
      logger,
      config.dayCloseAtMinutes,
      needs.housekeeping,
    ),
  };
}
