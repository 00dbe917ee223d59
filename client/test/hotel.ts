// eslint-disable-next-line local/server-pure-imports -- a fixture: the tests' pages carry the demo seed's profile, as the test server's pages do
import { DEMO_HOTEL_PROFILE } from '../../server/src/db/seeds/demo-hotel-profile';
import { hotelFrom, type HotelProfile } from '../src/lib/hotel';

/** The hotel the component tests' pages carry: the server's demo seed, as the server embeds it. */
export const TEST_HOTEL_PROFILE: HotelProfile = (({ alertsEmail: _alerts, alertsPhone: _alertsPhone, ...profile }) => ({
  ...profile,
  // The seed's slides show the shipped photos: no upload of the owner's.
  gallery: profile.gallery.map((slide) => ({ ...slide, photoId: null, photo: null })),
}))(DEMO_HOTEL_PROFILE);

/** The same with the words pages build from it. */
export const TEST_HOTEL = hotelFrom(TEST_HOTEL_PROFILE);
