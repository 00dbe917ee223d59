import { checkInTooFar, stayTooLong } from '@server-pure/stay-limits';

/** What is wrong with a check-in date: the landing catalogue's key of the wizard's words. */
export type CheckInProblem = 'checkInRequired' | 'checkInInPast' | 'stayTooFar';
/** What is wrong with a check-out date. */
export type CheckOutProblem = 'checkOutRequired' | 'checkOutAfterCheckIn' | 'stayTooLong';

/** What is wrong with the hero's dates, field by field (empty when nothing is). */
export interface HeroStayErrors {
  checkIn?: CheckInProblem;
  checkOut?: CheckOutProblem;
}

/** The wizard's date rules (DatesStage) for the hero's box: required, from today, after check-in, not too long. */
export function heroStayErrors(checkIn: string, checkOut: string, today: string): HeroStayErrors {
  const errors: HeroStayErrors = {};
  if (!checkIn) errors.checkIn = 'checkInRequired';
  else if (checkIn < today) errors.checkIn = 'checkInInPast';
  else if (checkInTooFar(today, checkIn)) errors.checkIn = 'stayTooFar';
  if (!checkOut) errors.checkOut = 'checkOutRequired';
  else if (checkIn && checkOut <= checkIn) errors.checkOut = 'checkOutAfterCheckIn';
  else if (checkIn && stayTooLong(checkIn, checkOut)) errors.checkOut = 'stayTooLong';
  return errors;
}
