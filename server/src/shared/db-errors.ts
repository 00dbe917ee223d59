/** PostgreSQL error codes the services turn into domain answers. */
export const PG_UNIQUE_VIOLATION = '23505';
export const PG_EXCLUSION_VIOLATION = '23P01';
export const PG_FOREIGN_KEY_VIOLATION = '23503';
/** Two transactions waited for each other (e.g. each inserting a stay that overlaps the other's); one is rolled back. */
export const PG_DEADLOCK_DETECTED = '40P01';

export function pgErrorCode(error: unknown): string | undefined {
  const candidate = error as { code?: unknown; driverError?: { code?: unknown } };
  const code = candidate?.driverError?.code ?? candidate?.code;
  return typeof code === 'string' ? code : undefined;
}

export function pgConstraint(error: unknown): string | undefined {
  const candidate = error as { constraint?: unknown; driverError?: { constraint?: unknown } };
  const name = candidate?.driverError?.constraint ?? candidate?.constraint;
  return typeof name === 'string' ? name : undefined;
}

export function pgDetail(error: unknown): string {
  const candidate = error as { detail?: unknown; driverError?: { detail?: unknown } };
  const detail = candidate?.driverError?.detail ?? candidate?.detail;
  return typeof detail === 'string' ? detail : '';
}
