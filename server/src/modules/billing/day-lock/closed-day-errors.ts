/** Why a change of a closed day, or a shift act, was refused. */
export const ClosedDayErrorCode = {
  DayClosed: 'DAY_CLOSED',
} as const;
