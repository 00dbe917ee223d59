import { Initial1763740800000 } from './1763740800000-initial';
import { Payments1763827200000 } from './1763827200000-payments';
import { SettlementOutcome1763913600000 } from './1763913600000-settlement-outcome';
import { BookingLifecycle1764000000000 } from './1764000000000-booking-lifecycle';
import { AbuseLimits1764100000000 } from './1764100000000-abuse-limits';
import { GuestPrivacy1764200000000 } from './1764200000000-guest-privacy';
import { AdminSessions1764300000000 } from './1764300000000-admin-sessions';
import { PaymentMismatch1764400000000 } from './1764400000000-payment-mismatch';
import { FrontDesk1764500000000 } from './1764500000000-front-desk';
import { StayTimes1764520000000 } from './1764520000000-stay-times';
import { RatesAndGst1764600000000 } from './1764600000000-rates-and-gst';
import { GuestSelfService1764700000000 } from './1764700000000-guest-self-service';
import { AdvancePayment1764800000000 } from './1764800000000-advance-payment';
import { Banquet1765000000000 } from './1765000000000-banquet';
import { EventMoney1765050000000 } from './1765050000000-event-money';
import { AvailabilityVersion1766100000000 } from './1766100000000-availability-version';
import { EventReminders1765400000000 } from './1765400000000-event-reminders';
import { Photos1766000000000 } from './1766000000000-photos';
import { PromiseKept1766240000000 } from './1766240000000-promise-kept';
import { HotelProfile1766300000000 } from './1766300000000-hotel-profile';
import { PhonesInE1641766400000000 } from './1766400000000-phones-in-e164';
import { AadhaarLastFour1766450000000 } from './1766450000000-aadhaar-last-four';
import { AdminDeviceCookies1766460000000 } from './1766460000000-admin-device-cookies';
import { TaxDocumentPdfs1766470000000 } from './1766470000000-tax-document-pdfs';
import { HoldRenewals1766520000000 } from './1766520000000-hold-renewals';
import { GalleryPhotos1766600000000 } from './1766600000000-gallery-photos';
import { StaffRoles1766800000000 } from './1766800000000-staff-roles';
import { DocumentsNameThePerson1766800100000 } from './1766800100000-documents-name-the-person';
import { Housekeeping1766820000000 } from './1766820000000-housekeeping';
import { ShiftsAndDayClose1766830000000 } from './1766830000000-shifts-and-day-close';
import { FolioCharges1766840000000 } from './1766840000000-folio-charges';
import { TwoStepSignIn1766850000000 } from './1766850000000-two-step-sign-in';
import { DeskGuestsWithoutEmail1766880000000 } from './1766880000000-desk-guests-without-email';
import { AgreedRentStays1766890000000 } from './1766890000000-agreed-rent-stays';
import { FolioCredits1766890000001 } from './1766890000001-folio-credits';
import { MessageOutbox1766900000000 } from './1766900000000-message-outbox';
import { OwnerAlertsPhone1766900000300 } from './1766900000300-owner-alerts-phone';
import { OneTimeCodes1766904000000 } from './1766904000000-one-time-codes';
import { GuestRegister1767000000000 } from './1767000000000-guest-register';
import { OutboxByRecipient1767050000000 } from './1767050000000-outbox-by-recipient';
import { TaxDocumentsAfterEightYears1767060000000 } from './1767060000000-tax-documents-after-eight-years';
import { PrivacyRequests1767070000000 } from './1767070000000-privacy-requests';
import { MarketingConsent1767200000000 } from './1767200000000-marketing-consent';
import { PersonalDataAccess1767300000000 } from './1767300000000-personal-data-access';
import { GoogleFeedToken1767400000000 } from './1767400000000-google-feed-token';
import { Channels1767500000000 } from './1767500000000-channels';
import { OtaBookings1767600000000 } from './1767600000000-ota-bookings';
import { ProfileHindi1767700000000 } from './1767700000000-profile-hindi';
import { BookingLanguage1767800000000 } from './1767800000000-booking-language';

/** Every migration, in order. Committed, reviewed, and run on start. */
export const migrations = [
  Initial1763740800000,
  Payments1763827200000,
  SettlementOutcome1763913600000,
  BookingLifecycle1764000000000,
  AbuseLimits1764100000000,
  GuestPrivacy1764200000000,
  AdminSessions1764300000000,
  PaymentMismatch1764400000000,
  FrontDesk1764500000000,
  StayTimes1764520000000,
  RatesAndGst1764600000000,
  GuestSelfService1764700000000,
  AdvancePayment1764800000000,
  Banquet1765000000000,
  EventMoney1765050000000,
  EventReminders1765400000000,
  Photos1766000000000,
  AvailabilityVersion1766100000000,
  PromiseKept1766240000000,
  HotelProfile1766300000000,
  PhonesInE1641766400000000,
  AadhaarLastFour1766450000000,
  AdminDeviceCookies1766460000000,
  TaxDocumentPdfs1766470000000,
  HoldRenewals1766520000000,
  GalleryPhotos1766600000000,
  StaffRoles1766800000000,
  DocumentsNameThePerson1766800100000,
  Housekeeping1766820000000,
  ShiftsAndDayClose1766830000000,
  FolioCharges1766840000000,
  TwoStepSignIn1766850000000,
  DeskGuestsWithoutEmail1766880000000,
  AgreedRentStays1766890000000,
  FolioCredits1766890000001,
  MessageOutbox1766900000000,
  OwnerAlertsPhone1766900000300,
  OneTimeCodes1766904000000,
  GuestRegister1767000000000,
  OutboxByRecipient1767050000000,
  TaxDocumentsAfterEightYears1767060000000,
  PrivacyRequests1767070000000,
  MarketingConsent1767200000000,
  PersonalDataAccess1767300000000,
  GoogleFeedToken1767400000000,
  Channels1767500000000,
  OtaBookings1767600000000,
  ProfileHindi1767700000000,
  BookingLanguage1767800000000,
];
