import 'reflect-metadata';
import { GraphQLSchema } from 'graphql';
import { buildSchema, ContainerType } from 'type-graphql';
import { AdminAuthResolver } from '../modules/admin-auth/admin-auth.resolver';
import { BookingsResolver } from '../modules/bookings/bookings.resolver';
import { ContactResolver } from '../modules/contact/contact.resolver';
import { GuestsResolver } from '../modules/guests/guests.resolver';
import { PaymentsResolver } from '../modules/payments/payments.resolver';
import { DeskPaymentsResolver } from '../modules/payments/desk-payments.resolver';
import { BookingMoneyResolver } from '../modules/payments/booking-money.resolver';
import { ReportsResolver } from '../modules/reports/reports.resolver';
import { AuditResolver } from '../modules/audit/audit.resolver';
import { FrontDeskResolver } from '../modules/front-desk/front-desk.resolver';
import { RoomBlocksResolver } from '../modules/bookings/room-blocks.resolver';
import { RoomsResolver } from '../modules/rooms/rooms.resolver';
import { DeskBookingsResolver } from '../modules/front-desk/desk-bookings.resolver';
import { PriceQuoteResolver } from '../modules/bookings/price-quote.resolver';
import { BookingFieldsResolver } from '../modules/bookings/booking-fields.resolver';
import { RoomStaysResolver } from '../modules/bookings/room-stays.resolver';
import { AvailableRoomsResolver } from '../modules/availability/available-rooms.resolver';
import { RatesResolver } from '../modules/pricing/rates.resolver';
import { HotelSettingsResolver } from '../modules/hotel-settings/hotel-settings.resolver';
import { GstSummaryResolver } from '../modules/reports/gst-summary.resolver';
import { RoomStayPriceResolver } from '../modules/pricing/room-stay-price.resolver';
import { RoomOffersResolver } from '../modules/availability/room-offers.resolver';
import { TaxDocumentsResolver } from '../modules/invoices/tax-documents.resolver';
import { SelfServiceResolver } from '../modules/self-service/self-service.resolver';
import { EventMoneyResolver } from '../modules/banquet/event-money.resolver';
import { BanquetSetupResolver } from '../modules/banquet/banquet-setup.resolver';
import { FunctionSheetResolver } from '../modules/banquet/function-sheet.resolver';
import { EventPaymentsResolver } from '../modules/banquet/event-payments.resolver';
import { EventsResolver } from '../modules/banquet/events.resolver';
import { BanquetPublicResolver } from '../modules/banquet/banquet-public.resolver';
import { RoomPhotosResolver } from '../modules/rooms/room-photos.resolver';
import { HallPhotosResolver } from '../modules/banquet/hall-photos.resolver';
import { Services } from '../services';
import { AdminAuthChecker } from './auth-checker';

/**
 * The one schema (schema.graphql is its printout). Given the services, every resolver is built
 * with only those it uses; without them the schema can be printed but not run.
 */
export function hotelSchema(services?: Services): Promise<GraphQLSchema> {
  return buildSchema({
    resolvers: [
      RoomsResolver,
      AvailableRoomsResolver,
      RoomStaysResolver,
      GuestsResolver,
      BookingsResolver,
      AdminAuthResolver,
      ContactResolver,
      PaymentsResolver,
      DeskPaymentsResolver,
      BookingMoneyResolver,
      ReportsResolver,
      AuditResolver,
      FrontDeskResolver,
      RoomBlocksResolver,
      DeskBookingsResolver,
      PriceQuoteResolver,
      BookingFieldsResolver,
      RatesResolver,
      RoomStayPriceResolver,
      RoomOffersResolver,
      HotelSettingsResolver,
      GstSummaryResolver,
      TaxDocumentsResolver,
      SelfServiceResolver,
      EventMoneyResolver,
      BanquetSetupResolver,
      FunctionSheetResolver,
      EventPaymentsResolver,
      EventsResolver,
      BanquetPublicResolver,
      RoomPhotosResolver,
      HallPhotosResolver,
    ],
    authChecker: AdminAuthChecker,
    validate: false,
    container: services && resolverContainer(services),
  });
}

/** What TypeGraphQL asks for a resolver (or the auth checker): one instance each, for this app. */
function resolverContainer(services: Services): ContainerType {
  const { rooms, availability, guests, bookings, adminAuth, contact } = services;
  const { payments, cancellations, ledger, paymentProvider, calendar } = services;
  const instances = new Map<unknown, object>([
    [RoomsResolver, new RoomsResolver({ rooms })],
    [AvailableRoomsResolver, new AvailableRoomsResolver({ availability })],
    [RoomStaysResolver, new RoomStaysResolver({ occupancy: services.occupancy })],
    [GuestsResolver, new GuestsResolver({ guests })],
    [BookingsResolver, new BookingsResolver({ bookings, cancellations })],
    [AdminAuthResolver, new AdminAuthResolver({ adminAuth })],
    [ContactResolver, new ContactResolver({ contact })],
    [PaymentsResolver, new PaymentsResolver({ payments, cancellations, ledger, paymentProvider })],
    [ReportsResolver, new ReportsResolver({ calendar, hotelReports: services.hotelReports })],
    [AuditResolver, new AuditResolver({ audit: services.audit })],
    [FrontDeskResolver, new FrontDeskResolver({ frontDesk: services.frontDesk, stayDesk: services.stayDesk })],
    [RoomBlocksResolver, new RoomBlocksResolver({ roomBlocks: services.roomBlocks })],
    [DeskPaymentsResolver, new DeskPaymentsResolver({ deskPayments: services.deskPayments })],
    [BookingMoneyResolver, new BookingMoneyResolver({ bookingMoney: services.bookingMoney })],
    [
      DeskBookingsResolver,
      new DeskBookingsResolver({ deskBookings: services.deskBookings, bookingChanges: services.bookingChanges }),
    ],
    [PriceQuoteResolver, new PriceQuoteResolver({ bookings })],
    [BookingFieldsResolver, new BookingFieldsResolver({ audit: services.audit })],
    [RatesResolver, new RatesResolver({ rates: services.rates })],
    [HotelSettingsResolver, new HotelSettingsResolver({ hotelSettings: services.hotelSettings, pricing: services.pricing })],
    [GstSummaryResolver, new GstSummaryResolver({ gstSummary: services.gstSummary })],
    [RoomStayPriceResolver, new RoomStayPriceResolver({ stayPrices: services.stayPrices })],
    [RoomOffersResolver, new RoomOffersResolver({ roomOffers: services.roomOffers })],
    [TaxDocumentsResolver, new TaxDocumentsResolver({ taxDocuments: services.taxDocuments })],
    [SelfServiceResolver, new SelfServiceResolver({ guestProofs: services.guestProofs, selfService: services.selfService })],
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
    [AdminAuthChecker, new AdminAuthChecker()],
  ]);
  return {
    get(someClass: { name: string }) {
      const instance = instances.get(someClass);
      if (!instance) throw new Error(`The resolver container has no ${someClass.name}`);
      return instance;
    },
  };
}
