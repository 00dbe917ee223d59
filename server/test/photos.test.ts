import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { StoredPhoto } from '../src/modules/photos/stored-photo.entity';
import { createTestHall } from './support/banquet';
import { createRoom, roomInput } from './support/fixtures';
import { gql, gqlMultipart, graphqlRoomInput, UploadFile } from './support/graphql';
import { useTestApp } from './support/test-app';

const app = useTestApp();
let token: string;
beforeAll(async () => (token = await app.adminToken()));

const preflight = { 'apollo-require-preflight': 'true' };
const CREATE_ROOM = `mutation ($input: RoomInput!, $images: [Upload!]) { createRoom(input: $input, images: $images) { errors { code message } room { id imageUrls photos { url src width height avifSrcset webpSrcset } } } }`;
const ADD_HALL_PHOTOS = `mutation ($hallId: ID!, $images: [Upload!]!) { addHallPhotos(hallId: $hallId, images: $images) { errors { code } hall { photoUrls photos { url width height webpSrcset } } } }`;
const REMOVE_HALL_PHOTO = `mutation ($hallId: ID!, $photoUrl: String!) { removeHallPhoto(hallId: $hallId, photoUrl: $photoUrl) { errors { code } hall { photoUrls } } }`;

const LOCATION = 'OwnersHomeAddress';
/** Anything that would tell who took a photo, with what, or where. */
const leaks = (bytes: Buffer) => ['SpyCam', LOCATION].filter((secret) => bytes.includes(Buffer.from(secret)));

/** A camera photo: landscape pixels, stored sideways with EXIF orientation 6 (turn 90° clockwise), a camera and GPS. */
async function cameraJpeg(width: number, height: number): Promise<Buffer> {
  const pixels = await sharp({ create: { width, height, channels: 3, background: '#8a6e4b' } })
    .composite([
      {
        input: Buffer.from(
          `<svg width="${width}" height="${height}"><circle cx="${width / 3}" cy="${height / 2}" r="${height / 4}" fill="#fff"/></svg>`,
        ),
      },
    ])
    .jpeg({ quality: 90 })
    .toBuffer();
  return sharp(pixels)
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'SpyCam', Model: 'Tracker 9' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '26/1 50/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '80/1 56/1 0/1',
        GPSMapDatum: LOCATION,
      },
    })
    .jpeg({ quality: 90 })
    .toBuffer();
}

const uploadRoom = (files: UploadFile[]) =>
  gqlMultipart(app, CREATE_ROOM, { input: graphqlRoomInput(roomInput({ imageUrls: undefined })) }, 'images', files, {
    token,
    headers: preflight,
  });

async function served(url: string): Promise<{ status: number; type: string | null; bytes: Buffer }> {
  const response = await fetch(app.baseUrl + url);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

const filesOf = (dir: string, stem: string) => (existsSync(dir) ? readdirSync(dir).filter((name) => name.startsWith(stem)) : []);
const original = (fileName: string, authorization?: string) =>
  fetch(`${app.baseUrl}/api/admin/photos/${fileName}/original`, { headers: authorization ? { authorization } : {} });

describe('an uploaded camera photo', () => {
  let upload: Buffer;
  let room: { id: string; imageUrls: string[]; photos: Record<string, unknown>[] };
  let fileName: string;
  beforeAll(async () => {
    upload = await cameraJpeg(2000, 1500);
    // The upload really carries what must not leak.
    const metadata = await sharp(upload).metadata();
    expect(leaks(metadata.exif!)).toEqual(['SpyCam', LOCATION]);
    expect(metadata.orientation).toBe(6);
    const response = (await uploadRoom([{ name: 'IMG_0042.jpg', type: 'image/jpeg', bytes: upload }])).json();
    expect(response.data.createRoom.errors).toEqual([]);
    room = response.data.createRoom.room;
    fileName = path.basename(room.imageUrls[0]);
  });

  it('is served upright at its address, re-encoded with no EXIF, GPS, XMP or ICC left', async () => {
    expect(room.imageUrls).toEqual([expect.stringMatching(/^\/uploads\/[0-9a-f-]{36}\.jpg$/)]);
    const file = await served(room.imageUrls[0]);
    expect(file).toMatchObject({ status: 200, type: 'image/jpeg' });
    const metadata = await sharp(file.bytes).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 1500, height: 2000 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect(leaks(file.bytes)).toEqual([]);
  });

  it('has AVIF and WebP variants at 400, 800 and 1200 px (not 1600: it is 1500 wide upright), none with metadata', async () => {
    const [photo] = room.photos;
    const stem = room.imageUrls[0].replace(/\.jpg$/, '');
    expect(photo).toEqual({
      url: room.imageUrls[0],
      src: `${stem}-800.webp`,
      width: 1500,
      height: 2000,
      avifSrcset: `${stem}-400.avif 400w, ${stem}-800.avif 800w, ${stem}-1200.avif 1200w`,
      webpSrcset: `${stem}-400.webp 400w, ${stem}-800.webp 800w, ${stem}-1200.webp 1200w`,
    });
    for (const format of ['avif', 'webp'] as const) {
      for (const width of [400, 800, 1200]) {
        const file = await served(`${stem}-${width}.${format}`);
        expect(file).toMatchObject({ status: 200, type: `image/${format}` });
        const metadata = await sharp(file.bytes).metadata();
        expect(metadata).toMatchObject({
          format: format === 'avif' ? 'heif' : 'webp',
          width,
          height: Math.round((width * 4) / 3),
        });
        expect(metadata.exif).toBeUndefined();
        expect(metadata.xmp).toBeUndefined();
        expect(leaks(file.bytes)).toEqual([]);
      }
      expect((await served(`${stem}-1600.${format}`)).status).toBe(404);
    }
    expect(filesOf(app.config.uploadsDir, path.basename(stem)).sort()).toEqual(
      [
        fileName,
        ...[400, 800, 1200].flatMap((width) => [`${path.basename(stem)}-${width}.avif`, `${path.basename(stem)}-${width}.webp`]),
      ].sort(),
    );
  });

  it('keeps the original byte for byte for the admin only: 401 without a token, never under /uploads', async () => {
    expect((await original(fileName)).status).toBe(401);
    expect((await original(fileName, 'Bearer not-a-token')).status).toBe(401);
    const answer = await original(fileName, `Bearer ${token}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.headers.get('content-disposition')).toContain('attachment');
    expect(Buffer.from(await answer.arrayBuffer()).equals(upload)).toBe(true);
    for (const attempt of [`/uploads/../photo-originals/${fileName}`, `/uploads/..%2fphoto-originals%2f${fileName}`]) {
      const response = await served(attempt);
      expect(response.bytes.equals(upload)).toBe(false);
    }
    expect((await original('..%2f..%2fsecrets%2fjwt-secret', `Bearer ${token}`)).status).toBe(404);
  });

  it('does not enlarge a small photo: a 600 px one gets 400 px variants only', async () => {
    const small = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#224466' } })
      .png()
      .toBuffer();
    const response = (await uploadRoom([{ name: 'small.png', type: 'image/png', bytes: small }])).json();
    const [photo] = response.data.createRoom.room.photos;
    expect(photo).toMatchObject({ width: 600, height: 400, avifSrcset: expect.stringMatching(/-400\.avif 400w$/) });
    expect(photo.webpSrcset.split(', ')).toHaveLength(1);
    const publicFile = await sharp((await served(photo.url)).bytes).metadata();
    expect(publicFile).toMatchObject({ format: 'png', width: 600, height: 400 });
  });
});

describe('Room.photos and Hall.photos', () => {
  it('answer every room’s photos with one lookup, outside addresses with their address only', async () => {
    await createRoom(app.services, { imageUrls: ['https://cdn.example.com/a.jpg', '/uploads/never-encoded.webp'] });
    const viewsOf = jest.spyOn(app.services.photos, 'viewsOf');
    try {
      const response = await gql(app, '{ rooms { imageUrls photos { url src width height avifSrcset webpSrcset } } }');
      expect(viewsOf).toHaveBeenCalledTimes(1);
      const rooms = response.data.rooms as { imageUrls: string[]; photos: { url: string }[] }[];
      expect(rooms.length).toBeGreaterThan(1);
      for (const room of rooms) expect(room.photos.map((photo) => photo.url)).toEqual(room.imageUrls);
      const outside = rooms.flatMap((room) => room.photos).find((photo) => photo.url === 'https://cdn.example.com/a.jpg');
      expect(outside).toEqual({
        url: 'https://cdn.example.com/a.jpg',
        src: 'https://cdn.example.com/a.jpg',
        width: null,
        height: null,
        avifSrcset: null,
        webpSrcset: null,
      });
    } finally {
      viewsOf.mockRestore();
    }
  });

  it('a removed hall photo takes its variants, its original and its record with it', async () => {
    const { hall } = await createTestHall(app.database.dataSource);
    const bytes = await cameraJpeg(900, 600);
    const added = (
      await gqlMultipart(app, ADD_HALL_PHOTOS, { hallId: hall.id }, 'images', [{ name: 'hall.jpg', type: 'image/jpeg', bytes }], {
        token,
        headers: preflight,
      })
    ).json();
    const [photo] = added.data.addHallPhotos.hall.photos;
    expect(photo).toMatchObject({ width: 600, height: 900, webpSrcset: expect.stringContaining('-400.webp 400w') });
    const stem = path.basename(photo.url).replace(/\.jpg$/, '');
    expect(filesOf(app.config.uploadsDir, stem)).toHaveLength(3);
    expect(filesOf(app.config.photoOriginalsDir, stem)).toHaveLength(1);

    const removed = await gql(app, REMOVE_HALL_PHOTO, { hallId: hall.id, photoUrl: photo.url }, { token });
    expect(removed.data.removeHallPhoto).toEqual({ errors: [], hall: { photoUrls: [] } });
    expect(filesOf(app.config.uploadsDir, stem)).toEqual([]);
    expect(filesOf(app.config.photoOriginalsDir, stem)).toEqual([]);
    expect(await app.database.dataSource.getRepository(StoredPhoto).countBy({ url: photo.url })).toBe(0);
    expect((await original(path.basename(photo.url), `Bearer ${token}`)).status).toBe(404);
  });
});
