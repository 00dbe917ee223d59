import { AbuseCounter } from '../modules/abuse-limits';
import { JobRun } from '../jobs/job-run.entity';
import { Admin, AdminRecoveryCode, AdminTwoStep, DeviceLockout, LoginFailure, RevokedToken } from '../modules/admin-auth';
import { BookingLine, BookingPax, Booking, ChannelStay, GuestRegistration, RoomBlock } from '../modules/bookings';
import { ChannelConflict, ChannelFeed, IcalExport } from '../modules/channels';
import { ContactMessage } from '../modules/contact';
import { Guest } from '../modules/guests';
import { Payment, Refund, SimulatedOrder, SimulatedPayment, SimulatedRefund, WebhookEvent } from '../modules/billing';
import { Room } from '../modules/rooms';
import { AuditEntry } from '../modules/audit';
import { PersonalDataAccess } from '../modules/access-log';
import { DocumentSequence } from '../modules/billing';
import { RateRule } from '../modules/pricing';
import { GalleryPhoto, HotelProfile, HotelSettings } from '../modules/hotel-settings';
import {
  CashShift,
  ClosedDay,
  FolioChargeDefault,
  FolioChargeLine,
  FolioCredit,
  PostedNight,
  TaxDocument,
  TaxDocumentPdf,
} from '../modules/billing';
import { DayCloseRun } from '../modules/day-close';
import { FormIIIReport, RegisterEntry } from '../modules/guest-register';
import { PrivacyRequest } from '../modules/privacy-requests';
import { Hall, HallSession, MenuPackage, BanquetTerms, EventReminder, BanquetEvent } from '../modules/banquet';
import { StoredPhoto } from '../modules/photos';
import { MessagingConsent, OutboxMessage } from '../modules/messages';
import { OneTimeCode } from '../modules/self-service';
import { GoogleFeedToken } from '../modules/google-links';

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
  DeviceLockout,
  RevokedToken,
  AdminTwoStep,
  AdminRecoveryCode,
  ContactMessage,
  SimulatedOrder,
  SimulatedPayment,
  SimulatedRefund,
  JobRun,
  AbuseCounter,
  RoomBlock,
  ChannelStay,
  ChannelFeed,
  ChannelConflict,
  IcalExport,
  GuestRegistration,
  AuditEntry,
  PersonalDataAccess,
  DocumentSequence,
  RateRule,
  HotelSettings,
  HotelProfile,
  GalleryPhoto,
  TaxDocument,
  TaxDocumentPdf,
  Hall,
  HallSession,
  MenuPackage,
  BanquetTerms,
  EventReminder,
  BanquetEvent,
  StoredPhoto,
  CashShift,
  ClosedDay,
  PostedNight,
  FolioChargeLine,
  FolioChargeDefault,
  FolioCredit,
  DayCloseRun,
  RegisterEntry,
  FormIIIReport,
  OutboxMessage,
  MessagingConsent,
  OneTimeCode,
  PrivacyRequest,
  GoogleFeedToken,
];
