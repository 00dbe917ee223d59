import { adminToken, onSessionRefused, saveSession } from '../../../lib/admin-session';
import { UploadError, uploadImages } from './upload-images';

/** Just enough of XMLHttpRequest to play the server's part. */
class FakeRequest {
  static last: FakeRequest;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | undefined;
  status = 0;
  responseText = '';
  upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  ontimeout?: () => void;
  constructor() {
    FakeRequest.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const files = [new File(['a'], 'a.jpg', { type: 'image/jpeg' }), new File(['b'], 'b.png', { type: 'image/png' })];

beforeEach(() => {
  (globalThis as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeRequest;
  saveSession({
    token: 'tok-123',
    admin: { id: 'a1', email: 'owner@hotel.test', name: 'Owner' },
    expiresAt: '2099-01-01T00:00:00Z',
  });
});

describe('uploadImages', () => {
  it('posts the files as "images" with the bearer token, reports progress, answers the addresses', async () => {
    const progress: number[] = [];
    const done = uploadImages(files, (percent) => progress.push(percent));
    const request = FakeRequest.last;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/upload/multiple');
    expect(request.headers.Authorization).toBe('Bearer tok-123');
    expect((request.body?.getAll('images') as File[]).map((file) => file.name)).toEqual(['a.jpg', 'b.png']);

    request.upload.onprogress?.({ lengthComputable: true, loaded: 250, total: 1000 });
    request.upload.onprogress?.({ lengthComputable: true, loaded: 1000, total: 1000 });
    request.answer(201, {
      success: true,
      message: '2 image(s) uploaded',
      data: { images: [{ imageUrl: '/uploads/1.jpg' }, { imageUrl: '/uploads/2.png' }] },
    });
    await expect(done).resolves.toEqual(['/uploads/1.jpg', '/uploads/2.png']);
    expect(progress).toEqual([25, 100, 100]);
  });

  it('rejects with the server’s message when it refuses', async () => {
    const done = uploadImages(files, () => undefined);
    FakeRequest.last.answer(400, {
      success: false,
      message: 'Please select valid image files (JPEG, PNG, WebP) under 5MB each.',
    });
    await expect(done).rejects.toEqual(new UploadError('Please select valid image files (JPEG, PNG, WebP) under 5MB each.'));
  });

  it('ends the admin session when the server no longer takes the token', async () => {
    const refused = jest.fn();
    const unsubscribe = onSessionRefused(refused);
    const done = uploadImages(files, () => undefined);
    FakeRequest.last.answer(401, { success: false, message: 'Your session has expired. Please sign in again.' });
    await expect(done).rejects.toEqual(new UploadError('Your session has expired. Please sign in again.'));
    expect(adminToken()).toBeUndefined();
    expect(refused).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('says "Upload failed" when the server refuses without a message', async () => {
    const done = uploadImages(files, () => undefined);
    FakeRequest.last.status = 502;
    FakeRequest.last.responseText = '<html>Bad gateway</html>';
    FakeRequest.last.onload?.();
    await expect(done).rejects.toEqual(new UploadError('Upload failed'));
  });

  it('says "Failed to upload images. Please try again." when the request does not get through', async () => {
    const done = uploadImages(files, () => undefined);
    FakeRequest.last.onerror?.();
    await expect(done).rejects.toEqual(new UploadError('Failed to upload images. Please try again.'));
  });
});
