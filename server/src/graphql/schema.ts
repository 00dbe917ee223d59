import 'reflect-metadata';
import { GraphQLSchema } from 'graphql';
import { buildSchema, ContainerType, ResolverData } from 'type-graphql';
import { AdminAuthResolver, StaffResolver, TwoStepResolver } from '../modules/admin-auth';
import {
  BookingsResolver,
  RoomBlocksResolver,
  PriceQuoteResolver,
  BookingFieldsResolver,
  RoomStaysResolver,
} from '../modules/bookings';
import { ContactResolver } from '../modules/contact';
import { GuestsResolver } from '../modules/guests';
import { PaymentsResolver, DeskPaymentsResolver, BookingMoneyResolver, FolioChargesResolver } from '../modules/bookings';
import { ReportsResolver, GstSummaryResolver } from '../modules/reports';
import { AuditResolver } from '../modules/audit';
import { AccessLogResolver, LogsPersonalDataRead } from '../modules/access-log';
import {
  ChannelStayConversionResolver,
  CreditNotesResolver,
  FrontDeskResolver,
  DeskBookingsResolver,
} from '../modules/front-desk';
import { HousekeepingResolver } from '../modules/housekeeping';
import { RoomsResolver, RoomPhotosResolver } from '../modules/rooms';
import { AvailableRoomsResolver, RoomOffersResolver } from '../modules/availability';
import { RatesResolver, RoomStayPriceResolver } from '../modules/pricing';
import { GallerySlidePhotoResolver, HotelProfileResolver, HotelSettingsResolver } from '../modules/hotel-settings';
import { PaymentBookingResolver, TaxDocumentsResolver } from '../modules/bookings';
import { SelfServiceResolver } from '../modules/self-service';
import {
  EventMoneyResolver,
  BanquetSetupResolver,
  FunctionSheetResolver,
  EventPaymentsResolver,
  EventsResolver,
  BanquetPublicResolver,
  HallPhotosResolver,
} from '../modules/banquet';
import { ShiftsResolver } from '../modules/billing';
import { DayCloseResolver } from '../modules/day-close';
import { GuestRegisterResolver } from '../modules/guest-register';
import { PrivacyRequestsResolver } from '../modules/privacy-requests';
import { ChannelsResolver } from '../modules/channels';
import { MessageLogResolver, MessagingConsentResolver } from '../modules/messages';
import { GoogleLinksResolver } from '../modules/google-links';
import { Services } from '../services';
import { AdminAuthChecker } from './auth-checker';
import { GraphQLContext, ResolverInstances } from './context';

let built: Promise<GraphQLSchema> | undefined;

/**
 * The one schema (schema.graphql is its printout), built once per process: type-graphql reads its
 * classes' decorations, which do not change, and building it again in the same process gave the
 * same types with their fields in another order. It holds no services: each request's context
 * carries its app's resolvers (`resolverInstances`), which the schema's container hands out.
 */
export function hotelSchema(): Promise<GraphQLSchema> {
  built ??= buildSchema({
    resolvers: [
      RoomsResolver,
      AvailableRoomsResolver,
      RoomStaysResolver,
      GuestsResolver,
      BookingsResolver,
      AdminAuthResolver,
      StaffResolver,
      TwoStepResolver,
      ContactResolver,
      PaymentsResolver,
      DeskPaymentsResolver,
      BookingMoneyResolver,
      FolioChargesResolver,
      ReportsResolver,
      AuditResolver,
      AccessLogResolver,
      FrontDeskResolver,
      RoomBlocksResolver,
      DeskBookingsResolver,
      ChannelStayConversionResolver,
      CreditNotesResolver,
      PriceQuoteResolver,
      BookingFieldsResolver,
      RatesResolver,
      RoomStayPriceResolver,
      RoomOffersResolver,
      HotelSettingsResolver,
      HotelProfileResolver,
      GallerySlidePhotoResolver,
      GstSummaryResolver,
      TaxDocumentsResolver,
      PaymentBookingResolver,
      SelfServiceResolver,
      EventMoneyResolver,
      BanquetSetupResolver,
      FunctionSheetResolver,
      EventPaymentsResolver,
      EventsResolver,
      BanquetPublicResolver,
      RoomPhotosResolver,
      HallPhotosResolver,
      HousekeepingResolver,
      ShiftsResolver,
      DayCloseResolver,
      GuestRegisterResolver,
      PrivacyRequestsResolver,
      MessageLogResolver,
      MessagingConsentResolver,
      ChannelsResolver,
      GoogleLinksResolver,
    ],
    authChecker: AdminAuthChecker,
    validate: false,
    container: requestResolvers,
  });
  return built;
}

/** What TypeGraphQL asks for a resolver (or the auth checker): the instance of the request's app. */
const requestResolvers: ContainerType = {
  get(someClass: { name: string }, { context }: ResolverData<GraphQLContext>) {
    const instance = context.resolvers.get(someClass);
    if (!instance) throw new Error(`The resolver container has no ${someClass.name}`);
    return instance;
  },
};

/** One instance of each resolver (and of the auth checker) for an app, built with only the services it uses. */
export function resolverInstances(services: Services): ResolverInstances {
  const { rooms, availability, guests, bookings, adminAuth, contact } = services;
  const { payments, cancellations, ledger, paymentProvider, calendar } = services;
  return new Map<unknown, object>([
    [RoomsResolver, new RoomsResolver({ rooms })],
    [AvailableRoomsResolver, new AvailableRoomsResolver({ availability })],
    [RoomStaysResolver, new RoomStaysResolver({ occupancy: services.occupancy })],
    [GuestsResolver, new GuestsResolver({ guests })],
    [BookingsResolver, new BookingsResolver({ bookings, cancellations })],
    [AdminAuthResolver, new AdminAuthResolver({ adminAuth })],
    [StaffResolver, new StaffResolver({ staff: services.staff })],
    [TwoStepResolver, new TwoStepResolver({ adminAuth, twoStep: services.twoStep })],
    [ContactResolver, new ContactResolver({ contact })],
    [PaymentsResolver, new PaymentsResolver({ payments, cancellations, ledger, paymentProvider })],
    [ReportsResolver, new ReportsResolver({ calendar, hotelReports: services.hotelReports })],
    [AuditResolver, new AuditResolver({ audit: services.audit })],
    [AccessLogResolver, new AccessLogResolver({ accessLog: services.accessLog })],
    [LogsPersonalDataRead, new LogsPersonalDataRead(services.accessLog)],
    [FrontDeskResolver, new FrontDeskResolver({ frontDesk: services.frontDesk, stayDesk: services.stayDesk })],
    [RoomBlocksResolver, new RoomBlocksResolver({ roomBlocks: services.roomBlocks })],
    [DeskPaymentsResolver, new DeskPaymentsResolver({ deskPayments: services.deskPayments })],
    [BookingMoneyResolver, new BookingMoneyResolver({ bookingMoney: services.bookingMoney })],
    [FolioChargesResolver, new FolioChargesResolver({ folioCharges: services.folioCharges })],
    [
      DeskBookingsResolver,
      new DeskBookingsResolver({ deskBookings: services.deskBookings, bookingChanges: services.bookingChanges }),
    ],
    [ChannelStayConversionResolver, new ChannelStayConversionResolver({ channelStayConversion: services.channelStayConversion })],
    [CreditNotesResolver, new CreditNotesResolver({ creditNotes: services.creditNotes })],
    [PriceQuoteResolver, new PriceQuoteResolver({ bookings, cancellations: services.cancellations })],
    [BookingFieldsResolver, new BookingFieldsResolver({ audit: services.audit, bookings: services.bookings })],
    [RatesResolver, new RatesResolver({ rates: services.rates })],
    [HotelSettingsResolver, new HotelSettingsResolver({ hotelSettings: services.hotelSettings, pricing: services.pricing })],
    [HotelProfileResolver, new HotelProfileResolver({ hotelProfile: services.hotelProfile })],
    [GallerySlidePhotoResolver, new GallerySlidePhotoResolver()],
    [GstSummaryResolver, new GstSummaryResolver({ gstSummary: services.gstSummary })],
    [RoomStayPriceResolver, new RoomStayPriceResolver({ stayPrices: services.stayPrices })],
    [RoomOffersResolver, new RoomOffersResolver({ roomOffers: services.roomOffers, availability: services.availability })],
    [TaxDocumentsResolver, new TaxDocumentsResolver({ taxDocuments: services.taxDocuments })],
    [PaymentBookingResolver, new PaymentBookingResolver({ bookings })],
    [
      SelfServiceResolver,
      new SelfServiceResolver({
        guestProofs: services.guestProofs,
        selfService: services.selfService,
        paymentLinks: services.paymentLinks,
        bookingsByPhone: services.bookingsByPhone,
      }),
    ],
    [EventMoneyResolver, new EventMoneyResolver(services)],
    [BanquetSetupResolver, new BanquetSetupResolver({ banquetSetup: services.banquetSetup })],
    [FunctionSheetResolver, new FunctionSheetResolver({ functionSheets: services.functionSheets })],
    [EventPaymentsResolver, new EventPaymentsResolver({ eventPayments: services.eventPayments })],
    [
      EventsResolver,
      new EventsResolver({
        eventPipeline: services.eventPipeline,
        eventMoney: services.eventMoney,
        banquetCatalogue: services.banquetCatalogue,
        audit: services.audit,
      }),
    ],
    [
      BanquetPublicResolver,
      new BanquetPublicResolver({
        banquetCatalogue: services.banquetCatalogue,
        hallAvailability: services.hallAvailability,
        eventEnquiries: services.eventEnquiries,
      }),
    ],
    [RoomPhotosResolver, new RoomPhotosResolver({ photos: services.photos })],
    [HallPhotosResolver, new HallPhotosResolver({ photos: services.photos })],
    [HousekeepingResolver, new HousekeepingResolver({ housekeeping: services.housekeeping })],
    [ShiftsResolver, new ShiftsResolver({ cashShifts: services.cashShifts })],
    [DayCloseResolver, new DayCloseResolver({ dayClose: services.dayClose })],
    [GuestRegisterResolver, new GuestRegisterResolver({ guestRegister: services.guestRegister, formIII: services.formIII })],
    [PrivacyRequestsResolver, new PrivacyRequestsResolver({ privacyRequests: services.privacyRequests })],
    [MessageLogResolver, new MessageLogResolver({ messageLog: services.messageLog })],
    [MessagingConsentResolver, new MessagingConsentResolver({ messagingConsent: services.messagingConsent })],
    [
      ChannelsResolver,
      new ChannelsResolver({
        channelFeeds: services.channelFeeds,
        channelConflicts: services.channelConflicts,
        icalExports: services.icalExports,
      }),
    ],
    [GoogleLinksResolver, new GoogleLinksResolver({ googleFeeds: services.googleFeeds })],
    [AdminAuthChecker, new AdminAuthChecker()],
  ]);
}
