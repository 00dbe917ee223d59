/** The hotel-settings module as other code sees it: everything else in this folder is its own. */
export { HotelSettings } from './hotel-settings.entity';
export { HotelSettingsResolver } from './hotel-settings.resolver';
export { HotelSettingsService } from './hotel-settings.service';
