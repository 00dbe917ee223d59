/** Why the hotel report or its CSV was refused. */
export const HotelReportErrorCode = {
  FromInvalid: 'REPORT_FROM_INVALID',
  ToInvalid: 'REPORT_TO_INVALID',
  RangeInvalid: 'REPORT_RANGE_INVALID',
  GroupingInvalid: 'REPORT_GROUPING_INVALID',
} as const;
