import { DataSource } from 'typeorm';
import { AppConfig } from './config';
import { DataRetention } from './jobs/data-retention';
import { AbuseLimitsService } from './modules/abuse-limits';
import { AdminAuthService, PasswordHasher } from './modules/admin-auth';
import { AvailabilityService, RoomOffersService } from './modules/availability';
import { BookingLifecycle, BookingsService, RoomOccupancyService, RoomBlocksService } from './modules/bookings';
import { ContactService } from './modules/contact';
import { GuestsService } from './modules/guests';
import { RoomsService } from './modules/rooms';
import { UploadsService } from './modules/uploads';
import { PhotoFiles, PhotosService } from './modules/photos';
import { confirmationNotifier, Mailer } from './modules/mail';
import {
  LedgerService,
  OnlineCheckout,
  PaymentWebhooks,
  createPaymentProvider,
  PaymentProvider,
  Refunds,
} from './modules/billing';
import {
  CancelBooking,
  ChangeStay,
  CheckIn,
  CheckOut,
  MarkNoShow,
  PaymentsService,
  PaymentSettlement,
  BookingMoneyService,
  DeskPaymentsService,
  StaySalesOfBookings,
} from './modules/bookings';
import { BookingCalendarService, ExportsService, HotelReportsService, GstSummaryService } from './modules/reports';
import { HOTEL } from './shared/hotel';
import { AuditService } from './modules/audit';
import { FrontDeskService, StayDeskService, DeskBookingsService, BookingChangesService } from './modules/front-desk';
import { Clock, systemClock } from './shared/clock';
import { Logger } from './shared/logger';
import path from 'node:path';
import { RoomPricing, RatesService, RoomStayPriceService } from './modules/pricing';
import { HotelSettingsService } from './modules/hotel-settings';
import { TaxDocumentsService, documentAnnouncer } from './modules/billing';
import { DocumentDownloadsService } from './modules/self-service';
import { BookingKeysService, GuestProofService, SelfServiceService } from './modules/self-service';
import {
  BanquetCatalogueService,
  EventLifecycle,
  EventMoneyService,
  EventDocumentsService,
  EventDeskMoneyService,
  EventSettlementService,
  EventCancellationService,
  BanquetSetupService,
  FunctionSheetService,
  EventPaymentsService,
  EventPaymentCapture,
  eventPaymentNotifier,
  EventReminders,
  EventPipelineService,
  eventHoldNotifier,
  HallAvailabilityService,
  EventEnquiriesService,
} from './modules/banquet';

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
  cancellations: CancelBooking;
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
  const taxDocuments = new TaxDocumentsService(
    dataSource,
    new StaySalesOfBookings(bookingMoney),
    hotelSettings,
    clock,
    announceDocuments,
    logger,
  );
  // Stays and events settle online money through one checkout (billing writes every ledger row).
  const checkout = new OnlineCheckout(dataSource, refunds, taxDocuments, clock);
  const settlement = new PaymentSettlement(checkout, lifecycle, paymentProvider.name, taxDocuments, bookingMoney);
  const bookingKeys = new BookingKeysService(config.jwtSecret);
  const guestProofs = new GuestProofService(dataSource, abuseLimits, bookingKeys);
  const notify = confirmationNotifier(dataSource, mailer, config.publicBaseUrl, logger, (id) => bookingKeys.keyFor(id));
  const ledger = new LedgerService(dataSource, bookingMoney);
  const cancellations = new CancelBooking(dataSource, refunds, lifecycle, clock, taxDocuments, bookingMoney, audit);
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
    new EventPaymentCapture(checkout, eventLifecycle, eventMoney, eventDocuments, clock),
    paymentProvider,
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
    rooms: new RoomsService(dataSource, uploads, occupancy, clock, availability.cache),
    availability,
    guests,
    bookings,
    bookingLifecycle: lifecycle,
    occupancy,
    payments,
    paymentWebhooks: new PaymentWebhooks(dataSource, paymentProvider, [payments, eventPayments], refunds, logger),
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
      new ChangeStay(dataSource, bookings, lifecycle, occupancy, bookingMoney, audit, clock, taxDocuments),
      guests,
      audit,
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
    stayDesk: new StayDeskService(
      new CheckIn(dataSource, lifecycle, audit, clock),
      new CheckOut(dataSource, lifecycle, bookingMoney, audit, clock, taxDocuments),
      new MarkNoShow(dataSource, lifecycle, bookingMoney, cancellations, refunds, audit, taxDocuments),
    ),
    banquetSetup: new BanquetSetupService(dataSource, banquetCatalogue, uploads, audit),
    functionSheets: new FunctionSheetService(dataSource, new EventMoneyService(dataSource), clock),
  };
}
