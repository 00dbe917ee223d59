import { Authorized, FieldResolver, Resolver, Root } from 'type-graphql';
import { AuditEntry } from '../audit';
import type { AuditService } from '../audit';
import { StayTax } from '../pricing';
import { Booking } from './booking.entity';
import { bookingTax } from './booking-tax';
import { BookingStatus } from './booking-status';
import type { BookingsService } from './bookings.service';

/** What a booking shows beside its own columns: its GST, its history and whether it may be deleted. */
@Resolver(() => Booking)
export class BookingFieldsResolver {
  constructor(
    private readonly services: { audit: Pick<AuditService, 'forBooking'>; bookings: Pick<BookingsService, 'canDelete'> },
  ) {}

  @FieldResolver(() => StayTax, { description: 'GST of the stay per room per night and in sum (SAC 996311, CGST + SGST).' })
  tax(@Root() booking: Booking): StayTax {
    return bookingTax(booking);
  }

  @FieldResolver(() => Boolean, {
    description:
      'False for a booking waiting for payment whose rooms are not held (placed past the unpaid ceiling, UNPAID_SHARE): its payment takes them if still free.',
  })
  roomsHeld(@Root() booking: Booking): boolean {
    return booking.status !== BookingStatus.HELD || (booking.lines ?? []).every((line) => line.blocksRoom);
  }

  @Authorized()
  @FieldResolver(() => [AuditEntry], { description: 'Who did what to this booking and when, oldest first (admin).' })
  history(@Root() booking: Booking): Promise<AuditEntry[]> {
    return this.services.audit.forBooking(booking.id);
  }

  @Authorized()
  @FieldResolver(() => Boolean, {
    description:
      'Whether deleteBooking takes this booking now (admin): a hold, an expired hold or a cancelled booking that took no money. Anything else is cancelled instead and stays on the record.',
  })
  canDelete(@Root() booking: Booking): Promise<boolean> {
    return this.services.bookings.canDelete(booking);
  }
}
