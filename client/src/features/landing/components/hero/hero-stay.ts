import { checkInTooFar, stayTooLong } from '@server-pure/stay-limits';
import { CHECK_IN_IN_PAST, WIZARD_MESSAGES } from '../../content/messages';

/** What is wrong with the hero's dates, field by field, in the wizard's words (empty when nothing is). */
export interface HeroStayErrors {
  checkIn?: string;
  checkOut?: string;
}

/** The wizard's date rules (DatesStage) for the hero's box: required, from today, after check-in, not too long. */
export function heroStayErrors(checkIn: string, checkOut: string, today: string): HeroStayErrors {
  const errors: HeroStayErrors = {};
  if (!checkIn) errors.checkIn = WIZARD_MESSAGES.checkInRequired;
  else if (checkIn < today) errors.checkIn = CHECK_IN_IN_PAST;
  else if (checkInTooFar(today, checkIn)) errors.checkIn = checkInTooFar(today, checkIn);
  if (!checkOut) errors.checkOut = WIZARD_MESSAGES.checkOutRequired;
  else if (checkIn && checkOut <= checkIn) errors.checkOut = WIZARD_MESSAGES.checkOutAfterCheckIn;
  else if (checkIn) errors.checkOut = stayTooLong(checkIn, checkOut);
  if (!errors.checkOut) delete errors.checkOut;
  return errors;
}
