import { DataSource, EntityManager } from 'typeorm';
import { Actor } from '../../shared/actor';
import { Clock } from '../../shared/clock';
import { todayInHotel } from '../../shared/dates';
import { DomainError } from '../../shared/domain-error';
import { formatRupees } from '../../shared/money';
import { AuditAction, AuditService } from '../audit';
import { BookingLifecycle, Booking } from '../bookings';
import { BookingMoneyService, CancellationsService } from '../bookings';
import { TaxDocumentsService } from '../billing';
import type { Services } from '../../services';
import { balanceDueAtCheckOut, FrontDeskErrorCode } from './front-desk-errors';
import { GuestRegistration } from './guest-registration.entity';
import { GuestIdType } from './guest-id-type';
import { Registration, RegistrationInput, validateRegistration } from './registration';

export interface NoShowResult {
  booking: Booking;
  /** What the policy kept and what went back, for the desk. */
  message: string;
}

const ID_WORDS: Record<GuestIdType, string> = {
  aadhaar: 'Aadhaar',
  passport: 'passport',
  driving_licence: 'driving licence',
  voter_id: 'voter ID',
  pan: 'PAN',
  other: 'ID',
};

/**
 * The desk moves a stay along: check-in (with the guest's registration), check-out (once nothing
 * is owed) and no-show (the cancellation policy decides what is kept). Each runs in one
 * transaction on the locked booking, through the booking lifecycle, with its audit entry.
 */
export class StayDeskService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly lifecycle: BookingLifecycle,
    private readonly bookingMoney: BookingMoneyService,
    private readonly cancellations: CancellationsService,
    private readonly refunds: Services['refunds'],
    private readonly audit: AuditService,
    private readonly clock: Clock,
    private readonly taxDocuments: TaxDocumentsService,
  ) {}

  /** Checks the guest in on a day of the stay, recording their ID proof, party and Form C facts. */
  async checkIn(actor: Actor, bookingId: unknown, input: RegistrationInput): Promise<Booking> {
    const registration = validateRegistration(input, todayInHotel(this.clock()));
    const id = await this.dataSource.transaction(async (manager) => {
      const booking = await this.lifecycle.lock(manager, bookingId);
      this.lifecycle.assertCan(booking, 'checkIn');
      await this.assertPartyFits(manager, booking, registration);
      await this.lifecycle.checkIn(manager, booking);
      await manager.insert(GuestRegistration, { ...registration, bookingId: booking.id, recordedBy: actor.label.slice(0, 120) });
      await this.audit.record(manager, actor, {
        action: AuditAction.CHECK_IN,
        detail: `Checked in ${booking.bookCode}: ${partyWords(registration)}; ${idWords(registration)}`,
        bookingId: booking.id,
      });
      return booking.id;
    });
    return this.withLines(id);
  }

  /**
   * Checks the guest out; while a balance is due the desk is asked to take it first. The stay's
   * tax invoice is issued now, from its charges: the money taken before was advances.
   */
  async checkOut(actor: Actor, bookingId: unknown): Promise<Booking> {
    const { id, documents } = await this.dataSource.transaction(async (manager) => {
      const booking = await this.lifecycle.lock(manager, bookingId);
      this.lifecycle.assertCan(booking, 'checkOut');
      const { balanceDuePaise } = await this.bookingMoney.of(manager, booking.id);
      if (balanceDuePaise > 0) throw balanceDueAtCheckOut(balanceDuePaise);
      const booked = booking.checkOut;
      await this.lifecycle.checkOut(manager, booking);
      const documents = await this.taxDocuments.reconcile(manager, booking.id);
      const today = todayInHotel(this.clock());
      await this.audit.record(manager, actor, {
        action: AuditAction.CHECK_OUT,
        detail: `Checked out ${booking.bookCode}${today < booked ? ` early (booked until ${booked}); the later nights are free again` : ''}`,
        bookingId: booking.id,
      });
      return { id: booking.id, documents };
    });
    await this.taxDocuments.announce(documents);
    return this.withLines(id);
  }

  /**
   * The guest never came: the first night stays theirs, later nights are freed, and the
   * cancellation policy decides what is kept; paid money beyond it goes back.
   */
  async markNoShow(actor: Actor, bookingId: unknown): Promise<NoShowResult> {
    const outcome = await this.dataSource.transaction(async (manager) => {
      const booking = await this.lifecycle.lock(manager, bookingId);
      this.lifecycle.assertCan(booking, 'markNoShow');
      const settlement = await this.cancellations.noShow(manager, booking);
      await this.lifecycle.markNoShow(manager, booking, settlement.chargePaise);
      const money = await this.bookingMoney.settle(manager, booking);
      const documents = await this.taxDocuments.reconcile(manager, booking.id);
      const message = noShowMessage(settlement.chargePaise, settlement.refundPaise, money.balanceDuePaise);
      await this.audit.record(manager, actor, {
        action: AuditAction.NO_SHOW,
        detail: `Marked ${booking.bookCode} as a no-show. ${message} ${settlement.summary}`,
        bookingId: booking.id,
      });
      return { id: booking.id, refunds: settlement.refunds, message, documents };
    });
    await this.refunds.send(outcome.refunds);
    await this.taxDocuments.announce(outcome.documents);
    return { booking: await this.withLines(outcome.id), message: outcome.message };
  }

  /** What check-in recorded for a booking, if it was checked in. */
  registrationOf(bookingId: string): Promise<GuestRegistration | null> {
    return this.dataSource.getRepository(GuestRegistration).findOneBy({ bookingId });
  }

  /** Adults and children must fit the booked rooms (their capacities added up). */
  private async assertPartyFits(manager: EntityManager, booking: Booking, registration: Registration): Promise<void> {
    const [row]: { capacity: number }[] = await manager.query(
      `SELECT coalesce(sum(room.max_count), 0)::int AS capacity
       FROM booking_line line JOIN room ON room.id = line.room_id WHERE line.booking_id = $1`,
      [booking.id],
    );
    const capacity = Number(row?.capacity ?? 0);
    const party = registration.adults + registration.children;
    if (party <= capacity) return;
    throw new DomainError(
      FrontDeskErrorCode.PartyTooLarge,
      `The booked rooms sleep ${capacity} ${capacity === 1 ? 'guest' : 'guests'}; ${party} cannot check in. Add a room to the booking first.`,
      'adults',
    );
  }

  private withLines(id: string): Promise<Booking> {
    return this.dataSource.getRepository(Booking).findOneOrFail({ where: { id }, relations: { lines: { pax: true } } });
  }
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

function partyWords(registration: Registration): string {
  const adults = plural(registration.adults, 'adult', 'adults');
  return registration.children > 0 ? `${adults}, ${plural(registration.children, 'child', 'children')}` : adults;
}

/** The ID named with its last four characters only: the audit log is read by every admin. */
function idWords(registration: Registration): string {
  const id = `${ID_WORDS[registration.idType]} ending ${registration.idNumber.slice(-4)}`;
  if (registration.nationality === 'Indian') return id;
  return `${id}; ${registration.nationality} national, visa valid until ${registration.visaValidUntil}`;
}

function noShowMessage(chargePaise: number, refundPaise: number, balanceDuePaise: number): string {
  const parts = [`The cancellation policy keeps ${formatRupees(chargePaise)}.`];
  if (refundPaise > 0) parts.push(`${formatRupees(refundPaise)} is refunded to the guest.`);
  if (balanceDuePaise > 0) parts.push(`${formatRupees(balanceDuePaise)} is still due.`);
  return parts.join(' ');
}
