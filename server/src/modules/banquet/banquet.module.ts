import type { HotelProfileReader } from '../hotel-settings';
import { ModuleContext } from '../../shared/module-context';
import type { AbuseLimitsService } from '../abuse-limits';
import type { AuditService } from '../audit';
import type { BillingServices } from '../billing';
import type { GuestsService } from '../guests';
import type { GuestMessages, MessagingConsentService } from '../messages';
import type { UploadsService } from '../uploads';
import { BanquetCatalogueService } from './banquet-catalogue.service';
import { BanquetSetupService } from './banquet-setup.service';
import { EventCancellationService } from './event-cancellation.service';
import { EventCreditNotes } from './event-credit-notes';
import { EventDeskMoneyService } from './event-desk-money.service';
import { EventDocumentsService } from './event-documents.service';
import { EventEnquiriesService } from './event-enquiries.service';
import { EventLifecycle } from './event-lifecycle.service';
import { EventMessageQueue } from './event-message-queue';
import { EventMoneyService } from './event-money.service';
import { EventPaymentCapture } from './event-payment-capture';
import { EventPaymentsService } from './event-payments.service';
import { EventPipelineService } from './event-pipeline.service';
import { EventReminders } from './event-reminders';
import { EventSettlementService } from './event-settlement.service';
import { FunctionSheetService } from './function-sheet.service';
import { HallAvailabilityService } from './hall-availability.service';

/** The banquet hall's services: its catalogue, events, their money (through billing) and mails. */
export interface BanquetServices {
  banquetCatalogue: BanquetCatalogueService;
  banquetSetup: BanquetSetupService;
  hallAvailability: HallAvailabilityService;
  eventEnquiries: EventEnquiriesService;
  eventPipeline: EventPipelineService;
  eventLifecycle: EventLifecycle;
  eventMoney: EventMoneyService;
  eventDocuments: EventDocumentsService;
  eventDeskMoney: EventDeskMoneyService;
  /** Credit notes issued by hand after an event's invoice (allowances). */
  eventCreditNotes: EventCreditNotes;
  eventSettlement: EventSettlementService;
  eventCancellation: EventCancellationService;
  eventPayments: EventPaymentsService;
  eventReminders: EventReminders;
  functionSheets: FunctionSheetService;
}

export interface BanquetNeeds {
  billing: BillingServices;
  audit: AuditService;
  abuseLimits: AbuseLimitsService;
  guests: GuestsService;
  uploads: UploadsService;
  hotelProfile: HotelProfileReader;
  /** Keeps the enquiry form's WhatsApp choice with the enquiry (issue 28). */
  messagingConsent?: MessagingConsentService;
  /** Puts the event's messages on their channels; the owner's alert of a new enquiry too. */
  guestMessages: GuestMessages;
}

export function createBanquetModule(context: ModuleContext, needs: BanquetNeeds): BanquetServices {
  const { dataSource, config, clock, logger } = context;
  const { billing, audit, abuseLimits } = needs;
  const { taxDocuments, refunds, checkout, paymentProvider } = billing;
  const banquetCatalogue = new BanquetCatalogueService(dataSource);
  const eventLifecycle = new EventLifecycle(clock);
  const eventMoney = new EventMoneyService(dataSource);
  const eventDocuments = new EventDocumentsService(dataSource, taxDocuments, eventMoney);
  const hallAvailability = new HallAvailabilityService(dataSource, banquetCatalogue, clock);
  const mails = new EventMessageQueue(clock, needs.hotelProfile, needs.guestMessages);
  return {
    banquetCatalogue,
    banquetSetup: new BanquetSetupService(dataSource, banquetCatalogue, needs.uploads, audit),
    hallAvailability,
    eventEnquiries: new EventEnquiriesService(
      dataSource,
      banquetCatalogue,
      hallAvailability,
      eventLifecycle,
      needs.guests,
      abuseLimits,
      mails,
      clock,
      { perAddress: config.abuseLimits.eventEnquiryRateLimit, openPerEmailAndDate: 3 },
      needs.messagingConsent,
    ),
    eventPipeline: new EventPipelineService(dataSource, banquetCatalogue, eventLifecycle, audit, clock, {
      mails,
      publicBaseUrl: config.publicBaseUrl,
    }),
    eventLifecycle,
    eventMoney,
    eventDocuments,
    eventDeskMoney: new EventDeskMoneyService(dataSource, eventLifecycle, eventMoney, eventDocuments, taxDocuments, audit, clock),
    eventCreditNotes: new EventCreditNotes(dataSource, eventLifecycle, eventMoney, eventDocuments, taxDocuments, audit),
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
    // Events are paid through the same provider, checkout, refunds and document numbering as stays.
    eventPayments: new EventPaymentsService(
      dataSource,
      eventLifecycle,
      eventMoney,
      new EventPaymentCapture(checkout, eventLifecycle, eventMoney, eventDocuments, clock, mails),
      paymentProvider,
      abuseLimits,
      clock,
      logger,
    ),
    eventReminders: new EventReminders(dataSource, eventMoney, mails, clock, logger),
    functionSheets: new FunctionSheetService(dataSource, eventMoney, clock, needs.hotelProfile),
  };
}
