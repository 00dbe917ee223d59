import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { AuditEntry } from '../src/modules/audit/audit-entry.entity';
import { StoredPhoto } from '../src/modules/photos/stored-photo.entity';
import { GalleryPhoto } from '../src/modules/hotel-settings/gallery-photo.entity';
import { HotelProfile } from '../src/modules/hotel-settings/hotel-profile.entity';
import { MAX_IMAGE_BYTES } from '../src/modules/uploads';
import { gql, GraphQLResponse, RequestOptions } from './support/graphql';
import { useTestApp } from './support/test-app';

/**
 * The owner's own photos on the gallery's slides: uploaded (admin only, checked and re-encoded
 * like room photos), named on a slide by id, shown with their srcsets to everyone, and removed
 * once no slide shows them.
 */
const app = useTestApp();
let token: string;
beforeAll(async () => (token = await app.adminToken()));

const UPLOAD = `mutation ($image: Upload!) {
  uploadGalleryPhoto(image: $image) { errors { field code message } galleryPhoto { id photo { url src width height avifSrcset webpSrcset } } }
}`;
const SLIDE_FIELDS = 'image category title description alt photoId';
const PROFILE_FIELDS = `name shortName ownerLine street locality city state pincode country mapUrl
  frontDeskPhone frontDeskHours reservationsPhone reservationsHours reservationsEmail banquetEmail infoEmail alertsEmail
  checkInTime checkOutTime facebookUrl instagramUrl xUrl heroText aboutTitle aboutText
  highlights { value label } features { title text } gallery { ${SLIDE_FIELDS} }`;
const UPDATE = `mutation ($input: HotelProfileInput!) {
  updateHotelProfile(input: $input) { errors { field code message } profile { updatedAt gallery { ${SLIDE_FIELDS} photo { url avifSrcset } } } }
}`;
const PUBLIC_GALLERY = `{ hotelProfile { updatedAt gallery { ${SLIDE_FIELDS} photo { url src width height avifSrcset webpSrcset } } } }`;

type Slide = { image: string; category: string; title: string; description: string; alt: string; photoId: string | null };

/** uploadGalleryPhoto as the Settings page sends it: a GraphQL multipart request with one file. */
async function upload(bytes: Buffer, name = 'terrace.jpg', options: RequestOptions = { token }) {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query: UPLOAD, variables: { image: null } }));
  form.append('map', JSON.stringify({ 0: ['variables.image'] }));
  form.append('0', new Blob([new Uint8Array(bytes)]), name);
  const headers = { 'apollo-require-preflight': 'true', ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) };
  const response = await fetch(`${app.baseUrl}/graphql`, { method: 'POST', headers, body: form });
  return { status: response.status, body: (await response.json()) as GraphQLResponse };
}

const photoOf = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#6b8e23' } })
    .jpeg({ quality: 80 })
    .withExif({ IFD0: { Make: 'OwnersPhone' } })
    .toBuffer();

async function uploadedPhoto(width = 1000, height = 700): Promise<{ id: string; photo: Record<string, string | number> }> {
  const { body } = await upload(await photoOf(width, height));
  expect(body.data.uploadGalleryPhoto.errors).toEqual([]);
  return body.data.uploadGalleryPhoto.galleryPhoto;
}

/** Every field of the profile now, as the Settings page sends it, with its gallery changed by `edit`. */
async function saveGallery(edit: (slides: Slide[]) => Slide[]): Promise<GraphQLResponse> {
  const current = (await gql(app, `{ hotelProfile { ${PROFILE_FIELDS} } }`, {}, { token })).data.hotelProfile;
  return gql(app, UPDATE, { input: { ...current, gallery: edit(current.gallery) } }, { token });
}

const withPhoto = (index: number, photoId: string | null) => (slides: Slide[]) =>
  slides.map((slide, i) => (i === index ? { ...slide, photoId } : slide));

const filesOf = (dir: string, url: string) => {
  const stem = path.basename(url).replace(/\.\w+$/, '');
  return existsSync(dir) ? readdirSync(dir).filter((name) => name.startsWith(stem)) : [];
};
const galleryRows = () => app.database.dataSource.getRepository(GalleryPhoto).find();
const storedGallery = async () => (await app.database.dataSource.getRepository(HotelProfile).findOneByOrFail({ id: 1 })).gallery;

describe('uploadGalleryPhoto', () => {
  it('stores the photo re-encoded like a room photo, audited, and answers its id and srcsets', async () => {
    const { id, photo } = await uploadedPhoto();
    expect(photo).toMatchObject({ width: 1000, height: 700, src: expect.stringMatching(/-800\.webp$/) });
    expect(
      String(photo.avifSrcset)
        .split(', ')
        .map((entry) => entry.split(' ')[1]),
    ).toEqual(['400w', '800w']);
    expect(photo.webpSrcset).toContain('-400.webp 400w');
    // The public file, its four variants and the untouched original, as for a room photo.
    expect(filesOf(app.config.uploadsDir, String(photo.url)).sort()).toHaveLength(5);
    expect(filesOf(app.config.photoOriginalsDir, String(photo.url))).toHaveLength(1);
    const served = await fetch(app.baseUrl + String(photo.url));
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).includes(Buffer.from('OwnersPhone'))).toBe(false);
    expect(await app.database.dataSource.getRepository(StoredPhoto).countBy({ url: String(photo.url) })).toBe(1);
    expect(await app.database.dataSource.getRepository(GalleryPhoto).findOneByOrFail({ id })).toMatchObject({
      url: photo.url,
      releasedAt: null,
    });
    const audit = await app.database.dataSource.getRepository(AuditEntry).findOneByOrFail({ action: 'settings_changed' });
    expect(audit.detail).toBe('Profile: gallery photo uploaded, terrace.jpg (1000×700)');
  });

  it('refuses anyone but an admin before reading the file, and stores nothing', async () => {
    const before = await galleryRows();
    const anonymous = await upload(await photoOf(600, 400), 'x.jpg', {});
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect(await galleryRows()).toEqual(before);
  });

  it('refuses what is not a real JPEG, PNG or WebP, or is over 5 MB, and stores nothing', async () => {
    const before = await galleryRows();
    const files = readdirSync(app.config.uploadsDir);
    const disguised = await upload(Buffer.from('<svg onload="alert(1)"></svg>'.padEnd(64, ' ')), 'photo.jpg');
    const tooBig = await upload(Buffer.concat([await photoOf(600, 400), Buffer.alloc(MAX_IMAGE_BYTES)]), 'big.jpg');
    for (const { body } of [disguised, tooBig]) {
      expect(body.data.uploadGalleryPhoto).toEqual({
        errors: [
          {
            field: 'images',
            code: 'INVALID_IMAGE',
            message: 'Please select valid image files (JPEG, PNG, WebP) under 5MB each.',
          },
        ],
        galleryPhoto: null,
      });
    }
    expect(await galleryRows()).toEqual(before);
    expect(readdirSync(app.config.uploadsDir).sort()).toEqual(files.sort());
  });
});

describe('a slide showing an uploaded photo', () => {
  it('is saved by id, changes the profile (pages follow it), and everyone gets its srcsets', async () => {
    const { id, photo } = await uploadedPhoto();
    const before = (await gql(app, PUBLIC_GALLERY)).data.hotelProfile;
    const saved = await saveGallery(withPhoto(1, id.toUpperCase()));
    expect(saved.data.updateHotelProfile.errors).toEqual([]);
    expect((await storedGallery())[1]).toMatchObject({ image: 'banquet-hall-1', photoId: id });

    const shown = (await gql(app, PUBLIC_GALLERY)).data.hotelProfile;
    expect(new Date(shown.updatedAt).getTime()).toBeGreaterThan(new Date(before.updatedAt).getTime());
    expect(shown.gallery[1]).toMatchObject({ image: 'banquet-hall-1', photoId: id, photo });
    expect(shown.gallery[0]).toMatchObject({ image: 'lobby-1', photoId: null, photo: null });
    const audits = app.database.dataSource.getRepository(AuditEntry);
    expect(await audits.countBy({ action: 'settings_changed', detail: 'Profile: gallery edited' })).toBe(1);

    // "Use default photo": the slide shows its shipped photo again, and the upload goes with all its files.
    expect((await saveGallery(withPhoto(1, null))).data.updateHotelProfile.errors).toEqual([]);
    expect((await gql(app, PUBLIC_GALLERY)).data.hotelProfile.gallery[1]).toMatchObject({ photoId: null, photo: null });
    expect(await app.database.dataSource.getRepository(GalleryPhoto).countBy({ id })).toBe(0);
    expect(await app.database.dataSource.getRepository(StoredPhoto).countBy({ url: String(photo.url) })).toBe(0);
    expect(filesOf(app.config.uploadsDir, String(photo.url))).toEqual([]);
    expect(filesOf(app.config.photoOriginalsDir, String(photo.url))).toEqual([]);
  });

  it('refuses an id that is no gallery upload (unknown, a room photo, one already removed) and changes nothing', async () => {
    const released = await uploadedPhoto(500, 400);
    await saveGallery(withPhoto(0, released.id));
    await saveGallery(withPhoto(0, null));
    const before = await app.database.dataSource.getRepository(HotelProfile).findOneByOrFail({ id: 1 });
    for (const photoId of ['2f1f7a4e-7c55-4b43-9b0e-4d3c2f0a9b11', '/uploads/test-photo.webp', released.id]) {
      const reply = await saveGallery(withPhoto(2, photoId));
      expect(reply.data.updateHotelProfile).toEqual({
        errors: [
          {
            field: 'gallery',
            code: 'PROFILE_INVALID',
            message: "Number 3: That photo is not one of the gallery's uploads: upload it again or use the default photo",
          },
        ],
        profile: null,
      });
    }
    expect(await app.database.dataSource.getRepository(HotelProfile).findOneByOrFail({ id: 1 })).toEqual(before);
  });

  it('adds, moves and removes slides within the limits, each keeping its photo', async () => {
    const { id } = await uploadedPhoto(600, 400);
    const extra: Slide = {
      image: 'suite-1',
      category: 'Rooms',
      title: 'Terrace',
      description: 'Tea at dusk.',
      alt: 'A terrace',
      photoId: id,
    };
    const reply = await saveGallery((slides) => [extra, ...slides.slice(1).reverse()]);
    expect(reply.data.updateHotelProfile.errors).toEqual([]);
    const gallery = reply.data.updateHotelProfile.profile.gallery;
    expect(gallery).toHaveLength(8);
    expect(gallery[0]).toMatchObject({ title: 'Terrace', photoId: id, photo: { avifSrcset: expect.stringContaining('400w') } });
    expect(gallery[1].image).toBe('deluxe-king-2');

    const tooMany = await saveGallery((slides) => [...slides, ...slides]);
    expect(tooMany.data.updateHotelProfile.errors).toEqual([
      expect.objectContaining({ field: 'gallery', message: 'Give from 1 to 12' }),
    ]);
  });
});

describe('removeUnusedGalleryPhotos (the periodic work)', () => {
  it('removes an upload no slide took after a day, and keeps the photos slides show', async () => {
    const shown = await uploadedPhoto(500, 400);
    const neverSaved = await uploadedPhoto(500, 400);
    expect((await saveGallery(withPhoto(4, shown.id))).data.updateHotelProfile.errors).toEqual([]);

    app.clock.advanceMinutes(23 * 60);
    expect(await app.services.hotelProfile.removeUnusedGalleryPhotos()).toBe(0);
    app.clock.advanceMinutes(61);
    expect(await app.services.hotelProfile.removeUnusedGalleryPhotos()).toBeGreaterThanOrEqual(1);

    const left = (await galleryRows()).map((row) => row.id);
    expect(left).toContain(shown.id);
    expect(left).not.toContain(neverSaved.id);
    expect(filesOf(app.config.uploadsDir, String(neverSaved.photo.url))).toEqual([]);
    expect(filesOf(app.config.uploadsDir, String(shown.photo.url))).toHaveLength(3);
    expect((await gql(app, PUBLIC_GALLERY)).data.hotelProfile.gallery[4].photo.url).toBe(shown.photo.url);
    expect(await app.services.hotelProfile.removeUnusedGalleryPhotos()).toBe(0);
  });
});
