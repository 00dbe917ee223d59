import { DataSource, EntityManager, In, IsNull, Not } from 'typeorm';
import { Actor } from '../../shared/actor';
import { Clock } from '../../shared/clock';
import { AuditAction, AuditService } from '../audit';
import { PhotoView, photoView } from '../photos';
import { IncomingImage, UploadsService } from '../uploads';
import { GalleryPhoto } from './gallery-photo.entity';
import type { ProfileGallerySlide } from './hotel-profile.entity';

/** How long a photo uploaded for a slide waits for the profile to be saved with it before it goes. */
export const UNSAVED_GALLERY_PHOTO_MS = 24 * 60 * 60_000;

/** An uploaded gallery photo as the Settings form gets it back: its id for the slide, and how it looks. */
export interface UploadedGalleryPhoto {
  id: string;
  photo: PhotoView;
}

/** The ids of the uploaded photos that `slides` show. */
export const photoIdsOf = (slides: readonly ProfileGallerySlide[]): string[] =>
  slides.flatMap((slide) => (slide.photoId ? [slide.photoId] : []));

/**
 * The photos the owner uploads for the gallery's slides: stored and re-encoded by the uploads and
 * photos modules exactly like a room's, and listed here so that a slide can only name one of them.
 * The profile's service decides which are in use; this one releases the others and removes their
 * files, records and originals.
 */
export class GalleryPhotos {
  constructor(
    private readonly dataSource: DataSource,
    private readonly uploads: UploadsService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  /** Checks (real JPEG/PNG/WebP, 5 MB), re-encodes and stores one photo, audited; no slide shows it until the profile is saved naming it. */
  async upload(image: IncomingImage, actor: Actor): Promise<UploadedGalleryPhoto> {
    const [stored] = await this.uploads.storeImages([image]);
    try {
      return await this.dataSource.transaction(async (manager) => {
        const row = manager.create(GalleryPhoto, { url: stored.imageUrl, releasedAt: null, createdAt: this.clock() });
        const { id } = await manager.save(row);
        const photo = (await this.viewsOf([id], manager)).get(id)!;
        await this.audit.record(manager, actor, {
          action: AuditAction.SETTINGS_CHANGED,
          detail: `Profile: gallery photo uploaded, ${stored.originalName} (${photo.width}×${photo.height})`,
        });
        return { id, photo };
      });
    } catch (error) {
      await this.uploads.removeImages([stored.imageUrl]);
      throw error;
    }
  }

  /** How each of these photos looks (sizes and srcsets), by id; released or unknown ids are left out. */
  async viewsOf(ids: readonly string[], manager: EntityManager = this.dataSource.manager): Promise<Map<string, PhotoView>> {
    if (ids.length === 0) return new Map();
    const rows = await manager.find(GalleryPhoto, {
      where: { id: In([...new Set(ids)]), releasedAt: IsNull() },
      relations: { photo: true },
    });
    return new Map(rows.filter((row) => row.photo).map((row) => [row.id, photoView(row.url, row.photo)]));
  }

  /** The slides with their uploaded photos' views (`photo`), null where they show their shipped photo. */
  async withPhotos(slides: readonly ProfileGallerySlide[], manager?: EntityManager): Promise<ProfileGallerySlide[]> {
    const views = await this.viewsOf(photoIdsOf(slides), manager);
    return slides.map((slide) => ({
      ...slide,
      photoId: slide.photoId ?? null,
      photo: (slide.photoId && views.get(slide.photoId)) || null,
    }));
  }

  /** Stops `ids` being used (inside the profile's transaction); removeReleased then takes their files. */
  async release(manager: EntityManager, ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await manager.update(GalleryPhoto, { id: In([...ids]), releasedAt: IsNull() }, { releasedAt: this.clock() });
  }

  /**
   * The photos that may be gone: released ones, and those uploaded more than a day ago (the
   * profile's service keeps those a slide names). One small query, for the periodic work.
   */
  async candidatesForRemoval(manager: EntityManager = this.dataSource.manager): Promise<string[]> {
    const before = new Date(this.clock().getTime() - UNSAVED_GALLERY_PHOTO_MS);
    const rows = await manager
      .createQueryBuilder(GalleryPhoto, 'upload')
      .select('upload.id', 'id')
      .where('upload.releasedAt IS NOT NULL OR upload.createdAt < :before', { before })
      .getRawMany<{ id: string }>();
    return rows.map((row) => row.id);
  }

  /** Removes the released photos with every file they have (their rows go with their photo records). */
  async removeReleased(): Promise<number> {
    const released = await this.dataSource.getRepository(GalleryPhoto).find({ where: { releasedAt: Not(IsNull()) } });
    if (released.length === 0) return 0;
    await this.uploads.removeImages(released.map((row) => row.url));
    // A row whose photo record was already gone (removed elsewhere) has nothing left to cascade from.
    await this.dataSource.getRepository(GalleryPhoto).delete({ id: In(released.map((row) => row.id)) });
    return released.length;
  }
}
