import { UserErrorCode } from '../../../graphql/generated';

/** A refusal that means the tab's proof is no good (any more): the guest proves again. */
export function proofRefused(code: UserErrorCode | undefined): boolean {
  return code === UserErrorCode.GuestProofMismatch || code === UserErrorCode.GuestProofRequired;
}
