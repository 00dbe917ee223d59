import { ModuleContext } from '../../shared/module-context';
import { AuditService } from '../audit';
import type { StayMoneyServices, StayServices } from '../bookings';
import { ChannelConflictsService } from './channel-conflicts.service';
import { ChannelFeedsService } from './channel-feeds.service';
import { ChannelAlerts, ChannelSync } from './channel-sync.service';
import { IcalExportsService } from './ical-exports.service';

export interface ChannelServices {
  /** Imports OTAs' feeds (the periodic work polls them; the owner syncs one by hand). */
  channelSync: ChannelSync;
  channelFeeds: ChannelFeedsService;
  channelConflicts: ChannelConflictsService;
  icalExports: IcalExportsService;
}

export function createChannelsModule(
  context: ModuleContext,
  stays: Pick<StayServices, 'bookingLifecycle' | 'occupancy'>,
  stayMoney: Pick<StayMoneyServices, 'cancellations'>,
  needs: { audit: AuditService; alerts: ChannelAlerts },
): ChannelServices {
  const { dataSource, config, clock, logger } = context;
  const channelSync = new ChannelSync({
    dataSource,
    lifecycle: stays.bookingLifecycle,
    occupancy: stays.occupancy,
    alerts: needs.alerts,
    clock,
    config: config.channels,
    logger,
    userAgent: `HotelCalendarSync/1.0 (+${config.publicBaseUrl})`,
  });
  return {
    channelSync,
    channelFeeds: new ChannelFeedsService(dataSource, channelSync, needs.audit),
    channelConflicts: new ChannelConflictsService(
      dataSource,
      stays.bookingLifecycle,
      stays.occupancy,
      stayMoney.cancellations,
      needs.audit,
      clock,
    ),
    icalExports: new IcalExportsService(dataSource, stays.occupancy, needs.audit, clock, config.publicBaseUrl),
  };
}
