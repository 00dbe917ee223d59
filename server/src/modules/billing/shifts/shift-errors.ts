/** Why a shift act, or cash without a shift, was refused. */
export const ShiftErrorCode = {
  ShiftRequired: 'SHIFT_REQUIRED',
  ShiftAlreadyOpen: 'SHIFT_ALREADY_OPEN',
  ShiftNotOpen: 'SHIFT_NOT_OPEN',
  ShiftNotFound: 'SHIFT_NOT_FOUND',
  FloatInvalid: 'SHIFT_FLOAT_INVALID',
  CountInvalid: 'SHIFT_COUNT_INVALID',
  DateInvalid: 'SHIFT_DATE_INVALID',
  NotAPerson: 'SHIFT_NOT_A_PERSON',
} as const;
