import { AbuseCounter } from '../modules/abuse-limits/abuse-counter.entity';
import { JobRun } from '../jobs/job-run.entity';
import { Admin } from '../modules/admin-auth/admin.entity';
import { LoginFailure } from '../modules/admin-auth/login-failure.entity';
import { RevokedToken } from '../modules/admin-auth/revoked-token.entity';
import { BookingLine } from '../modules/bookings/booking-line.entity';
import { BookingPax } from '../modules/bookings/booking-pax.entity';
import { Booking } from '../modules/bookings/booking.entity';
import { ContactMessage } from '../modules/contact/contact-message.entity';
import { Guest } from '../modules/guests/guest.entity';
import { Payment } from '../modules/payments/payment.entity';
import { Refund } from '../modules/payments/refund.entity';
import { SimulatedOrder, SimulatedPayment, SimulatedRefund } from '../modules/payments/simulator/simulated-gateway.entity';
import { WebhookEvent } from '../modules/payments/webhook-event.entity';
import { Room } from '../modules/rooms/room.entity';
import { RoomBlock } from '../modules/bookings/room-block.entity';
import { GuestRegistration } from '../modules/front-desk/guest-registration.entity';
import { AuditEntry } from '../modules/audit/audit-entry.entity';
import { DocumentSequence } from '../modules/numbering/document-sequence.entity';
import { RateRule } from '../modules/pricing/rate-rule.entity';
import { HotelSettings } from '../modules/hotel-settings/hotel-settings.entity';
import { TaxDocument } from '../modules/invoices/tax-document.entity';
import { Hall } from '../modules/banquet/hall.entity';
import { HallSession } from '../modules/banquet/hall-session.entity';
import { MenuPackage } from '../modules/banquet/menu-package.entity';
import { BanquetTerms } from '../modules/banquet/banquet-terms.entity';
import { EventReminder } from '../modules/banquet/event-reminder.entity';
import { BanquetEvent } from '../modules/banquet/banquet-event.entity';
import { StoredPhoto } from '../modules/photos/stored-photo.entity';

export const entities = [
  Room,
  Guest,
  Booking,
  BookingLine,
  BookingPax,
  Payment,
  Refund,
  WebhookEvent,
  Admin,
  LoginFailure,
  RevokedToken,
  ContactMessage,
  SimulatedOrder,
  SimulatedPayment,
  SimulatedRefund,
  JobRun,
  AbuseCounter,
  RoomBlock,
  GuestRegistration,
  AuditEntry,
  DocumentSequence,
  RateRule,
  HotelSettings,
  TaxDocument,
  Hall,
  HallSession,
  MenuPackage,
  BanquetTerms,
  EventReminder,
  BanquetEvent,
  StoredPhoto,
];
