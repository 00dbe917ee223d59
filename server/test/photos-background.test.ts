import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { encodeDemoPhotos, placeDemoPhotos } from '../src/db/seeds/demo-photos';
import { periodicWork } from '../src/jobs/periodic-work';
import { StoredPhoto } from '../src/modules/photos/stored-photo.entity';
import { createLogger } from '../src/shared/logger';
import { useServiceHarness } from './support/service-harness';

const harness = useServiceHarness();
const uploadsDir = () => harness.config.uploadsDir;
const photos = () => harness.database.dataSource.getRepository(StoredPhoto);
let scratch: string;
beforeEach(() => (scratch = mkdtempSync(path.join(os.tmpdir(), 'hotel-photos-'))));
afterEach(() => {
  rmSync(scratch, { recursive: true, force: true });
  rmSync(uploadsDir(), { recursive: true, force: true });
  rmSync(harness.config.photoOriginalsDir, { recursive: true, force: true });
});

const drawing = (width: number, height: number, format: 'webp' | 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: '#5b7f6a' } })
    .withExif({ IFD0: { Make: 'SpyCam' } })
    [format]()
    .toBuffer();

describe('demo photos', () => {
  it('are encoded by the build and placed by the seed with their variants and records, no encoding at start', async () => {
    const source = path.join(scratch, 'drawn');
    mkdirSync(source);
    writeFileSync(path.join(source, 'garden-1.webp'), await drawing(1200, 800, 'webp'));
    expect(await encodeDemoPhotos(path.join(scratch, 'encoded'), source)).toBe(1);

    const [url] = await placeDemoPhotos(
      harness.database.dataSource,
      uploadsDir(),
      ['garden-1.webp'],
      path.join(scratch, 'encoded'),
    );
    expect(url).toBe('/uploads/demo-garden-1.webp');
    expect(readdirSync(uploadsDir()).sort()).toEqual(
      ['demo-garden-1.webp', ...[400, 800, 1200].flatMap((w) => [`demo-garden-1-${w}.avif`, `demo-garden-1-${w}.webp`])].sort(),
    );
    const [view] = await harness.services.photos.viewsOf([url]);
    expect(view).toMatchObject({ width: 1200, height: 800, src: '/uploads/demo-garden-1-800.webp' });
    expect(view.avifSrcset).toBe(
      '/uploads/demo-garden-1-400.avif 400w, /uploads/demo-garden-1-800.avif 800w, /uploads/demo-garden-1-1200.avif 1200w',
    );
    expect((await sharp(readFileSync(path.join(uploadsDir(), 'demo-garden-1.webp'))).metadata()).exif).toBeUndefined();
  });

  it('without the build’s files are copied as drawn, for the background re-encoding to pick up', async () => {
    const [url] = await placeDemoPhotos(
      harness.database.dataSource,
      uploadsDir(),
      ['bathroom-1.webp'],
      path.join(scratch, 'none'),
    );
    expect(readdirSync(uploadsDir())).toEqual(['demo-bathroom-1.webp']);
    expect((await harness.services.photos.viewsOf([url]))[0]).toMatchObject({ src: url, avifSrcset: null });
  });
});

describe('photos uploaded before re-encoding', () => {
  it('get their variants from the periodic work a few at a time; the file as it was becomes the original', async () => {
    mkdirSync(uploadsDir(), { recursive: true });
    const old = await drawing(900, 600, 'jpeg');
    const oldName = '0b6f1c52-8a61-4d1c-9a0e-2f4b8f5b2e11.jpg';
    const freshName = '7d1f8a4e-2b1c-4c3d-9e8f-0a1b2c3d4e5f.jpg';
    writeFileSync(path.join(uploadsDir(), oldName), old);
    writeFileSync(path.join(uploadsDir(), freshName), old);
    const hourAgo = new Date(Date.now() - 3_600_000);
    utimesSync(path.join(uploadsDir(), oldName), hourAgo, hourAgo);

    await periodicWork(harness.database.dataSource, harness.services, createLogger('silent'));

    const stem = oldName.replace('.jpg', '');
    expect(
      readdirSync(uploadsDir())
        .filter((name) => name.startsWith(stem))
        .sort(),
    ).toEqual([oldName, `${stem}-400.avif`, `${stem}-400.webp`, `${stem}-800.avif`, `${stem}-800.webp`].sort());
    expect(readFileSync(path.join(harness.config.photoOriginalsDir, oldName)).equals(old)).toBe(true);
    const cleaned = readFileSync(path.join(uploadsDir(), oldName));
    expect((await sharp(cleaned).metadata()).exif).toBeUndefined();
    expect(await photos().findOneByOrFail({ url: `/uploads/${oldName}` })).toMatchObject({
      width: 900,
      height: 600,
      widths: [400, 800],
    });
    // A file written moments ago may be an upload being stored: it waits for a later run.
    expect(await photos().countBy({ url: `/uploads/${freshName}` })).toBe(0);
    expect(existsSync(path.join(uploadsDir(), freshName.replace('.jpg', '-400.webp')))).toBe(false);

    expect(await harness.services.photos.encodeOldUploads(5, createLogger('silent'))).toBe(0);
    expect(readFileSync(path.join(harness.config.photoOriginalsDir, oldName)).equals(old)).toBe(true);
  });
});
