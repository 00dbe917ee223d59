/** The hotel-settings module as other code sees it: everything else in this folder is its own. */
export { HotelSettings } from './hotel-settings.entity';
export { HotelSettingsResolver } from './hotel-settings.resolver';
export { HotelSettingsService } from './hotel-settings.service';
export { GalleryPhoto } from './gallery-photo.entity';
export { GalleryPhotos } from './gallery-photos';
export { HotelProfile } from './hotel-profile.entity';
export type { HotelProfileData } from './hotel-profile.entity';
export { GallerySlidePhotoResolver, HotelProfileResolver } from './hotel-profile.resolver';
export { NO_HINDI_TEXTS } from './hotel-profile-hindi';
export { HotelProfileService } from './hotel-profile.service';
export { callUsOn, clockTime, hotelAddressLines, mailSender, telLink } from './hotel-profile-words';
export type { HotelProfileReader } from './hotel-profile.service';
export { NEW_HOTEL_PROFILE } from './new-hotel-profile';
