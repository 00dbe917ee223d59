import path from 'node:path';
import { DataSource } from 'typeorm';
import { AppConfig } from './config';
import { DataRetention } from './jobs/data-retention';
import { AbuseLimitsService } from './modules/abuse-limits';
import { AdminAuthService, PasswordHasher, StaffService, TwoStepSecrets, TwoStepService } from './modules/admin-auth';
import { AuditService } from './modules/audit';
import { AvailabilityService, RoomOffersService } from './modules/availability';
import { BanquetServices, createBanquetModule } from './modules/banquet';
import {
  BillingServices,
  createBillingModule,
  createPaymentWebhooks,
  documentAnnouncer,
  PaymentWebhooks,
} from './modules/billing';
import { createStayMoneyModule, createStaysModule, StayMoneyServices, StayServices, staysForBilling } from './modules/bookings';
import { ContactService } from './modules/contact';
import { createFrontDeskModule, FrontDeskServices } from './modules/front-desk';
import { GuestsService } from './modules/guests';
import { HousekeepingService } from './modules/housekeeping';
import { callUsOn, GalleryPhotos, HotelProfileService, HotelSettingsService, NEW_HOTEL_PROFILE } from './modules/hotel-settings';
import { DEMO_HOTEL_PROFILE } from './db/seeds/demo-hotel-profile';
import { cancellationNotifier, confirmationNotifier, holdNotifier, Mailer, staffInviteNotifier } from './modules/mail';
import { PhotoFiles, PhotosService } from './modules/photos';
import { RatesService, RoomPricing, RoomStayPriceService } from './modules/pricing';
import { createReportsModule, ReportServices } from './modules/reports';
import { createDayCloseModule, DayCloseServices } from './modules/day-close';
import { RoomsService } from './modules/rooms';
import { BookingKeysService, createSelfServiceModule, SelfServiceServices } from './modules/self-service';
import { UploadsService } from './modules/uploads';
import { Clock, systemClock } from './shared/clock';
import { Logger } from './shared/logger';
import { ModuleContext } from './shared/module-context';

/** The modules with no domain above them, each one or two services. */
export interface FoundationServices {
  audit: AuditService;
  guests: GuestsService;
  photos: PhotosService;
  uploads: UploadsService;
  contact: ContactService;
  adminAuth: AdminAuthService;
  staff: StaffService;
  twoStep: TwoStepService;
  pricing: RoomPricing;
  rates: RatesService;
  stayPrices: RoomStayPriceService;
  hotelSettings: HotelSettingsService;
  hotelProfile: HotelProfileService;
  rooms: RoomsService;
  availability: AvailabilityService;
  roomOffers: RoomOffersService;
  bookingKeys: BookingKeysService;
  dataRetention: DataRetention;
  paymentWebhooks: PaymentWebhooks;
  /** Rooms' housekeeping status; its markOccupiedRoomsDirty is the night's round the day close runs. */
  housekeeping: HousekeepingService;
}

/**
 * The domain: each module's factory gives its services; both transports (GraphQL and /api) call
 * these. A module is composed from the ones below it in the module map (server/module-map.cjs).
 */
export type Services = FoundationServices &
  BillingServices &
  StayServices &
  StayMoneyServices &
  BanquetServices &
  FrontDeskServices &
  SelfServiceServices &
  ReportServices &
  DayCloseServices;

export function createServices(dataSource: DataSource, config: AppConfig, logger: Logger, clock: Clock = systemClock): Services {
  const context: ModuleContext = { dataSource, config, clock, logger };
  const audit = new AuditService(dataSource);
  const photos = new PhotosService(dataSource, new PhotoFiles(config.uploadsDir, config.photoOriginalsDir));
  const uploads = new UploadsService(photos);
  const hotelProfile = new HotelProfileService(
    dataSource,
    config.seedDemoData ? DEMO_HOTEL_PROFILE : NEW_HOTEL_PROFILE,
    audit,
    new GalleryPhotos(dataSource, uploads, audit, clock),
  );
  const abuseLimits = new AbuseLimitsService(dataSource, clock, config.abuseLimits.bookingRateLimit, (desk, manager) =>
    callUsOn(hotelProfile, desk, manager),
  );
  const guests = new GuestsService(dataSource, abuseLimits, config.abuseLimits.guestDetailsRateLimit, config.jwtSecret);
  const pricing = new RoomPricing(config.ratesIncludeGst);
  const stayPrices = new RoomStayPriceService(dataSource, pricing, clock);
  const hotelSettings = new HotelSettingsService(dataSource, config.hotelIdentity, audit);
  const mailer = new Mailer({
    smtpUrl: config.smtpUrl,
    outboxDir: path.join(config.dataDir, 'outbox'),
    from: async () => {
      const profile = await hotelProfile.get();
      return { name: profile.name, address: profile.reservationsEmail };
    },
  });
  const bookingKeys = new BookingKeysService(config.jwtSecret);
  const sendConfirmation = confirmationNotifier(
    dataSource,
    mailer,
    config.publicBaseUrl,
    logger,
    (id) => bookingKeys.keyFor(id),
    hotelProfile,
  );

  // Stays first, then billing (which reaches a stay only through the ports the stays give it),
  // then what moves a stay's money, then what reads or sells beside them.
  const notifyHeld = holdNotifier(
    dataSource,
    mailer,
    config.publicBaseUrl,
    logger,
    (id, until) => bookingKeys.holdKeyFor(id, until),
    hotelProfile,
  );
  const stays = createStaysModule(context, { audit, abuseLimits, guests, pricing, notifyHeld });
  const billing = createBillingModule(context, {
    audit,
    hotelSettings,
    hotelProfile,
    announceDocuments: documentAnnouncer(dataSource, mailer, config.publicBaseUrl, logger),
    stays: staysForBilling(stays),
  });
  const stayMoney = createStayMoneyModule(context, stays, billing, {
    audit,
    abuseLimits,
    notifyConfirmed: async (bookingId) => void (await sendConfirmation(bookingId)),
    hotelProfile,
    notifyCancelled: cancellationNotifier(mailer, config.publicBaseUrl, logger, (id) => bookingKeys.keyFor(id), hotelProfile),
  });
  const banquet = createBanquetModule(context, { billing, audit, abuseLimits, guests, uploads, mailer, hotelProfile });
  const availability = new AvailabilityService(dataSource, stays.occupancy, clock, stayPrices);
  // An authenticator app lists the account under the hotel's name.
  const twoStep = new TwoStepService(
    dataSource,
    clock,
    new TwoStepSecrets(config.jwtSecret, clock),
    audit,
    async () => (await hotelProfile.get()).name,
  );
  const adminAuth = new AdminAuthService(
    dataSource,
    clock,
    config.jwtSecret,
    config.jwtExpiresIn,
    audit,
    new PasswordHasher(config.passwordHashCost),
    twoStep,
  );
  const sendStaffInvite = staffInviteNotifier(mailer, logger, hotelProfile);
  const frontDesk = createFrontDeskModule(context, stays, stayMoney, {
    audit,
    guests,
    eventMoney: banquet.eventMoney,
    eventCreditNotes: banquet.eventCreditNotes,
  });
  const reports = createReportsModule(context, stays, billing);
  const housekeeping = new HousekeepingService(dataSource, stays.roomBlocks, audit, clock);
  const dayClose = createDayCloseModule(context, { stays, stayMoney, billing, frontDesk, reports, housekeeping });

  return {
    audit,
    guests,
    photos,
    uploads,
    contact: new ContactService(dataSource, abuseLimits, config.abuseLimits.contactRateLimit),
    adminAuth,
    twoStep,
    staff: new StaffService(dataSource, clock, adminAuth, audit, abuseLimits, config.publicBaseUrl, sendStaffInvite),
    pricing,
    rates: new RatesService(dataSource, pricing, audit, clock),
    stayPrices,
    hotelSettings,
    hotelProfile,
    rooms: new RoomsService(dataSource, uploads, stays.occupancy, clock, availability.cache),
    availability,
    roomOffers: new RoomOffersService(dataSource, availability, stays.occupancy, clock),
    bookingKeys,
    dataRetention: new DataRetention(dataSource, stays.bookingLifecycle, clock),
    paymentWebhooks: createPaymentWebhooks(context, billing, [stayMoney.payments, banquet.eventPayments]),
    housekeeping,
    ...billing,
    ...stays,
    ...stayMoney,
    ...banquet,
    ...frontDesk,
    ...createSelfServiceModule(context, stays, stayMoney, { audit, abuseLimits, bookingKeys, sendConfirmation }),
    ...reports,
    ...dayClose,
  };
}
