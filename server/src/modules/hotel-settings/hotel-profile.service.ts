import { DataSource, EntityManager } from 'typeorm';
import { Actor } from '../../shared/actor';
import { AuditAction, AuditService } from '../audit';
import { HotelProfile, HotelProfileData } from './hotel-profile.entity';
import { checkHotelProfile, describeProfileChanges, HotelProfileInput } from './hotel-profile-rules';

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
  ) {}

  /** The profile now, inside `manager`'s transaction when given. */
  async get(manager: EntityManager = this.dataSource.manager): Promise<HotelProfile> {
    const found = await manager.findOneBy(HotelProfile, { id: 1 });
    if (found) return found;
    await manager
      .createQueryBuilder()
      .insert()
      .into(HotelProfile)
      .values({ id: 1, ...this.seed })
      .orIgnore()
      .execute();
    return manager.findOneByOrFail(HotelProfile, { id: 1 });
  }

  /** The owner's edit: every field checked (all problems at once), saved with an audit entry naming what changed. */
  async update(input: HotelProfileInput, actor: Actor): Promise<HotelProfile> {
    const next = checkHotelProfile(input);
    return this.dataSource.transaction(async (manager) => {
      await this.get(manager);
      const current = await manager.findOneOrFail(HotelProfile, { where: { id: 1 }, lock: { mode: 'pessimistic_write' } });
      const changes = describeProfileChanges(current, next);
      if (changes.length === 0) return current;
      await manager.update(HotelProfile, { id: 1 }, next);
      await this.audit.record(manager, actor, {
        action: AuditAction.SETTINGS_CHANGED,
        detail: `Profile: ${changes.join('; ')}`,
      });
      return manager.findOneByOrFail(HotelProfile, { id: 1 });
    });
  }
}

/** What other modules need of the profile: to read it. */
export type HotelProfileReader = Pick<HotelProfileService, 'get'>;
