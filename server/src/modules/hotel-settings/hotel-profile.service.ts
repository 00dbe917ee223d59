import { DataSource, EntityManager } from 'typeorm';
import { Actor } from '../../shared/actor';
import { DomainError, ValidationFailed } from '../../shared/domain-error';
import { AuditAction, AuditService } from '../audit';
import type { IncomingImage } from '../uploads';
import { GalleryPhotos, photoIdsOf, UploadedGalleryPhoto } from './gallery-photos';
import { HotelProfile, HotelProfileData } from './hotel-profile.entity';
import { hindiTextsOf } from './hotel-profile-hindi';
import { checkHotelProfile, describeProfileChanges, HotelProfileInput, UNKNOWN_GALLERY_PHOTO } from './hotel-profile-rules';
import { HotelProfileErrorCode } from './hotel-settings-errors';

/**
 * The hotel as guests see it: one row, made from the seed's profile the first time it is read,
 * then the owner's. Read afresh by every page and mail, so an edit reaches every instance on its
 * next request.
 */
export class HotelProfileService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly seed: HotelProfileData,
    private readonly audit: AuditService,
    private readonly galleryPhotos: GalleryPhotos,
  ) {}

  /** The profile now, inside `manager`'s transaction when given, its Hindi texts made whole. */
  async get(manager: EntityManager = this.dataSource.manager): Promise<HotelProfile> {
    const found = await manager.findOneBy(HotelProfile, { id: 1 });
    if (found) return whole(found);
    await manager
      .createQueryBuilder()
      .insert()
      .into(HotelProfile)
      .values({ id: 1, ...this.seed })
      .orIgnore()
      .execute();
    return whole(await manager.findOneByOrFail(HotelProfile, { id: 1 }));
  }

  /** The profile as pages and GraphQL show it: each gallery slide with its uploaded photo's sizes and srcsets. */
  async shown(manager?: EntityManager): Promise<HotelProfile> {
    const profile = await this.get(manager);
    return Object.assign(new HotelProfile(), profile, { gallery: await this.galleryPhotos.withPhotos(profile.gallery, manager) });
  }

  /**
   * The owner's edit: every field checked (all problems at once), saved with an audit entry naming
   * what changed. Uploaded photos the gallery no longer shows are released, and their files removed.
   * An edit without Hindi texts (a client that does not know them) keeps those stored now.
   */
  async update(input: HotelProfileInput, actor: Actor): Promise<HotelProfile> {
    const edit = checkHotelProfile(input);
    const saved = await this.dataSource.transaction(async (manager) => {
      await this.get(manager);
      const current = whole(await manager.findOneOrFail(HotelProfile, { where: { id: 1 }, lock: { mode: 'pessimistic_write' } }));
      const next: HotelProfileData = { ...edit, hindi: edit.hindi ?? hindiTextsOf(current.hindi, edit) };
      await this.refuseUnknownPhotos(manager, next);
      const changes = describeProfileChanges(current, next);
      if (changes.length === 0) return current;
      await manager.update(HotelProfile, { id: 1 }, next);
      const shownNow = new Set(photoIdsOf(next.gallery));
      await this.galleryPhotos.release(
        manager,
        photoIdsOf(current.gallery).filter((id) => !shownNow.has(id)),
      );
      await this.audit.record(manager, actor, {
        action: AuditAction.SETTINGS_CHANGED,
        detail: `Profile: ${changes.join('; ')}`,
      });
      return whole(await manager.findOneByOrFail(HotelProfile, { id: 1 }));
    });
    // A removal that fails here is retried by the periodic work (removeUnusedGalleryPhotos).
    await this.galleryPhotos.removeReleased().catch(() => undefined);
    return Object.assign(new HotelProfile(), saved, { gallery: await this.galleryPhotos.withPhotos(saved.gallery) });
  }

  /** A photo for a gallery slide, stored and re-encoded like a room's (admin, audited); a slide shows it once the profile is saved naming it. */
  uploadGalleryPhoto(image: IncomingImage, actor: Actor): Promise<UploadedGalleryPhoto> {
    return this.galleryPhotos.upload(image, actor);
  }

  /**
   * Removes the uploaded gallery photos no slide shows: those released by an edit whose removal
   * did not finish, and those uploaded more than a day ago and never saved on a slide. Answers how
   * many went. Cheap when there are none (one small query), so the periodic work runs it often.
   */
  async removeUnusedGalleryPhotos(): Promise<number> {
    if ((await this.galleryPhotos.candidatesForRemoval()).length === 0) return 0;
    await this.dataSource.transaction(async (manager) => {
      // The profile's lock: an edit naming one of these photos either comes first (and keeps it) or finds it gone.
      const profile = await manager.findOne(HotelProfile, { where: { id: 1 }, lock: { mode: 'pessimistic_write' } });
      const shown = new Set(photoIdsOf(profile?.gallery ?? []));
      const unused = (await this.galleryPhotos.candidatesForRemoval(manager)).filter((id) => !shown.has(id));
      await this.galleryPhotos.release(manager, unused);
    });
    return this.galleryPhotos.removeReleased();
  }

  /** Every slide names one of the gallery's own uploads, still in use, or none. */
  private async refuseUnknownPhotos(manager: EntityManager, profile: HotelProfileData): Promise<void> {
    const known = await this.galleryPhotos.viewsOf(photoIdsOf(profile.gallery), manager);
    const index = profile.gallery.findIndex((slide) => slide.photoId && !known.has(slide.photoId));
    if (index < 0) return;
    throw new ValidationFailed([
      new DomainError(HotelProfileErrorCode.ProfileInvalid, `Number ${index + 1}: ${UNKNOWN_GALLERY_PHOTO}`, 'gallery'),
    ]);
  }
}

/** The profile with its Hindi texts made whole (missing texts empty, lists no longer than the English ones). */
function whole(profile: HotelProfile): HotelProfile {
  profile.hindi = hindiTextsOf(profile.hindi, profile);
  return profile;
}

/** What other modules need of the profile: to read it. */
export type HotelProfileReader = Pick<HotelProfileService, 'get'>;
