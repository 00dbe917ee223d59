import { DataSource, EntityManager } from 'typeorm';
import { HotelIdentityDefaults } from '../../config-hotel';
import { Actor } from '../../shared/actor';
import { AuditAction, AuditService } from '../audit';
import { HotelSettings } from './hotel-settings.entity';
import { checkHotelSettings, describeChanges, HotelSettingsInput } from './hotel-settings-rules';

export type { HotelSettingsInput } from './hotel-settings-rules';

/**
 * The hotel's legal identity: one row, made from the HOTEL_* settings the first time it is read,
 * then the owner's (the Settings page).
 */
export class HotelSettingsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly defaults: HotelIdentityDefaults,
    private readonly audit: AuditService,
  ) {}

  /** The settings now, inside `manager`'s transaction when given (an invoice copies them). */
  async get(manager: EntityManager = this.dataSource.manager): Promise<HotelSettings> {
    const found = await manager.findOneBy(HotelSettings, { id: 1 });
    if (found) return found;
    await manager
      .createQueryBuilder()
      .insert()
      .into(HotelSettings)
      .values({ id: 1, ...this.defaults })
      .orIgnore()
      .execute();
    return manager.findOneByOrFail(HotelSettings, { id: 1 });
  }

  /**
   * The owner's edit: every field checked (all problems at once), then saved with an audit entry
   * naming what changed, in one transaction. Documents already issued keep their own copy, so the
   * edit reaches only documents issued after it; the invoice counter does not restart.
   */
  async update(input: HotelSettingsInput, actor: Actor): Promise<HotelSettings> {
    const next = checkHotelSettings(input);
    return this.dataSource.transaction(async (manager) => {
      await this.get(manager);
      const current = await manager.findOneOrFail(HotelSettings, { where: { id: 1 }, lock: { mode: 'pessimistic_write' } });
      const changes = describeChanges(current, next);
      if (changes.length === 0) return current;
      await manager.update(HotelSettings, { id: 1 }, next);
      await this.audit.record(manager, actor, {
        action: AuditAction.SETTINGS_CHANGED,
        detail: `Settings: ${changes.join('; ')}`,
      });
      return manager.findOneByOrFail(HotelSettings, { id: 1 });
    });
  }
}
