import { useAdminFile } from './admin-file';

export const EXPORT_FAILED = 'The export could not be downloaded. Please try again.';

/** Downloads one of the admin CSV exports (with the admin's token: see useAdminFile). */
export function useCsvExport(path: string, fallbackName: string) {
  return useAdminFile(path, fallbackName, 'text/csv', EXPORT_FAILED);
}
