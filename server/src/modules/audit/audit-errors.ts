/** Why a read of the audit log was refused. */
export const AuditErrorCode = {
  FilterInvalid: 'AUDIT_FILTER_INVALID',
  SizeInvalid: 'AUDIT_SIZE_INVALID',
} as const;
