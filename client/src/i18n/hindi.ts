import { registerHindi } from './catalogues';
import hiCommon from './generated/hi/common';
import hiLanding from './generated/hi/landing';
import hiRoom from './generated/hi/room';
import hiWizard from './generated/hi/wizard';

/** Hindi's catalogues: imported (and so registered) before a Hindi page renders. */
registerHindi({ common: hiCommon, landing: hiLanding, wizard: hiWizard, room: hiRoom });
