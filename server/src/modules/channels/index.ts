/** The channels module as other code sees it: OTA calendars in and out (issue 30). */
export { ChannelConflict } from './channel-conflict.entity';
export { ChannelFeed } from './channel-feed.entity';
export { IcalExport } from './ical-export.entity';
