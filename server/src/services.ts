import { DataSource } from 'typeorm';
import { AppConfig } from './config';
import { AdminAuthService } from './modules/admin-auth/admin-auth.service';
import { AvailabilityService } from './modules/availability/availability.service';
import { BookingsService } from './modules/bookings/bookings.service';
import { ContactService } from './modules/contact/contact.service';
import { GuestsService } from './modules/guests/guests.service';
import { RoomsService } from './modules/rooms/rooms.service';
import { UploadsService } from './modules/uploads/uploads.service';
import { Clock, systemClock } from './shared/clock';

/** The domain, one service per concept; both transports (GraphQL and /api) call these. */
export interface Services {
  rooms: RoomsService;
  availability: AvailabilityService;
  guests: GuestsService;
  bookings: BookingsService;
  adminAuth: AdminAuthService;
  uploads: UploadsService;
  contact: ContactService;
}

export function createServices(dataSource: DataSource, config: AppConfig, clock: Clock = systemClock): Services {
  const guests = new GuestsService(dataSource);
  const availability = new AvailabilityService(dataSource, clock);
  const uploads = new UploadsService(config.uploadsDir);
  return {
    rooms: new RoomsService(dataSource, uploads, clock),
    availability,
    guests,
    bookings: new BookingsService(dataSource, guests, availability, clock, config.holdMinutes),
    adminAuth: new AdminAuthService(dataSource, clock, config.jwtSecret, config.jwtExpiresIn),
    uploads,
    contact: new ContactService(dataSource),
  };
}
