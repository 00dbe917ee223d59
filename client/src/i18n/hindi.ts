import { registerHindi } from './catalogues';
import hiCommon from './generated/hi/common';
import hiDetails from './generated/hi/details';
import hiForms from './generated/hi/forms';
import hiJourney from './generated/hi/journey';
import hiLanding from './generated/hi/landing';
import hiMyBooking from './generated/hi/mybooking';
import hiPayment from './generated/hi/payment';
import hiPrice from './generated/hi/price';
import hiRoom from './generated/hi/room';
import hiRooms from './generated/hi/rooms';
import hiWizard from './generated/hi/wizard';

/** Hindi's catalogues: imported (and so registered) before a Hindi page renders. */
registerHindi({
  common: hiCommon,
  landing: hiLanding,
  wizard: hiWizard,
  price: hiPrice,
  rooms: hiRooms,
  room: hiRoom,
  details: hiDetails,
  forms: hiForms,
  journey: hiJourney,
  payment: hiPayment,
  mybooking: hiMyBooking,
});
