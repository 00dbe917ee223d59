import { existsSync, readdirSync, rmSync } from 'node:fs';
import { images } from '../../../test/support/fixtures';
import { refusal, useServiceHarness } from '../../../test/support/service-harness';
import { sniffImage } from './image-sniffer';
import { INVALID_IMAGE_MESSAGE, MAX_IMAGE_BYTES } from './uploads.service';

const harness = useServiceHarness();
const uploads = () => harness.services.uploads;
const filesIn = (dir: string) => (existsSync(dir) ? readdirSync(dir) : []);
afterEach(() => {
  rmSync(harness.config.uploadsDir, { recursive: true, force: true });
  rmSync(harness.config.photoOriginalsDir, { recursive: true, force: true });
});

describe('sniffImage', () => {
  it('knows JPEG, PNG and WebP by their bytes', () => {
    expect(sniffImage(images.jpeg())?.contentType).toBe('image/jpeg');
    expect(sniffImage(images.png())?.contentType).toBe('image/png');
    expect(sniffImage(images.webp())?.contentType).toBe('image/webp');
  });

  it('refuses text, HTML, SVG and GIF whatever their names', () => {
    for (const text of [
      'hello world, not an image',
      '<html><script>alert(1)</script></html>',
      '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
      'GIF89a\x01\x00\x01\x00\x00\x00\x00',
    ]) {
      expect(sniffImage(Buffer.from(text.padEnd(32, ' ')))).toBeUndefined();
    }
  });
});

describe('storeImages', () => {
  it('stores real images under random names with the sniffed extension, with their variants and originals', async () => {
    const stored = await uploads().storeImages([
      { originalName: 'lobby.png', bytes: images.webp() },
      { originalName: 'room.jpg', bytes: images.jpeg() },
    ]);
    expect(stored.map((s) => s.contentType)).toEqual(['image/webp', 'image/jpeg']);
    for (const image of stored) {
      expect(image.imageUrl).toMatch(/^\/uploads\/[0-9a-f-]{36}\.(webp|jpg)$/);
      const stem = image.fileName.replace(/\.\w+$/, '');
      // Both are narrower than 400 px: one variant each, at their own width.
      expect(
        filesIn(harness.config.uploadsDir)
          .filter((name) => name.startsWith(stem))
          .sort(),
      ).toEqual(
        [
          image.fileName,
          `${stem}-${image.fileName.endsWith('jpg') ? 4 : 1}.avif`,
          `${stem}-${image.fileName.endsWith('jpg') ? 4 : 1}.webp`,
        ].sort(),
      );
      expect(filesIn(harness.config.photoOriginalsDir)).toContain(image.fileName);
    }
  });

  it('refuses the whole batch when one file is disguised, and writes nothing', async () => {
    const error = await refusal(() =>
      uploads().storeImages([
        { originalName: 'ok.png', bytes: images.png() },
        { originalName: 'evil.jpg', bytes: Buffer.from('#!/bin/sh\necho not a photo\n') },
      ]),
    );
    expect(error.message).toBe(INVALID_IMAGE_MESSAGE);
    expect(filesIn(harness.config.uploadsDir)).toEqual([]);
  });

  it('refuses bytes that start like a JPEG but do not decode, and keeps none of the batch', async () => {
    const truncated = images.jpeg().subarray(0, 120);
    const error = await refusal(() =>
      uploads().storeImages([
        { originalName: 'ok.png', bytes: images.png() },
        { originalName: 'cut.jpg', bytes: Buffer.concat([truncated, Buffer.alloc(64)]) },
      ]),
    );
    expect(error).toMatchObject({ code: 'INVALID_IMAGE', message: INVALID_IMAGE_MESSAGE });
    expect(filesIn(harness.config.uploadsDir)).toEqual([]);
    expect(filesIn(harness.config.photoOriginalsDir)).toEqual([]);
  });

  it('refuses a file over 5 MB even when it starts like a JPEG', async () => {
    const big = Buffer.concat([images.jpeg(), Buffer.alloc(MAX_IMAGE_BYTES)]);
    expect((await refusal(() => uploads().storeImages([{ originalName: 'big.jpg', bytes: big }]))).message).toBe(
      INVALID_IMAGE_MESSAGE,
    );
    expect(filesIn(harness.config.uploadsDir)).toEqual([]);
  });

  it('refuses more than 10 files', async () => {
    const eleven = Array.from({ length: 11 }, () => ({ originalName: 'a.png', bytes: images.png() }));
    expect(await refusal(() => uploads().storeImages(eleven))).toMatchObject({
      code: 'TOO_MANY_IMAGES',
      message: 'Maximum 10 images allowed',
    });
  });

  it('removes only files it stored, with their variants and originals', async () => {
    const [image] = await uploads().storeImages([{ originalName: 'a.png', bytes: images.png() }]);
    await uploads().removeImages([image.imageUrl, '/uploads/../../etc/passwd', 'https://example.com/x.jpg']);
    expect(filesIn(harness.config.uploadsDir)).toEqual([]);
    expect(filesIn(harness.config.photoOriginalsDir)).toEqual([]);
  });
});
