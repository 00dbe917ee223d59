import { adminToken, endRefusedSession } from '../../../lib/admin-session';

export const UPLOAD_URL = '/api/upload/multiple';

/** The upload did not give us photo addresses; `message` is for the admin. */
export class UploadError extends Error {}

interface UploadAnswer {
  success?: boolean;
  message?: string;
  data?: { images?: { imageUrl?: string }[] };
}

function parseAnswer(text: string): UploadAnswer {
  try {
    return JSON.parse(text) as UploadAnswer;
  } catch {
    return {};
  }
}

/**
 * Sends the photos to POST /api/upload/multiple and answers their addresses, in order.
 * XMLHttpRequest rather than fetch: only it reports upload progress, which the form shows as a
 * percentage (0–100) through `onProgress`.
 */
export function uploadImages(files: readonly File[], onProgress: (percent: number) => void): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const body = new FormData();
    for (const file of files) body.append('images', file, file.name);

    const request = new XMLHttpRequest();
    request.open('POST', UPLOAD_URL);
    const token = adminToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.setRequestHeader('Accept', 'application/json');

    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    request.onload = () => {
      const answer = parseAnswer(request.responseText);
      const urls = (answer.data?.images ?? [])
        .map((image) => image.imageUrl)
        .filter((url): url is string => typeof url === 'string');
      if (token && (request.status === 401 || request.status === 403)) endRefusedSession(token);
      if (request.status >= 200 && request.status < 300 && answer.success !== false && urls.length === files.length) {
        onProgress(100);
        resolve(urls);
      } else {
        // The server said no (a file that is not a real image, a session that ended…): its words first.
        reject(new UploadError(answer.message || 'Upload failed'));
      }
    };
    request.onerror = () => reject(new UploadError('Failed to upload images. Please try again.'));
    request.onabort = request.onerror;
    request.ontimeout = request.onerror;
    request.send(body);
  });
}
