import { createHmac } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { RateLimit } from '../../config';
import { DomainError, notFound } from '../../shared/domain-error';
import { isUuid } from '../../shared/input';
import { Page, PageRequest, pageWindow } from '../../shared/page';
import { AbuseLimitsService, RequestOrigin } from '../abuse-limits';
import { Guest } from './guest.entity';
import { GuestData, GuestErrorCode, GuestInput, GuestRules, validateGuest } from './guest-validation';

/** A guest's id, with the details of the request that named them (not necessarily the stored ones). */
export type RegisteredGuest = GuestData & { id: string };
export type { GuestInput } from './guest-validation';

export class GuestsService {
  private readonly idKey: Buffer;

  constructor(
    private readonly dataSource: DataSource,
    private readonly abuseLimits: AbuseLimitsService,
    /** GUEST_DETAILS_RATE_LIMIT: anonymous saveDetails per client address, email and phone; null for none. */
    private readonly detailsRateLimit: RateLimit | null,
    /** The server's secret (JWT_SECRET), from which the key of new guests' ids is derived. */
    serverSecret: string,
  ) {
    this.idKey = createHmac('sha256', serverSecret).update('guest-id/v1').digest();
  }

  /**
   * The guest's id for these details (every hold, and the desk). A new email adds the guest; a
   * known one changes nothing stored: anyone may send any email, so what is sent never overwrites
   * what the hotel knows. Answers the details as sent, validated.
   */
  async register(
    input: GuestInput,
    manager: EntityManager = this.dataSource.manager,
    rules: GuestRules = {},
  ): Promise<RegisteredGuest> {
    const data = validateGuest(input, rules);
    if (data.email === null) return { id: await this.registerByPhone(manager, data), ...data };
    const a = data.address;
    const [added] = await manager.query<{ id: string }[]>(
      `INSERT INTO guest (id, name, email, phone, address_street, address_street2, address_city, address_state, address_zip, address_country)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT (email) DO NOTHING
       RETURNING id`,
      [this.newGuestId(data.email), data.name, data.email, data.phone, a.street, a.street2, a.city, a.state, a.zip, a.country],
    );
    const id = added?.id ?? (await manager.findOneByOrFail(Guest, { email: data.email })).id;
    return { id, ...data };
  }

  /**
   * A desk guest who gave no email is known by their phone: the guest with that phone (the first
   * one, should several share it), else a new guest without an email. Only the desk (a signed-in
   * admin) books without an email, so no anonymous caller reaches a guest by a phone number.
   * Calls for one phone take turns, so two desks cannot add the same guest twice.
   */
  private async registerByPhone(manager: EntityManager, data: GuestData): Promise<string> {
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`guest-phone:${data.phone}`]);
    const known = await manager.findOne(Guest, {
      where: { phone: data.phone },
      order: { createdAt: 'ASC' },
      select: { id: true },
    });
    if (known) return known.id;
    const a = data.address;
    const [added] = await manager.query<{ id: string }[]>(
      `INSERT INTO guest (name, email, phone, address_street, address_street2, address_city, address_state, address_zip, address_country)
       VALUES ($1, NULL, $2, $3, $4, $5, $6, $7, $8)
       RETURNING id`,
      [data.name, data.phone, a.street, a.street2, a.city, a.state, a.zip, a.country],
    );
    return added.id;
  }

  /**
   * The guest details form (upsertGuest, the old API's add_reservation): checks the details and
   * answers the guest's id. From anyone but a signed-in admin it stores nothing: whoever sends an
   * email first must not make the hotel's record of that guest (their phone, their address on a
   * later invoice), so the guest is added by their booking, with the details it was made with.
   * The id answered is the same either way, and the same for every call with that email (the one
   * stored, or the one the guest will get), so it tells nobody whether the email is a guest's.
   * Limited per client address and per email and phone (GUEST_DETAILS_RATE_LIMIT).
   */
  async saveDetails(input: GuestInput, origin: RequestOrigin): Promise<{ id: string }> {
    if (origin.admin) return { id: (await this.register(input)).id };
    const rule = this.detailsRateLimit;
    if (rule) await this.refusePast(await this.abuseLimits.countTry('guest-details', origin, rule));
    const data = validateGuest(input);
    if (rule) {
      await this.refusePast(await this.abuseLimits.countTryOnTargets('guest-details', [data.email, data.phone], origin, rule));
    }
    const known = await this.dataSource.getRepository(Guest).findOne({ where: { email: data.email }, select: { id: true } });
    return { id: known?.id ?? this.newGuestId(data.email) };
  }

  /** The guest form's checks and messages (name, email, phone, address), for details edited elsewhere. */
  validate(input: GuestInput): GuestData & { email: string };
  validate(input: GuestInput, rules: GuestRules): GuestData;
  validate(input: GuestInput, rules: GuestRules = {}): GuestData {
    return validateGuest(input, rules);
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

  /**
   * The id a guest with this email gets when added: a UUID (version 8, RFC 9562's own layout) made
   * of a keyed hash of the email, so saveDetails can answer it before the guest exists and nobody
   * without the server's secret can tell it from the id of a guest already stored.
   */
  private newGuestId(email: string): string {
    const bytes = createHmac('sha256', this.idKey).update(email).digest().subarray(0, 16);
    bytes[6] = (bytes[6] & 0x0f) | 0x80;
    bytes[8] = (bytes[8] & 0x3f) | 0x80;
    const hex = bytes.toString('hex');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  }

  private async refusePast(waitMs: number | null): Promise<void> {
    if (waitMs === null) return;
    const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
    throw new DomainError(
      GuestErrorCode.RateLimited,
      `Too many tries. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or call us${await this.abuseLimits.callUs('reservations')}.`,
      undefined,
      'rate_limited',
    );
  }
}
