/** Why a day close was refused. */
export const DayCloseErrorCode = {
  DateInvalid: 'DAY_CLOSE_DATE_INVALID',
  DayNotOver: 'DAY_CLOSE_DAY_NOT_OVER',
  CloseUnderWay: 'DAY_CLOSE_UNDER_WAY',
} as const;
