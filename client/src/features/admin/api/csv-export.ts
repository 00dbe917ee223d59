import { useState } from 'react';
import { adminToken, roleRefusalOrEnd } from '../../../lib/admin-session';
import { attachmentFileName, saveBlob } from '../../../lib/save-file';

export const EXPORT_FAILED = 'The export could not be downloaded. Please try again.';

/**
 * Downloads one of the admin CSV exports. A plain link cannot carry the bearer token, so the file
 * is fetched with it and handed to the browser as a blob.
 */
export function useCsvExport(path: string, fallbackName: string) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function download() {
    setBusy(true);
    setError(null);
    try {
      const token = adminToken() ?? '';
      const response = await fetch(path, { headers: { authorization: `Bearer ${token}`, accept: 'text/csv' } });
      if (response.status === 401 || response.status === 403) {
        const refusal = await roleRefusalOrEnd(response, token);
        if (refusal) setError(refusal);
        return;
      }
      if (!response.ok) throw new Error(`export answered ${response.status}`);
      saveBlob(await response.blob(), attachmentFileName(response.headers.get('content-disposition'), fallbackName));
    } catch {
      setError(EXPORT_FAILED);
    } finally {
      setBusy(false);
    }
  }

  return { download, busy, error };
}
