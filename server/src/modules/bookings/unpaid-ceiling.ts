import { EntityManager } from 'typeorm';
import { Clock } from '../../shared/clock';
import { formatStayDate, Stay } from '../../shared/dates';
import { DomainError } from '../../shared/domain-error';
import { BookingErrorCode } from './booking-errors';
import { BookingChannel, BookingPaymentStatus, BookingStatus } from './booking-status';

/** A new unpaid claim on rooms: a guest's hold, pay at hotel, or a lapsed hold taken up again. */
export interface UnpaidClaim {
  stay: Stay;
  rooms: number;
  /** The booking making the claim, when it exists already (a renewal): its own rooms are not counted twice. */
  bookingId?: string;
  /** Pay at hotel is refused and told that the night can only be paid online. */
  payAtHotel: boolean;
}

/** " on {phone}": the reservations desk a refused guest can call (read inside the caller's transaction). */
export type ReservationsPhone = (manager: EntityManager) => Promise<string>;

/**
 * The most rooms anonymous unpaid bookings may take on one night: UNPAID_SHARE of the rooms open
 * for booking, rounded down, but at least one room, so that a hotel of one or a few rooms can
 * still be booked online (an online payment holds its room unpaid until it is paid).
 */
export function unpaidCeiling(share: number, bookableRooms: number): number {
  return Math.max(1, Math.floor(share * bookableRooms + 1e-9));
}

/**
 * Every anonymous request that would take rooms unpaid takes this one lock first, for the rest of
 * its transaction (see UnpaidCeiling.lock).
 */
const UNPAID_ROOMS_LOCK = 'unpaid-rooms';

/**
 * UNPAID_SHARE: on any night, anonymous unpaid bookings (website holds that still live, and
 * website stays confirmed to pay at the hotel and not paid yet) take at most unpaidCeiling rooms.
 * Past it, the night can only be paid online: pay at hotel is refused, and a guest's new hold or
 * renewal of a lapsed hold becomes a payment order that holds no room ("pay first": its lines do
 * not block, it is not counted here, and its payment claims the rooms if they are still free, as
 * a lapsed hold's late payment does). The desk is exempt, and paid money is never unpaid.
 */
export class UnpaidCeiling {
  constructor(
    private readonly share: number,
    private readonly clock: Clock,
    private readonly reservationsPhone: ReservationsPhone,
  ) {}

  /**
   * Makes the callers' counts and claims one after the other, across instances (a transaction
   * advisory lock, as the guest limits use): between one request's count and its commit, no other
   * anonymous claim is counted. Take it before locking any booking row: a new hold's sweep of
   * lapsed holds writes booking rows after it, so a row first and then this lock could deadlock.
   * With UNPAID_SHARE=1 there is no ceiling, and nothing to wait for.
   */
  async lock(manager: EntityManager): Promise<void> {
    if (this.share >= 1) return;
    await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [UNPAID_ROOMS_LOCK]);
  }

  /**
   * Refuses the claim when, on one of its nights, the anonymous unpaid rooms and its own would be
   * more than the ceiling, naming the first such night, to pay at hotel; answers false to an
   * online hold, which is then placed holding no room. Call it after `lock`, in that transaction.
   */
  async mayHold(manager: EntityManager, claim: UnpaidClaim): Promise<boolean> {
    const night = await this.firstFullNight(manager, claim);
    if (!night) return true;
    if (!claim.payAtHotel) return false;
    throw payAtHotelCeilingReached(night, await this.reservationsPhone(manager));
  }

  /** The first night of the claim on which its rooms would take the unpaid rooms past the ceiling. */
  private async firstFullNight(manager: EntityManager, claim: UnpaidClaim): Promise<string | undefined> {
    if (this.share >= 1) return undefined;
    const [{ rooms }] = await manager.query<{ rooms: number }[]>(
      `SELECT count(*)::int AS rooms FROM room WHERE deleted_at IS NULL AND is_available`,
    );
    const ceiling = unpaidCeiling(this.share, rooms);
    const [full] = await manager.query<{ night: string }[]>(
      `SELECT to_char(night, 'YYYY-MM-DD') AS night FROM generate_series($1::date, $2::date - 1, interval '1 day') AS night
        WHERE $3 + (SELECT count(*) FROM booking_line line JOIN booking b ON b.id = line.booking_id
                     WHERE line.blocks_room AND b.channel = $6 AND b.id IS DISTINCT FROM $5::uuid
                       AND line.check_in <= night::date AND line.check_out > night::date
                       AND ((b.status = $7 AND b.hold_expires_at > $8 AND b.payment_status = ANY($9::text[]))
                         OR (b.status = $10 AND b.payment_status = $11))) > $4
        ORDER BY night LIMIT 1`,
      [
        claim.stay.checkIn,
        claim.stay.checkOut,
        claim.rooms,
        ceiling,
        claim.bookingId ?? null,
        BookingChannel.WEBSITE,
        BookingStatus.HELD,
        this.clock(),
        [BookingPaymentStatus.PENDING, BookingPaymentStatus.FAILED],
        BookingStatus.CONFIRMED,
        BookingPaymentStatus.PENDING,
      ],
    );
    return full?.night;
  }
}

function payAtHotelCeilingReached(night: string, phone: string): DomainError {
  return new DomainError(
    BookingErrorCode.PayAtHotelCeilingReached,
    `Pay at hotel is not available for the night of ${formatStayDate(night)}: enough rooms that night are already booked without payment, so it can only be paid online. Please pay online to book it, or call our reservations desk${phone}.`,
    'paymentMethod',
    'conflict',
  );
}
