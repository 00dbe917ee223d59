import { ErrorCollector } from '../../shared/domain-error';
import { SPECIAL_REQUEST_MAX_LENGTH } from '../../shared/pure/arrival-plans';
import { SelfServiceErrorCode } from './self-service-errors';

/** When the guest expects to arrive and what they would like, as stored on the booking. */
export interface ArrivalPlans {
  /** `HH:MM`, 24-hour, hotel time; null when not said. */
  arrivalTime: string | null;
  /** Null when none. */
  specialRequest: string | null;
}

// The guest's form counts down to the same length (one file for both builds).
export const SPECIAL_REQUEST_MAX = SPECIAL_REQUEST_MAX_LENGTH;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
// eslint-disable-next-line no-control-regex -- control characters (all but the line feed) are exactly what is removed
const CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f]/g;

/**
 * The guest's input checked: a time of day as `HH:MM` (or blank), and a request of at most
 * SPECIAL_REQUEST_MAX characters (trimmed, control characters but line breaks dropped, blank is none).
 */
export function arrivalPlansFrom(input: unknown): ArrivalPlans {
  const fields = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  const errors = new ErrorCollector();
  const time = typeof fields.arrivalTime === 'string' ? fields.arrivalTime.trim() : '';
  if (fields.arrivalTime !== undefined && fields.arrivalTime !== null && typeof fields.arrivalTime !== 'string') {
    errors.add(SelfServiceErrorCode.ArrivalTimeInvalid, 'Enter the arrival time as a time of day, e.g. 16:30', 'arrivalTime');
  } else if (time !== '' && !TIME.test(time)) {
    errors.add(SelfServiceErrorCode.ArrivalTimeInvalid, 'Enter the arrival time as a time of day, e.g. 16:30', 'arrivalTime');
  }
  const request = typeof fields.specialRequest === 'string' ? fields.specialRequest.replace(CONTROL, '').trim() : '';
  if (request.length > SPECIAL_REQUEST_MAX) {
    errors.add(
      SelfServiceErrorCode.SpecialRequestTooLong,
      `Please keep your request to ${SPECIAL_REQUEST_MAX} characters (it has ${request.length}).`,
      'specialRequest',
    );
  }
  errors.throwIfAny();
  return { arrivalTime: time === '' ? null : time, specialRequest: request === '' ? null : request };
}

/** `12-hour` reading of `HH:MM`: "4:30 PM". */
export function arrivalTimeInWords(time: string): string {
  const [hours, minutes] = time.split(':').map(Number);
  const period = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')} ${period}`;
}

/** The plans in a sentence for the audit log. */
export function describePlans(plans: ArrivalPlans): string {
  const time = plans.arrivalTime ? `arrival around ${arrivalTimeInWords(plans.arrivalTime)}` : 'no arrival time';
  const request = plans.specialRequest ? `request: “${plans.specialRequest}”` : 'no request';
  return `${time}; ${request}.`;
}
