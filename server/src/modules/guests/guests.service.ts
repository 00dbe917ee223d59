import { DataSource, EntityManager } from 'typeorm';
import { notFound } from '../../shared/domain-error';
import { isUuid } from '../../shared/input';
import { Page, PageRequest, pageWindow } from '../../shared/page';
import { Guest } from './guest.entity';
import { GuestData, GuestErrorCode, GuestInput, validateGuest } from './guest-validation';

/** A guest's id, with the details of the request that named them (not necessarily the stored ones). */
export type RegisteredGuest = GuestData & { id: string };

export type { GuestInput } from './guest-validation';

export class GuestsService {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * The guest's id for these details (the old API's add_reservation, and every hold). A new email
   * adds the guest; a known one changes nothing stored: anyone may send any email, so what is
   * sent never overwrites what the hotel knows. Answers the details as sent, validated.
   */
  async register(input: GuestInput, manager: EntityManager = this.dataSource.manager): Promise<RegisteredGuest> {
    const data = validateGuest(input);
    const a = data.address;
    const [added] = await manager.query<{ id: string }[]>(
      `INSERT INTO guest (name, email, phone, address_street, address_street2, address_city, address_state, address_zip, address_country)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (email) DO NOTHING
       RETURNING id`,
      [data.name, data.email, data.phone, a.street, a.street2, a.city, a.state, a.zip, a.country],
    );
    const id = added?.id ?? (await manager.findOneByOrFail(Guest, { email: data.email })).id;
    return { id, ...data };
  }

  /** The guest form's checks and messages (name, email, phone, address), for details edited elsewhere. */
  validate(input: GuestInput): GuestData {
    return validateGuest(input);
  }

  /** Guests, newest first (admin): one page of them, or all of them without a page request. */
  async list(page?: PageRequest): Promise<Page<Guest>> {
    const window = page && pageWindow(page);
    const [items, total] = await this.dataSource.getRepository(Guest).findAndCount({
      order: { createdAt: 'DESC', id: 'ASC' },
      skip: window?.offset,
      take: window?.limit,
    });
    return { items, total };
  }

  /** Forgets a guest; their bookings keep the name, email and phone they were made with. */
  async delete(id: string): Promise<void> {
    const result = isUuid(id) ? await this.dataSource.getRepository(Guest).delete({ id }) : { affected: 0 };
    if (!result.affected) throw notFound(GuestErrorCode.NotFound, 'Guest not found');
  }
}
