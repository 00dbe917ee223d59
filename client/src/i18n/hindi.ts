import { registerHindi } from './catalogues';
import hiCommon from './generated/hi/common';
import hiJourney from './generated/hi/journey';
import hiLanding from './generated/hi/landing';
import hiMyBooking from './generated/hi/mybooking';
import hiPrice from './generated/hi/price';
import hiRooms from './generated/hi/rooms';
import hiWizard from './generated/hi/wizard';

/** Hindi's catalogues: imported (and so registered) before a Hindi page renders. */
registerHindi({
  common: hiCommon,
  landing: hiLanding,
  wizard: hiWizard,
  price: hiPrice,
  rooms: hiRooms,
  journey: hiJourney,
  mybooking: hiMyBooking,
});
