import { useState } from 'react';
import { adminToken, roleRefusalOrEnd } from '../../../lib/admin-session';
import { attachmentFileName, documentPdfName, saveBlob } from '../../../lib/save-file';

export const PDF_FAILED = 'The document could not be loaded. Please try again.';

interface DocumentRef {
  id: string;
  number: string;
}

/**
 * The owner's copies of a booking's tax documents. A plain link cannot carry the bearer token, so
 * the PDF is fetched with it and handed to the browser: saved (Download), or opened in a new tab
 * where the browser's PDF viewer prints it (Print). The tab is opened on the click itself, so no
 * pop-up blocker stops it; without one the file is saved instead.
 */
export function useDocumentPdf() {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function fetchPdf(document: DocumentRef): Promise<{ blob: Blob; fileName: string } | null> {
    const token = adminToken() ?? '';
    const response = await fetch(`/api/admin/documents/${encodeURIComponent(document.id)}/pdf`, {
      headers: { authorization: `Bearer ${token}`, accept: 'application/pdf' },
    });
    if (response.status === 401 || response.status === 403) {
      const refusal = await roleRefusalOrEnd(response, token);
      if (refusal) setError(refusal);
      return null;
    }
    if (!response.ok) throw new Error(`document answered ${response.status}`);
    return {
      blob: await response.blob(),
      fileName: attachmentFileName(response.headers.get('content-disposition'), documentPdfName(document.number)),
    };
  }

  async function run(document: DocumentRef, action: 'download' | 'print') {
    const tab = action === 'print' ? window.open('', '_blank') : null;
    setBusy(`${document.id}:${action}`);
    setError(null);
    try {
      const file = await fetchPdf(document);
      if (!file) {
        tab?.close();
        return;
      }
      if (!tab) return saveBlob(file.blob, file.fileName);
      const url = URL.createObjectURL(file.blob);
      tab.location.href = url;
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch {
      tab?.close();
      setError(PDF_FAILED);
    } finally {
      setBusy(null);
    }
  }

  return {
    download: (document: DocumentRef) => run(document, 'download'),
    print: (document: DocumentRef) => run(document, 'print'),
    busy,
    error,
  };
}
