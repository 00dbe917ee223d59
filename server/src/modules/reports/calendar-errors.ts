export const ReportErrorCode = {
  CalendarFromInvalid: 'CALENDAR_FROM_INVALID',
  CalendarDaysInvalid: 'CALENDAR_DAYS_INVALID',
} as const;
