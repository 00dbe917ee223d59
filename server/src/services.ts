import { DataSource } from 'typeorm';
import { AppConfig } from './config';
import { DataRetention } from './jobs/data-retention';
import { AbuseLimitsService } from './modules/abuse-limits/abuse-limits.service';
import { AdminAuthService } from './modules/admin-auth/admin-auth.service';
import { PasswordHasher } from './modules/admin-auth/password';
import { AvailabilityService } from './modules/availability/availability.service';
import { RoomOffersService } from './modules/availability/room-offers.service';
import { BookingLifecycle } from './modules/bookings/booking-lifecycle.service';
import { BookingsService } from './modules/bookings/bookings.service';
import { RoomOccupancyService } from './modules/bookings/room-occupancy.service';
import { RoomBlocksService } from './modules/bookings/room-blocks.service';
import { ContactService } from './modules/contact/contact.service';
import { GuestsService } from './modules/guests/guests.service';
import { RoomsService } from './modules/rooms/rooms.service';
import { UploadsService } from './modules/uploads/uploads.service';
import { PhotoFiles } from './modules/photos/photo-files';
import { PhotosService } from './modules/photos/photos.service';
import { confirmationNotifier } from './modules/mail/confirmation-notifier';
import { Mailer } from './modules/mail/mailer';
import { CancellationsService } from './modules/payments/cancellations.service';
import { LedgerService } from './modules/payments/ledger.service';
import { PaymentWebhooks } from './modules/payments/payment-webhooks';
import { createPaymentProvider } from './modules/payments/payment-provider-factory';
import { PaymentsService } from './modules/payments/payments.service';
import { PaymentProvider } from './modules/payments/providers/payment-provider';
import { Refunds } from './modules/payments/refunds';
import { PaymentSettlement } from './modules/payments/settlement';
import { BookingCalendarService } from './modules/reports/booking-calendar.service';
import { ExportsService } from './modules/reports/exports.service';
import { HotelReportsService } from './modules/reports/hotel-reports.service';
import { HOTEL } from './shared/hotel';
import { AuditService } from './modules/audit/audit.service';
import { BookingMoneyService } from './modules/payments/booking-money.service';
import { FrontDeskService } from './modules/front-desk/front-desk.service';
import { StayDeskService } from './modules/front-desk/stay-desk.service';
import { DeskPaymentsService } from './modules/payments/desk-payments.service';
import { DeskBookingsService } from './modules/front-desk/desk-bookings.service';
import { BookingChangesService } from './modules/front-desk/booking-changes.service';
import { Clock, systemClock } from './shared/clock';
import { Logger } from './shared/logger';
import path from 'node:path';
import { RoomPricing } from './modules/pricing/room-pricing.service';
import { HotelSettingsService } from './modules/hotel-settings/hotel-settings.service';
import { TaxDocumentsService } from './modules/invoices/tax-documents.service';
import { documentAnnouncer } from './modules/invoices/document-mail';
import { RatesService } from './modules/pricing/rates.service';
import { GstSummaryService } from './modules/reports/gst-summary.service';
import { DocumentDownloadsService } from './modules/invoices/document-downloads.service';
import { RoomStayPriceService } from './modules/pricing/room-stay-price.service';
import { BookingKeysService } from './modules/self-service/booking-keys.service';
import { GuestProofService } from './modules/self-service/guest-proof.service';
import { SelfServiceService } from './modules/self-service/self-service.service';
import { BanquetCatalogueService } from './modules/banquet/banquet-catalogue.service';
import { EventLifecycle } from './modules/banquet/event-lifecycle.service';
import { EventMoneyService } from './modules/banquet/event-money.service';
import { EventDocumentsService } from './modules/banquet/event-documents.service';
import { EventDeskMoneyService } from './modules/banquet/event-desk-money.service';
import { EventSettlementService } from './modules/banquet/event-settlement.service';
import { EventCancellationService } from './modules/banquet/event-cancellation.service';
import { BanquetSetupService } from './modules/banquet/banquet-setup.service';
import { FunctionSheetService } from './modules/banquet/function-sheet.service';
import { EventPaymentsService } from './modules/banquet/event-payments.service';
import { EventPaymentCapture } from './modules/banquet/event-payment-capture';
import { eventPaymentNotifier } from './modules/banquet/event-payment-notifier';
import { EventReminders } from './modules/banquet/event-reminders';
import { EventPipelineService } from './modules/banquet/event-pipeline.service';
import { eventHoldNotifier } from './modules/banquet/event-hold-mail';
import { HallAvailabilityService } from './modules/banquet/hall-availability.service';
import { EventEnquiriesService } from './modules/banquet/event-enquiries.service';

/** The domain, one service per concept; both transports (GraphQL and /api) call these. */
export interface Services {
  rooms: RoomsService;
  availability: AvailabilityService;
  roomOffers: RoomOffersService;
  guests: GuestsService;
  bookings: BookingsService;
  bookingLifecycle: BookingLifecycle;
  occupancy: RoomOccupancyService;
  adminAuth: AdminAuthService;
  uploads: UploadsService;
  photos: PhotosService;
  contact: ContactService;
  payments: PaymentsService;
  paymentWebhooks: PaymentWebhooks;
  cancellations: CancellationsService;
  ledger: LedgerService;
  refunds: Refunds;
  paymentProvider: PaymentProvider;
  calendar: BookingCalendarService;
  exports: ExportsService;
  hotelReports: HotelReportsService;
  dataRetention: DataRetention;
  audit: AuditService;
  bookingMoney: BookingMoneyService;
  frontDesk: FrontDeskService;
  stayDesk: StayDeskService;
  deskPayments: DeskPaymentsService;
  deskBookings: DeskBookingsService;
  bookingChanges: BookingChangesService;
  roomBlocks: RoomBlocksService;
  pricing: RoomPricing;
  rates: RatesService;
  hotelSettings: HotelSettingsService;
  taxDocuments: TaxDocumentsService;
  gstSummary: GstSummaryService;
  documentDownloads: DocumentDownloadsService;
  stayPrices: RoomStayPriceService;
  bookingKeys: BookingKeysService;
  guestProofs: GuestProofService;
  selfService: SelfServiceService;
  banquetCatalogue: BanquetCatalogueService;
  eventLifecycle: EventLifecycle;
  eventMoney: EventMoneyService;
  eventDocuments: EventDocumentsService;
  eventDeskMoney: EventDeskMoneyService;
  eventSettlement: EventSettlementService;
  eventCancellation: EventCancellationService;
  banquetSetup: BanquetSetupService;
  functionSheets: FunctionSheetService;
  eventPayments: EventPaymentsService;
  eventReminders: EventReminders;
  eventPipeline: EventPipelineService;
  hallAvailability: HallAvailabilityService;
  eventEnquiries: EventEnquiriesService;
}

export function createServices(dataSource: DataSource, config: AppConfig, logger: Logger, clock: Clock = systemClock): Services {
  const guests = new GuestsService(dataSource);
  const occupancy = new RoomOccupancyService(dataSource, clock);
  const photos = new PhotosService(dataSource, new PhotoFiles(config.uploadsDir, config.photoOriginalsDir));
  const uploads = new UploadsService(photos);
  const lifecycle = new BookingLifecycle(occupancy, clock, config.holdMinutes);
  const { bookingRateLimit, maxUnpaidBookingsPerGuest, payAtHotelMaxNights, payAtHotelMaxRooms } = config.abuseLimits;
  const abuseLimits = new AbuseLimitsService(dataSource, clock, bookingRateLimit);
  const audit = new AuditService(dataSource);
  const pricing = new RoomPricing(config.ratesIncludeGst);
  const stayPrices = new RoomStayPriceService(dataSource, pricing, clock);
  const availability = new AvailabilityService(dataSource, occupancy, clock, stayPrices);
  const bookings = new BookingsService(
    dataSource,
    guests,
    lifecycle,
    occupancy,
    clock,
    abuseLimits,
    maxUnpaidBookingsPerGuest,
    pricing,
    audit,
  );
  const paymentProvider = createPaymentProvider(config, dataSource, clock, logger);
  const refunds = new Refunds(dataSource, paymentProvider, clock, logger);
  const bookingMoney = new BookingMoneyService(dataSource, lifecycle);
  const hotelSettings = new HotelSettingsService(dataSource, config.hotelIdentity, audit);
  const mailer = new Mailer({
    smtpUrl: config.smtpUrl,
    outboxDir: path.join(config.dataDir, 'outbox'),
    from: `"${HOTEL.name}" <${HOTEL.email}>`,
  });
  const announceDocuments = documentAnnouncer(dataSource, mailer, config.publicBaseUrl, logger);
  const taxDocuments = new TaxDocumentsService(dataSource, bookingMoney, hotelSettings, clock, announceDocuments, logger);
  const settlement = new PaymentSettlement(
    dataSource,
    refunds,
    lifecycle,
    paymentProvider.name,
    clock,
    taxDocuments,
    bookingMoney,
  );
  const bookingKeys = new BookingKeysService(config.jwtSecret);
  const guestProofs = new GuestProofService(dataSource, abuseLimits, bookingKeys);
  const notify = confirmationNotifier(dataSource, mailer, config.publicBaseUrl, logger, (id) => bookingKeys.keyFor(id));
  const ledger = new LedgerService(dataSource, bookingMoney);
  const cancellations = new CancellationsService(dataSource, refunds, lifecycle, clock, taxDocuments);
  const notifyConfirmed = async (bookingId: string) => void (await notify(bookingId));
  const payments = new PaymentsService(
    dataSource,
    bookings,
    lifecycle,
    paymentProvider,
    settlement,
    notifyConfirmed,
    logger,
    { maxNights: payAtHotelMaxNights, maxRooms: payAtHotelMaxRooms },
    config.payments.advancePercent,
  );
  const deskPayments = new DeskPaymentsService(dataSource, lifecycle, bookingMoney, audit, refunds, clock, taxDocuments);
  const banquetCatalogue = new BanquetCatalogueService(dataSource);
  const eventLifecycle = new EventLifecycle(clock);
  const eventMoney = new EventMoneyService(dataSource);
  const eventDocuments = new EventDocumentsService(dataSource, taxDocuments, eventMoney);
  // Events are paid through the same provider, refunds, ledger and document numbering as rooms.
  const eventPayments = new EventPaymentsService(
    dataSource,
    eventLifecycle,
    eventMoney,
    new EventPaymentCapture(dataSource, eventLifecycle, eventMoney, refunds, eventDocuments, clock),
    paymentProvider,
    taxDocuments,
    abuseLimits,
    eventPaymentNotifier(dataSource, eventMoney, mailer, config.publicBaseUrl, clock, logger),
    clock,
    logger,
  );
  const notifyEventHold = eventHoldNotifier(dataSource, mailer, config.publicBaseUrl, logger);
  const hallAvailability = new HallAvailabilityService(dataSource, banquetCatalogue, clock);
  const eventEnquiries = new EventEnquiriesService(
    dataSource,
    banquetCatalogue,
    hallAvailability,
    eventLifecycle,
    guests,
    abuseLimits,
    mailer,
    logger,
    clock,
    { perAddress: config.abuseLimits.eventEnquiryRateLimit, openPerEmailAndDate: 3 },
  );
  return {
    eventPipeline: new EventPipelineService(dataSource, banquetCatalogue, eventLifecycle, audit, clock, {
      notifyHold: notifyEventHold,
      publicBaseUrl: config.publicBaseUrl,
    }),
    hallAvailability,
    eventEnquiries,
    banquetCatalogue,
    eventLifecycle,
    eventMoney,
    eventDocuments,
    eventDeskMoney: new EventDeskMoneyService(dataSource, eventLifecycle, eventMoney, eventDocuments, taxDocuments, audit, clock),
    eventSettlement: new EventSettlementService(
      dataSource,
      eventLifecycle,
      eventMoney,
      eventDocuments,
      taxDocuments,
      audit,
      clock,
    ),
    eventCancellation: new EventCancellationService(
      dataSource,
      eventLifecycle,
      eventMoney,
      eventDocuments,
      taxDocuments,
      refunds,
      audit,
      clock,
    ),
    eventPayments,
    eventReminders: new EventReminders(dataSource, eventMoney, mailer, config.publicBaseUrl, clock, logger),
    rooms: new RoomsService(dataSource, uploads, occupancy, clock, availability),
    availability,
    guests,
    bookings,
    bookingLifecycle: lifecycle,
    occupancy,
    payments,
    paymentWebhooks: new PaymentWebhooks(dataSource, paymentProvider, payments, settlement, refunds, logger, eventPayments),
    cancellations,
    ledger,
    calendar: new BookingCalendarService(dataSource, occupancy),
    exports: new ExportsService(dataSource, ledger),
    hotelReports: new HotelReportsService(dataSource),
    refunds,
    paymentProvider,
    adminAuth: new AdminAuthService(
      dataSource,
      clock,
      config.jwtSecret,
      config.jwtExpiresIn,
      audit,
      new PasswordHasher(config.passwordHashCost),
    ),
    uploads,
    photos,
    contact: new ContactService(dataSource),
    dataRetention: new DataRetention(dataSource, lifecycle, clock),
    audit,
    bookingMoney,
    deskPayments,
    deskBookings: new DeskBookingsService(dataSource, bookings, lifecycle, payments, deskPayments, audit, config.publicBaseUrl),
    bookingChanges: new BookingChangesService(
      dataSource,
      bookings,
      lifecycle,
      occupancy,
      bookingMoney,
      guests,
      audit,
      clock,
      taxDocuments,
    ),
    pricing,
    rates: new RatesService(dataSource, pricing, audit, clock),
    stayPrices,
    roomOffers: new RoomOffersService(dataSource, availability, occupancy, clock),
    hotelSettings,
    taxDocuments,
    gstSummary: new GstSummaryService(dataSource),
    documentDownloads: new DocumentDownloadsService(dataSource, abuseLimits, bookingKeys),
    bookingKeys,
    guestProofs,
    selfService: new SelfServiceService(dataSource, guestProofs, cancellations, lifecycle, audit, abuseLimits, notify),
    roomBlocks: new RoomBlocksService(dataSource, lifecycle, occupancy, audit, clock),
    frontDesk: new FrontDeskService(dataSource, bookingMoney, clock),
    stayDesk: new StayDeskService(dataSource, lifecycle, bookingMoney, cancellations, refunds, audit, clock, taxDocuments),
    banquetSetup: new BanquetSetupService(dataSource, banquetCatalogue, uploads, audit),
    functionSheets: new FunctionSheetService(dataSource, new EventMoneyService(dataSource), clock),
  };
}
