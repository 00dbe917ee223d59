import { DataSource, EntityManager } from 'typeorm';
import { hallNotFound } from './banquet-errors';
import { BanquetTerms, BanquetTermsSnapshot, DEFAULT_BANQUET_TERMS } from './banquet-terms.entity';
import { HallSession } from './hall-session.entity';
import { Hall } from './hall.entity';
import { MenuPackage } from './menu-package.entity';
import { isUuid } from '../../shared/input';

/** What customers are offered: the halls with their sessions, the menus, the terms. */
export class BanquetCatalogueService {
  constructor(private readonly dataSource: DataSource) {}

  /** Open halls, each with its open sessions in the order of the day. */
  async halls(options: { includeInactive?: boolean } = {}): Promise<Hall[]> {
    const halls = await this.dataSource.getRepository(Hall).find({
      where: options.includeInactive ? {} : { isActive: true },
      relations: { sessions: true },
      order: { name: 'ASC' },
    });
    for (const hall of halls) hall.sessions = sortSessions(hall.sessions ?? [], options.includeInactive);
    return halls;
  }

  async hall(id: unknown, manager: EntityManager = this.dataSource.manager): Promise<Hall> {
    const hall = isUuid(id) ? await manager.findOne(Hall, { where: { id }, relations: { sessions: true } }) : null;
    if (!hall) throw hallNotFound();
    hall.sessions = sortSessions(hall.sessions ?? [], true);
    return hall;
  }

  async menuPackages(options: { includeInactive?: boolean } = {}): Promise<MenuPackage[]> {
    return this.dataSource.getRepository(MenuPackage).find({
      where: options.includeInactive ? {} : { isActive: true },
      order: { diet: 'ASC', pricePerPlatePaise: 'ASC' },
    });
  }

  /** The terms as they stand (the migration writes the row; the defaults stand in only if it is gone). */
  async terms(manager: EntityManager = this.dataSource.manager): Promise<BanquetTerms> {
    const terms = await manager.findOneBy(BanquetTerms, { id: 1 });
    return terms ?? Object.assign(new BanquetTerms(), { id: 1, ...DEFAULT_BANQUET_TERMS, updatedAt: new Date(0) });
  }

  /** A copy of the terms to keep with an event. */
  async termsSnapshot(manager: EntityManager = this.dataSource.manager): Promise<BanquetTermsSnapshot> {
    const { id: _id, updatedAt: _updatedAt, ...snapshot } = await this.terms(manager);
    return snapshot;
  }
}

function sortSessions(sessions: HallSession[], includeInactive = false): HallSession[] {
  return sessions.filter((session) => includeInactive || session.isActive).sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}
