import { DataSource, EntityManager } from 'typeorm';
import { HotelIdentityDefaults } from '../../config-hotel';
import { HotelSettings } from './hotel-settings.entity';

/**
 * The hotel's legal identity: one row, made from the HOTEL_* settings the first time it is read,
 * then the owner's (the Settings page).
 */
export class HotelSettingsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly defaults: HotelIdentityDefaults,
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
}
