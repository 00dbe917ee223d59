import { registerHindi } from './catalogues';
import hiCommon from './generated/hi/common';

/** Hindi's catalogues: imported (and so registered) before a Hindi page renders. */
registerHindi({ common: hiCommon });
