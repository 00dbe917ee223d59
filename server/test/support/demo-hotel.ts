import { DEMO_HOTEL_PROFILE } from '../../src/db/seeds/demo-hotel-profile';
import type { HotelProfile } from '../../src/modules/hotel-settings';

/** The demo seed's profile as the database row holds it (what a test's app reads until it is edited). */
export const DEMO_HOTEL: HotelProfile = { id: 1, ...DEMO_HOTEL_PROFILE, updatedAt: new Date('2026-01-01T00:00:00Z') };
