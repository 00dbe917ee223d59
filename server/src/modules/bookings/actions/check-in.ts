import { DataSource, EntityManager } from 'typeorm';
import { Actor } from '../../../shared/actor';
import { Clock } from '../../../shared/clock';
import { todayInHotel } from '../../../shared/dates';
import { DomainError, ValidationFailed } from '../../../shared/domain-error';
import { AuditAction, AuditService } from '../../audit';
import { BookingLifecycle } from '../booking-lifecycle.service';
import { Booking } from '../booking.entity';
import { GuestIdType } from '../guest-id-type';
import { GuestRegistration } from '../guest-registration.entity';
import { bookingWithRooms } from './booking-with-rooms';
import { Registration, RegistrationInput, validateRegistration, withLeadGuest } from './registration';
import { NO_STAY_REGISTER, StayRegister } from './stay-register';
import { StayActionErrorCode } from './stay-action-errors';

const ID_WORDS: Record<GuestIdType, string> = {
  aadhaar: 'Aadhaar',
  passport: 'passport',
  driving_licence: 'driving licence',
  voter_id: 'voter ID',
  pan: 'PAN',
  other: 'ID',
};

/**
 * The desk checks a guest in on a day of the stay, recording their ID proof, party and Form C
 * facts: the lifecycle's move, the registration and the audit entry in one transaction on the
 * locked booking. Nothing is mailed.
 */
export class CheckIn {
  constructor(
    private readonly dataSource: DataSource,
    private readonly lifecycle: BookingLifecycle,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    private readonly register: StayRegister = NO_STAY_REGISTER,
  ) {}

  async run(actor: Actor, bookingId: unknown, input: RegistrationInput): Promise<Booking> {
    const { registration, prepared } = this.check(input);
    const id = await this.dataSource.transaction(async (manager) => {
      const booking = await this.lifecycle.lock(manager, bookingId);
      this.lifecycle.assertCan(booking, 'checkIn');
      await this.assertPartyFits(manager, booking, registration);
      await this.lifecycle.checkIn(manager, booking);
      await manager.insert(GuestRegistration, { ...registration, bookingId: booking.id, recordedBy: actor.label.slice(0, 120) });
      const stay = { bookingId: booking.id, bookCode: booking.bookCode, leadGuestName: booking.userName, at: this.clock() };
      await this.register.recordArrival(manager, actor, stay, prepared);
      await this.audit.record(manager, actor, {
        action: AuditAction.CHECK_IN,
        detail: `Checked in ${booking.bookCode}: ${partyWords(registration)}; ${idWords(registration)}`,
        bookingId: booking.id,
      });
      return booking.id;
    });
    return bookingWithRooms(this.dataSource, id);
  }

  /** Checks a registration by check-in's rules before anything else is done (the desk's "check in now"); throws its refusal. */
  validate(input: RegistrationInput): void {
    this.check(input);
  }

  /** The registration and the register's rows, checked (the first register row fills the lead guest's ID when left out). */
  private check(input: RegistrationInput): { registration: Registration; prepared: object } {
    const today = todayInHotel(this.clock());
    const { filled, fromLead } = withLeadGuest(input);
    // The register's rows first, when the desk gave them: their messages name the row's field.
    const rowsFirst = Array.isArray(input.registerGuests) ? this.register.prepare(input, null, today) : null;
    let registration: Registration;
    try {
      registration = validateRegistration(filled, today);
    } catch (error) {
      // A problem with what the first register row gave is that row's.
      if (!(error instanceof ValidationFailed) || fromLead.length === 0) throw error;
      throw new ValidationFailed(
        error.errors.map((each) =>
          each.field && fromLead.includes(each.field)
            ? new DomainError(each.code, each.message, `registerGuests.0.${each.field}`, each.kind)
            : each,
        ),
      );
    }
    return { registration, prepared: rowsFirst ?? this.register.prepare(input, registration, today) };
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
      StayActionErrorCode.PartyTooLarge,
      `The booked rooms sleep ${capacity} ${capacity === 1 ? 'guest' : 'guests'}; ${party} cannot check in. Add a room to the booking first.`,
      'adults',
    );
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
