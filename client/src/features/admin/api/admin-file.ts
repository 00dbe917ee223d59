import { useState } from 'react';
import { adminToken, roleRefusalOrEnd } from '../../../lib/admin-session';
import { attachmentFileName, saveBlob } from '../../../lib/save-file';

export const DOWNLOAD_FAILED = 'The file could not be downloaded. Please try again.';

/**
 * Downloads one of the admin files (a shift report PDF, a day report PDF or CSV, the CSV exports). A plain link
 * cannot carry the bearer token, so the file is fetched with it and handed to the browser; the
 * name is the server's (Content-Disposition), else `fallbackName`.
 */
export function useAdminFile(path: string, fallbackName: string, accept: string, failed: string = DOWNLOAD_FAILED) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function download() {
    setBusy(true);
    setError(null);
    try {
      const token = adminToken() ?? '';
      const response = await fetch(path, { headers: { authorization: `Bearer ${token}`, accept } });
      if (response.status === 401 || response.status === 403) {
        // A role that may not have the file is told so; a refused token ends the session.
        const refusal = await roleRefusalOrEnd(response, token);
        if (refusal) setError(refusal);
        return;
      }
      if (!response.ok) throw new Error(`download answered ${response.status}`);
      saveBlob(await response.blob(), attachmentFileName(response.headers.get('content-disposition'), fallbackName));
    } catch {
      setError(failed);
    } finally {
      setBusy(false);
    }
  }

  return { download, busy, error };
}
