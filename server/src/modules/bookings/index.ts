/** The bookings module as other code sees it: everything else in this folder is its own. */
export { BookingErrorCode, bookingNotFound, datesUnavailable } from './booking-errors';
export { deskBookingError, DeskBookingErrorCode, MAX_NOTES_LENGTH } from './desk-booking-errors';
export { GuestIdType } from './guest-id-type';
export { GuestRegistration } from './guest-registration.entity';
export { BookingFieldsResolver } from './booking-fields.resolver';
export { BookingLifecycle } from './booking-lifecycle.service';
export { bookingsOfGuestsGoneSince, FINISHED_STAYS, FORGOTTEN_CONTACT } from './forget-contacts';
export { BookingLine } from './booking-line.entity';
export { BookingPax } from './booking-pax.entity';
export { presentBookingToGuest } from './booking-presenter';
export { Booking, BookingChannel, BookingPaymentStatus, BookingStatus } from './booking.entity';
export { BookingsResolver } from './bookings.resolver';
export { bookingsRoutes } from './bookings.routes';
export { BookingsService, parseBusinessRecipient } from './bookings.service';
export type { AgreedRent, HoldNotifier, PricedQuote, QuoteInput, StayChange } from './bookings.service';
export { PriceQuoteResolver } from './price-quote.resolver';
export { RoomBlock } from './room-block.entity';
export { ChannelStay, ChannelStayStatus } from './channel-stay.entity';
export { isOtaChannel, OTA_CHANNEL_NAMES, OTA_CHANNELS, OtaChannel } from './ota-channel';
export { OTA_COMMISSION_MAX_BP, otaCommissionPaise } from './ota-sale';
export type { OtaSale } from './ota-sale';
export { bookingChannelOfOta, soldOnOta } from './booking-status';
export { channelStayLabel, nothingInTheWay } from './room-occupancy.service';
export type { CalendarClaim, ChannelStayOnRoom, NightsInTheWay } from './room-occupancy.service';
export { RoomBlockKind } from './room-block-kind';
export { RoomBlocksResolver } from './room-blocks.resolver';
export { RoomBlocksService } from './room-blocks.service';
export { RoomOccupancyService } from './room-occupancy.service';
export { RoomStaysResolver } from './room-stays.resolver';
export { BookingMoneyResolver } from './money/booking-money.resolver';
export { BookingMoneyService } from './money/booking-money.service';
export { DeskPaymentsResolver } from './money/desk-payments.resolver';
export { FolioChargesResolver } from './money/folio-charges.resolver';
export { StayCreditNotes } from './money/stay-credit-notes';
export type { StayCreditNoteInput, StayCreditNoteResult } from './money/stay-credit-notes';
export { DeskPaymentsService } from './money/desk-payments.service';
export { PaymentsResolver } from './money/payments.resolver';
export { paymentRoutes, paymentWebhookRoutes } from './money/payments.routes';
export { PaymentsService } from './money/payments.service';
export type { ConfirmationNotifier, PaymentNotifier } from './money/settlement';
export { PaymentSettlement } from './money/settlement';
export { StaySalesOfBookings, stayRooms } from './money/stay-sale';
export { TaxDocumentsResolver } from './money/tax-documents.resolver';
export { PaymentBookingResolver } from './money/payment-booking.resolver';
// One home per booking action: each runs the lifecycle, the money, the audit and its messages in one transaction.
export { CancelBooking } from './actions/cancel-booking';
export type {
  Cancellation,
  CancellationNotice,
  CancellationNotifier,
  CancellationQuote,
  SelfCancellation,
} from './actions/cancel-booking';
export { policySummary, REFUND_TIMING, REFUND_TIMING_HINDI } from './actions/cancellation-policy';
export { ChangeStay } from './actions/change-stay';
export type { BookingChangePreview, BookingChangeRequest, BookingChangeResult, StayChangeNotifier } from './actions/change-stay';
export { CheckIn } from './actions/check-in';
export { CheckOut } from './actions/check-out';
export { MarkNoShow } from './actions/no-show';
export { MoveRoom } from './actions/move-room';
export type { RoomMoveRequest } from './actions/move-room';
export type { NoShowResult } from './actions/no-show';
export { PayAtHotelNoShows } from './actions/pay-at-hotel-no-shows';
export { inHouseNights, nightsBetween } from './money/night-postings';
export type { Registration, RegistrationInput } from './actions/registration';
export { isIndian } from './actions/registration';
export { NO_STAY_REGISTER } from './actions/stay-register';
export type { RegisteredStay, StayRegister } from './actions/stay-register';
export { createStayMoneyModule, createStaysModule, staysForBilling } from './bookings.module';
export type { StayMoneyServices, StayNeeds, StayServices } from './bookings.module';
