import path from 'node:path';
import { DataSource } from 'typeorm';
import { AppConfig } from './config';
import { DataRetention } from './jobs/data-retention';
import { AbuseLimitsService } from './modules/abuse-limits';
import { AdminAuthService, PasswordHasher, StaffService, TwoStepSecrets, TwoStepService } from './modules/admin-auth';
import { AuditService } from './modules/audit';
import { AccessLogService } from './modules/access-log';
import { AvailabilityService, RoomOffersService } from './modules/availability';
import { BanquetServices, createBanquetModule, registerEventMails, registerEventPhoneMessages } from './modules/banquet';
import {
  BillingServices,
  createBillingModule,
  createPaymentWebhooks,
  documentMailRenderer,
  PaymentWebhooks,
} from './modules/billing';
import { createStayMoneyModule, createStaysModule, StayMoneyServices, StayServices, staysForBilling } from './modules/bookings';
import { ChannelServices, createChannelsModule } from './modules/channels';
import { ContactService } from './modules/contact';
import { createFrontDeskModule, FrontDeskServices } from './modules/front-desk';
import { createGuestRegisterModule, GuestRegisterServices } from './modules/guest-register';
import { createPrivacyRequestsModule, PrivacyRequestsServices } from './modules/privacy-requests';
import { createGoogleLinksModule, GoogleLinksServices } from './modules/google-links';
import { GuestsService } from './modules/guests';
import { HousekeepingService } from './modules/housekeeping';
import { callUsOn, GalleryPhotos, HotelProfileService, HotelSettingsService, NEW_HOTEL_PROFILE } from './modules/hotel-settings';
import { DEMO_HOTEL_PROFILE } from './db/seeds/demo-hotel-profile';
import { registerBookingMails, registerStaffInviteMail, staffInviteQueue } from './modules/mail';
import { bookingMessageQueue, PreArrivalMessages, registerStayPhoneMessages } from './modules/stay-messages';
import {
  createMessageLogModule,
  createMessageTransports,
  createMessagesModule,
  createWhatsAppWebhook,
  MailTransport,
  MessageChannel,
  MessageKind,
  MessageLogServices,
  MessageSubject,
  MessagesServices,
  MessageTransport,
  SimulatedWhatsAppWebhooks,
  WhatsAppWebhook,
} from './modules/messages';
import { OwnerAlerts, registerOwnerAlerts } from './modules/owner-alerts';
import { PhotoFiles, PhotosService } from './modules/photos';
import { RatesService, RoomPricing, RoomStayPriceService } from './modules/pricing';
import { createReportsModule, ReportServices } from './modules/reports';
import { createDayCloseModule, DayCloseServices } from './modules/day-close';
import { RoomsService } from './modules/rooms';
import {
  BookingKeysService,
  createSelfServiceModule,
  registerOneTimeCodeMessages,
  SelfServiceServices,
} from './modules/self-service';
import { UploadsService } from './modules/uploads';
import { Clock, systemClock } from './shared/clock';
import { Logger } from './shared/logger';
import { ModuleContext } from './shared/module-context';

/** The modules with no domain above them, each one or two services. */
export interface FoundationServices {
  audit: AuditService;
  /** "Who looked": each admin read of guests' personal data. */
  accessLog: AccessLogService;
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
  /** The owner's alerts (the periodic work asks it for Form III reports due). */
  ownerAlerts: OwnerAlerts;
  /** The day-before-arrival messages (the periodic work queues them). */
  preArrivalMessages: PreArrivalMessages;
  paymentWebhooks: PaymentWebhooks;
  /** WhatsApp's webhook: Meta's handshake, message statuses and guests' STOP (GET/POST /api/messages/whatsapp/webhook). */
  whatsappWebhook: WhatsAppWebhook;
  /** With the WhatsApp simulator: its webhook sender (a guest's simulated reply; `idle()` before stopping). */
  whatsappSimulator?: SimulatedWhatsAppWebhooks;
  /** Rooms' housekeeping status; its markOccupiedRoomsDirty is the night's round the day close runs. */
  housekeeping: HousekeepingService;
}

/**
 * The domain: each module's factory gives its services; both transports (GraphQL and /api) call
 * these. A module is composed from the ones below it in the module map (server/module-map.cjs).
 */
export type Services = FoundationServices &
  MessagesServices &
  BillingServices &
  StayServices &
  StayMoneyServices &
  BanquetServices &
  FrontDeskServices &
  SelfServiceServices &
  ReportServices &
  DayCloseServices &
  GuestRegisterServices &
  PrivacyRequestsServices &
  ChannelServices &
  MessageLogServices &
  GoogleLinksServices;

/** What a test may put in place of the configured outside services. */
export interface ServiceOverrides {
  /** The channels' transports (a recording one, in the outbox's tests). */
  messageTransports?: MessageTransport[];
}

export function createServices(
  dataSource: DataSource,
  config: AppConfig,
  logger: Logger,
  clock: Clock = systemClock,
  overrides: ServiceOverrides = {},
): Services {
  const context: ModuleContext = { dataSource, config, clock, logger };
  const audit = new AuditService(dataSource);
  // A message's line in the audit log begins with its stay's code or its event's reference (read when one is sent again).
  const messageSubject: MessageSubject = async ({ bookingId, eventId }) => {
    if (bookingId) return `Booking ${(await stays.bookings.ofIds([bookingId])).get(bookingId)?.bookCode ?? bookingId}`;
    if (eventId) return (await banquet.eventPipeline.get(eventId)).reference;
    return undefined;
  };
  const messageLog = createMessageLogModule(context, { audit, subjectOf: messageSubject });
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
  // The outbox every message goes through: mail by SMTP_URL, or into DATA_DIR/outbox.
  const mailTransport = new MailTransport({
    smtpUrl: config.smtpUrl,
    outboxDir: path.join(config.dataDir, 'outbox'),
    from: async () => {
      const profile = await hotelProfile.get();
      return { name: profile.name, address: profile.reservationsEmail };
    },
  });
  // WhatsApp and SMS go through Meta's Cloud API and a DLT gateway, or their simulators (config-messaging.ts).
  const channels = createMessageTransports(context);
  const messages = createMessagesModule(context, {
    transports: overrides.messageTransports ?? [mailTransport, channels.whatsapp, channels.sms],
  });
  const bookingKeys = new BookingKeysService(config.jwtSecret);
  const stayMessages = bookingMessageQueue(messages.guestMessages, dataSource, clock);
  // The owner hears of new website bookings, cancellations and failed payment notices (issue 28).
  const ownerAlerts = new OwnerAlerts({ dataSource, clock, hotelProfile, guestMessages: messages.guestMessages, logger });

  // Stays first, then billing (which reaches a stay only through the ports the stays give it),
  // then what moves a stay's money, then what reads or sells beside them.
  const stays = createStaysModule(context, {
    audit,
    abuseLimits,
    guests,
    pricing,
    notifyHeld: stayMessages.held,
    messagingConsent: messageLog.messagingConsent,
  });
  // The guest register check-in and check-out keep (through the stays' StayRegister port).
  const guestRegister = createGuestRegisterModule(context, { audit });
  const billing = createBillingModule(context, { audit, hotelSettings, hotelProfile, stays: staysForBilling(stays) });
  const stayMoney = createStayMoneyModule(context, stays, billing, {
    audit,
    abuseLimits,
    notifyConfirmed: ownerAlerts.withConfirmationAlert(stayMessages.confirmed),
    hotelProfile,
    notifyCancelled: ownerAlerts.withCancellationAlert(stayMessages.cancelled),
    notifyChanged: stayMessages.changed,
    notifyPaid: stayMessages.paid,
    stayRegister: guestRegister.registerAtTheDesk,
  });
  const banquet = createBanquetModule(context, {
    billing,
    audit,
    abuseLimits,
    guests,
    uploads,
    hotelProfile,
    messagingConsent: messageLog.messagingConsent,
    guestMessages: messages.guestMessages,
  });

  // How each message is written when the outbox sends it: by the modules that know what it is about.
  const renderers = messages.messageRenderers;
  const stayMessageNeeds = {
    dataSource,
    publicBaseUrl: config.publicBaseUrl,
    hotelProfile,
    keyFor: (id: string) => bookingKeys.keyFor(id),
    holdKeyFor: (id: string, until: Date) => bookingKeys.holdKeyFor(id, until),
    refundsOf: (id: string) => stays.bookingMoney.refunds(id),
    moneyOf: (id: string) => stays.bookingMoney.of(dataSource.manager, id),
    clock,
  };
  registerBookingMails(renderers, stayMessageNeeds);
  registerStayPhoneMessages(messages.phoneRenderers, stayMessageNeeds);
  registerStaffInviteMail(renderers, hotelProfile);
  const eventMessageNeeds = { dataSource, money: banquet.eventMoney, publicBaseUrl: config.publicBaseUrl, clock, hotelProfile };
  registerEventMails(renderers, eventMessageNeeds);
  registerEventPhoneMessages(messages.phoneRenderers, eventMessageNeeds);
  registerOneTimeCodeMessages(messages.phoneRenderers, { hotelName: async () => (await hotelProfile.get()).name, clock });
  renderers.register(MessageKind.TAX_DOCUMENT, MessageChannel.EMAIL, documentMailRenderer(dataSource, config.publicBaseUrl));
  registerOwnerAlerts(renderers, messages.phoneRenderers, {
    dataSource,
    hotelProfile,
    publicBaseUrl: config.publicBaseUrl,
    paidOf: async (bookingId) => (await stays.bookingMoney.of(dataSource.manager, bookingId)).paidPaise,
  });

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

  const frontDesk = createFrontDeskModule(context, stays, stayMoney, {
    audit,
    guests,
    eventMoney: banquet.eventMoney,
    eventCreditNotes: banquet.eventCreditNotes,
  });
  const reports = createReportsModule(context, stays, billing);
  const housekeeping = new HousekeepingService(dataSource, stays.roomBlocks, audit, clock);
  const dayClose = createDayCloseModule(context, { stays, stayMoney, billing, frontDesk, reports, housekeeping });

  const rooms = new RoomsService(dataSource, uploads, stays.occupancy, clock, availability.cache);
  const googleLinks = createGoogleLinksModule(context, { audit, availability, rooms, hotelProfile });

  const selfService = createSelfServiceModule(context, stays, stayMoney, {
    audit,
    abuseLimits,
    bookingKeys,
    queueConfirmation: stayMessages.confirmed,
  });
  return {
    audit,
    accessLog: new AccessLogService(dataSource, clock, logger),
    guests,
    photos,
    uploads,
    contact: new ContactService(dataSource, abuseLimits, config.abuseLimits.contactRateLimit),
    adminAuth,
    twoStep,
    staff: new StaffService(dataSource, clock, adminAuth, audit, abuseLimits, config.publicBaseUrl, staffInviteQueue(clock)),
    pricing,
    rates: new RatesService(dataSource, pricing, audit, clock),
    stayPrices,
    hotelSettings,
    hotelProfile,
    rooms,
    availability,
    roomOffers: new RoomOffersService(dataSource, availability, stays.occupancy, clock),
    bookingKeys,
    dataRetention: new DataRetention(dataSource, stays.bookingLifecycle, clock),
    ownerAlerts,
    preArrivalMessages: new PreArrivalMessages(dataSource, messages.guestMessages, clock, logger),
    paymentWebhooks: createPaymentWebhooks(
      context,
      billing,
      [stayMoney.payments, banquet.eventPayments],
      ownerAlerts.reportWebhookFailure,
    ),
    whatsappWebhook: createWhatsAppWebhook(context, abuseLimits, messageLog.messagingConsent, messages.smsFallback),
    whatsappSimulator: channels.whatsappSimulator,
    housekeeping,
    ...messages,
    ...billing,
    ...stays,
    ...stayMoney,
    ...banquet,
    ...frontDesk,
    ...selfService,
    ...createPrivacyRequestsModule(context, {
      audit,
      hotelProfile,
      guestProofs: selfService.guestProofs,
      bookingsByPhone: selfService.bookingsByPhone,
      bookingLifecycle: stays.bookingLifecycle,
    }),
    ...reports,
    ...dayClose,
    ...messageLog,
    ...guestRegister,
    ...createChannelsModule(context, stays, stayMoney, {
      audit,
      alerts: {
        conflictOpened: (manager, conflict) => ownerAlerts.channelConflict(manager, conflict),
        feedFailing: (manager, failure) => ownerAlerts.channelFeedFailing(manager, failure),
      },
    }),
    ...googleLinks,
  };
}
