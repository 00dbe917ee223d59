import { DataSource, EntityManager } from 'typeorm';
import { Actor } from '../../shared/actor';
import { DomainError, notFound } from '../../shared/domain-error';
import { isBlank, isUuid } from '../../shared/input';
import { formatRupees } from '../../shared/money';
import { AuditAction, AuditService } from '../audit';
import { imageCountError, IncomingImage, UploadsService } from '../uploads';
import { BanquetCatalogueService } from './banquet-catalogue.service';
import { BanquetErrorCode, hallNotFound } from './banquet-errors';
import { BanquetTerms } from './banquet-terms.entity';
import {
  checkHall,
  checkMenuPackage,
  checkSession,
  checkTerms,
  HallFields,
  MenuPackageFields,
  SessionFields,
  sessionsOverlap,
  TermsFields,
} from './banquet-setup-rules';
import { HallSession } from './hall-session.entity';
import { Hall } from './hall.entity';
import { MenuPackage } from './menu-package.entity';

type Loose<T> = { [K in keyof T]?: unknown };

export type HallInput = Loose<HallFields> & { id?: unknown };
export type SessionInput = Loose<Omit<SessionFields, 'rentPaise'>> & { id?: unknown; hallId?: unknown; rent?: unknown };
export type MenuPackageInput = Loose<Omit<MenuPackageFields, 'pricePerPlatePaise'>> & { id?: unknown; pricePerPlate?: unknown };
export type TermsInput = Loose<TermsFields>;

/** What the owner's banquet page shows: every hall and session, every menu, the terms. */
export interface BanquetSetup {
  halls: Hall[];
  menuPackages: MenuPackage[];
  terms: BanquetTerms;
}

/**
 * The owner's side of the banquet catalogue: halls (with photos), their sessions, the menus and
 * the terms. Each write is checked as a whole (every field's problem at once), done in one
 * transaction with its audit entry, and leaves events alone: an event keeps the lines and terms it
 * was sold with.
 */
export class BanquetSetupService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly catalogue: BanquetCatalogueService,
    private readonly uploads: UploadsService,
    private readonly audit: AuditService,
  ) {}

  async setup(): Promise<BanquetSetup> {
    const [halls, menuPackages, terms] = await Promise.all([
      this.catalogue.halls({ includeInactive: true }),
      this.catalogue.menuPackages({ includeInactive: true }),
      this.catalogue.terms(),
    ]);
    return { halls, menuPackages, terms };
  }

  async saveHall(input: HallInput, actor: Actor): Promise<Hall> {
    const fields = checkHall(input);
    const id = await this.dataSource.transaction(async (manager) => {
      const hall = isBlank(input.id) ? manager.create(Hall, { photoUrls: [] }) : await this.lockHall(manager, input.id);
      const verb = hall.id ? 'changed' : 'added';
      Object.assign(hall, fields);
      const saved = await manager.save(hall);
      await this.record(
        manager,
        actor,
        `Hall ${verb}: ${saved.name}, seats ${saved.seatedCapacity}, floating ${saved.floatingCapacity}${saved.isActive ? '' : ', hidden'}`,
      );
      return saved.id;
    });
    return this.catalogue.hall(id);
  }

  /** Adds a session to a hall or changes one; an active session may not share a minute with another. */
  async saveHallSession(input: SessionInput, actor: Actor): Promise<HallSession> {
    const fields = checkSession(input);
    return this.dataSource.transaction(async (manager) => {
      // The hall's lock makes two saves for one hall take turns, so the overlap check holds.
      const hall = await this.lockHall(manager, input.hallId, 'hallId');
      const siblings = await manager.findBy(HallSession, { hallId: hall.id });
      const session = isBlank(input.id)
        ? manager.create(HallSession, { hallId: hall.id })
        : siblings.find((s) => s.id === input.id);
      if (!session) throw notFound(BanquetErrorCode.SESSION_NOT_FOUND, 'We could not find that session of this hall.');
      const others = siblings.filter((other) => other.id !== session.id);
      if (others.some((other) => other.name.toLowerCase() === fields.name.toLowerCase()))
        throw new DomainError(
          BanquetErrorCode.SESSION_INVALID,
          `${hall.name} already has a session named ${fields.name}`,
          'name',
        );
      const clash = fields.isActive && others.find((other) => other.isActive && sessionsOverlap(other, fields));
      if (clash)
        throw new DomainError(
          BanquetErrorCode.SESSION_INVALID,
          `These times overlap ${clash.name} (${clash.startsAt}–${clash.endsAt}); one hall cannot host two sessions at once`,
          'startsAt',
        );
      const verb = session.id ? 'changed' : 'added';
      Object.assign(session, fields);
      const saved = await manager.save(session);
      await this.record(
        manager,
        actor,
        `Session ${verb}: ${hall.name}, ${saved.name} ${saved.startsAt}–${saved.endsAt}, rent ${formatRupees(saved.rentPaise)}${saved.isActive ? '' : ', retired'}`,
      );
      return saved;
    });
  }

  async saveMenuPackage(input: MenuPackageInput, actor: Actor): Promise<MenuPackage> {
    const fields = checkMenuPackage(input);
    return this.dataSource.transaction(async (manager) => {
      const menu = isBlank(input.id)
        ? manager.create(MenuPackage)
        : isUuid(input.id)
          ? await manager.findOne(MenuPackage, { where: { id: input.id }, lock: { mode: 'pessimistic_write' } })
          : null;
      if (!menu) throw notFound(BanquetErrorCode.MENU_PACKAGE_NOT_FOUND, 'We could not find that menu package.');
      const verb = menu.id ? 'changed' : 'added';
      Object.assign(menu, fields);
      const saved = await manager.save(menu);
      await this.record(
        manager,
        actor,
        `Menu package ${verb}: ${saved.name}, ${formatRupees(saved.pricePerPlatePaise)} a plate, at least ${saved.minPlates} plates, ${saved.dishes.length} dishes${saved.isActive ? '' : ', hidden'}`,
      );
      return saved;
    });
  }

  /** New terms for enquiries from now on; events already sold keep the copy they were sold with. */
  async setTerms(input: TermsInput, actor: Actor): Promise<BanquetTerms> {
    const fields = checkTerms(input);
    return this.dataSource.transaction(async (manager) => {
      await manager.upsert(BanquetTerms, { id: 1, ...fields }, ['id']);
      await this.record(
        manager,
        actor,
        `Banquet terms: advance ${fields.advancePercent}%, ${fields.milestones.map((m) => `${m.label} ${m.percent}% ${m.daysBefore} days before`).join(', ') || 'no further payments'}; count freezes ${fields.guaranteeCutoffDays} days before; hold ${fields.holdHours} hours; cancellation ${fields.cancellationScale.map((s) => `${s.minDaysBefore}+ days ${s.refundPercent}%`).join(', ')}; GST hall ${fields.hallGstBp / 100}%, catering ${fields.cateringGstBp / 100}%`,
      );
      return this.catalogue.terms(manager);
    });
  }

  /** Stores the photos (checked by their content) and adds them after the hall's others; at most 10 in all. */
  async addHallPhotos(hallId: unknown, images: IncomingImage[], actor: Actor): Promise<Hall> {
    const hall = await this.catalogue.hall(hallId);
    const tooMany = imageCountError(hall.photoUrls.length + images.length);
    if (tooMany) throw tooMany;
    const stored = (await this.uploads.storeImages(images)).map((image) => image.imageUrl);
    try {
      await this.dataSource.transaction(async (manager) => {
        const locked = await this.lockHall(manager, hall.id);
        const photoUrls = [...locked.photoUrls, ...stored];
        const again = imageCountError(photoUrls.length);
        if (again) throw again;
        await manager.update(Hall, { id: locked.id }, { photoUrls });
        await this.record(manager, actor, `Hall photos added: ${locked.name}, ${stored.length} (now ${photoUrls.length})`);
      });
    } catch (error) {
      await this.uploads.removeImages(stored);
      throw error;
    }
    return this.catalogue.hall(hall.id);
  }

  /** Takes a photo off the hall; a photo this server stored is deleted once the hall no longer shows it. */
  async removeHallPhoto(hallId: unknown, photoUrl: unknown, actor: Actor): Promise<Hall> {
    const id = await this.dataSource.transaction(async (manager) => {
      const hall = await this.lockHall(manager, hallId);
      if (typeof photoUrl !== 'string' || !hall.photoUrls.includes(photoUrl))
        throw new DomainError(BanquetErrorCode.HALL_INVALID, 'That photo is not one of this hall’s', 'photoUrl');
      await manager.update(Hall, { id: hall.id }, { photoUrls: hall.photoUrls.filter((url) => url !== photoUrl) });
      await this.record(manager, actor, `Hall photo removed: ${hall.name}, ${photoUrl}`);
      return hall.id;
    });
    await this.uploads.removeImages([photoUrl as string]);
    return this.catalogue.hall(id);
  }

  private async lockHall(manager: EntityManager, id: unknown, field = 'id'): Promise<Hall> {
    const hall = isUuid(id) ? await manager.findOne(Hall, { where: { id }, lock: { mode: 'pessimistic_write' } }) : null;
    if (!hall) {
      const error = hallNotFound();
      throw field === 'id' ? error : new DomainError(error.code, error.message, field, 'not_found');
    }
    return hall;
  }

  private record(manager: EntityManager, actor: Actor, detail: string): Promise<void> {
    return this.audit.record(manager, actor, { action: AuditAction.BANQUET_SETUP, detail });
  }
}
