/** Why a read of the personal data access log was refused. */
export const AccessLogErrorCode = {
  RangeInvalid: 'ACCESS_LOG_RANGE_INVALID',
  StaffInvalid: 'ACCESS_LOG_STAFF_INVALID',
} as const;
