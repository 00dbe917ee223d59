import { attachmentFileName, documentPdfName, saveBlob } from '../../../lib/save-file';

export const DOWNLOAD_FAILED = 'The document could not be downloaded. Please try again.';

/** What a download came to: saved, or refused with the server's words (403 wrong proof, 429 too many tries). */
export type DocumentDownload = { ok: true } | { ok: false; status: number; message: string };

/**
 * Downloads one of the booking's documents as the guest: the booking's email or phone (or the key
 * from its mail) goes in the body (not the address, so it stays out of logs), and the PDF comes back as a file to save.
 */
export async function downloadBookingDocument(
  bookingId: string,
  document: { id: string; number: string },
  proof: { contact?: string; key?: string },
): Promise<DocumentDownload> {
  try {
    const response = await fetch(
      `/api/booking/${encodeURIComponent(bookingId)}/documents/${encodeURIComponent(document.id)}/pdf`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/pdf' },
        body: JSON.stringify(proof),
      },
    );
    if (!response.ok) return { ok: false, status: response.status, message: await refusal(response) };
    saveBlob(
      await response.blob(),
      attachmentFileName(response.headers.get('content-disposition'), documentPdfName(document.number)),
    );
    return { ok: true };
  } catch {
    return { ok: false, status: 0, message: DOWNLOAD_FAILED };
  }
}

async function refusal(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown };
    return typeof body.message === 'string' && body.message !== '' ? body.message : DOWNLOAD_FAILED;
  } catch {
    return DOWNLOAD_FAILED;
  }
}
