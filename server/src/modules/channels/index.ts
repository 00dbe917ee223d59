/** The channels module as other code sees it: OTA calendars in and out (issue 30). */
export { ChannelConflict } from './channel-conflict.entity';
export { ChannelConflictsService, ConflictAction } from './channel-conflicts.service';
export { ChannelFeed } from './channel-feed.entity';
export { ChannelFeedsService } from './channel-feeds.service';
export { ChannelSync } from './channel-sync.service';
export type { ChannelAlerts, ChannelConflictFacts, ChannelFeedFailure } from './channel-sync.service';
export { ChannelsResolver } from './channels.resolver';
export { IcalExport } from './ical-export.entity';
export { IcalExportsService } from './ical-exports.service';
export { icalRoutes } from './ical.routes';
export { createChannelsModule } from './channels.module';
export type { ChannelServices } from './channels.module';
