/** The GSTIN rules are one file that the browser imports too; the server adds its error. */
import { DomainError } from './domain-error';
import { GSTIN_MESSAGES, gstinProblem } from './pure/gstin';

export {
  GST_STATES,
  GSTIN_MESSAGES,
  gstinCheckCharacter,
  gstinMessage,
  gstinProblem,
  gstinStateMismatch,
  HOTEL_GSTIN_REQUIRED,
  normaliseGstin,
  stateNameOf,
  type GstinProblem,
} from './pure/gstin';

export const GstinErrorCode = { GstinInvalid: 'GSTIN_INVALID' } as const;

/** Throws the clear message for a wrong GSTIN in `field`. */
export function assertGstin(gstin: string, field: string): void {
  const problem = gstinProblem(gstin);
  if (problem) throw new DomainError(GstinErrorCode.GstinInvalid, GSTIN_MESSAGES[problem], field);
}
