import type { PhotoFieldsFragment, RoomType, StayPriceFieldsFragment } from '../../graphql/generated';

/** A room as the landing page shows it (the fields of the LandingPageRooms query). */
export interface LandingRoom {
  id: string;
  name: string;
  type: RoomType;
  rentPerDay: number;
  maxCount: number;
  photos: readonly PhotoFieldsFragment[];
  amenities: readonly string[];
}

/** A free room for the wizard's Details stage (the fields of the WizardAvailableRooms query), priced for the stay. */
export interface AvailableRoom extends LandingRoom {
  stayPrice: StayPriceFieldsFragment;
}

/** What the Details stage asks the server: rooms free for the stay that take this many guests. */
export interface AvailabilitySearch {
  checkIn: string;
  checkOut: string;
  /** Adults who share one room (adults ÷ rooms, rounded up). */
  guestsPerRoom: number;
}
