import { DataSource, EntityManager } from 'typeorm';
import { notFound } from '../../shared/domain-error';
import { isUuid } from '../../shared/input';
import { Guest } from './guest.entity';
import { GuestErrorCode, GuestInput, validateGuest } from './guest-validation';

export type { GuestInput } from './guest-validation';

export class GuestsService {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Creates the guest or updates the one with that email (the old API's add_reservation).
   * Address parts left empty keep what was known before.
   */
  async upsert(input: GuestInput, manager: EntityManager = this.dataSource.manager): Promise<Guest> {
    const data = validateGuest(input);
    const a = data.address;
    const [row] = await manager.query<{ id: string }[]>(
      `INSERT INTO guest (name, email, phone, address_street, address_street2, address_city, address_state, address_zip, address_country)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (email) DO UPDATE SET
         name = EXCLUDED.name,
         phone = EXCLUDED.phone,
         address_street = COALESCE(EXCLUDED.address_street, guest.address_street),
         address_street2 = COALESCE(EXCLUDED.address_street2, guest.address_street2),
         address_city = COALESCE(EXCLUDED.address_city, guest.address_city),
         address_state = COALESCE(EXCLUDED.address_state, guest.address_state),
         address_zip = COALESCE(EXCLUDED.address_zip, guest.address_zip),
         address_country = COALESCE(EXCLUDED.address_country, guest.address_country),
         updated_at = now()
       RETURNING id`,
      [data.name, data.email, data.phone, a.street, a.street2, a.city, a.state, a.zip, a.country],
    );
    return manager.findOneByOrFail(Guest, { id: row.id });
  }

  async list(): Promise<Guest[]> {
    return this.dataSource.getRepository(Guest).find({ order: { createdAt: 'DESC' } });
  }

  /** Forgets a guest; their bookings keep the name, email and phone they were made with. */
  async delete(id: string): Promise<void> {
    const result = isUuid(id) ? await this.dataSource.getRepository(Guest).delete({ id }) : { affected: 0 };
    if (!result.affected) throw notFound(GuestErrorCode.NotFound, 'Guest not found');
  }
}
