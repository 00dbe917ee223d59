import { Authorized, FieldResolver, Resolver, Root } from 'type-graphql';
import { AuditEntry } from '../audit';
import type { AuditService } from '../audit';
import { StayTax } from '../pricing';
import { Booking } from './booking.entity';
import { bookingTax } from './booking-tax';

/** What a booking shows beside its own columns: its GST and its history. */
@Resolver(() => Booking)
export class BookingFieldsResolver {
  constructor(private readonly services: { audit: Pick<AuditService, 'forBooking'> }) {}

  @FieldResolver(() => StayTax, { description: 'GST of the stay per room per night and in sum (SAC 996311, CGST + SGST).' })
  tax(@Root() booking: Booking): StayTax {
    return bookingTax(booking);
  }

  @Authorized()
  @FieldResolver(() => [AuditEntry], { description: 'Who did what to this booking and when, oldest first (admin).' })
  history(@Root() booking: Booking): Promise<AuditEntry[]> {
    return this.services.audit.forBooking(booking.id);
  }
}
