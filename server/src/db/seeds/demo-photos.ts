import 'reflect-metadata';
import { copyFile, mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { encodePhoto, PublicExtension, StoredPhoto } from '../../modules/photos';

/** server/ — the same three levels up from src/db/seeds and dist/db/seeds. */
const SERVER_DIR = path.resolve(__dirname, '..', '..', '..');
/** The demo photos as drawn (1200 × 800). */
export const DEMO_PHOTOS_DIR = path.join(SERVER_DIR, 'src', 'db', 'seeds', 'photos');
/** Their re-encoded files, written by `npm run build -w server` (not at start-up: AVIF takes seconds). */
export const ENCODED_DEMO_PHOTOS_DIR = path.join(SERVER_DIR, 'dist', 'demo-photos');
const MANIFEST = 'manifest.json';

type Manifest = Record<string, { width: number; height: number; widths: number[]; files: string[] }>;

/**
 * Encodes every demo photo as an upload is encoded (public file without metadata, AVIF and WebP
 * variants) into `outDir`, with a manifest of their sizes. A build step.
 */
export async function encodeDemoPhotos(outDir = ENCODED_DEMO_PHOTOS_DIR, sourceDir = DEMO_PHOTOS_DIR): Promise<number> {
  await mkdir(outDir, { recursive: true });
  const manifest: Manifest = {};
  const names = (await readdir(sourceDir)).filter((name) => /\.(jpg|png|webp)$/.test(name));
  for (const name of names) {
    const encoded = await encodePhoto(await readFile(path.join(sourceDir, name)), path.extname(name).slice(1) as PublicExtension);
    const stem = path.basename(name, path.extname(name));
    const files = [name, ...encoded.variants.map((variant) => `${stem}-${variant.width}.${variant.format}`)];
    await writeFile(path.join(outDir, name), encoded.publicFile);
    for (const [index, variant] of encoded.variants.entries())
      await writeFile(path.join(outDir, files[index + 1]), variant.bytes);
    manifest[name] = { width: encoded.width, height: encoded.height, widths: encoded.widths, files };
  }
  await writeFile(path.join(outDir, MANIFEST), JSON.stringify(manifest, null, 2));
  return names.length;
}

async function readManifest(encodedDir: string): Promise<Manifest | undefined> {
  try {
    return JSON.parse(await readFile(path.join(encodedDir, MANIFEST), 'utf8')) as Manifest;
  } catch {
    return undefined;
  }
}

/**
 * Puts demo photos in the uploads folder as /uploads/demo-<name> and, when the build encoded them,
 * their variants too, recorded in the photo table. Without the build's files (tests run from
 * src/) the drawn photo is copied as it is, and the background re-encoding picks it up later.
 */
export async function placeDemoPhotos(
  dataSource: DataSource,
  uploadsDir: string,
  names: readonly string[],
  encodedDir = ENCODED_DEMO_PHOTOS_DIR,
): Promise<string[]> {
  await mkdir(uploadsDir, { recursive: true });
  const manifest = await readManifest(encodedDir);
  const urls: string[] = [];
  for (const name of new Set(names)) {
    const encoded = manifest?.[name];
    if (encoded) {
      for (const file of encoded.files) await copyFile(path.join(encodedDir, file), path.join(uploadsDir, `demo-${file}`));
      const { width, height, widths } = encoded;
      await dataSource
        .getRepository(StoredPhoto)
        .upsert({ url: `/uploads/demo-${name}`, width, height, widths, originalFile: null }, ['url']);
    } else {
      await copyFile(path.join(DEMO_PHOTOS_DIR, name), path.join(uploadsDir, `demo-${name}`));
    }
    urls.push(`/uploads/demo-${name}`);
  }
  return urls;
}

/** True when the manifest is newer than every drawn photo and than the encoder: nothing to redo. */
async function upToDate(outDir: string, sourceDir: string): Promise<boolean> {
  const manifest = await stat(path.join(outDir, MANIFEST)).catch(() => undefined);
  if (!manifest) return false;
  const inputs = [
    ...(await readdir(sourceDir)).map((name) => path.join(sourceDir, name)),
    path.join(SERVER_DIR, 'src', 'modules', 'photos', 'photo-encoder.ts'),
  ];
  const times = await Promise.all(inputs.map(async (file) => (await stat(file)).mtimeMs));
  return times.every((time) => time < manifest.mtimeMs);
}

if (require.main === module) {
  const started = Date.now();
  upToDate(ENCODED_DEMO_PHOTOS_DIR, DEMO_PHOTOS_DIR)
    .then((fresh) => (fresh ? -1 : encodeDemoPhotos()))
    .then(
      (count) =>
        console.log(
          count < 0
            ? `demo photos already encoded in ${ENCODED_DEMO_PHOTOS_DIR}`
            : `encoded ${count} demo photos into ${ENCODED_DEMO_PHOTOS_DIR} in ${Date.now() - started} ms`,
        ),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
}
