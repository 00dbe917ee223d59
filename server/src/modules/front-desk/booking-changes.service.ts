import { DataSource } from 'typeorm';
import { Actor } from '../../shared/actor';
import { isUuid } from '../../shared/input';
import { AuditAction, AuditService } from '../audit';
import {
  bookingNotFound,
  BookingLifecycle,
  Booking,
  BookingChannel,
  BookingsService,
  BookingChangePreview,
  BookingChangeRequest,
  BookingChangeResult,
  ChangeStay,
  deskBookingError,
  DeskBookingErrorCode,
} from '../bookings';
import { GuestsService } from '../guests';
import { parseNotes, parseRateOverride, RateOverrideRequest } from './desk-booking-input';
import { assertNoInvoiceYet, businessChange, businessWords } from './booking-business';

export interface BookingDetailsRequest {
  bookingId?: unknown;
  userName?: unknown;
  userEmail?: unknown;
  userPhone?: unknown;
  notes?: unknown;
  /** For a B2B invoice; both empty clears the business. Refused once the invoice is issued. */
  businessName?: unknown;
  businessGstin?: unknown;
}

/** A change of stay as the desk's form sends it: with, perhaps, a rent agreed with the guest. */
export interface BookingChangeDeskRequest extends Omit<BookingChangeRequest, 'agreedRent'> {
  rateOverride?: RateOverrideRequest;
}

/** The change with its agreed rent checked (the desk booking's rules and messages). */
function withAgreedRent({ rateOverride, ...request }: BookingChangeDeskRequest): BookingChangeRequest {
  return { ...request, agreedRent: parseRateOverride(rateOverride) };
}

/**
 * Changes made at the desk to a booking: new dates or another room (the bookings module's
 * ChangeStay action does them), and corrected guest details and notes, each in one transaction
 * with its audit entry.
 */
export class BookingChangesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly bookings: BookingsService,
    private readonly lifecycle: BookingLifecycle,
    private readonly changes: ChangeStay,
    private readonly guests: GuestsService,
    private readonly audit: AuditService,
  ) {}

  /** New dates, another room, and (owner and manager: the resolver checks) a new rent agreed with the guest. */
  changeStay(actor: Actor, request: BookingChangeDeskRequest): Promise<BookingChangeResult> {
    return this.changes.run(actor, withAgreedRent(request));
  }

  /** What a change would do, nothing kept (ChangeStay.preview). */
  preview(actor: Actor, request: BookingChangeDeskRequest): Promise<BookingChangePreview> {
    return this.changes.preview(actor, withAgreedRent(request));
  }

  /**
   * Corrects the guest's name, email or phone (checked like the guest form; a desk booking's email
   * may be given later or left empty), the booking's notes,
   * or the business its invoice is made out to (until the invoice is issued).
   */
  async editDetails(actor: Actor, request: BookingDetailsRequest): Promise<Booking> {
    const contactGiven = [request.userName, request.userEmail, request.userPhone].some((value) => value !== undefined);
    const businessGiven = request.businessName !== undefined || request.businessGstin !== undefined;
    if (!contactGiven && !businessGiven && request.notes === undefined) {
      throw deskBookingError(DeskBookingErrorCode.NothingToChange, 'Nothing to change', 'userName');
    }
    const notes = request.notes === undefined ? undefined : parseNotes(request.notes);
    if (!isUuid(request.bookingId)) throw bookingNotFound();
    const id = await this.dataSource.transaction(async (manager) => {
      const booking = await this.lifecycle.lock(manager, request.bookingId);
      // A walk-in or phone booking may have, or be left with, no email; a website booking keeps one.
      const emailOptional = booking.channel !== BookingChannel.WEBSITE;
      const contact = contactGiven
        ? this.guests.validate(
            {
              name: request.userName ?? booking.userName,
              email: request.userEmail ?? booking.userEmail,
              phone: request.userPhone ?? booking.userPhone,
            },
            { emailOptional },
          )
        : undefined;
      const business = businessChange(booking, request);
      const changes = {
        ...(contact ? { userName: contact.name, userEmail: contact.email, userPhone: contact.phone } : {}),
        ...(notes !== undefined ? { notes } : {}),
        ...business,
      };
      const businessChanged = business ? businessWords(booking, business) : [];
      if (businessChanged.length > 0) await assertNoInvoiceYet(manager, booking);
      const words = [...detailsWords(booking, changes), ...businessChanged];
      if (words.length === 0) return booking.id;
      await this.lifecycle.editDetails(manager, booking, changes);
      await this.audit.record(manager, actor, {
        action: AuditAction.DETAILS_EDITED,
        detail: words.join('; '),
        bookingId: booking.id,
      });
      return booking.id;
    });
    return this.bookings.get(id);
  }
}

const DETAIL_LABELS = { userName: 'Name', userEmail: 'Email', userPhone: 'Phone' } as const;

/** "Email a@x.in → b@y.in", "Notes changed": only what really changes. */
function detailsWords(
  booking: Booking,
  changes: Partial<Record<'userName' | 'userEmail' | 'userPhone' | 'notes', string | null>>,
) {
  const words: string[] = [];
  for (const key of ['userName', 'userEmail', 'userPhone'] as const) {
    const value = changes[key];
    if (value !== undefined && value !== booking[key]) {
      words.push(`${DETAIL_LABELS[key]} ${booking[key] ?? '(none)'} → ${value ?? '(none)'}`);
    }
  }
  if (changes.notes !== undefined && changes.notes !== booking.notes)
    words.push(changes.notes ? 'Notes changed' : 'Notes cleared');
  return words;
}
