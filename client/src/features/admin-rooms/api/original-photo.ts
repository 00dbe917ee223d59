import { useState } from 'react';
import { adminToken, roleRefusalOrEnd } from '../../../lib/admin-session';
import { attachmentFileName, saveBlob } from '../../../lib/save-file';

export const ORIGINAL_FAILED = 'The original could not be downloaded. Please try again.';

/** A photo uploaded to this server (/uploads/<uuid>.<jpg|png|webp>): only those have an original kept. */
const UPLOADED = /^\/uploads\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(?:jpg|png|webp))$/;

export function hasOriginal(url: string): boolean {
  return UPLOADED.test(url);
}

/**
 * Downloads a photo exactly as it was uploaded (the site shows a re-encoded copy without its
 * camera data). A link cannot carry the bearer token, so it is fetched with it and saved as a blob.
 */
export function useOriginalPhotoDownload() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function download(url: string) {
    const fileName = UPLOADED.exec(url)?.[1];
    if (!fileName) return;
    setBusy(true);
    setError(null);
    try {
      const token = adminToken() ?? '';
      const response = await fetch(`/api/admin/photos/${fileName}/original`, { headers: { authorization: `Bearer ${token}` } });
      if (response.status === 401 || response.status === 403) {
        const refusal = await roleRefusalOrEnd(response, token);
        if (refusal) setError(refusal);
        return;
      }
      if (!response.ok) throw new Error(`original answered ${response.status}`);
      saveBlob(await response.blob(), attachmentFileName(response.headers.get('content-disposition'), `original-${fileName}`));
    } catch {
      setError(ORIGINAL_FAILED);
    } finally {
      setBusy(false);
    }
  }

  return { download, busy, error };
}
