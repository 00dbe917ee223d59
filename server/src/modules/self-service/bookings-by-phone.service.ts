import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { DataSource, EntityManager, IsNull, MoreThan } from 'typeorm';
import { RateLimit } from '../../config';
import { Clock } from '../../shared/clock';
import { DomainError } from '../../shared/domain-error';
import { checkPhone } from '../../shared/phone';
import { todayInHotel } from '../../shared/pure/calendar-dates';
import { AbuseLimitsService, RequestOrigin } from '../abuse-limits';
import { BookingStatus } from '../bookings';
import { MessageChannel, MessageKind, ONE_TIME_CODE_MINUTES, queueMessage, SECRET_PARAM_PREFIX } from '../messages';
import { BookingKeysService } from './booking-keys.service';
import { OneTimeCode } from './one-time-code.entity';
import { retryIn, SelfServiceErrorCode, tooManyTries } from './self-service-errors';

/** The outbox param that carries the code to the SMS; removed from the row once the SMS is sent or failed. */
export const ONE_TIME_CODE_PARAM = `${SECRET_PARAM_PREFIX}Code`;

/** Wrong answers a code takes; the next ends it (a 6-digit code, so 5 guesses in a million). */
export const MAX_WRONG_TRIES = 5;

export interface BookingsByPhoneLimits {
  /** Codes asked for from one client address. */
  requestsPerAddress: RateLimit;
  /** Codes asked for one phone number, from anywhere: its owner is not flooded with SMS. */
  requestsPerPhone: RateLimit;
  /** Codes typed in from one client address (each code also ends after MAX_WRONG_TRIES). */
  checksPerAddress: RateLimit;
}

/** 10 codes an hour per address and 3 an hour per number; 20 answers in ten minutes per address. */
export const BOOKINGS_BY_PHONE_LIMITS: BookingsByPhoneLimits = {
  requestsPerAddress: { limit: 10, windowSeconds: 60 * 60 },
  requestsPerPhone: { limit: 3, windowSeconds: 60 * 60 },
  checksPerAddress: { limit: 20, windowSeconds: 10 * 60 },
};

/** The one answer to every request for a code, whether the number has bookings or not. */
export const CODE_SENT =
  'If this number has bookings with us, we have sent a code to it by SMS. It is valid for ' + `${ONE_TIME_CODE_MINUTES} minutes.`;
/** The one refusal of a code: wrong, expired, used, or for a number with no code at all. */
export const CODE_NOT_RIGHT = 'That code is not right, or it is no longer valid. Check the SMS, or ask for a new code.';

/** A booking of the number, as the guest sees it once the code is right. */
export interface BookingOfPhone {
  bookingId: string;
  bookCode: string;
  checkIn: string;
  checkOut: string;
  status: BookingStatus;
  /** The booking's page with its key, as the confirmation mail links it: `/booking/{id}?key=…`. */
  link: string;
}

/**
 * "Forgot your booking code?": a guest who has only their mobile asks for a one-time code by
 * SMS, types it in, and sees the number's current and upcoming bookings with links to each. The
 * answer to a request never says whether the number has bookings; only the code's HMAC is kept.
 * SMS, not WhatsApp, even for numbers that opted in: the code must reach every guest the same way,
 * and the issue names SMS for codes.
 */
export class BookingsByPhoneService {
  private readonly hashKey: Buffer;

  constructor(
    private readonly dataSource: DataSource,
    private readonly abuseLimits: AbuseLimitsService,
    private readonly keys: BookingKeysService,
    private readonly clock: Clock,
    serverSecret: string,
    private readonly limits: BookingsByPhoneLimits = BOOKINGS_BY_PHONE_LIMITS,
  ) {
    // Derived, so a code's hash is of no use to anything else signed with the secret.
    this.hashKey = createHmac('sha256', serverSecret).update('one-time-code/v1').digest();
  }

  /**
   * requestBookingCode: queues the SMS of a new code when the number has current or upcoming
   * bookings, or with `anyStay` (a privacy request) any booking or event the hotel keeps (ending
   * any code it had), and answers the same words either way. Limited per client
   * address and per number, every request counted.
   */
  async requestCode(rawPhone: unknown, origin: RequestOrigin, options: { anyStay?: boolean } = {}): Promise<string> {
    const phone = phoneOf(rawPhone);
    const { requestsPerAddress, requestsPerPhone } = this.limits;
    let waitMs = await this.abuseLimits.countTry('one-time-code', origin, requestsPerAddress);
    waitMs ??= await this.abuseLimits.countTryOnTargets('one-time-code', [phone], origin, requestsPerPhone);
    if (waitMs !== null) {
      throw new DomainError(
        SelfServiceErrorCode.OneTimeCodeRateLimited,
        `Too many codes asked for. Please try again ${retryIn(waitMs)}, or call us${await this.abuseLimits.callUs()}.`,
        'phone',
        'rate_limited',
      );
    }
    await this.dataSource.transaction(async (manager) => {
      await lockPhone(manager, phone);
      const known = options.anyStay
        ? await hasAnyStayOrEvent(manager, phone)
        : (await this.bookingsOf(manager, phone)).length > 0;
      if (!known) return;
      const now = this.clock();
      await manager.update(OneTimeCode, { phone, endedAt: IsNull() }, { endedAt: now });
      const id = randomUUID();
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const expiresAt = new Date(now.getTime() + ONE_TIME_CODE_MINUTES * 60_000);
      await manager.insert(OneTimeCode, { id, phone, codeHash: this.hashOf(id, code), createdAt: now, expiresAt });
      await queueMessage(manager, {
        kind: MessageKind.ONE_TIME_CODE,
        channel: MessageChannel.SMS,
        recipient: phone,
        subjectId: id,
        params: { [ONE_TIME_CODE_PARAM]: code },
        queuedAt: now,
      });
    });
    return CODE_SENT;
  }

  /**
   * bookingsByCode: the number's current and upcoming bookings, when `rawCode` is its live code
   * (which it then ends). A wrong code counts against it; the fifth ends it. Every refusal of a
   * code is the same words, so none says whether the number has bookings.
   */
  async bookingsByCode(rawPhone: unknown, rawCode: unknown, origin: RequestOrigin): Promise<BookingOfPhone[]> {
    const phone = await this.proveCode(rawPhone, rawCode, origin);
    return this.bookingsOf(this.dataSource.manager, phone);
  }

  /**
   * The number in E.164 once `rawCode` is its live code (which it then ends): the guest has shown
   * the phone is theirs. A wrong code counts against it; the fifth ends it. Every refusal is the
   * same words, so none says whether the number has bookings.
   */
  async proveCode(rawPhone: unknown, rawCode: unknown, origin: RequestOrigin): Promise<string> {
    const phone = phoneOf(rawPhone);
    const waitMs = await this.abuseLimits.countTry('one-time-code-check', origin, this.limits.checksPerAddress);
    if (waitMs !== null)
      throw tooManyTries(SelfServiceErrorCode.OneTimeCodeRateLimited, waitMs, await this.abuseLimits.callUs(), 'code');
    const code = typeof rawCode === 'string' ? rawCode.replace(/[\s-]/g, '') : '';
    if (!/^\d{6}$/.test(code)) {
      throw new DomainError(SelfServiceErrorCode.OneTimeCodeRequired, 'Enter the 6-digit code from the SMS.', 'code');
    }
    // The wrong try is counted in a committed transaction; the refusal is thrown after it.
    const proved = await this.dataSource.transaction(async (manager) => {
      await lockPhone(manager, phone);
      const now = this.clock();
      const live = await manager.findOne(OneTimeCode, {
        where: { phone, endedAt: IsNull(), expiresAt: MoreThan(now) },
        order: { createdAt: 'DESC' },
      });
      if (!live) return false;
      if (!this.matches(live, code)) {
        const wrongTries = live.wrongTries + 1;
        await manager.update(
          OneTimeCode,
          { id: live.id },
          { wrongTries, ...(wrongTries >= MAX_WRONG_TRIES ? { endedAt: now } : {}) },
        );
        return false;
      }
      await manager.update(OneTimeCode, { id: live.id }, { endedAt: now });
      return true;
    });
    if (!proved) throw new DomainError(SelfServiceErrorCode.OneTimeCodeWrong, CODE_NOT_RIGHT, 'code');
    return phone;
  }

  /** The number's bookings that are not over (check-out today or later), lapsed holds left out, soonest first. */
  private async bookingsOf(manager: EntityManager, phone: string): Promise<BookingOfPhone[]> {
    // Bookings kept before phones were stored in E.164 hold an Indian number as its ten digits.
    const forms = phone.startsWith('+91') ? [phone, phone.slice(3)] : [phone];
    const rows = await manager.query<
      { id: string; book_code: string; check_in: string; check_out: string; status: BookingStatus }[]
    >(
      `SELECT id, book_code, to_char(check_in, 'YYYY-MM-DD') AS check_in, to_char(check_out, 'YYYY-MM-DD') AS check_out, status
         FROM booking
        WHERE user_phone = ANY($1) AND check_out >= $2::date AND status <> $3
        ORDER BY check_in, book_code`,
      [forms, todayInHotel(this.clock()), BookingStatus.EXPIRED],
    );
    return rows.map((row) => ({
      bookingId: row.id,
      bookCode: row.book_code,
      checkIn: row.check_in,
      checkOut: row.check_out,
      status: row.status,
      link: `/booking/${row.id}?key=${this.keys.keyFor(row.id)}`,
    }));
  }

  private hashOf(id: string, code: string): string {
    return createHmac('sha256', this.hashKey).update(`${id}:${code}`).digest('hex');
  }

  private matches(row: OneTimeCode, code: string): boolean {
    const given = Buffer.from(this.hashOf(row.id, code), 'hex');
    const kept = Buffer.from(row.codeHash, 'hex');
    return given.length === kept.length && timingSafeEqual(given, kept);
  }
}

/** The number in E.164, or a refusal in plain words. */
function phoneOf(raw: unknown): string {
  const verdict = checkPhone(raw);
  if ('phone' in verdict) return verdict.phone;
  const message = verdict.problem === 'required' ? 'Enter the mobile number you booked with.' : verdict.message;
  throw new DomainError(SelfServiceErrorCode.OneTimeCodePhoneInvalid, message, 'phone');
}

/** Whether the hotel keeps any booking or event of this number (a privacy request's code). */
async function hasAnyStayOrEvent(manager: EntityManager, phone: string): Promise<boolean> {
  const forms = phone.startsWith('+91') ? [phone, phone.slice(3)] : [phone];
  const [row] = await manager.query<{ known: boolean }[]>(
    `SELECT EXISTS (SELECT 1 FROM booking WHERE user_phone = ANY($1))
         OR EXISTS (SELECT 1 FROM banquet_event WHERE host_phone = ANY($1)) AS known`,
    [forms],
  );
  return row.known;
}

/** One request for a number's code at a time: a code asked for twice at once leaves one live. */
async function lockPhone(manager: EntityManager, phone: string): Promise<void> {
  await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`one-time-code:${phone}`]);
}
