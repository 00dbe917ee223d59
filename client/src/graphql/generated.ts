/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AddressInput = {
  city?: string | null | undefined;
  country?: string | null | undefined;
  state?: string | null | undefined;
  street?: string | null | undefined;
  street2?: string | null | undefined;
  zip?: string | null | undefined;
};

/** What an estimate is for: a hall’s session, the guests and a menu. */
export type BanquetEstimateInput = {
  /** YYYY-MM-DD; checked when given. */
  eventDate?: string | null | undefined;
  /** Guests expected; the menu’s minimum plates are billed if more. */
  guests: number;
  hallId: string | number;
  /** Without a menu, the estimate is the hall rent alone. */
  menuPackageId?: string | number | null | undefined;
  sessionId: string | number;
};

/** Close a room for the nights [from, to), like a stay. */
export type BlockRoomInput = {
  /** The first night closed, YYYY-MM-DD (today or later). */
  from?: string | null | undefined;
  /** Why (repairs, painting); at most 200 characters. */
  reason?: string | null | undefined;
  roomId?: string | number | null | undefined;
  /** The day the room opens again, YYYY-MM-DD. */
  to?: string | null | undefined;
};

/** Where a booking was made. */
export const BookingChannel = {
  Phone: 'PHONE',
  WalkIn: 'WALK_IN',
  Website: 'WEBSITE'
} as const;

export type BookingChannel = typeof BookingChannel[keyof typeof BookingChannel];
/** Corrected guest details or notes; fields left out keep their value. */
export type BookingDetailsInput = {
  bookingId: string | number;
  /** The business's GSTIN (check character verified); empty clears it. */
  businessGstin?: string | null | undefined;
  /** The business a GST invoice is made out to; empty with an empty GSTIN clears it. Not once the invoice is issued. */
  businessName?: string | null | undefined;
  /** Empty clears the notes. */
  notes?: string | null | undefined;
  userEmail?: string | null | undefined;
  userName?: string | null | undefined;
  userPhone?: string | null | undefined;
};

export type BookingInfoInput = {
  pax?: Array<PaxInput> | null | undefined;
  /** Ignored: the server prices the stay. */
  roomAmount?: number | null | undefined;
  roomId?: string | number | null | undefined;
  /** Informational; the room decides. */
  roomType?: string | null | undefined;
};

/** What the guest owes or got back for a booking. */
export const BookingPaymentStatus = {
  /** The last online attempt failed; the hold still lives. */
  Failed: 'FAILED',
  /** Paid in full. */
  Paid: 'PAID',
  /** Part of what was paid went back. */
  PartiallyRefunded: 'PARTIALLY_REFUNDED',
  /** Part paid; the rest is the balance due. */
  PartPaid: 'PART_PAID',
  /** Still to be paid: online while held, or at the hotel. */
  Pending: 'PENDING',
  /** Everything paid went back. */
  Refunded: 'REFUNDED',
  /** Nothing is owed: the booking ended before any money came. */
  Void: 'VOID'
} as const;

export type BookingPaymentStatus = typeof BookingPaymentStatus[keyof typeof BookingPaymentStatus];
/** How the admin list of bookings is ordered. */
export const BookingSort = {
  /** Earliest arrival first. */
  CheckInAsc: 'CHECK_IN_ASC',
  /** Latest arrival first. */
  CheckInDesc: 'CHECK_IN_DESC',
  /** Newest booking first (the default). */
  CreatedDesc: 'CREATED_DESC'
} as const;

export type BookingSort = typeof BookingSort[keyof typeof BookingSort];
/** Where a booking is in its life. */
export const BookingStatus = {
  /** Cancelled by the guest or the hotel; the rooms are free again. */
  Cancelled: 'CANCELLED',
  /** The guest is in the hotel. */
  CheckedIn: 'CHECKED_IN',
  /** The guest has left. */
  CheckedOut: 'CHECKED_OUT',
  /** The rooms are the guest’s (paid, or to be paid at the hotel). */
  Confirmed: 'CONFIRMED',
  /** The payment hold ran out before any money came. */
  Expired: 'EXPIRED',
  /** Waiting for an online payment until holdExpiresAt. */
  Held: 'HELD',
  /** The guest never came. */
  NoShow: 'NO_SHOW'
} as const;

export type BookingStatus = typeof BookingStatus[keyof typeof BookingStatus];
/** Which window of the cancellation policy applies. */
export const CancellationRule = {
  Free: 'FREE',
  GroupFree: 'GROUP_FREE',
  Late: 'LATE'
} as const;

export type CancellationRule = typeof CancellationRule[keyof typeof CancellationRule];
/** New dates and/or another room for a booking; what is left out stays as it is. */
export type ChangeBookingInput = {
  bookingId: string | number;
  /** YYYY-MM-DD */
  checkIn?: string | null | undefined;
  /** YYYY-MM-DD */
  checkOut?: string | null | undefined;
  /** Which line moves, when the booking has several rooms. */
  lineId?: string | number | null | undefined;
  /** The room to move to. */
  roomId?: string | number | null | undefined;
};

/** What the desk records at check-in. Indian guests: ID type and number; foreign guests: Form C. */
export type CheckInInput = {
  adults?: number;
  children?: number;
  /** Aadhaar: 12 digits; PAN: ABCDE1234F; others up to 40 characters. */
  idNumber?: string | null | undefined;
  /** Required; a foreign guest’s passport when left out. */
  idType?: GuestIdType | null | undefined;
  /** Indian when left out. */
  nationality?: string | null | undefined;
  /** Up to 500 characters. */
  note?: string | null | undefined;
  /** Form C: required for a foreign guest. */
  passportNumber?: string | null | undefined;
  /** Form C: required for a foreign guest. */
  visaNumber?: string | null | undefined;
  /** Form C: YYYY-MM-DD, not before today. */
  visaValidUntil?: string | null | undefined;
};

/** What a contact message is about. */
export const ContactInquiryType = {
  Billing: 'BILLING',
  Booking: 'BOOKING',
  Cancellation: 'CANCELLATION',
  Complaint: 'COMPLAINT',
  Feedback: 'FEEDBACK',
  General: 'GENERAL',
  Technical: 'TECHNICAL'
} as const;

export type ContactInquiryType = typeof ContactInquiryType[keyof typeof ContactInquiryType];
export type ContactMessageInput = {
  email?: string | null | undefined;
  /** general when not given. */
  inquiryType?: ContactInquiryType | null | undefined;
  message?: string | null | undefined;
  name?: string | null | undefined;
  /** landing or contact-page (default). */
  source?: string | null | undefined;
  /** Required from the contact page. */
  subject?: string | null | undefined;
};

export type DeskBookingGuestInput = {
  email?: string | null | undefined;
  name?: string | null | undefined;
  phone?: string | null | undefined;
};

/** A booking made at the front desk for a walk-in or phone guest. */
export type DeskBookingInput = {
  /** For a GST invoice made out to a business: its GSTIN. */
  businessGstin?: string | null | undefined;
  /** For a GST invoice made out to a business: its name. */
  businessName?: string | null | undefined;
  /** WALK_IN or PHONE. */
  channel: BookingChannel;
  /** YYYY-MM-DD */
  checkIn?: string | null | undefined;
  /** YYYY-MM-DD */
  checkOut?: string | null | undefined;
  guest: DeskBookingGuestInput;
  notes?: string | null | undefined;
  payment: DeskBookingPaymentInput;
  rooms: Array<DeskBookingRoomInput>;
};

export type DeskBookingPaymentInput = {
  /** PAY_AT_DESK_NOW: rupees taken now, up to the total. */
  amount?: number | null | undefined;
  /** PAY_AT_DESK_NOW: CASH, UPI, CARD or BANK_TRANSFER. */
  method?: PaymentMethod | null | undefined;
  option: DeskPaymentOption;
  /** UPI or card reference, cheque number… */
  reference?: string | null | undefined;
};

/** One room of a desk booking and who sleeps in it. */
export type DeskBookingRoomInput = {
  adults: number;
  children?: number | null | undefined;
  roomId: string | number;
};

/** How money was taken at the front desk. */
export const DeskPaymentMethod = {
  BankTransfer: 'BANK_TRANSFER',
  Card: 'CARD',
  Cash: 'CASH',
  Upi: 'UPI'
} as const;

export type DeskPaymentMethod = typeof DeskPaymentMethod[keyof typeof DeskPaymentMethod];
/** How a booking made at the desk is paid. */
export const DeskPaymentOption = {
  /** Held while the guest pays online through the link answered. */
  PaymentLink: 'PAYMENT_LINK',
  /** Paid now at the desk (in full or in part), with a receipt. */
  PayAtDeskNow: 'PAY_AT_DESK_NOW',
  /** To be paid at the hotel: confirmed now, payment pending. */
  PayLater: 'PAY_LATER'
} as const;

export type DeskPaymentOption = typeof DeskPaymentOption[keyof typeof DeskPaymentOption];
/** Hall rent, plates, an extra (decoration, DJ…), or a discount that lowers the lines of its SAC. */
export const EventLineKind = {
  Catering: 'CATERING',
  Discount: 'DISCOUNT',
  Extra: 'EXTRA',
  HallRent: 'HALL_RENT'
} as const;

export type EventLineKind = typeof EventLineKind[keyof typeof EventLineKind];
/** new → quoted → on hold → confirmed → completed; or cancelled, or lost. */
export const EventStatus = {
  Cancelled: 'CANCELLED',
  Completed: 'COMPLETED',
  Confirmed: 'CONFIRMED',
  Lost: 'LOST',
  New: 'NEW',
  OnHold: 'ON_HOLD',
  Quoted: 'QUOTED'
} as const;

export type EventStatus = typeof EventStatus[keyof typeof EventStatus];
/** Money the owner gives back beyond the policy. */
export type GoodwillRefundInput = {
  /** Rupees, at most what the hotel holds for the booking. */
  amount: number;
  bookingId: string | number;
  /** Why (up to 500 characters); kept in the booking’s history. */
  reason: string;
};

/** The ID proof a guest showed at check-in. */
export const GuestIdType = {
  /** Aadhaar card (12 digits). */
  Aadhaar: 'AADHAAR',
  /** Driving licence. */
  DrivingLicence: 'DRIVING_LICENCE',
  /** Another government-issued photo ID. */
  Other: 'OTHER',
  /** PAN card (ABCDE1234F). */
  Pan: 'PAN',
  /** Passport. */
  Passport: 'PASSPORT',
  /** Voter ID (EPIC). */
  VoterId: 'VOTER_ID'
} as const;

export type GuestIdType = typeof GuestIdType[keyof typeof GuestIdType];
/** The hotel's legal identity, every field (the Settings page sends them all). */
export type HotelSettingsInput = {
  address?: string | null | undefined;
  /** Starts with stateCode; its last character is a check character. */
  gstin?: string | null | undefined;
  /** 1 to 4 letters or digits, not RC, RV, CN or RF. */
  invoicePrefix?: string | null | undefined;
  legalName?: string | null | undefined;
  /** 6 digits. */
  pincode?: string | null | undefined;
  signatory?: string | null | undefined;
  /** Two-digit GST state code, e.g. "09". */
  stateCode?: string | null | undefined;
  tradeName?: string | null | undefined;
};

/** Veg or non-veg. */
export const MenuDiet = {
  NonVeg: 'NON_VEG',
  Veg: 'VEG'
} as const;

export type MenuDiet = typeof MenuDiet[keyof typeof MenuDiet];
export type PaxInput = {
  /** adult or child */
  adultStatus?: string | null | undefined;
  age?: number | null | undefined;
  /** male, female or other */
  gender?: string | null | undefined;
  name?: string | null | undefined;
};

/** Where one payment attempt stands. */
export const PaymentAttemptStatus = {
  Cancelled: 'CANCELLED',
  Created: 'CREATED',
  Failed: 'FAILED',
  Paid: 'PAID',
  PartiallyRefunded: 'PARTIALLY_REFUNDED',
  Pending: 'PENDING',
  Refunded: 'REFUNDED',
  Reversal: 'REVERSAL'
} as const;

export type PaymentAttemptStatus = typeof PaymentAttemptStatus[keyof typeof PaymentAttemptStatus];
/** How money was or will be paid. */
export const PaymentMethod = {
  BankTransfer: 'BANK_TRANSFER',
  Card: 'CARD',
  CardlessEmi: 'CARDLESS_EMI',
  Cash: 'CASH',
  Cod: 'COD',
  Emi: 'EMI',
  Netbanking: 'NETBANKING',
  Online: 'ONLINE',
  Paylater: 'PAYLATER',
  Upi: 'UPI',
  Wallet: 'WALLET'
} as const;

export type PaymentMethod = typeof PaymentMethod[keyof typeof PaymentMethod];
/** What an online order pays: FULL, or ADVANCE (the hotel’s advance percent now, the rest at the hotel). */
export const PaymentPart = {
  Advance: 'ADVANCE',
  Full: 'FULL'
} as const;

export type PaymentPart = typeof PaymentPart[keyof typeof PaymentPart];
/** Who holds the money. */
export const PaymentProviderName = {
  Hotel: 'HOTEL',
  Razorpay: 'RAZORPAY',
  Simulated: 'SIMULATED'
} as const;

export type PaymentProviderName = typeof PaymentProviderName[keyof typeof PaymentProviderName];
/** The quote the guest agreed to before paying (the spec, section 3). */
export type QuoteInput = {
  address?: AddressInput | null | undefined;
  bookingInfo?: Array<BookingInfoInput> | null | undefined;
  /** For a B2B invoice: the business's GSTIN (15 characters, check character verified). */
  businessGstin?: string | null | undefined;
  /** For a B2B invoice: the business name (at most 120 characters). */
  businessName?: string | null | undefined;
  /** YYYY-MM-DD */
  checkInDate?: string | null | undefined;
  /** YYYY-MM-DD */
  checkOutDate?: string | null | undefined;
  name?: string | null | undefined;
  phone?: string | null | undefined;
  /** Ignored: the server computes the total. */
  totalAmount?: number | null | undefined;
  userEmail?: string | null | undefined;
};

/** Money taken at the desk for a booking. */
export type RecordPaymentInput = {
  /** Rupees, more than zero, at most two decimals, at most the balance due. */
  amount: number;
  bookingId: string | number;
  method: DeskPaymentMethod;
  /** Up to 500 characters. */
  note?: string | null | undefined;
  /** UPI transaction id, card slip number or bank reference (up to 64 characters); recommended for all but cash. */
  reference?: string | null | undefined;
};

/** Whether the provider has sent a refund. */
export const RefundStatus = {
  Failed: 'FAILED',
  Pending: 'PENDING',
  Processed: 'PROCESSED'
} as const;

export type RefundStatus = typeof RefundStatus[keyof typeof RefundStatus];
/** What priced a night: the base rent, a weekday rent or a season. */
export const RentSource = {
  Base: 'BASE',
  Season: 'SEASON',
  Weekday: 'WEEKDAY'
} as const;

export type RentSource = typeof RentSource[keyof typeof RentSource];
/** A family’s enquiry for a hall, date and session. */
export type RequestEventInput = {
  /** Jain, no onion or garlic, allergies… At most 1000 characters. */
  dietaryNotes?: string | null | undefined;
  email: string;
  /** YYYY-MM-DD, from tomorrow up to two years ahead. */
  eventDate: string;
  /** At most the hall’s floating capacity. */
  expectedGuests: number;
  hallId: string | number;
  menuPackageId?: string | number | null | undefined;
  name: string;
  /** At most 1000 characters. */
  notes?: string | null | undefined;
  /** Wedding reception, Engagement, Mehendi or sangeet, Birthday party, Anniversary, Religious function, Corporate event or Other. */
  occasion: string;
  /** Indian mobile number, 10 digits starting 6-9. */
  phone: string;
  sessionId: string | number;
};

/** Room fields. On create all but amenities are required; on update only those given change. */
export type RoomInput = {
  amenities?: Array<string> | null | undefined;
  description?: string | null | undefined;
  /** Photos already uploaded (/uploads/…) or https addresses, in order. */
  imageUrls?: Array<string> | null | undefined;
  isAvailable?: boolean | null | undefined;
  maxCount?: number | null | undefined;
  name?: string | null | undefined;
  /** Rent for one night, in rupees (two decimals at most). */
  rentPerDay?: number | null | undefined;
  type?: RoomType | null | undefined;
};

/** The kind of room. */
export const RoomType = {
  Deluxe: 'DELUXE',
  Double: 'DOUBLE',
  DoubleAc: 'DOUBLE_AC',
  Family: 'FAMILY',
  Single: 'SINGLE',
  SingleAc: 'SINGLE_AC',
  Standard: 'STANDARD',
  Suite: 'SUITE'
} as const;

export type RoomType = typeof RoomType[keyof typeof RoomType];
/** A new season (no id) or a change to one. */
export type SaveSeasonInput = {
  /** The last night, included, YYYY-MM-DD. */
  endsOn?: string | null | undefined;
  id?: string | number | null | undefined;
  /** The fewest nights of a stay touching the season (1 to 30; 1 when left out). */
  minStay?: number | null | undefined;
  /** e.g. "Wedding season"; at most 60 characters. */
  name?: string | null | undefined;
  /** Rupees, two decimals at most, not negative. */
  rent?: number | null | undefined;
  roomId?: string | number | null | undefined;
  roomType?: RoomType | null | undefined;
  /** The first night, YYYY-MM-DD. */
  startsOn?: string | null | undefined;
};

/** The rent per night of one room, or of every room of a type. */
export type SetBaseRentInput = {
  /** Rupees, two decimals at most, not negative. */
  rent?: number | null | undefined;
  roomId?: string | number | null | undefined;
  roomType?: RoomType | null | undefined;
};

/** A scope's weekday rents, replacing the ones it had; days left out cost the base rent. */
export type SetWeekdayRentsInput = {
  /** An empty list clears them. */
  rents: Array<WeekdayRentInput>;
  roomId?: string | number | null | undefined;
  roomType?: RoomType | null | undefined;
};

/** How a captured payment settled its booking. */
export const SettlementOutcome = {
  AlreadySettled: 'ALREADY_SETTLED',
  AmountMismatch: 'AMOUNT_MISMATCH',
  Confirmed: 'CONFIRMED',
  RefundedCancelled: 'REFUNDED_CANCELLED',
  RefundedDuplicate: 'REFUNDED_DUPLICATE',
  RefundedRoomGone: 'REFUNDED_ROOM_GONE',
  Relocated: 'RELOCATED'
} as const;

export type SettlementOutcome = typeof SettlementOutcome[keyof typeof SettlementOutcome];
/** FREE: open for an enquiry; ON_HOLD: kept for another family for a few days; BOOKED: confirmed. */
export const SlotStatus = {
  Booked: 'BOOKED',
  Free: 'FREE',
  OnHold: 'ON_HOLD'
} as const;

export type SlotStatus = typeof SlotStatus[keyof typeof SlotStatus];
/** A GST document of a booking. */
export const TaxDocumentKind = {
  /** Section 34 credit note: a refund after the invoice, or a correction of it. */
  CreditNote: 'CREDIT_NOTE',
  /** Rule 46 tax invoice: issued when the stay is paid in full, or at check-out. */
  Invoice: 'INVOICE',
  /** Rule 50 receipt voucher: an advance received before the invoice. */
  ReceiptVoucher: 'RECEIPT_VOUCHER',
  /** Rule 51 refund voucher: an advance given back before any invoice. */
  RefundVoucher: 'REFUND_VOUCHER'
} as const;

export type TaxDocumentKind = typeof TaxDocumentKind[keyof typeof TaxDocumentKind];
/** Why a request was refused: each module’s codes, stable for programs. */
export const UserErrorCode = {
  AccountDeactivated: 'ACCOUNT_DEACTIVATED',
  AdvancePaid: 'ADVANCE_PAID',
  AlreadyPaid: 'ALREADY_PAID',
  ArrivalPlansNotAllowed: 'ARRIVAL_PLANS_NOT_ALLOWED',
  ArrivalTimeInvalid: 'ARRIVAL_TIME_INVALID',
  AuditFilterInvalid: 'AUDIT_FILTER_INVALID',
  AuditSizeInvalid: 'AUDIT_SIZE_INVALID',
  BalanceDueAtCheckOut: 'BALANCE_DUE_AT_CHECK_OUT',
  BanquetTermsInvalid: 'BANQUET_TERMS_INVALID',
  BookingCancelled: 'BOOKING_CANCELLED',
  BookingDeleteNotAllowed: 'BOOKING_DELETE_NOT_ALLOWED',
  BookingHoldTooOld: 'BOOKING_HOLD_TOO_OLD',
  BookingLookupIncomplete: 'BOOKING_LOOKUP_INCOMPLETE',
  BookingLookupNoMatch: 'BOOKING_LOOKUP_NO_MATCH',
  BookingLookupRateLimited: 'BOOKING_LOOKUP_RATE_LIMITED',
  BookingNotArrivalDay: 'BOOKING_NOT_ARRIVAL_DAY',
  BookingNotFound: 'BOOKING_NOT_FOUND',
  BookingRateLimited: 'BOOKING_RATE_LIMITED',
  BookingRequired: 'BOOKING_REQUIRED',
  BookingSearchInvalid: 'BOOKING_SEARCH_INVALID',
  BookingTransitionNotAllowed: 'BOOKING_TRANSITION_NOT_ALLOWED',
  BusinessNameRequired: 'BUSINESS_NAME_REQUIRED',
  BusinessNameTooLong: 'BUSINESS_NAME_TOO_LONG',
  CalendarDaysInvalid: 'CALENDAR_DAYS_INVALID',
  CalendarFromInvalid: 'CALENDAR_FROM_INVALID',
  CheckInInvalid: 'CHECK_IN_INVALID',
  CheckInInPast: 'CHECK_IN_IN_PAST',
  CheckInRequired: 'CHECK_IN_REQUIRED',
  CheckInTooFar: 'CHECK_IN_TOO_FAR',
  CheckOutInvalid: 'CHECK_OUT_INVALID',
  CheckOutNotAfterCheckIn: 'CHECK_OUT_NOT_AFTER_CHECK_IN',
  CheckOutRequired: 'CHECK_OUT_REQUIRED',
  ConfirmationNotConfirmed: 'CONFIRMATION_NOT_CONFIRMED',
  ConfirmationResendLimited: 'CONFIRMATION_RESEND_LIMITED',
  ConfirmationSendFailed: 'CONFIRMATION_SEND_FAILED',
  ContactEmailInvalid: 'CONTACT_EMAIL_INVALID',
  ContactEmailRequired: 'CONTACT_EMAIL_REQUIRED',
  ContactInquiryTypeInvalid: 'CONTACT_INQUIRY_TYPE_INVALID',
  ContactMessageRequired: 'CONTACT_MESSAGE_REQUIRED',
  ContactMessageTooLong: 'CONTACT_MESSAGE_TOO_LONG',
  ContactNameRequired: 'CONTACT_NAME_REQUIRED',
  ContactNameTooLong: 'CONTACT_NAME_TOO_LONG',
  ContactProofMismatch: 'CONTACT_PROOF_MISMATCH',
  ContactProofRateLimited: 'CONTACT_PROOF_RATE_LIMITED',
  ContactProofRequired: 'CONTACT_PROOF_REQUIRED',
  ContactSubjectRequired: 'CONTACT_SUBJECT_REQUIRED',
  ContactSubjectTooLong: 'CONTACT_SUBJECT_TOO_LONG',
  CurrentPasswordRequired: 'CURRENT_PASSWORD_REQUIRED',
  CurrentPasswordWrong: 'CURRENT_PASSWORD_WRONG',
  DatesUnavailable: 'DATES_UNAVAILABLE',
  DeskAmountInvalid: 'DESK_AMOUNT_INVALID',
  DeskAmountOverBalance: 'DESK_AMOUNT_OVER_BALANCE',
  DeskBookingChannelInvalid: 'DESK_BOOKING_CHANNEL_INVALID',
  DeskBookingDeskPaymentsUnavailable: 'DESK_BOOKING_DESK_PAYMENTS_UNAVAILABLE',
  DeskBookingEnded: 'DESK_BOOKING_ENDED',
  DeskBookingGuestsInvalid: 'DESK_BOOKING_GUESTS_INVALID',
  DeskBookingInvoiceIssued: 'DESK_BOOKING_INVOICE_ISSUED',
  DeskBookingLineRequired: 'DESK_BOOKING_LINE_REQUIRED',
  DeskBookingNotesTooLong: 'DESK_BOOKING_NOTES_TOO_LONG',
  DeskBookingNothingToChange: 'DESK_BOOKING_NOTHING_TO_CHANGE',
  DeskBookingOnlinePaymentUnderWay: 'DESK_BOOKING_ONLINE_PAYMENT_UNDER_WAY',
  DeskBookingPaymentInvalid: 'DESK_BOOKING_PAYMENT_INVALID',
  DeskMethodInvalid: 'DESK_METHOD_INVALID',
  DeskNoteTooLong: 'DESK_NOTE_TOO_LONG',
  DeskNothingDue: 'DESK_NOTHING_DUE',
  DeskNoReceipt: 'DESK_NO_RECEIPT',
  DeskPaymentAlreadyReversed: 'DESK_PAYMENT_ALREADY_REVERSED',
  DeskPaymentNotFound: 'DESK_PAYMENT_NOT_FOUND',
  DeskPaymentNotReversible: 'DESK_PAYMENT_NOT_REVERSIBLE',
  DeskReasonRequired: 'DESK_REASON_REQUIRED',
  DeskReasonTooLong: 'DESK_REASON_TOO_LONG',
  DeskReferenceTooLong: 'DESK_REFERENCE_TOO_LONG',
  DocumentNotFound: 'DOCUMENT_NOT_FOUND',
  EmailInvalid: 'EMAIL_INVALID',
  EmailRequired: 'EMAIL_REQUIRED',
  EventDateInvalid: 'EVENT_DATE_INVALID',
  EventEnquiryRateLimited: 'EVENT_ENQUIRY_RATE_LIMITED',
  EventInvalid: 'EVENT_INVALID',
  EventNotFound: 'EVENT_NOT_FOUND',
  EventPaymentInvalid: 'EVENT_PAYMENT_INVALID',
  EventQuoteInvalid: 'EVENT_QUOTE_INVALID',
  EventSlotTaken: 'EVENT_SLOT_TAKEN',
  EventStatusConflict: 'EVENT_STATUS_CONFLICT',
  FrontDeskDateInvalid: 'FRONT_DESK_DATE_INVALID',
  GoodwillOverPaid: 'GOODWILL_OVER_PAID',
  GstinInvalid: 'GSTIN_INVALID',
  GstMonthInvalid: 'GST_MONTH_INVALID',
  GuestsInvalid: 'GUESTS_INVALID',
  GuestAddressTooLong: 'GUEST_ADDRESS_TOO_LONG',
  GuestEmailInvalid: 'GUEST_EMAIL_INVALID',
  GuestFieldsRequired: 'GUEST_FIELDS_REQUIRED',
  GuestNameTooLong: 'GUEST_NAME_TOO_LONG',
  GuestNotFound: 'GUEST_NOT_FOUND',
  GuestPhoneInvalid: 'GUEST_PHONE_INVALID',
  GuestProofMismatch: 'GUEST_PROOF_MISMATCH',
  GuestProofRateLimited: 'GUEST_PROOF_RATE_LIMITED',
  GuestProofRequired: 'GUEST_PROOF_REQUIRED',
  HallInvalid: 'HALL_INVALID',
  HallNotFound: 'HALL_NOT_FOUND',
  IdempotencyKeyInvalid: 'IDEMPOTENCY_KEY_INVALID',
  IdempotencyKeyReused: 'IDEMPOTENCY_KEY_REUSED',
  InvalidCredentials: 'INVALID_CREDENTIALS',
  InvalidImage: 'INVALID_IMAGE',
  InvoiceNotFound: 'INVOICE_NOT_FOUND',
  InvoiceNotIssued: 'INVOICE_NOT_ISSUED',
  LedgerDateInvalid: 'LEDGER_DATE_INVALID',
  LedgerStatusInvalid: 'LEDGER_STATUS_INVALID',
  MenuPackageInvalid: 'MENU_PACKAGE_INVALID',
  MenuPackageNotFound: 'MENU_PACKAGE_NOT_FOUND',
  MinimumStay: 'MINIMUM_STAY',
  MinimumStayInvalid: 'MINIMUM_STAY_INVALID',
  NewPasswordTooShort: 'NEW_PASSWORD_TOO_SHORT',
  NewPasswordUnchanged: 'NEW_PASSWORD_UNCHANGED',
  NoImages: 'NO_IMAGES',
  PageLimitInvalid: 'PAGE_LIMIT_INVALID',
  PageOffsetInvalid: 'PAGE_OFFSET_INVALID',
  PaidBookingDelete: 'PAID_BOOKING_DELETE',
  PasswordChanged: 'PASSWORD_CHANGED',
  PasswordRequired: 'PASSWORD_REQUIRED',
  PasswordTooShort: 'PASSWORD_TOO_SHORT',
  PaxInvalid: 'PAX_INVALID',
  PaxNameTooLong: 'PAX_NAME_TOO_LONG',
  PaymentAmountMismatch: 'PAYMENT_AMOUNT_MISMATCH',
  PaymentNotCaptured: 'PAYMENT_NOT_CAPTURED',
  PaymentPartNotOffered: 'PAYMENT_PART_NOT_OFFERED',
  PaymentProviderUnavailable: 'PAYMENT_PROVIDER_UNAVAILABLE',
  PaymentVerificationFailed: 'PAYMENT_VERIFICATION_FAILED',
  PayAtHotelTooManyNights: 'PAY_AT_HOTEL_TOO_MANY_NIGHTS',
  PayAtHotelTooManyRooms: 'PAY_AT_HOTEL_TOO_MANY_ROOMS',
  RateCalendarRangeInvalid: 'RATE_CALENDAR_RANGE_INVALID',
  RateInvalid: 'RATE_INVALID',
  RateNoRoomsOfType: 'RATE_NO_ROOMS_OF_TYPE',
  RateRoomNotFound: 'RATE_ROOM_NOT_FOUND',
  RateRuleNotFound: 'RATE_RULE_NOT_FOUND',
  RateScopeInvalid: 'RATE_SCOPE_INVALID',
  RefundedCancelled: 'REFUNDED_CANCELLED',
  RefundedRoomGone: 'REFUNDED_ROOM_GONE',
  RefundUnknownYet: 'REFUND_UNKNOWN_YET',
  RegistrationFormCRequired: 'REGISTRATION_FORM_C_REQUIRED',
  RegistrationInvalid: 'REGISTRATION_INVALID',
  RegistrationPartyTooLarge: 'REGISTRATION_PARTY_TOO_LARGE',
  RegistrationVisaExpired: 'REGISTRATION_VISA_EXPIRED',
  RentInvalid: 'RENT_INVALID',
  RentNegative: 'RENT_NEGATIVE',
  RentRequired: 'RENT_REQUIRED',
  ReportFromInvalid: 'REPORT_FROM_INVALID',
  ReportGroupingInvalid: 'REPORT_GROUPING_INVALID',
  ReportRangeInvalid: 'REPORT_RANGE_INVALID',
  ReportToInvalid: 'REPORT_TO_INVALID',
  RoomAmenitiesInvalid: 'ROOM_AMENITIES_INVALID',
  RoomAvailabilityInvalid: 'ROOM_AVAILABILITY_INVALID',
  RoomBlockFromInvalid: 'ROOM_BLOCK_FROM_INVALID',
  RoomBlockFromInPast: 'ROOM_BLOCK_FROM_IN_PAST',
  RoomBlockFromRequired: 'ROOM_BLOCK_FROM_REQUIRED',
  RoomBlockFromTooFar: 'ROOM_BLOCK_FROM_TOO_FAR',
  RoomBlockNightsTaken: 'ROOM_BLOCK_NIGHTS_TAKEN',
  RoomBlockNotFound: 'ROOM_BLOCK_NOT_FOUND',
  RoomBlockReasonRequired: 'ROOM_BLOCK_REASON_REQUIRED',
  RoomBlockReasonTooLong: 'ROOM_BLOCK_REASON_TOO_LONG',
  RoomBlockRoomNotFound: 'ROOM_BLOCK_ROOM_NOT_FOUND',
  RoomBlockTooLong: 'ROOM_BLOCK_TOO_LONG',
  RoomBlockToInvalid: 'ROOM_BLOCK_TO_INVALID',
  RoomBlockToNotAfterFrom: 'ROOM_BLOCK_TO_NOT_AFTER_FROM',
  RoomBlockToRequired: 'ROOM_BLOCK_TO_REQUIRED',
  RoomDescriptionRequired: 'ROOM_DESCRIPTION_REQUIRED',
  RoomDescriptionTooLong: 'ROOM_DESCRIPTION_TOO_LONG',
  RoomDescriptionTooShort: 'ROOM_DESCRIPTION_TOO_SHORT',
  RoomHasUpcomingBookings: 'ROOM_HAS_UPCOMING_BOOKINGS',
  RoomImagesRequired: 'ROOM_IMAGES_REQUIRED',
  RoomImageUrlInvalid: 'ROOM_IMAGE_URL_INVALID',
  RoomMaxCountRange: 'ROOM_MAX_COUNT_RANGE',
  RoomMaxCountRequired: 'ROOM_MAX_COUNT_REQUIRED',
  RoomNameRequired: 'ROOM_NAME_REQUIRED',
  RoomNameTooLong: 'ROOM_NAME_TOO_LONG',
  RoomNotBookable: 'ROOM_NOT_BOOKABLE',
  RoomNotFound: 'ROOM_NOT_FOUND',
  RoomRentInvalid: 'ROOM_RENT_INVALID',
  RoomRentRequired: 'ROOM_RENT_REQUIRED',
  RoomRepeated: 'ROOM_REPEATED',
  RoomRequired: 'ROOM_REQUIRED',
  RoomTypeRequired: 'ROOM_TYPE_REQUIRED',
  RoomTypeUnknown: 'ROOM_TYPE_UNKNOWN',
  SeasonsOverlap: 'SEASONS_OVERLAP',
  SeasonEndsBeforeStart: 'SEASON_ENDS_BEFORE_START',
  SeasonEndInvalid: 'SEASON_END_INVALID',
  SeasonNameRequired: 'SEASON_NAME_REQUIRED',
  SeasonNameTooLong: 'SEASON_NAME_TOO_LONG',
  SeasonStartInvalid: 'SEASON_START_INVALID',
  SeasonTooLong: 'SEASON_TOO_LONG',
  SelfCancelNotAllowed: 'SELF_CANCEL_NOT_ALLOWED',
  SessionExpired: 'SESSION_EXPIRED',
  SessionInvalid: 'SESSION_INVALID',
  SessionNotFound: 'SESSION_NOT_FOUND',
  SettingsAddressInvalid: 'SETTINGS_ADDRESS_INVALID',
  SettingsGstinStateMismatch: 'SETTINGS_GSTIN_STATE_MISMATCH',
  SettingsInvalid: 'SETTINGS_INVALID',
  SettingsLegalNameInvalid: 'SETTINGS_LEGAL_NAME_INVALID',
  SettingsPincodeInvalid: 'SETTINGS_PINCODE_INVALID',
  SettingsPrefixInvalid: 'SETTINGS_PREFIX_INVALID',
  SettingsPrefixTaken: 'SETTINGS_PREFIX_TAKEN',
  SettingsSignatoryInvalid: 'SETTINGS_SIGNATORY_INVALID',
  SettingsStateInvalid: 'SETTINGS_STATE_INVALID',
  SettingsTradeNameInvalid: 'SETTINGS_TRADE_NAME_INVALID',
  SignedOut: 'SIGNED_OUT',
  SimulatedOrderPaid: 'SIMULATED_ORDER_PAID',
  SimulatedOrderUnknown: 'SIMULATED_ORDER_UNKNOWN',
  SpecialRequestTooLong: 'SPECIAL_REQUEST_TOO_LONG',
  StayTooLong: 'STAY_TOO_LONG',
  TooManyAttempts: 'TOO_MANY_ATTEMPTS',
  TooManyGuests: 'TOO_MANY_GUESTS',
  TooManyImages: 'TOO_MANY_IMAGES',
  TooManyRooms: 'TOO_MANY_ROOMS',
  TooManyUnpaidBookings: 'TOO_MANY_UNPAID_BOOKINGS',
  Unauthenticated: 'UNAUTHENTICATED',
  UnsupportedPaymentMethod: 'UNSUPPORTED_PAYMENT_METHOD',
  WebhookSignatureInvalid: 'WEBHOOK_SIGNATURE_INVALID',
  WeekdayInvalid: 'WEEKDAY_INVALID',
  WeekdayRepeated: 'WEEKDAY_REPEATED'
} as const;

export type UserErrorCode = typeof UserErrorCode[keyof typeof UserErrorCode];
/** What Razorpay’s checkout handler receives. */
export type VerifyPaymentInput = {
  /** The method card the guest chose. */
  paymentMethod?: PaymentMethod | null | undefined;
  razorpay_order_id?: string | null | undefined;
  razorpay_payment_id?: string | null | undefined;
  razorpay_signature?: string | null | undefined;
};

export type WeekdayRentInput = {
  /** Rupees, two decimals at most, not negative. */
  rent?: number | null | undefined;
  /** 0 (Sunday) to 6 (Saturday). */
  weekday: number;
};

export type StayPriceFieldsFragment = { nights: number, total: number, taxableValue: number, totalTax: number, ratesIncludeGst: boolean, nightsDiffer: boolean, perNight: Array<{ date: string, total: number, taxableValue: number }>, minimumStay: { nights: number, seasonName: string } | null };

export type StayTaxFieldsFragment = { ratesIncludeGst: boolean, taxableValue: number, totalTax: number, total: number, lines: Array<{ roomId: string, roomName: string, nightsDiffer: boolean, nights: Array<{ date: string, rate: number, taxablePaise: number, cgstPaise: number, sgstPaise: number }> }> };

export type AdminRoomFieldsFragment = { id: string, name: string, description: string, type: RoomType, maxCount: number, rentPerDay: number, isAvailable: boolean, imageUrls: Array<string>, amenities: Array<string> };

export type AdminRoomsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminRoomsQuery = { rooms: Array<{ id: string, name: string, description: string, type: RoomType, maxCount: number, rentPerDay: number, isAvailable: boolean, imageUrls: Array<string>, amenities: Array<string> }> };

export type AdminRoomQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminRoomQuery = { room: { id: string, name: string, description: string, type: RoomType, maxCount: number, rentPerDay: number, isAvailable: boolean, imageUrls: Array<string>, amenities: Array<string> } | null };

export type CreateAdminRoomMutationVariables = Exact<{
  input: RoomInput;
}>;


export type CreateAdminRoomMutation = { createRoom: { errors: Array<{ field: string | null, code: UserErrorCode, message: string }>, room: { id: string, name: string, description: string, type: RoomType, maxCount: number, rentPerDay: number, isAvailable: boolean, imageUrls: Array<string>, amenities: Array<string> } | null } };

export type UpdateAdminRoomMutationVariables = Exact<{
  id: string | number;
  input: RoomInput;
}>;


export type UpdateAdminRoomMutation = { updateRoom: { errors: Array<{ field: string | null, code: UserErrorCode, message: string }>, room: { id: string, name: string, description: string, type: RoomType, maxCount: number, rentPerDay: number, isAvailable: boolean, imageUrls: Array<string>, amenities: Array<string> } | null } };

export type DeleteAdminRoomMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteAdminRoomMutation = { deleteRoom: { deleted: boolean | null, errors: Array<{ field: string | null, code: UserErrorCode, message: string }> } };

export type RoomClosedNightsFieldsFragment = { id: string, startsOn: string, endsOn: string, reason: string, createdBy: string, liftedAt: string | null };

export type RoomClosedNightsQueryVariables = Exact<{
  roomId: string | number;
}>;


export type RoomClosedNightsQuery = { roomBlocks: Array<{ id: string, startsOn: string, endsOn: string, reason: string, createdBy: string, liftedAt: string | null }> };

export type RoomUpcomingStaysQueryVariables = Exact<{
  id: string | number;
}>;


export type RoomUpcomingStaysQuery = { room: { id: string, upcomingStays: Array<{ bookingId: string, bookCode: string, guestName: string, status: BookingStatus, checkIn: string, checkOut: string }> } | null };

export type ChangeAdminPasswordMutationVariables = Exact<{
  currentPassword: string;
  newPassword: string;
}>;


export type ChangeAdminPasswordMutation = { changePassword: { token: string | null, expiresAt: string | null, errors: Array<{ field: string | null, code: UserErrorCode, message: string }> } };

export type AdminBookingsQueryVariables = Exact<{
  offset: number;
  limit: number;
  search?: string | null | undefined;
  status?: Array<BookingStatus> | BookingStatus | null | undefined;
  stayFrom?: string | null | undefined;
  stayTo?: string | null | undefined;
  sort?: BookingSort | null | undefined;
}>;


export type AdminBookingsQuery = { bookings: { total: number, items: Array<{ id: string, bookCode: string, userName: string, checkIn: string, checkOut: string, nights: number, totalAmount: number, status: BookingStatus, paymentStatus: BookingPaymentStatus, paymentMethod: PaymentMethod | null, balanceDue: number }> } };

export type AdminBookingRoomTypesQueryVariables = Exact<{
  offset: number;
  limit: number;
  search?: string | null | undefined;
  status?: Array<BookingStatus> | BookingStatus | null | undefined;
  stayFrom?: string | null | undefined;
  stayTo?: string | null | undefined;
  sort?: BookingSort | null | undefined;
}>;


export type AdminBookingRoomTypesQuery = { bookings: { items: Array<{ id: string, lines: Array<{ roomName: string, roomType: RoomType }> }> } };

export type AdminDeleteBookingMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminDeleteBookingMutation = { deleteBooking: { deleted: boolean | null, errors: Array<{ message: string }> } };

export type AdminBookingDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminBookingDetailQuery = { booking: { id: string, bookCode: string, userName: string, userEmail: string, userPhone: string, checkIn: string, checkOut: string, nights: number, totalAmount: number, status: BookingStatus, paymentStatus: BookingPaymentStatus, paymentMethod: PaymentMethod | null, holdExpiresAt: string | null, createdAt: string, arrivalTime: string | null, specialRequest: string | null, lines: Array<{ id: string, roomName: string, roomType: RoomType, ratePaise: number, amountPaise: number, pax: Array<{ name: string }> }> } | null };

export type AdminCancellationTermsFragment = { refundPercent: number, paidPaise: number, refundPaise: number, freeUntil: string, rule: CancellationRule, windowHours: number, summary: string };

export type AdminCancellationTermsQueryVariables = Exact<{
  bookingId: string | number;
}>;


export type AdminCancellationTermsQuery = { cancellationTerms: { refundPercent: number, paidPaise: number, refundPaise: number, freeUntil: string, rule: CancellationRule, windowHours: number, summary: string } };

export type AdminCancelBookingMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminCancelBookingMutation = { cancelBooking: { errors: Array<{ message: string }>, booking: { id: string, status: BookingStatus, paymentStatus: BookingPaymentStatus } | null, refunds: Array<{ id: string, amountPaise: number, status: RefundStatus }> | null, terms: { refundPercent: number, paidPaise: number, refundPaise: number, freeUntil: string, rule: CancellationRule, windowHours: number, summary: string } | null } };

export type AdminBookingCalendarQueryVariables = Exact<{
  from: string;
  days: number;
}>;


export type AdminBookingCalendarQuery = { bookingCalendar: { from: string, to: string, rooms: Array<{ id: string, name: string, type: RoomType, isAvailable: boolean }>, entries: Array<{ roomId: string, bookingId: string, bookCode: string, guestName: string, checkIn: string, checkOut: string, status: BookingStatus, paymentStatus: BookingPaymentStatus, holdExpiresAt: string | null }>, blocks: Array<{ id: string, roomId: string, startsOn: string, endsOn: string, reason: string }>, nights: Array<{ date: string, occupied: number, forSale: number }> } };

export type AdminContactMessagesQueryVariables = Exact<{
  offset: number;
  limit: number;
}>;


export type AdminContactMessagesQuery = { contactMessages: { total: number, items: Array<{ id: string, name: string, email: string, subject: string | null, message: string, inquiryType: ContactInquiryType, source: string, createdAt: string }> } };

export type AdminLedgerEntryFragment = { payment: { id: string, bookingId: string | null, provider: PaymentProviderName, method: PaymentMethod | null, status: PaymentAttemptStatus, amountPaise: number, currency: string, razorpayOrderId: string | null, razorpayPaymentId: string | null, refundedPaise: number, failureReason: string | null, mismatchReason: string | null, paidAt: string | null, createdAt: string, booking: { id: string, bookCode: string, userName: string } | null } };

export type AdminPaymentsQueryVariables = Exact<{
  bookingId?: string | number | null | undefined;
  status?: PaymentAttemptStatus | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
  offset: number;
  limit: number;
}>;


export type AdminPaymentsQuery = { payments: { total: number, entries: Array<{ payment: { id: string, bookingId: string | null, provider: PaymentProviderName, method: PaymentMethod | null, status: PaymentAttemptStatus, amountPaise: number, currency: string, razorpayOrderId: string | null, razorpayPaymentId: string | null, refundedPaise: number, failureReason: string | null, mismatchReason: string | null, paidAt: string | null, createdAt: string, booking: { id: string, bookCode: string, userName: string } | null } }>, totals: { receivedPaise: number, refundedPaise: number, netPaise: number, pendingAtHotelPaise: number, attempts: number, byMethod: Array<{ method: PaymentMethod, amountPaise: number, entries: number }> } } };

export type AdminUsersQueryVariables = Exact<{
  offset: number;
  limit: number;
}>;


export type AdminUsersQuery = { users: { total: number, items: Array<{ id: string, name: string, email: string, phone: string, address: { city: string | null, country: string | null } }> } };

export type AdminDeleteUserMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminDeleteUserMutation = { deleteUser: { deleted: boolean | null, errors: Array<{ message: string }> } };

export type AdminBookingDocumentsQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminBookingDocumentsQuery = { booking: { id: string, status: BookingStatus, paymentStatus: BookingPaymentStatus, paidAmount: number, totalPaise: number, documents: Array<{ id: string, kind: TaxDocumentKind, number: string, issueDate: string, total: number, originalNumber: string | null, reason: string | null }> } | null };

export type DeskFreeRoomsQueryVariables = Exact<{
  checkIn: string;
  checkOut: string;
  guests: number;
}>;


export type DeskFreeRoomsQuery = { availableRooms: Array<{ id: string, name: string, type: RoomType, maxCount: number, rentPerDay: number, stayPrice: { nights: number, total: number, taxableValue: number, totalTax: number, ratesIncludeGst: boolean, nightsDiffer: boolean, perNight: Array<{ date: string, total: number, taxableValue: number }>, minimumStay: { nights: number, seasonName: string } | null } }> };

export type CreateDeskBookingMutationVariables = Exact<{
  input: DeskBookingInput;
}>;


export type CreateDeskBookingMutation = { createDeskBooking: { paymentLink: string | null, errors: Array<{ field: string | null, code: UserErrorCode, message: string }>, booking: { id: string, bookCode: string, status: BookingStatus, paymentStatus: BookingPaymentStatus } | null } };

export type AdminBookingByCodeQueryVariables = Exact<{
  code: string;
}>;


export type AdminBookingByCodeQuery = { bookingByCode: { id: string } | null };

export type BookingChangesBookingQueryVariables = Exact<{
  id: string | number;
}>;


export type BookingChangesBookingQuery = { booking: { id: string, bookCode: string, status: BookingStatus, checkIn: string, checkOut: string, nights: number, totalAmount: number, userName: string, userEmail: string, userPhone: string, notes: string | null, businessName: string | null, businessGstin: string | null, lines: Array<{ id: string, roomId: string, roomName: string, roomType: RoomType, pax: Array<{ name: string }> }> } | null };

export type BookingChangePreviewQueryVariables = Exact<{
  input: ChangeBookingInput;
}>;


export type BookingChangePreviewQuery = { bookingChangePreview: { total: number, nights: number, difference: number, balanceDue: number } };

export type ChangeBookingMutationVariables = Exact<{
  input: ChangeBookingInput;
}>;


export type ChangeBookingMutation = { changeBooking: { difference: number | null, balanceDue: number | null, errors: Array<{ field: string | null, code: UserErrorCode, message: string }>, booking: { id: string, checkIn: string, checkOut: string, nights: number, totalAmount: number, paymentStatus: BookingPaymentStatus, lines: Array<{ id: string, roomId: string, roomName: string, roomType: RoomType, ratePaise: number, amountPaise: number }> } | null } };

export type UpdateBookingDetailsMutationVariables = Exact<{
  input: BookingDetailsInput;
}>;


export type UpdateBookingDetailsMutation = { updateBookingDetails: { errors: Array<{ field: string | null, code: UserErrorCode, message: string }>, booking: { id: string, userName: string, userEmail: string, userPhone: string, notes: string | null, businessName: string | null, businessGstin: string | null } | null } };

export type DeskStayPriceQueryVariables = Exact<{
  checkIn: string;
  checkOut: string;
  lines: Array<BookingInfoInput> | BookingInfoInput;
}>;


export type DeskStayPriceQuery = { priceQuote: { nights: number, totalAmount: number, tax: { ratesIncludeGst: boolean, taxableValue: number, totalTax: number, total: number } } };

export type DeskMoneyFiguresFragment = { id: string, bookCode: string, status: BookingStatus, paymentStatus: BookingPaymentStatus, paymentMethod: PaymentMethod | null, totalAmount: number, paidAmount: number, balanceDue: number };

export type DeskMoneyEntryFragment = { id: string, provider: PaymentProviderName, method: PaymentMethod | null, status: PaymentAttemptStatus, amountPaise: number, refundedPaise: number, receiptNumber: string | null, reference: string | null, note: string | null, recordedBy: string | null, reversesPaymentId: string | null, paidAt: string | null, createdAt: string };

export type DeskMoneyQueryVariables = Exact<{
  bookingId: string | number;
}>;


export type DeskMoneyQuery = { booking: { id: string, bookCode: string, status: BookingStatus, paymentStatus: BookingPaymentStatus, paymentMethod: PaymentMethod | null, totalAmount: number, paidAmount: number, balanceDue: number } | null, payments: { entries: Array<{ payment: { id: string, provider: PaymentProviderName, method: PaymentMethod | null, status: PaymentAttemptStatus, amountPaise: number, refundedPaise: number, receiptNumber: string | null, reference: string | null, note: string | null, recordedBy: string | null, reversesPaymentId: string | null, paidAt: string | null, createdAt: string } }> } };

export type RecordDeskPaymentMutationVariables = Exact<{
  input: RecordPaymentInput;
}>;


export type RecordDeskPaymentMutation = { recordPayment: { errors: Array<{ field: string | null, code: UserErrorCode, message: string }>, payment: { id: string, provider: PaymentProviderName, method: PaymentMethod | null, status: PaymentAttemptStatus, amountPaise: number, refundedPaise: number, receiptNumber: string | null, reference: string | null, note: string | null, recordedBy: string | null, reversesPaymentId: string | null, paidAt: string | null, createdAt: string } | null, booking: { id: string, bookCode: string, status: BookingStatus, paymentStatus: BookingPaymentStatus, paymentMethod: PaymentMethod | null, totalAmount: number, paidAmount: number, balanceDue: number } | null } };

export type ReverseDeskPaymentMutationVariables = Exact<{
  paymentId: string | number;
  reason: string;
}>;


export type ReverseDeskPaymentMutation = { reversePayment: { errors: Array<{ field: string | null, code: UserErrorCode, message: string }>, payment: { id: string, provider: PaymentProviderName, method: PaymentMethod | null, status: PaymentAttemptStatus, amountPaise: number, refundedPaise: number, receiptNumber: string | null, reference: string | null, note: string | null, recordedBy: string | null, reversesPaymentId: string | null, paidAt: string | null, createdAt: string } | null, booking: { id: string, bookCode: string, status: BookingStatus, paymentStatus: BookingPaymentStatus, paymentMethod: PaymentMethod | null, totalAmount: number, paidAmount: number, balanceDue: number } | null } };

export type RefundGoodwillMutationVariables = Exact<{
  input: GoodwillRefundInput;
}>;


export type RefundGoodwillMutation = { refundGoodwill: { errors: Array<{ field: string | null, code: UserErrorCode, message: string }>, refunds: Array<{ id: string, amountPaise: number, status: RefundStatus }> | null, booking: { id: string, bookCode: string, status: BookingStatus, paymentStatus: BookingPaymentStatus, paymentMethod: PaymentMethod | null, totalAmount: number, paidAmount: number, balanceDue: number } | null } };

export type DeskReceiptQueryVariables = Exact<{
  paymentId: string | number;
}>;


export type DeskReceiptQuery = { receipt: { paymentId: string, receiptNumber: string, hotelName: string, hotelAddress: Array<string>, hotelPhone: string, hotelEmail: string, paidAt: string, paidAtText: string, bookCode: string, bookingId: string | null, guestName: string | null, stayText: string | null, rooms: Array<string>, amount: number, amountInWords: string, method: PaymentMethod | null, reference: string | null, note: string | null, receivedBy: string | null, reversal: { at: string, atText: string, note: string | null, by: string | null } | null } };

export type BookingHistoryQueryVariables = Exact<{
  id: string | number;
}>;


export type BookingHistoryQuery = { booking: { id: string, status: BookingStatus, paymentStatus: BookingPaymentStatus, checkIn: string, checkOut: string, paidAmount: number, userName: string, notes: string | null, history: Array<{ id: string, at: string, actor: string, action: string, detail: string }> } | null };

export type AdminRatePlansQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminRatePlansQuery = { ratePlans: Array<{ roomType: RoomType, roomId: string | null, roomName: string | null, scope: string, roomCount: number, baseRent: { rent: number, gstWarning: string | null } | null, weekdayRents: Array<{ id: string, weekday: number, rent: number, gstWarning: string | null }>, seasons: Array<{ id: string, name: string, startsOn: string, endsOn: string, rent: number, minStay: number, roomType: RoomType | null, roomId: string | null, scope: string, gstWarning: string | null }> }> };

export type AdminRateCalendarQueryVariables = Exact<{
  from: string;
  to: string;
  roomType?: RoomType | null | undefined;
}>;


export type AdminRateCalendarQuery = { rateCalendar: { from: string, to: string, ratesIncludeGst: boolean, rooms: Array<{ roomId: string, roomName: string, roomType: RoomType, isAvailable: boolean, nights: Array<{ date: string, price: number, source: RentSource, seasonName: string | null, gstRateBp: number, minStay: number }> }> } };

export type AdminRentGstCheckQueryVariables = Exact<{
  rent: number;
  from?: string | null | undefined;
  to?: string | null | undefined;
}>;


export type AdminRentGstCheckQuery = { rentGstCheck: { rent: number, ratesIncludeGst: boolean, gstRateBp: number, taxable: number, gst: number, guestPays: number, gstWarning: string | null } };

export type SetBaseRentMutationVariables = Exact<{
  input: SetBaseRentInput;
}>;


export type SetBaseRentMutation = { setBaseRent: { errors: Array<{ field: string | null, code: UserErrorCode, message: string }>, baseRent: { roomType: RoomType | null, roomId: string | null, rent: number, roomsChanged: number, gstWarning: string | null } | null } };

export type SetWeekdayRentsMutationVariables = Exact<{
  input: SetWeekdayRentsInput;
}>;


export type SetWeekdayRentsMutation = { setWeekdayRents: { errors: Array<{ field: string | null, code: UserErrorCode, message: string }>, weekdayRents: { rents: Array<{ id: string, weekday: number, rent: number, gstWarning: string | null }> } | null } };

export type SaveSeasonMutationVariables = Exact<{
  input: SaveSeasonInput;
}>;


export type SaveSeasonMutation = { saveSeason: { errors: Array<{ field: string | null, code: UserErrorCode, message: string }>, season: { id: string, name: string, startsOn: string, endsOn: string, rent: number, minStay: number, scope: string, gstWarning: string | null } | null } };

export type DeleteRateRuleMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteRateRuleMutation = { deleteRateRule: { deleted: boolean | null, errors: Array<{ field: string | null, code: UserErrorCode, message: string }> } };

export type GstRateAmountsFieldsFragment = { placeOfSupply: string, rateBp: number, taxable: number, cgst: number, sgst: number };

export type GstAmountsFieldsFragment = { taxable: number, cgst: number, sgst: number };

export type GstSummaryQueryVariables = Exact<{
  month: string;
}>;


export type GstSummaryQuery = { gstSummary: { month: string, from: string, to: string, b2b: Array<{ recipientGstin: string, recipientName: string, invoiceNumber: string, invoiceDate: string, invoiceValue: number, placeOfSupply: string, rateBp: number, taxable: number, cgst: number, sgst: number }>, b2c: Array<{ placeOfSupply: string, rateBp: number, taxable: number, cgst: number, sgst: number }>, advancesReceived: Array<{ placeOfSupply: string, rateBp: number, taxable: number, cgst: number, sgst: number }>, advancesAdjusted: Array<{ placeOfSupply: string, rateBp: number, taxable: number, cgst: number, sgst: number }>, creditNotes: Array<{ number: string, date: string, originalInvoiceNumber: string | null, recipientGstin: string | null, recipientName: string, placeOfSupply: string, rateBp: number, taxable: number, cgst: number, sgst: number }>, documents: Array<{ kind: string, nature: string, series: string, fromNumber: string, toNumber: string, count: number, cancelled: number }>, totals: { invoices: { taxable: number, cgst: number, sgst: number }, creditNotes: { taxable: number, cgst: number, sgst: number }, advancesReceived: { taxable: number, cgst: number, sgst: number }, advancesAdjusted: { taxable: number, cgst: number, sgst: number }, net: { taxable: number, cgst: number, sgst: number } } } };

export type HotelReportQueryVariables = Exact<{
  from: string;
  to: string;
}>;


export type HotelReportQuery = { reports: { from: string, to: string, days: Array<{ period: string, roomNightsAvailable: number, roomNightsSold: number, occupancyPercent: number, roomRevenue: number, adr: number, revpar: number, moneyReceivedTotal: number, refunds: number, netReceived: number, moneyReceived: Array<{ method: PaymentMethod, amount: number }> }>, months: Array<{ period: string, roomNightsAvailable: number, roomNightsSold: number, occupancyPercent: number, roomRevenue: number, adr: number, revpar: number, moneyReceivedTotal: number, refunds: number, netReceived: number, moneyReceived: Array<{ method: PaymentMethod, amount: number }> }>, totals: { period: string, roomNightsAvailable: number, roomNightsSold: number, occupancyPercent: number, roomRevenue: number, adr: number, revpar: number, moneyReceivedTotal: number, refunds: number, netReceived: number, moneyReceived: Array<{ method: PaymentMethod, amount: number }> } } };

export type ReportRowFieldsFragment = { period: string, roomNightsAvailable: number, roomNightsSold: number, occupancyPercent: number, roomRevenue: number, adr: number, revpar: number, moneyReceivedTotal: number, refunds: number, netReceived: number, moneyReceived: Array<{ method: PaymentMethod, amount: number }> };

export type HotelSettingsFieldsFragment = { legalName: string, tradeName: string, address: string, pincode: string, stateCode: string, stateName: string, gstin: string, invoicePrefix: string, signatory: string, updatedAt: string };

export type HotelSettingsPageQueryVariables = Exact<{ [key: string]: never; }>;


export type HotelSettingsPageQuery = { hotelSettings: { legalName: string, tradeName: string, address: string, pincode: string, stateCode: string, stateName: string, gstin: string, invoicePrefix: string, signatory: string, updatedAt: string }, gstFacts: { ratesIncludeGst: boolean, roomSac: string, schedules: Array<{ from: string, until: string | null, inForce: boolean, source: string, slabs: Array<{ rateBp: number, aboveTaxable: number | null, upToTaxable: number | null, upToInclusiveRent: number | null }>, inclusiveBands: Array<{ from: number, to: number, rateBp: number }> }>, states: Array<{ code: string, name: string }> } };

export type UpdateHotelSettingsMutationVariables = Exact<{
  input: HotelSettingsInput;
}>;


export type UpdateHotelSettingsMutation = { updateHotelSettings: { errors: Array<{ field: string | null, code: UserErrorCode, message: string }>, settings: { legalName: string, tradeName: string, address: string, pincode: string, stateCode: string, stateName: string, gstin: string, invoicePrefix: string, signatory: string, updatedAt: string } | null } };

export type DeskStayBookingFragment = { id: string, bookCode: string, userName: string, userPhone: string, checkIn: string, checkOut: string, nights: number, status: BookingStatus, paymentStatus: BookingPaymentStatus, holdExpiresAt: string | null, checkedInAt: string | null, checkedOutAt: string | null, totalPaise: number, arrivalTime: string | null, specialRequest: string | null, lines: Array<{ id: string, roomName: string }> };

export type FrontDeskRowFragment = { balanceDue: number, balanceDuePaise: number, booking: { id: string, bookCode: string, userName: string, userPhone: string, checkIn: string, checkOut: string, nights: number, status: BookingStatus, paymentStatus: BookingPaymentStatus, holdExpiresAt: string | null, checkedInAt: string | null, checkedOutAt: string | null, totalPaise: number, arrivalTime: string | null, specialRequest: string | null, lines: Array<{ id: string, roomName: string }> } };

export type FrontDeskQueryVariables = Exact<{
  date?: string | null | undefined;
}>;


export type FrontDeskQuery = { frontDesk: { date: string, arrivals: Array<{ balanceDue: number, balanceDuePaise: number, booking: { id: string, bookCode: string, userName: string, userPhone: string, checkIn: string, checkOut: string, nights: number, status: BookingStatus, paymentStatus: BookingPaymentStatus, holdExpiresAt: string | null, checkedInAt: string | null, checkedOutAt: string | null, totalPaise: number, arrivalTime: string | null, specialRequest: string | null, lines: Array<{ id: string, roomName: string }> } }>, inHouse: Array<{ balanceDue: number, balanceDuePaise: number, booking: { id: string, bookCode: string, userName: string, userPhone: string, checkIn: string, checkOut: string, nights: number, status: BookingStatus, paymentStatus: BookingPaymentStatus, holdExpiresAt: string | null, checkedInAt: string | null, checkedOutAt: string | null, totalPaise: number, arrivalTime: string | null, specialRequest: string | null, lines: Array<{ id: string, roomName: string }> } }>, departures: Array<{ balanceDue: number, balanceDuePaise: number, booking: { id: string, bookCode: string, userName: string, userPhone: string, checkIn: string, checkOut: string, nights: number, status: BookingStatus, paymentStatus: BookingPaymentStatus, holdExpiresAt: string | null, checkedInAt: string | null, checkedOutAt: string | null, totalPaise: number, arrivalTime: string | null, specialRequest: string | null, lines: Array<{ id: string, roomName: string }> } }>, unpaid: Array<{ balanceDue: number, balanceDuePaise: number, booking: { id: string, bookCode: string, userName: string, userPhone: string, checkIn: string, checkOut: string, nights: number, status: BookingStatus, paymentStatus: BookingPaymentStatus, holdExpiresAt: string | null, checkedInAt: string | null, checkedOutAt: string | null, totalPaise: number, arrivalTime: string | null, specialRequest: string | null, lines: Array<{ id: string, roomName: string }> } }>, holdsExpiring: Array<{ balanceDue: number, balanceDuePaise: number, booking: { id: string, bookCode: string, userName: string, userPhone: string, checkIn: string, checkOut: string, nights: number, status: BookingStatus, paymentStatus: BookingPaymentStatus, holdExpiresAt: string | null, checkedInAt: string | null, checkedOutAt: string | null, totalPaise: number, arrivalTime: string | null, specialRequest: string | null, lines: Array<{ id: string, roomName: string }> } }>, figures: { roomsOccupied: number, roomsTotal: number, arrivals: number, departures: number, cashToCollect: number } } };

export type GuestRegistrationFactsFragment = { id: string, idType: GuestIdType, idNumber: string, adults: number, children: number, nationality: string, passportNumber: string | null, visaNumber: string | null, visaValidUntil: string | null, note: string | null, recordedBy: string, createdAt: string };

export type DeskStayQueryVariables = Exact<{
  id: string | number;
}>;


export type DeskStayQuery = { booking: { balanceDue: number, id: string, bookCode: string, userName: string, userPhone: string, checkIn: string, checkOut: string, nights: number, status: BookingStatus, paymentStatus: BookingPaymentStatus, holdExpiresAt: string | null, checkedInAt: string | null, checkedOutAt: string | null, totalPaise: number, arrivalTime: string | null, specialRequest: string | null, registration: { id: string, idType: GuestIdType, idNumber: string, adults: number, children: number, nationality: string, passportNumber: string | null, visaNumber: string | null, visaValidUntil: string | null, note: string | null, recordedBy: string, createdAt: string } | null, lines: Array<{ id: string, roomName: string }> } | null };

export type CheckInGuestMutationVariables = Exact<{
  bookingId: string | number;
  registration: CheckInInput;
}>;


export type CheckInGuestMutation = { checkIn: { errors: Array<{ field: string | null, code: UserErrorCode, message: string }>, booking: { balanceDue: number, id: string, bookCode: string, userName: string, userPhone: string, checkIn: string, checkOut: string, nights: number, status: BookingStatus, paymentStatus: BookingPaymentStatus, holdExpiresAt: string | null, checkedInAt: string | null, checkedOutAt: string | null, totalPaise: number, arrivalTime: string | null, specialRequest: string | null, registration: { id: string, idType: GuestIdType, idNumber: string, adults: number, children: number, nationality: string, passportNumber: string | null, visaNumber: string | null, visaValidUntil: string | null, note: string | null, recordedBy: string, createdAt: string } | null, lines: Array<{ id: string, roomName: string }> } | null } };

export type CheckOutGuestMutationVariables = Exact<{
  bookingId: string | number;
}>;


export type CheckOutGuestMutation = { checkOut: { errors: Array<{ field: string | null, code: UserErrorCode, message: string }>, booking: { balanceDue: number, id: string, bookCode: string, userName: string, userPhone: string, checkIn: string, checkOut: string, nights: number, status: BookingStatus, paymentStatus: BookingPaymentStatus, holdExpiresAt: string | null, checkedInAt: string | null, checkedOutAt: string | null, totalPaise: number, arrivalTime: string | null, specialRequest: string | null, lines: Array<{ id: string, roomName: string }> } | null } };

export type MarkNoShowMutationVariables = Exact<{
  bookingId: string | number;
}>;


export type MarkNoShowMutation = { markNoShow: { message: string | null, errors: Array<{ field: string | null, code: UserErrorCode, message: string }>, booking: { balanceDue: number, id: string, bookCode: string, userName: string, userPhone: string, checkIn: string, checkOut: string, nights: number, status: BookingStatus, paymentStatus: BookingPaymentStatus, holdExpiresAt: string | null, checkedInAt: string | null, checkedOutAt: string | null, totalPaise: number, arrivalTime: string | null, specialRequest: string | null, lines: Array<{ id: string, roomName: string }> } | null } };

export type BanquetHallsQueryVariables = Exact<{ [key: string]: never; }>;


export type BanquetHallsQuery = { halls: Array<{ id: string, name: string, description: string, photoUrls: Array<string>, seatedCapacity: number, floatingCapacity: number, sessions: Array<{ id: string, name: string, startsAt: string, endsAt: string, rent: number }> }> };

export type BanquetMenusAndTermsQueryVariables = Exact<{ [key: string]: never; }>;


export type BanquetMenusAndTermsQuery = { menuPackages: Array<{ id: string, name: string, diet: MenuDiet, pricePerPlate: number, minPlates: number, dishes: Array<string> }>, banquetTerms: { advancePercent: number, guaranteeCutoffDays: number, holdHours: number, hallGstBp: number, cateringGstBp: number, milestones: Array<{ label: string, percent: number, daysBefore: number }>, cancellationScale: Array<{ minDaysBefore: number, refundPercent: number }> } };

export type HallAvailabilityQueryVariables = Exact<{
  hallId: string | number;
  from: string;
  to: string;
}>;


export type HallAvailabilityQuery = { hallAvailability: Array<{ date: string, sessionId: string, status: SlotStatus }> };

export type BanquetEstimateQueryVariables = Exact<{
  input: BanquetEstimateInput;
}>;


export type BanquetEstimateQuery = { banquetEstimate: { gst: number, total: number, lines: Array<{ kind: EventLineKind, description: string, sac: string, quantity: number, unitPaise: number, rateBp: number, amount: number }>, taxes: Array<{ sac: string, rateBp: number, cgstPaise: number, sgstPaise: number }> } };

export type RequestEventMutationVariables = Exact<{
  input: RequestEventInput;
}>;


export type RequestEventMutation = { requestEvent: { errors: Array<{ field: string | null, code: UserErrorCode, message: string }>, enquiry: { reference: string, status: EventStatus, eventDate: string, email: string } | null } };

export type BookableRoomFragment = { id: string, name: string, description: string, type: RoomType, maxCount: number, rentPerDay: number, imageUrls: Array<string>, amenities: Array<string> };

export type RoomsForStayQueryVariables = Exact<{
  checkIn: string;
  checkOut: string;
}>;


export type RoomsForStayQuery = { availableRooms: Array<{ id: string, name: string, description: string, type: RoomType, maxCount: number, rentPerDay: number, imageUrls: Array<string>, amenities: Array<string>, stayPrice: { nights: number, total: number, taxableValue: number, totalTax: number, ratesIncludeGst: boolean, nightsDiffer: boolean, perNight: Array<{ date: string, total: number, taxableValue: number }>, minimumStay: { nights: number, seasonName: string } | null } }> };

export type RoomOffersQueryVariables = Exact<{
  checkIn: string;
  checkOut: string;
}>;


export type RoomOffersQuery = { roomOffers: Array<{ type: RoomType, sleeps: number, left: number, rooms: Array<{ id: string, name: string, stayTotal: number }> }> };

export type NearestFreeStaysQueryVariables = Exact<{
  checkIn: string;
  checkOut: string;
  guests: number;
  rooms: number;
}>;


export type NearestFreeStaysQuery = { nearestFreeStays: Array<{ checkIn: string, checkOut: string }> };

export type ChosenRoomsQueryVariables = Exact<{ [key: string]: never; }>;


export type ChosenRoomsQuery = { rooms: Array<{ id: string, name: string, description: string, type: RoomType, maxCount: number, rentPerDay: number, imageUrls: Array<string>, amenities: Array<string> }> };

export type StayPriceQueryVariables = Exact<{
  checkIn: string;
  checkOut: string;
  bookingInfo?: Array<BookingInfoInput> | BookingInfoInput | null | undefined;
}>;


export type StayPriceQuery = { priceQuote: { nights: number, totalAmount: number, lines: Array<{ roomId: string, amountPaise: number }>, tax: { ratesIncludeGst: boolean, taxableValue: number, totalTax: number, total: number, lines: Array<{ roomId: string, roomName: string, nightsDiffer: boolean, nights: Array<{ date: string, rate: number, taxablePaise: number, cgstPaise: number, sgstPaise: number }> }> } } };

export type SaveGuestMutationVariables = Exact<{
  name: string;
  email: string;
  phone: string;
  street?: string | null | undefined;
  street2?: string | null | undefined;
  city?: string | null | undefined;
  state?: string | null | undefined;
  zip?: string | null | undefined;
  country?: string | null | undefined;
}>;


export type SaveGuestMutation = { upsertGuest: { guest: { id: string } | null, errors: Array<{ field: string | null, code: UserErrorCode, message: string }> } };

export type CheckQuoteQueryVariables = Exact<{
  quote: QuoteInput;
}>;


export type CheckQuoteQuery = { priceQuote: { totalPaise: number } };

export type SendContactMessageMutationVariables = Exact<{
  input: ContactMessageInput;
}>;


export type SendContactMessageMutation = { sendContactMessage: { errors: Array<{ field: string | null, code: UserErrorCode, message: string }>, contactMessage: { id: string } | null } };

export type LandingPageRoomsQueryVariables = Exact<{ [key: string]: never; }>;


export type LandingPageRoomsQuery = { rooms: Array<{ id: string, name: string, type: RoomType, rentPerDay: number, maxCount: number, imageUrls: Array<string>, amenities: Array<string> }> };

export type WizardAvailableRoomsQueryVariables = Exact<{
  checkIn: string;
  checkOut: string;
  guests: number;
}>;


export type WizardAvailableRoomsQuery = { availableRooms: Array<{ id: string, name: string, type: RoomType, rentPerDay: number, maxCount: number, imageUrls: Array<string>, amenities: Array<string>, stayPrice: { nights: number, total: number, taxableValue: number, totalTax: number, ratesIncludeGst: boolean, nightsDiffer: boolean, perNight: Array<{ date: string, total: number, taxableValue: number }>, minimumStay: { nights: number, seasonName: string } | null } }> };

export type PaymentBookingFieldsFragment = { id: string, bookCode: string, userName: string, userEmail: string, userPhone: string, checkIn: string, checkOut: string, nights: number, totalPaise: number, totalAmount: number, status: BookingStatus, paymentStatus: BookingPaymentStatus, paymentMethod: PaymentMethod | null, holdExpiresAt: string | null, createdAt: string, cancellationPolicy: string | null, businessName: string | null, businessGstin: string | null, paidAmount: number, balanceDue: number, paymentReference: string | null, documents: Array<{ id: string, kind: TaxDocumentKind, number: string, issueDate: string, total: number }>, lines: Array<{ id: string, roomId: string, roomName: string, roomType: RoomType, ratePaise: number, amountPaise: number }>, guests: { adults: number, children: number } | null, tax: { ratesIncludeGst: boolean, taxableValue: number, totalTax: number, total: number, lines: Array<{ roomId: string, roomName: string, nightsDiffer: boolean, nights: Array<{ date: string, rate: number, taxablePaise: number, cgstPaise: number, sgstPaise: number }> }> } };

export type PaymentRecordFieldsFragment = { id: string, bookingId: string | null, provider: PaymentProviderName, method: PaymentMethod | null, status: PaymentAttemptStatus, amountPaise: number, currency: string, razorpayOrderId: string | null, razorpayPaymentId: string | null, paidAt: string | null, createdAt: string };

export type PaymentBookingQueryVariables = Exact<{
  id: string | number;
}>;


export type PaymentBookingQuery = { booking: { id: string, bookCode: string, userName: string, userEmail: string, userPhone: string, checkIn: string, checkOut: string, nights: number, totalPaise: number, totalAmount: number, status: BookingStatus, paymentStatus: BookingPaymentStatus, paymentMethod: PaymentMethod | null, holdExpiresAt: string | null, createdAt: string, cancellationPolicy: string | null, businessName: string | null, businessGstin: string | null, paidAmount: number, balanceDue: number, paymentReference: string | null, documents: Array<{ id: string, kind: TaxDocumentKind, number: string, issueDate: string, total: number }>, lines: Array<{ id: string, roomId: string, roomName: string, roomType: RoomType, ratePaise: number, amountPaise: number }>, guests: { adults: number, children: number } | null, tax: { ratesIncludeGst: boolean, taxableValue: number, totalTax: number, total: number, lines: Array<{ roomId: string, roomName: string, nightsDiffer: boolean, nights: Array<{ date: string, rate: number, taxablePaise: number, cgstPaise: number, sgstPaise: number }> }> } } | null };

export type PaymentPriceQuoteQueryVariables = Exact<{
  quote: QuoteInput;
}>;


export type PaymentPriceQuoteQuery = { priceQuote: { nights: number, totalPaise: number, totalAmount: number, lines: Array<{ roomId: string, roomName: string, roomType: RoomType, ratePaise: number, amountPaise: number }>, tax: { ratesIncludeGst: boolean, taxableValue: number, totalTax: number, total: number, lines: Array<{ roomId: string, roomName: string, nightsDiffer: boolean, nights: Array<{ date: string, rate: number, taxablePaise: number, cgstPaise: number, sgstPaise: number }> }> } } };

export type CreatePaymentOrderMutationVariables = Exact<{
  bookingId?: string | number | null | undefined;
  quote?: QuoteInput | null | undefined;
  idempotencyKey?: string | null | undefined;
  part?: PaymentPart | null | undefined;
}>;


export type CreatePaymentOrderMutation = { createPaymentOrder: { errors: Array<{ field: string | null, code: UserErrorCode, message: string }>, checkout: { orderId: string, amount: number, currency: string, receipt: string, keyId: string, part: PaymentPart, booking: { id: string, bookCode: string, userName: string, userEmail: string, userPhone: string, checkIn: string, checkOut: string, nights: number, totalPaise: number, totalAmount: number, status: BookingStatus, paymentStatus: BookingPaymentStatus, paymentMethod: PaymentMethod | null, holdExpiresAt: string | null, createdAt: string, cancellationPolicy: string | null, businessName: string | null, businessGstin: string | null, paidAmount: number, balanceDue: number, paymentReference: string | null, documents: Array<{ id: string, kind: TaxDocumentKind, number: string, issueDate: string, total: number }>, lines: Array<{ id: string, roomId: string, roomName: string, roomType: RoomType, ratePaise: number, amountPaise: number }>, guests: { adults: number, children: number } | null, tax: { ratesIncludeGst: boolean, taxableValue: number, totalTax: number, total: number, lines: Array<{ roomId: string, roomName: string, nightsDiffer: boolean, nights: Array<{ date: string, rate: number, taxablePaise: number, cgstPaise: number, sgstPaise: number }> }> } } } | null } };

export type VerifyPaymentMutationVariables = Exact<{
  input: VerifyPaymentInput;
}>;


export type VerifyPaymentMutation = { verifyPayment: { outcome: SettlementOutcome | null, message: string | null, errors: Array<{ field: string | null, code: UserErrorCode, message: string }>, booking: { id: string, bookCode: string, userName: string, userEmail: string, userPhone: string, checkIn: string, checkOut: string, nights: number, totalPaise: number, totalAmount: number, status: BookingStatus, paymentStatus: BookingPaymentStatus, paymentMethod: PaymentMethod | null, holdExpiresAt: string | null, createdAt: string, cancellationPolicy: string | null, businessName: string | null, businessGstin: string | null, paidAmount: number, balanceDue: number, paymentReference: string | null, documents: Array<{ id: string, kind: TaxDocumentKind, number: string, issueDate: string, total: number }>, lines: Array<{ id: string, roomId: string, roomName: string, roomType: RoomType, ratePaise: number, amountPaise: number }>, guests: { adults: number, children: number } | null, tax: { ratesIncludeGst: boolean, taxableValue: number, totalTax: number, total: number, lines: Array<{ roomId: string, roomName: string, nightsDiffer: boolean, nights: Array<{ date: string, rate: number, taxablePaise: number, cgstPaise: number, sgstPaise: number }> }> } } | null, payment: { id: string, bookingId: string | null, provider: PaymentProviderName, method: PaymentMethod | null, status: PaymentAttemptStatus, amountPaise: number, currency: string, razorpayOrderId: string | null, razorpayPaymentId: string | null, paidAt: string | null, createdAt: string } | null } };

export type PayAtHotelMutationVariables = Exact<{
  bookingId?: string | number | null | undefined;
  quote?: QuoteInput | null | undefined;
  idempotencyKey?: string | null | undefined;
}>;


export type PayAtHotelMutation = { payAtHotel: { errors: Array<{ field: string | null, code: UserErrorCode, message: string }>, booking: { id: string, bookCode: string, userName: string, userEmail: string, userPhone: string, checkIn: string, checkOut: string, nights: number, totalPaise: number, totalAmount: number, status: BookingStatus, paymentStatus: BookingPaymentStatus, paymentMethod: PaymentMethod | null, holdExpiresAt: string | null, createdAt: string, cancellationPolicy: string | null, businessName: string | null, businessGstin: string | null, paidAmount: number, balanceDue: number, paymentReference: string | null, documents: Array<{ id: string, kind: TaxDocumentKind, number: string, issueDate: string, total: number }>, lines: Array<{ id: string, roomId: string, roomName: string, roomType: RoomType, ratePaise: number, amountPaise: number }>, guests: { adults: number, children: number } | null, tax: { ratesIncludeGst: boolean, taxableValue: number, totalTax: number, total: number, lines: Array<{ roomId: string, roomName: string, nightsDiffer: boolean, nights: Array<{ date: string, rate: number, taxablePaise: number, cgstPaise: number, sgstPaise: number }> }> } } | null } };

export type PayAtHotelLimitsQueryVariables = Exact<{ [key: string]: never; }>;


export type PayAtHotelLimitsQuery = { paymentConfig: { payAtHotelMaxNights: number, payAtHotelMaxRooms: number, advancePercent: number } };

export type ArrivalPlansFieldsFragment = { arrivalTime: string | null, specialRequest: string | null };

export type FindBookingQueryVariables = Exact<{
  code: string;
  contact: string;
}>;


export type FindBookingQuery = { findBooking: { errors: Array<{ field: string | null, code: UserErrorCode, message: string }>, booking: { id: string, bookCode: string } | null } };

export type CancellationQuoteQueryVariables = Exact<{
  bookingId: string | number;
}>;


export type CancellationQuoteQuery = { cancellationQuote: { cancellable: boolean, refusal: string | null, paidPaise: number, refundPaise: number, refundPercent: number, rule: CancellationRule, freeUntil: string, policy: string, refundTiming: string } };

export type ProveMyBookingMutationVariables = Exact<{
  bookingId: string | number;
  contact?: string | null | undefined;
  key?: string | null | undefined;
}>;


export type ProveMyBookingMutation = { proveMyBooking: { errors: Array<{ field: string | null, code: UserErrorCode, message: string }>, plans: { arrivalTime: string | null, specialRequest: string | null } | null } };

export type CancelMyBookingMutationVariables = Exact<{
  bookingId: string | number;
  contact?: string | null | undefined;
  key?: string | null | undefined;
}>;


export type CancelMyBookingMutation = { cancelMyBooking: { refundPaise: number | null, message: string | null, errors: Array<{ field: string | null, code: UserErrorCode, message: string }>, booking: { id: string, bookCode: string, userName: string, userEmail: string, userPhone: string, checkIn: string, checkOut: string, nights: number, totalPaise: number, totalAmount: number, status: BookingStatus, paymentStatus: BookingPaymentStatus, paymentMethod: PaymentMethod | null, holdExpiresAt: string | null, createdAt: string, cancellationPolicy: string | null, businessName: string | null, businessGstin: string | null, paidAmount: number, balanceDue: number, paymentReference: string | null, documents: Array<{ id: string, kind: TaxDocumentKind, number: string, issueDate: string, total: number }>, lines: Array<{ id: string, roomId: string, roomName: string, roomType: RoomType, ratePaise: number, amountPaise: number }>, guests: { adults: number, children: number } | null, tax: { ratesIncludeGst: boolean, taxableValue: number, totalTax: number, total: number, lines: Array<{ roomId: string, roomName: string, nightsDiffer: boolean, nights: Array<{ date: string, rate: number, taxablePaise: number, cgstPaise: number, sgstPaise: number }> }> } } | null } };

export type UpdateMyArrivalMutationVariables = Exact<{
  bookingId: string | number;
  arrivalTime?: string | null | undefined;
  specialRequest?: string | null | undefined;
  contact?: string | null | undefined;
  key?: string | null | undefined;
}>;


export type UpdateMyArrivalMutation = { updateMyArrival: { errors: Array<{ field: string | null, code: UserErrorCode, message: string }>, plans: { arrivalTime: string | null, specialRequest: string | null } | null } };

export type ResendMyConfirmationMutationVariables = Exact<{
  bookingId: string | number;
  contact?: string | null | undefined;
  key?: string | null | undefined;
}>;


export type ResendMyConfirmationMutation = { resendMyConfirmation: { sentTo: string | null, errors: Array<{ field: string | null, code: UserErrorCode, message: string }> } };

export type RoomDetailQueryVariables = Exact<{
  id: string | number;
}>;


export type RoomDetailQuery = { room: { id: string, name: string, description: string, type: RoomType, maxCount: number, rentPerDay: number, isAvailable: boolean, imageUrls: Array<string>, amenities: Array<string> } | null };

export type RoomFreeForStayQueryVariables = Exact<{
  checkIn: string;
  checkOut: string;
  guests: number;
}>;


export type RoomFreeForStayQuery = { availableRooms: Array<{ id: string }> };

export type BlockRoomMutationVariables = Exact<{
  input: BlockRoomInput;
}>;


export type BlockRoomMutation = { blockRoom: { errors: Array<{ field: string | null, code: UserErrorCode, message: string }>, block: { id: string, roomId: string, startsOn: string, endsOn: string, reason: string } | null } };

export type UnblockRoomMutationVariables = Exact<{
  id: string | number;
}>;


export type UnblockRoomMutation = { unblockRoom: { errors: Array<{ field: string | null, code: UserErrorCode, message: string }>, block: { id: string, liftedAt: string | null } | null } };

export const StayPriceFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StayPriceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StayPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nights"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"taxableValue"}},{"kind":"Field","name":{"kind":"Name","value":"totalTax"}},{"kind":"Field","name":{"kind":"Name","value":"ratesIncludeGst"}},{"kind":"Field","name":{"kind":"Name","value":"nightsDiffer"}},{"kind":"Field","name":{"kind":"Name","value":"perNight"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"taxableValue"}}]}},{"kind":"Field","name":{"kind":"Name","value":"minimumStay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nights"}},{"kind":"Field","name":{"kind":"Name","value":"seasonName"}}]}}]}}]} as unknown as DocumentNode<StayPriceFieldsFragment, unknown>;
export const AdminRoomFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRoomFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Room"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"maxCount"}},{"kind":"Field","name":{"kind":"Name","value":"rentPerDay"}},{"kind":"Field","name":{"kind":"Name","value":"isAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrls"}},{"kind":"Field","name":{"kind":"Name","value":"amenities"}}]}}]} as unknown as DocumentNode<AdminRoomFieldsFragment, unknown>;
export const RoomClosedNightsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RoomClosedNightsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RoomBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsOn"}},{"kind":"Field","name":{"kind":"Name","value":"endsOn"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"liftedAt"}}]}}]} as unknown as DocumentNode<RoomClosedNightsFieldsFragment, unknown>;
export const AdminCancellationTermsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCancellationTerms"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CancellationTerms"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refundPercent"}},{"kind":"Field","name":{"kind":"Name","value":"paidPaise"}},{"kind":"Field","name":{"kind":"Name","value":"refundPaise"}},{"kind":"Field","name":{"kind":"Name","value":"freeUntil"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"windowHours"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}}]}}]} as unknown as DocumentNode<AdminCancellationTermsFragment, unknown>;
export const AdminLedgerEntryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminLedgerEntry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentLedgerEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaise"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"razorpayOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"razorpayPaymentId"}},{"kind":"Field","name":{"kind":"Name","value":"refundedPaise"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"mismatchReason"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"booking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookCode"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}}]}}]}}]}}]} as unknown as DocumentNode<AdminLedgerEntryFragment, unknown>;
export const DeskMoneyFiguresFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeskMoneyFigures"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"paidAmount"}},{"kind":"Field","name":{"kind":"Name","value":"balanceDue"}}]}}]} as unknown as DocumentNode<DeskMoneyFiguresFragment, unknown>;
export const DeskMoneyEntryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeskMoneyEntry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaise"}},{"kind":"Field","name":{"kind":"Name","value":"refundedPaise"}},{"kind":"Field","name":{"kind":"Name","value":"receiptNumber"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"recordedBy"}},{"kind":"Field","name":{"kind":"Name","value":"reversesPaymentId"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<DeskMoneyEntryFragment, unknown>;
export const GstRateAmountsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GstRateAmountsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GstRateAmounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"placeOfSupply"}},{"kind":"Field","name":{"kind":"Name","value":"rateBp"}},{"kind":"Field","name":{"kind":"Name","value":"taxable"}},{"kind":"Field","name":{"kind":"Name","value":"cgst"}},{"kind":"Field","name":{"kind":"Name","value":"sgst"}}]}}]} as unknown as DocumentNode<GstRateAmountsFieldsFragment, unknown>;
export const GstAmountsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GstAmountsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GstAmounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taxable"}},{"kind":"Field","name":{"kind":"Name","value":"cgst"}},{"kind":"Field","name":{"kind":"Name","value":"sgst"}}]}}]} as unknown as DocumentNode<GstAmountsFieldsFragment, unknown>;
export const ReportRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReportRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"roomNightsAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"roomNightsSold"}},{"kind":"Field","name":{"kind":"Name","value":"occupancyPercent"}},{"kind":"Field","name":{"kind":"Name","value":"roomRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"adr"}},{"kind":"Field","name":{"kind":"Name","value":"revpar"}},{"kind":"Field","name":{"kind":"Name","value":"moneyReceived"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"moneyReceivedTotal"}},{"kind":"Field","name":{"kind":"Name","value":"refunds"}},{"kind":"Field","name":{"kind":"Name","value":"netReceived"}}]}}]} as unknown as DocumentNode<ReportRowFieldsFragment, unknown>;
export const HotelSettingsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HotelSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HotelSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"tradeName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"pincode"}},{"kind":"Field","name":{"kind":"Name","value":"stateCode"}},{"kind":"Field","name":{"kind":"Name","value":"stateName"}},{"kind":"Field","name":{"kind":"Name","value":"gstin"}},{"kind":"Field","name":{"kind":"Name","value":"invoicePrefix"}},{"kind":"Field","name":{"kind":"Name","value":"signatory"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<HotelSettingsFieldsFragment, unknown>;
export const DeskStayBookingFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeskStayBooking"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookCode"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"userPhone"}},{"kind":"Field","name":{"kind":"Name","value":"checkIn"}},{"kind":"Field","name":{"kind":"Name","value":"checkOut"}},{"kind":"Field","name":{"kind":"Name","value":"nights"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"holdExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"checkedInAt"}},{"kind":"Field","name":{"kind":"Name","value":"checkedOutAt"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaise"}},{"kind":"Field","name":{"kind":"Name","value":"arrivalTime"}},{"kind":"Field","name":{"kind":"Name","value":"specialRequest"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roomName"}}]}}]}}]} as unknown as DocumentNode<DeskStayBookingFragment, unknown>;
export const FrontDeskRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FrontDeskRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FrontDeskBooking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"balanceDue"}},{"kind":"Field","name":{"kind":"Name","value":"balanceDuePaise"}},{"kind":"Field","name":{"kind":"Name","value":"booking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeskStayBooking"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeskStayBooking"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookCode"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"userPhone"}},{"kind":"Field","name":{"kind":"Name","value":"checkIn"}},{"kind":"Field","name":{"kind":"Name","value":"checkOut"}},{"kind":"Field","name":{"kind":"Name","value":"nights"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"holdExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"checkedInAt"}},{"kind":"Field","name":{"kind":"Name","value":"checkedOutAt"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaise"}},{"kind":"Field","name":{"kind":"Name","value":"arrivalTime"}},{"kind":"Field","name":{"kind":"Name","value":"specialRequest"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roomName"}}]}}]}}]} as unknown as DocumentNode<FrontDeskRowFragment, unknown>;
export const GuestRegistrationFactsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GuestRegistrationFacts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GuestRegistration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"idType"}},{"kind":"Field","name":{"kind":"Name","value":"idNumber"}},{"kind":"Field","name":{"kind":"Name","value":"adults"}},{"kind":"Field","name":{"kind":"Name","value":"children"}},{"kind":"Field","name":{"kind":"Name","value":"nationality"}},{"kind":"Field","name":{"kind":"Name","value":"passportNumber"}},{"kind":"Field","name":{"kind":"Name","value":"visaNumber"}},{"kind":"Field","name":{"kind":"Name","value":"visaValidUntil"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"recordedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<GuestRegistrationFactsFragment, unknown>;
export const BookableRoomFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookableRoom"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Room"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"maxCount"}},{"kind":"Field","name":{"kind":"Name","value":"rentPerDay"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrls"}},{"kind":"Field","name":{"kind":"Name","value":"amenities"}}]}}]} as unknown as DocumentNode<BookableRoomFragment, unknown>;
export const StayTaxFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StayTaxFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StayTax"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ratesIncludeGst"}},{"kind":"Field","name":{"kind":"Name","value":"taxableValue"}},{"kind":"Field","name":{"kind":"Name","value":"totalTax"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roomId"}},{"kind":"Field","name":{"kind":"Name","value":"roomName"}},{"kind":"Field","name":{"kind":"Name","value":"nightsDiffer"}},{"kind":"Field","name":{"kind":"Name","value":"nights"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"taxablePaise"}},{"kind":"Field","name":{"kind":"Name","value":"cgstPaise"}},{"kind":"Field","name":{"kind":"Name","value":"sgstPaise"}}]}}]}}]}}]} as unknown as DocumentNode<StayTaxFieldsFragment, unknown>;
export const PaymentBookingFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentBookingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookCode"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"userEmail"}},{"kind":"Field","name":{"kind":"Name","value":"userPhone"}},{"kind":"Field","name":{"kind":"Name","value":"checkIn"}},{"kind":"Field","name":{"kind":"Name","value":"checkOut"}},{"kind":"Field","name":{"kind":"Name","value":"nights"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaise"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"holdExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"issueDate"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"businessGstin"}},{"kind":"Field","name":{"kind":"Name","value":"paidAmount"}},{"kind":"Field","name":{"kind":"Name","value":"balanceDue"}},{"kind":"Field","name":{"kind":"Name","value":"paymentReference"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roomId"}},{"kind":"Field","name":{"kind":"Name","value":"roomName"}},{"kind":"Field","name":{"kind":"Name","value":"roomType"}},{"kind":"Field","name":{"kind":"Name","value":"ratePaise"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"guests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adults"}},{"kind":"Field","name":{"kind":"Name","value":"children"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tax"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StayTaxFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StayTaxFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StayTax"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ratesIncludeGst"}},{"kind":"Field","name":{"kind":"Name","value":"taxableValue"}},{"kind":"Field","name":{"kind":"Name","value":"totalTax"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roomId"}},{"kind":"Field","name":{"kind":"Name","value":"roomName"}},{"kind":"Field","name":{"kind":"Name","value":"nightsDiffer"}},{"kind":"Field","name":{"kind":"Name","value":"nights"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"taxablePaise"}},{"kind":"Field","name":{"kind":"Name","value":"cgstPaise"}},{"kind":"Field","name":{"kind":"Name","value":"sgstPaise"}}]}}]}}]}}]} as unknown as DocumentNode<PaymentBookingFieldsFragment, unknown>;
export const PaymentRecordFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentRecordFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaise"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"razorpayOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"razorpayPaymentId"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<PaymentRecordFieldsFragment, unknown>;
export const ArrivalPlansFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArrivalPlansFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ArrivalPlans"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"arrivalTime"}},{"kind":"Field","name":{"kind":"Name","value":"specialRequest"}}]}}]} as unknown as DocumentNode<ArrivalPlansFieldsFragment, unknown>;
export const AdminRoomsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminRooms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rooms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"includeUnavailable"},"value":{"kind":"BooleanValue","value":true}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRoomFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRoomFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Room"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"maxCount"}},{"kind":"Field","name":{"kind":"Name","value":"rentPerDay"}},{"kind":"Field","name":{"kind":"Name","value":"isAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrls"}},{"kind":"Field","name":{"kind":"Name","value":"amenities"}}]}}]} as unknown as DocumentNode<AdminRoomsQuery, AdminRoomsQueryVariables>;
export const AdminRoomDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminRoom"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"room"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRoomFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRoomFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Room"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"maxCount"}},{"kind":"Field","name":{"kind":"Name","value":"rentPerDay"}},{"kind":"Field","name":{"kind":"Name","value":"isAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrls"}},{"kind":"Field","name":{"kind":"Name","value":"amenities"}}]}}]} as unknown as DocumentNode<AdminRoomQuery, AdminRoomQueryVariables>;
export const CreateAdminRoomDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateAdminRoom"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RoomInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createRoom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"room"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRoomFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRoomFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Room"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"maxCount"}},{"kind":"Field","name":{"kind":"Name","value":"rentPerDay"}},{"kind":"Field","name":{"kind":"Name","value":"isAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrls"}},{"kind":"Field","name":{"kind":"Name","value":"amenities"}}]}}]} as unknown as DocumentNode<CreateAdminRoomMutation, CreateAdminRoomMutationVariables>;
export const UpdateAdminRoomDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateAdminRoom"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RoomInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateRoom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"room"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminRoomFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminRoomFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Room"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"maxCount"}},{"kind":"Field","name":{"kind":"Name","value":"rentPerDay"}},{"kind":"Field","name":{"kind":"Name","value":"isAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrls"}},{"kind":"Field","name":{"kind":"Name","value":"amenities"}}]}}]} as unknown as DocumentNode<UpdateAdminRoomMutation, UpdateAdminRoomMutationVariables>;
export const DeleteAdminRoomDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteAdminRoom"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteRoom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deleted"}}]}}]}}]} as unknown as DocumentNode<DeleteAdminRoomMutation, DeleteAdminRoomMutationVariables>;
export const RoomClosedNightsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RoomClosedNights"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"roomId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roomBlocks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"roomId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"roomId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RoomClosedNightsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RoomClosedNightsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RoomBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startsOn"}},{"kind":"Field","name":{"kind":"Name","value":"endsOn"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"liftedAt"}}]}}]} as unknown as DocumentNode<RoomClosedNightsQuery, RoomClosedNightsQueryVariables>;
export const RoomUpcomingStaysDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RoomUpcomingStays"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"room"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"upcomingStays"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"bookCode"}},{"kind":"Field","name":{"kind":"Name","value":"guestName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"checkIn"}},{"kind":"Field","name":{"kind":"Name","value":"checkOut"}}]}}]}}]}}]} as unknown as DocumentNode<RoomUpcomingStaysQuery, RoomUpcomingStaysQueryVariables>;
export const ChangeAdminPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeAdminPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"currentPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"currentPassword"}}},{"kind":"Argument","name":{"kind":"Name","value":"newPassword"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newPassword"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"token"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]} as unknown as DocumentNode<ChangeAdminPasswordMutation, ChangeAdminPasswordMutationVariables>;
export const AdminBookingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminBookings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BookingStatus"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"stayFrom"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"stayTo"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BookingSort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"stayFrom"},"value":{"kind":"Variable","name":{"kind":"Name","value":"stayFrom"}}},{"kind":"Argument","name":{"kind":"Name","value":"stayTo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"stayTo"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookCode"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"checkIn"}},{"kind":"Field","name":{"kind":"Name","value":"checkOut"}},{"kind":"Field","name":{"kind":"Name","value":"nights"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"balanceDue"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<AdminBookingsQuery, AdminBookingsQueryVariables>;
export const AdminBookingRoomTypesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminBookingRoomTypes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BookingStatus"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"stayFrom"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"stayTo"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BookingSort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"stayFrom"},"value":{"kind":"Variable","name":{"kind":"Name","value":"stayFrom"}}},{"kind":"Argument","name":{"kind":"Name","value":"stayTo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"stayTo"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roomName"}},{"kind":"Field","name":{"kind":"Name","value":"roomType"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminBookingRoomTypesQuery, AdminBookingRoomTypesQueryVariables>;
export const AdminDeleteBookingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleted"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AdminDeleteBookingMutation, AdminDeleteBookingMutationVariables>;
export const AdminBookingDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminBookingDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"booking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookCode"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"userEmail"}},{"kind":"Field","name":{"kind":"Name","value":"userPhone"}},{"kind":"Field","name":{"kind":"Name","value":"checkIn"}},{"kind":"Field","name":{"kind":"Name","value":"checkOut"}},{"kind":"Field","name":{"kind":"Name","value":"nights"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"holdExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"arrivalTime"}},{"kind":"Field","name":{"kind":"Name","value":"specialRequest"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roomName"}},{"kind":"Field","name":{"kind":"Name","value":"roomType"}},{"kind":"Field","name":{"kind":"Name","value":"ratePaise"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaise"}},{"kind":"Field","name":{"kind":"Name","value":"pax"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminBookingDetailQuery, AdminBookingDetailQueryVariables>;
export const AdminCancellationTermsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCancellationTerms"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancellationTerms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCancellationTerms"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCancellationTerms"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CancellationTerms"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refundPercent"}},{"kind":"Field","name":{"kind":"Name","value":"paidPaise"}},{"kind":"Field","name":{"kind":"Name","value":"refundPaise"}},{"kind":"Field","name":{"kind":"Name","value":"freeUntil"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"windowHours"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}}]}}]} as unknown as DocumentNode<AdminCancellationTermsQuery, AdminCancellationTermsQueryVariables>;
export const AdminCancelBookingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCancelBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"booking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaise"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"terms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCancellationTerms"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCancellationTerms"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CancellationTerms"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refundPercent"}},{"kind":"Field","name":{"kind":"Name","value":"paidPaise"}},{"kind":"Field","name":{"kind":"Name","value":"refundPaise"}},{"kind":"Field","name":{"kind":"Name","value":"freeUntil"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"windowHours"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}}]}}]} as unknown as DocumentNode<AdminCancelBookingMutation, AdminCancelBookingMutationVariables>;
export const AdminBookingCalendarDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminBookingCalendar"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"days"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookingCalendar"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"days"},"value":{"kind":"Variable","name":{"kind":"Name","value":"days"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"rooms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"isAvailable"}}]}},{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roomId"}},{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"bookCode"}},{"kind":"Field","name":{"kind":"Name","value":"guestName"}},{"kind":"Field","name":{"kind":"Name","value":"checkIn"}},{"kind":"Field","name":{"kind":"Name","value":"checkOut"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"holdExpiresAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"blocks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roomId"}},{"kind":"Field","name":{"kind":"Name","value":"startsOn"}},{"kind":"Field","name":{"kind":"Name","value":"endsOn"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nights"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"occupied"}},{"kind":"Field","name":{"kind":"Name","value":"forSale"}}]}}]}}]}}]} as unknown as DocumentNode<AdminBookingCalendarQuery, AdminBookingCalendarQueryVariables>;
export const AdminContactMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminContactMessages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contactMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"inquiryType"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<AdminContactMessagesQuery, AdminContactMessagesQueryVariables>;
export const AdminPaymentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPayments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentAttemptStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminLedgerEntry"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"receivedPaise"}},{"kind":"Field","name":{"kind":"Name","value":"refundedPaise"}},{"kind":"Field","name":{"kind":"Name","value":"netPaise"}},{"kind":"Field","name":{"kind":"Name","value":"pendingAtHotelPaise"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"byMethod"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaise"}},{"kind":"Field","name":{"kind":"Name","value":"entries"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminLedgerEntry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentLedgerEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaise"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"razorpayOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"razorpayPaymentId"}},{"kind":"Field","name":{"kind":"Name","value":"refundedPaise"}},{"kind":"Field","name":{"kind":"Name","value":"failureReason"}},{"kind":"Field","name":{"kind":"Name","value":"mismatchReason"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"booking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookCode"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}}]}}]}}]}}]} as unknown as DocumentNode<AdminPaymentsQuery, AdminPaymentsQueryVariables>;
export const AdminUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"country"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<AdminUsersQuery, AdminUsersQueryVariables>;
export const AdminDeleteUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleted"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<AdminDeleteUserMutation, AdminDeleteUserMutationVariables>;
export const AdminBookingDocumentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminBookingDocuments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"booking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"paidAmount"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaise"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"issueDate"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"originalNumber"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}}]} as unknown as DocumentNode<AdminBookingDocumentsQuery, AdminBookingDocumentsQueryVariables>;
export const DeskFreeRoomsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeskFreeRooms"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"checkIn"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"checkOut"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"guests"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"availableRooms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"checkIn"},"value":{"kind":"Variable","name":{"kind":"Name","value":"checkIn"}}},{"kind":"Argument","name":{"kind":"Name","value":"checkOut"},"value":{"kind":"Variable","name":{"kind":"Name","value":"checkOut"}}},{"kind":"Argument","name":{"kind":"Name","value":"guests"},"value":{"kind":"Variable","name":{"kind":"Name","value":"guests"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"maxCount"}},{"kind":"Field","name":{"kind":"Name","value":"rentPerDay"}},{"kind":"Field","name":{"kind":"Name","value":"stayPrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"checkIn"},"value":{"kind":"Variable","name":{"kind":"Name","value":"checkIn"}}},{"kind":"Argument","name":{"kind":"Name","value":"checkOut"},"value":{"kind":"Variable","name":{"kind":"Name","value":"checkOut"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StayPriceFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StayPriceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StayPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nights"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"taxableValue"}},{"kind":"Field","name":{"kind":"Name","value":"totalTax"}},{"kind":"Field","name":{"kind":"Name","value":"ratesIncludeGst"}},{"kind":"Field","name":{"kind":"Name","value":"nightsDiffer"}},{"kind":"Field","name":{"kind":"Name","value":"perNight"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"taxableValue"}}]}},{"kind":"Field","name":{"kind":"Name","value":"minimumStay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nights"}},{"kind":"Field","name":{"kind":"Name","value":"seasonName"}}]}}]}}]} as unknown as DocumentNode<DeskFreeRoomsQuery, DeskFreeRoomsQueryVariables>;
export const CreateDeskBookingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateDeskBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeskBookingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDeskBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentLink"}},{"kind":"Field","name":{"kind":"Name","value":"booking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}}]}}]}}]}}]} as unknown as DocumentNode<CreateDeskBookingMutation, CreateDeskBookingMutationVariables>;
export const AdminBookingByCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminBookingByCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookingByCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<AdminBookingByCodeQuery, AdminBookingByCodeQueryVariables>;
export const BookingChangesBookingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookingChangesBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"booking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"checkIn"}},{"kind":"Field","name":{"kind":"Name","value":"checkOut"}},{"kind":"Field","name":{"kind":"Name","value":"nights"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"userEmail"}},{"kind":"Field","name":{"kind":"Name","value":"userPhone"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"businessGstin"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roomId"}},{"kind":"Field","name":{"kind":"Name","value":"roomName"}},{"kind":"Field","name":{"kind":"Name","value":"roomType"}},{"kind":"Field","name":{"kind":"Name","value":"pax"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<BookingChangesBookingQuery, BookingChangesBookingQueryVariables>;
export const BookingChangePreviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookingChangePreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangeBookingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookingChangePreview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"nights"}},{"kind":"Field","name":{"kind":"Name","value":"difference"}},{"kind":"Field","name":{"kind":"Name","value":"balanceDue"}}]}}]}}]} as unknown as DocumentNode<BookingChangePreviewQuery, BookingChangePreviewQueryVariables>;
export const ChangeBookingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangeBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangeBookingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changeBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"difference"}},{"kind":"Field","name":{"kind":"Name","value":"balanceDue"}},{"kind":"Field","name":{"kind":"Name","value":"booking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"checkIn"}},{"kind":"Field","name":{"kind":"Name","value":"checkOut"}},{"kind":"Field","name":{"kind":"Name","value":"nights"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roomId"}},{"kind":"Field","name":{"kind":"Name","value":"roomName"}},{"kind":"Field","name":{"kind":"Name","value":"roomType"}},{"kind":"Field","name":{"kind":"Name","value":"ratePaise"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaise"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ChangeBookingMutation, ChangeBookingMutationVariables>;
export const UpdateBookingDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateBookingDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BookingDetailsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBookingDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"booking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"userEmail"}},{"kind":"Field","name":{"kind":"Name","value":"userPhone"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"businessGstin"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateBookingDetailsMutation, UpdateBookingDetailsMutationVariables>;
export const DeskStayPriceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeskStayPrice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"checkIn"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"checkOut"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"lines"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BookingInfoInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"priceQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"quote"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"checkInDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"checkIn"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"checkOutDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"checkOut"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"bookingInfo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"lines"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nights"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"tax"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ratesIncludeGst"}},{"kind":"Field","name":{"kind":"Name","value":"taxableValue"}},{"kind":"Field","name":{"kind":"Name","value":"totalTax"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]}}]} as unknown as DocumentNode<DeskStayPriceQuery, DeskStayPriceQueryVariables>;
export const DeskMoneyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeskMoney"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"booking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeskMoneyFigures"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"IntValue","value":"0"}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"25"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeskMoneyEntry"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeskMoneyFigures"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"paidAmount"}},{"kind":"Field","name":{"kind":"Name","value":"balanceDue"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeskMoneyEntry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaise"}},{"kind":"Field","name":{"kind":"Name","value":"refundedPaise"}},{"kind":"Field","name":{"kind":"Name","value":"receiptNumber"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"recordedBy"}},{"kind":"Field","name":{"kind":"Name","value":"reversesPaymentId"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<DeskMoneyQuery, DeskMoneyQueryVariables>;
export const RecordDeskPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordDeskPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordPaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeskMoneyEntry"}}]}},{"kind":"Field","name":{"kind":"Name","value":"booking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeskMoneyFigures"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeskMoneyEntry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaise"}},{"kind":"Field","name":{"kind":"Name","value":"refundedPaise"}},{"kind":"Field","name":{"kind":"Name","value":"receiptNumber"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"recordedBy"}},{"kind":"Field","name":{"kind":"Name","value":"reversesPaymentId"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeskMoneyFigures"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"paidAmount"}},{"kind":"Field","name":{"kind":"Name","value":"balanceDue"}}]}}]} as unknown as DocumentNode<RecordDeskPaymentMutation, RecordDeskPaymentMutationVariables>;
export const ReverseDeskPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReverseDeskPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reversePayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"paymentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentId"}}},{"kind":"Argument","name":{"kind":"Name","value":"reason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeskMoneyEntry"}}]}},{"kind":"Field","name":{"kind":"Name","value":"booking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeskMoneyFigures"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeskMoneyEntry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaise"}},{"kind":"Field","name":{"kind":"Name","value":"refundedPaise"}},{"kind":"Field","name":{"kind":"Name","value":"receiptNumber"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"recordedBy"}},{"kind":"Field","name":{"kind":"Name","value":"reversesPaymentId"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeskMoneyFigures"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"paidAmount"}},{"kind":"Field","name":{"kind":"Name","value":"balanceDue"}}]}}]} as unknown as DocumentNode<ReverseDeskPaymentMutation, ReverseDeskPaymentMutationVariables>;
export const RefundGoodwillDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RefundGoodwill"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GoodwillRefundInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"refundGoodwill"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refunds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaise"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"booking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeskMoneyFigures"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeskMoneyFigures"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookCode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"paidAmount"}},{"kind":"Field","name":{"kind":"Name","value":"balanceDue"}}]}}]} as unknown as DocumentNode<RefundGoodwillMutation, RefundGoodwillMutationVariables>;
export const DeskReceiptDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeskReceipt"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"paymentId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"receipt"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"paymentId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"paymentId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentId"}},{"kind":"Field","name":{"kind":"Name","value":"receiptNumber"}},{"kind":"Field","name":{"kind":"Name","value":"hotelName"}},{"kind":"Field","name":{"kind":"Name","value":"hotelAddress"}},{"kind":"Field","name":{"kind":"Name","value":"hotelPhone"}},{"kind":"Field","name":{"kind":"Name","value":"hotelEmail"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAtText"}},{"kind":"Field","name":{"kind":"Name","value":"bookCode"}},{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"guestName"}},{"kind":"Field","name":{"kind":"Name","value":"stayText"}},{"kind":"Field","name":{"kind":"Name","value":"rooms"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"amountInWords"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"receivedBy"}},{"kind":"Field","name":{"kind":"Name","value":"reversal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"atText"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"by"}}]}}]}}]}}]} as unknown as DocumentNode<DeskReceiptQuery, DeskReceiptQueryVariables>;
export const BookingHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookingHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"booking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"checkIn"}},{"kind":"Field","name":{"kind":"Name","value":"checkOut"}},{"kind":"Field","name":{"kind":"Name","value":"paidAmount"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"detail"}}]}}]}}]}}]} as unknown as DocumentNode<BookingHistoryQuery, BookingHistoryQueryVariables>;
export const AdminRatePlansDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminRatePlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ratePlans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roomType"}},{"kind":"Field","name":{"kind":"Name","value":"roomId"}},{"kind":"Field","name":{"kind":"Name","value":"roomName"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"roomCount"}},{"kind":"Field","name":{"kind":"Name","value":"baseRent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rent"}},{"kind":"Field","name":{"kind":"Name","value":"gstWarning"}}]}},{"kind":"Field","name":{"kind":"Name","value":"weekdayRents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"weekday"}},{"kind":"Field","name":{"kind":"Name","value":"rent"}},{"kind":"Field","name":{"kind":"Name","value":"gstWarning"}}]}},{"kind":"Field","name":{"kind":"Name","value":"seasons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"startsOn"}},{"kind":"Field","name":{"kind":"Name","value":"endsOn"}},{"kind":"Field","name":{"kind":"Name","value":"rent"}},{"kind":"Field","name":{"kind":"Name","value":"minStay"}},{"kind":"Field","name":{"kind":"Name","value":"roomType"}},{"kind":"Field","name":{"kind":"Name","value":"roomId"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"gstWarning"}}]}}]}}]}}]} as unknown as DocumentNode<AdminRatePlansQuery, AdminRatePlansQueryVariables>;
export const AdminRateCalendarDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminRateCalendar"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"roomType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RoomType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rateCalendar"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"roomType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"roomType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"ratesIncludeGst"}},{"kind":"Field","name":{"kind":"Name","value":"rooms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roomId"}},{"kind":"Field","name":{"kind":"Name","value":"roomName"}},{"kind":"Field","name":{"kind":"Name","value":"roomType"}},{"kind":"Field","name":{"kind":"Name","value":"isAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"nights"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"seasonName"}},{"kind":"Field","name":{"kind":"Name","value":"gstRateBp"}},{"kind":"Field","name":{"kind":"Name","value":"minStay"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminRateCalendarQuery, AdminRateCalendarQueryVariables>;
export const AdminRentGstCheckDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminRentGstCheck"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rent"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rentGstCheck"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"rent"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rent"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rent"}},{"kind":"Field","name":{"kind":"Name","value":"ratesIncludeGst"}},{"kind":"Field","name":{"kind":"Name","value":"gstRateBp"}},{"kind":"Field","name":{"kind":"Name","value":"taxable"}},{"kind":"Field","name":{"kind":"Name","value":"gst"}},{"kind":"Field","name":{"kind":"Name","value":"guestPays"}},{"kind":"Field","name":{"kind":"Name","value":"gstWarning"}}]}}]}}]} as unknown as DocumentNode<AdminRentGstCheckQuery, AdminRentGstCheckQueryVariables>;
export const SetBaseRentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetBaseRent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetBaseRentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setBaseRent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"baseRent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roomType"}},{"kind":"Field","name":{"kind":"Name","value":"roomId"}},{"kind":"Field","name":{"kind":"Name","value":"rent"}},{"kind":"Field","name":{"kind":"Name","value":"roomsChanged"}},{"kind":"Field","name":{"kind":"Name","value":"gstWarning"}}]}}]}}]}}]} as unknown as DocumentNode<SetBaseRentMutation, SetBaseRentMutationVariables>;
export const SetWeekdayRentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetWeekdayRents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetWeekdayRentsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setWeekdayRents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"weekdayRents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"weekday"}},{"kind":"Field","name":{"kind":"Name","value":"rent"}},{"kind":"Field","name":{"kind":"Name","value":"gstWarning"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SetWeekdayRentsMutation, SetWeekdayRentsMutationVariables>;
export const SaveSeasonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveSeason"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaveSeasonInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveSeason"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"season"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"startsOn"}},{"kind":"Field","name":{"kind":"Name","value":"endsOn"}},{"kind":"Field","name":{"kind":"Name","value":"rent"}},{"kind":"Field","name":{"kind":"Name","value":"minStay"}},{"kind":"Field","name":{"kind":"Name","value":"scope"}},{"kind":"Field","name":{"kind":"Name","value":"gstWarning"}}]}}]}}]}}]} as unknown as DocumentNode<SaveSeasonMutation, SaveSeasonMutationVariables>;
export const DeleteRateRuleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteRateRule"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteRateRule"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deleted"}}]}}]}}]} as unknown as DocumentNode<DeleteRateRuleMutation, DeleteRateRuleMutationVariables>;
export const GstSummaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GstSummary"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"month"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gstSummary"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"Variable","name":{"kind":"Name","value":"month"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"b2b"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recipientGstin"}},{"kind":"Field","name":{"kind":"Name","value":"recipientName"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceDate"}},{"kind":"Field","name":{"kind":"Name","value":"invoiceValue"}},{"kind":"Field","name":{"kind":"Name","value":"placeOfSupply"}},{"kind":"Field","name":{"kind":"Name","value":"rateBp"}},{"kind":"Field","name":{"kind":"Name","value":"taxable"}},{"kind":"Field","name":{"kind":"Name","value":"cgst"}},{"kind":"Field","name":{"kind":"Name","value":"sgst"}}]}},{"kind":"Field","name":{"kind":"Name","value":"b2c"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GstRateAmountsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"advancesReceived"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GstRateAmountsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"advancesAdjusted"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GstRateAmountsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"creditNotes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"originalInvoiceNumber"}},{"kind":"Field","name":{"kind":"Name","value":"recipientGstin"}},{"kind":"Field","name":{"kind":"Name","value":"recipientName"}},{"kind":"Field","name":{"kind":"Name","value":"placeOfSupply"}},{"kind":"Field","name":{"kind":"Name","value":"rateBp"}},{"kind":"Field","name":{"kind":"Name","value":"taxable"}},{"kind":"Field","name":{"kind":"Name","value":"cgst"}},{"kind":"Field","name":{"kind":"Name","value":"sgst"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"nature"}},{"kind":"Field","name":{"kind":"Name","value":"series"}},{"kind":"Field","name":{"kind":"Name","value":"fromNumber"}},{"kind":"Field","name":{"kind":"Name","value":"toNumber"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"cancelled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"invoices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GstAmountsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"creditNotes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GstAmountsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"advancesReceived"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GstAmountsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"advancesAdjusted"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GstAmountsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"net"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GstAmountsFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GstRateAmountsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GstRateAmounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"placeOfSupply"}},{"kind":"Field","name":{"kind":"Name","value":"rateBp"}},{"kind":"Field","name":{"kind":"Name","value":"taxable"}},{"kind":"Field","name":{"kind":"Name","value":"cgst"}},{"kind":"Field","name":{"kind":"Name","value":"sgst"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GstAmountsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GstAmounts"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"taxable"}},{"kind":"Field","name":{"kind":"Name","value":"cgst"}},{"kind":"Field","name":{"kind":"Name","value":"sgst"}}]}}]} as unknown as DocumentNode<GstSummaryQuery, GstSummaryQueryVariables>;
export const HotelReportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HotelReport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reports"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportRowFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"months"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportRowFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReportRowFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReportRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReportRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"roomNightsAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"roomNightsSold"}},{"kind":"Field","name":{"kind":"Name","value":"occupancyPercent"}},{"kind":"Field","name":{"kind":"Name","value":"roomRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"adr"}},{"kind":"Field","name":{"kind":"Name","value":"revpar"}},{"kind":"Field","name":{"kind":"Name","value":"moneyReceived"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"moneyReceivedTotal"}},{"kind":"Field","name":{"kind":"Name","value":"refunds"}},{"kind":"Field","name":{"kind":"Name","value":"netReceived"}}]}}]} as unknown as DocumentNode<HotelReportQuery, HotelReportQueryVariables>;
export const HotelSettingsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HotelSettingsPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hotelSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HotelSettingsFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"gstFacts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ratesIncludeGst"}},{"kind":"Field","name":{"kind":"Name","value":"roomSac"}},{"kind":"Field","name":{"kind":"Name","value":"schedules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"inForce"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"slabs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rateBp"}},{"kind":"Field","name":{"kind":"Name","value":"aboveTaxable"}},{"kind":"Field","name":{"kind":"Name","value":"upToTaxable"}},{"kind":"Field","name":{"kind":"Name","value":"upToInclusiveRent"}}]}},{"kind":"Field","name":{"kind":"Name","value":"inclusiveBands"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"rateBp"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"states"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HotelSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HotelSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"tradeName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"pincode"}},{"kind":"Field","name":{"kind":"Name","value":"stateCode"}},{"kind":"Field","name":{"kind":"Name","value":"stateName"}},{"kind":"Field","name":{"kind":"Name","value":"gstin"}},{"kind":"Field","name":{"kind":"Name","value":"invoicePrefix"}},{"kind":"Field","name":{"kind":"Name","value":"signatory"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<HotelSettingsPageQuery, HotelSettingsPageQueryVariables>;
export const UpdateHotelSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateHotelSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"HotelSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateHotelSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"HotelSettingsFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HotelSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"HotelSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"legalName"}},{"kind":"Field","name":{"kind":"Name","value":"tradeName"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"pincode"}},{"kind":"Field","name":{"kind":"Name","value":"stateCode"}},{"kind":"Field","name":{"kind":"Name","value":"stateName"}},{"kind":"Field","name":{"kind":"Name","value":"gstin"}},{"kind":"Field","name":{"kind":"Name","value":"invoicePrefix"}},{"kind":"Field","name":{"kind":"Name","value":"signatory"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<UpdateHotelSettingsMutation, UpdateHotelSettingsMutationVariables>;
export const FrontDeskDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FrontDesk"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"frontDesk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"arrivals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FrontDeskRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"inHouse"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FrontDeskRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"departures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FrontDeskRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"unpaid"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FrontDeskRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"holdsExpiring"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FrontDeskRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"figures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roomsOccupied"}},{"kind":"Field","name":{"kind":"Name","value":"roomsTotal"}},{"kind":"Field","name":{"kind":"Name","value":"arrivals"}},{"kind":"Field","name":{"kind":"Name","value":"departures"}},{"kind":"Field","name":{"kind":"Name","value":"cashToCollect"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeskStayBooking"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookCode"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"userPhone"}},{"kind":"Field","name":{"kind":"Name","value":"checkIn"}},{"kind":"Field","name":{"kind":"Name","value":"checkOut"}},{"kind":"Field","name":{"kind":"Name","value":"nights"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"holdExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"checkedInAt"}},{"kind":"Field","name":{"kind":"Name","value":"checkedOutAt"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaise"}},{"kind":"Field","name":{"kind":"Name","value":"arrivalTime"}},{"kind":"Field","name":{"kind":"Name","value":"specialRequest"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roomName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FrontDeskRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FrontDeskBooking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"balanceDue"}},{"kind":"Field","name":{"kind":"Name","value":"balanceDuePaise"}},{"kind":"Field","name":{"kind":"Name","value":"booking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeskStayBooking"}}]}}]}}]} as unknown as DocumentNode<FrontDeskQuery, FrontDeskQueryVariables>;
export const DeskStayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DeskStay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"booking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeskStayBooking"}},{"kind":"Field","name":{"kind":"Name","value":"balanceDue"}},{"kind":"Field","name":{"kind":"Name","value":"registration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GuestRegistrationFacts"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeskStayBooking"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookCode"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"userPhone"}},{"kind":"Field","name":{"kind":"Name","value":"checkIn"}},{"kind":"Field","name":{"kind":"Name","value":"checkOut"}},{"kind":"Field","name":{"kind":"Name","value":"nights"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"holdExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"checkedInAt"}},{"kind":"Field","name":{"kind":"Name","value":"checkedOutAt"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaise"}},{"kind":"Field","name":{"kind":"Name","value":"arrivalTime"}},{"kind":"Field","name":{"kind":"Name","value":"specialRequest"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roomName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GuestRegistrationFacts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GuestRegistration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"idType"}},{"kind":"Field","name":{"kind":"Name","value":"idNumber"}},{"kind":"Field","name":{"kind":"Name","value":"adults"}},{"kind":"Field","name":{"kind":"Name","value":"children"}},{"kind":"Field","name":{"kind":"Name","value":"nationality"}},{"kind":"Field","name":{"kind":"Name","value":"passportNumber"}},{"kind":"Field","name":{"kind":"Name","value":"visaNumber"}},{"kind":"Field","name":{"kind":"Name","value":"visaValidUntil"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"recordedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<DeskStayQuery, DeskStayQueryVariables>;
export const CheckInGuestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CheckInGuest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"registration"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CheckInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}}},{"kind":"Argument","name":{"kind":"Name","value":"registration"},"value":{"kind":"Variable","name":{"kind":"Name","value":"registration"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"booking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeskStayBooking"}},{"kind":"Field","name":{"kind":"Name","value":"balanceDue"}},{"kind":"Field","name":{"kind":"Name","value":"registration"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GuestRegistrationFacts"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeskStayBooking"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookCode"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"userPhone"}},{"kind":"Field","name":{"kind":"Name","value":"checkIn"}},{"kind":"Field","name":{"kind":"Name","value":"checkOut"}},{"kind":"Field","name":{"kind":"Name","value":"nights"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"holdExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"checkedInAt"}},{"kind":"Field","name":{"kind":"Name","value":"checkedOutAt"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaise"}},{"kind":"Field","name":{"kind":"Name","value":"arrivalTime"}},{"kind":"Field","name":{"kind":"Name","value":"specialRequest"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roomName"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GuestRegistrationFacts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GuestRegistration"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"idType"}},{"kind":"Field","name":{"kind":"Name","value":"idNumber"}},{"kind":"Field","name":{"kind":"Name","value":"adults"}},{"kind":"Field","name":{"kind":"Name","value":"children"}},{"kind":"Field","name":{"kind":"Name","value":"nationality"}},{"kind":"Field","name":{"kind":"Name","value":"passportNumber"}},{"kind":"Field","name":{"kind":"Name","value":"visaNumber"}},{"kind":"Field","name":{"kind":"Name","value":"visaValidUntil"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"recordedBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<CheckInGuestMutation, CheckInGuestMutationVariables>;
export const CheckOutGuestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CheckOutGuest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkOut"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"booking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeskStayBooking"}},{"kind":"Field","name":{"kind":"Name","value":"balanceDue"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeskStayBooking"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookCode"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"userPhone"}},{"kind":"Field","name":{"kind":"Name","value":"checkIn"}},{"kind":"Field","name":{"kind":"Name","value":"checkOut"}},{"kind":"Field","name":{"kind":"Name","value":"nights"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"holdExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"checkedInAt"}},{"kind":"Field","name":{"kind":"Name","value":"checkedOutAt"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaise"}},{"kind":"Field","name":{"kind":"Name","value":"arrivalTime"}},{"kind":"Field","name":{"kind":"Name","value":"specialRequest"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roomName"}}]}}]}}]} as unknown as DocumentNode<CheckOutGuestMutation, CheckOutGuestMutationVariables>;
export const MarkNoShowDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkNoShow"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markNoShow"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"booking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DeskStayBooking"}},{"kind":"Field","name":{"kind":"Name","value":"balanceDue"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DeskStayBooking"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookCode"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"userPhone"}},{"kind":"Field","name":{"kind":"Name","value":"checkIn"}},{"kind":"Field","name":{"kind":"Name","value":"checkOut"}},{"kind":"Field","name":{"kind":"Name","value":"nights"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"holdExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"checkedInAt"}},{"kind":"Field","name":{"kind":"Name","value":"checkedOutAt"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaise"}},{"kind":"Field","name":{"kind":"Name","value":"arrivalTime"}},{"kind":"Field","name":{"kind":"Name","value":"specialRequest"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roomName"}}]}}]}}]} as unknown as DocumentNode<MarkNoShowMutation, MarkNoShowMutationVariables>;
export const BanquetHallsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BanquetHalls"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"halls"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"photoUrls"}},{"kind":"Field","name":{"kind":"Name","value":"seatedCapacity"}},{"kind":"Field","name":{"kind":"Name","value":"floatingCapacity"}},{"kind":"Field","name":{"kind":"Name","value":"sessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"rent"}}]}}]}}]}}]} as unknown as DocumentNode<BanquetHallsQuery, BanquetHallsQueryVariables>;
export const BanquetMenusAndTermsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BanquetMenusAndTerms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"menuPackages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"diet"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerPlate"}},{"kind":"Field","name":{"kind":"Name","value":"minPlates"}},{"kind":"Field","name":{"kind":"Name","value":"dishes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"banquetTerms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"advancePercent"}},{"kind":"Field","name":{"kind":"Name","value":"milestones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}},{"kind":"Field","name":{"kind":"Name","value":"daysBefore"}}]}},{"kind":"Field","name":{"kind":"Name","value":"guaranteeCutoffDays"}},{"kind":"Field","name":{"kind":"Name","value":"holdHours"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationScale"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minDaysBefore"}},{"kind":"Field","name":{"kind":"Name","value":"refundPercent"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hallGstBp"}},{"kind":"Field","name":{"kind":"Name","value":"cateringGstBp"}}]}}]}}]} as unknown as DocumentNode<BanquetMenusAndTermsQuery, BanquetMenusAndTermsQueryVariables>;
export const HallAvailabilityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HallAvailability"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"hallId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hallAvailability"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"hallId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"hallId"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<HallAvailabilityQuery, HallAvailabilityQueryVariables>;
export const BanquetEstimateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BanquetEstimate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BanquetEstimateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"banquetEstimate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"sac"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitPaise"}},{"kind":"Field","name":{"kind":"Name","value":"rateBp"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"taxes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sac"}},{"kind":"Field","name":{"kind":"Name","value":"rateBp"}},{"kind":"Field","name":{"kind":"Name","value":"cgstPaise"}},{"kind":"Field","name":{"kind":"Name","value":"sgstPaise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"gst"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<BanquetEstimateQuery, BanquetEstimateQueryVariables>;
export const RequestEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestEventInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"enquiry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"eventDate"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<RequestEventMutation, RequestEventMutationVariables>;
export const RoomsForStayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RoomsForStay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"checkIn"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"checkOut"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"availableRooms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"checkIn"},"value":{"kind":"Variable","name":{"kind":"Name","value":"checkIn"}}},{"kind":"Argument","name":{"kind":"Name","value":"checkOut"},"value":{"kind":"Variable","name":{"kind":"Name","value":"checkOut"}}},{"kind":"Argument","name":{"kind":"Name","value":"guests"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookableRoom"}},{"kind":"Field","name":{"kind":"Name","value":"stayPrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"checkIn"},"value":{"kind":"Variable","name":{"kind":"Name","value":"checkIn"}}},{"kind":"Argument","name":{"kind":"Name","value":"checkOut"},"value":{"kind":"Variable","name":{"kind":"Name","value":"checkOut"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StayPriceFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookableRoom"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Room"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"maxCount"}},{"kind":"Field","name":{"kind":"Name","value":"rentPerDay"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrls"}},{"kind":"Field","name":{"kind":"Name","value":"amenities"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StayPriceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StayPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nights"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"taxableValue"}},{"kind":"Field","name":{"kind":"Name","value":"totalTax"}},{"kind":"Field","name":{"kind":"Name","value":"ratesIncludeGst"}},{"kind":"Field","name":{"kind":"Name","value":"nightsDiffer"}},{"kind":"Field","name":{"kind":"Name","value":"perNight"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"taxableValue"}}]}},{"kind":"Field","name":{"kind":"Name","value":"minimumStay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nights"}},{"kind":"Field","name":{"kind":"Name","value":"seasonName"}}]}}]}}]} as unknown as DocumentNode<RoomsForStayQuery, RoomsForStayQueryVariables>;
export const RoomOffersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RoomOffers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"checkIn"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"checkOut"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roomOffers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"checkIn"},"value":{"kind":"Variable","name":{"kind":"Name","value":"checkIn"}}},{"kind":"Argument","name":{"kind":"Name","value":"checkOut"},"value":{"kind":"Variable","name":{"kind":"Name","value":"checkOut"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"sleeps"}},{"kind":"Field","name":{"kind":"Name","value":"left"}},{"kind":"Field","name":{"kind":"Name","value":"rooms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"stayTotal"}}]}}]}}]}}]} as unknown as DocumentNode<RoomOffersQuery, RoomOffersQueryVariables>;
export const NearestFreeStaysDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NearestFreeStays"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"checkIn"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"checkOut"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"guests"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rooms"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nearestFreeStays"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"checkIn"},"value":{"kind":"Variable","name":{"kind":"Name","value":"checkIn"}}},{"kind":"Argument","name":{"kind":"Name","value":"checkOut"},"value":{"kind":"Variable","name":{"kind":"Name","value":"checkOut"}}},{"kind":"Argument","name":{"kind":"Name","value":"guests"},"value":{"kind":"Variable","name":{"kind":"Name","value":"guests"}}},{"kind":"Argument","name":{"kind":"Name","value":"rooms"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rooms"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"checkIn"}},{"kind":"Field","name":{"kind":"Name","value":"checkOut"}}]}}]}}]} as unknown as DocumentNode<NearestFreeStaysQuery, NearestFreeStaysQueryVariables>;
export const ChosenRoomsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChosenRooms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rooms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookableRoom"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookableRoom"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Room"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"maxCount"}},{"kind":"Field","name":{"kind":"Name","value":"rentPerDay"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrls"}},{"kind":"Field","name":{"kind":"Name","value":"amenities"}}]}}]} as unknown as DocumentNode<ChosenRoomsQuery, ChosenRoomsQueryVariables>;
export const StayPriceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StayPrice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"checkIn"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"checkOut"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookingInfo"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BookingInfoInput"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"priceQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"quote"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"checkInDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"checkIn"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"checkOutDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"checkOut"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"bookingInfo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookingInfo"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nights"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roomId"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tax"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StayTaxFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StayTaxFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StayTax"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ratesIncludeGst"}},{"kind":"Field","name":{"kind":"Name","value":"taxableValue"}},{"kind":"Field","name":{"kind":"Name","value":"totalTax"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roomId"}},{"kind":"Field","name":{"kind":"Name","value":"roomName"}},{"kind":"Field","name":{"kind":"Name","value":"nightsDiffer"}},{"kind":"Field","name":{"kind":"Name","value":"nights"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"taxablePaise"}},{"kind":"Field","name":{"kind":"Name","value":"cgstPaise"}},{"kind":"Field","name":{"kind":"Name","value":"sgstPaise"}}]}}]}}]}}]} as unknown as DocumentNode<StayPriceQuery, StayPriceQueryVariables>;
export const SaveGuestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveGuest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"phone"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"street"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"street2"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"city"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"state"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"zip"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"country"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"upsertGuest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"phone"},"value":{"kind":"Variable","name":{"kind":"Name","value":"phone"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"address"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"street"},"value":{"kind":"Variable","name":{"kind":"Name","value":"street"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"street2"},"value":{"kind":"Variable","name":{"kind":"Name","value":"street2"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"city"},"value":{"kind":"Variable","name":{"kind":"Name","value":"city"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"state"},"value":{"kind":"Variable","name":{"kind":"Name","value":"state"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"zip"},"value":{"kind":"Variable","name":{"kind":"Name","value":"zip"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"country"},"value":{"kind":"Variable","name":{"kind":"Name","value":"country"}}}]}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"guest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SaveGuestMutation, SaveGuestMutationVariables>;
export const CheckQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quote"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"priceQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"quote"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quote"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalPaise"}}]}}]}}]} as unknown as DocumentNode<CheckQuoteQuery, CheckQuoteQueryVariables>;
export const SendContactMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendContactMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContactMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendContactMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contactMessage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<SendContactMessageMutation, SendContactMessageMutationVariables>;
export const LandingPageRoomsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LandingPageRooms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rooms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"rentPerDay"}},{"kind":"Field","name":{"kind":"Name","value":"maxCount"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrls"}},{"kind":"Field","name":{"kind":"Name","value":"amenities"}}]}}]}}]} as unknown as DocumentNode<LandingPageRoomsQuery, LandingPageRoomsQueryVariables>;
export const WizardAvailableRoomsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WizardAvailableRooms"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"checkIn"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"checkOut"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"guests"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"availableRooms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"checkIn"},"value":{"kind":"Variable","name":{"kind":"Name","value":"checkIn"}}},{"kind":"Argument","name":{"kind":"Name","value":"checkOut"},"value":{"kind":"Variable","name":{"kind":"Name","value":"checkOut"}}},{"kind":"Argument","name":{"kind":"Name","value":"guests"},"value":{"kind":"Variable","name":{"kind":"Name","value":"guests"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"rentPerDay"}},{"kind":"Field","name":{"kind":"Name","value":"maxCount"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrls"}},{"kind":"Field","name":{"kind":"Name","value":"amenities"}},{"kind":"Field","name":{"kind":"Name","value":"stayPrice"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"checkIn"},"value":{"kind":"Variable","name":{"kind":"Name","value":"checkIn"}}},{"kind":"Argument","name":{"kind":"Name","value":"checkOut"},"value":{"kind":"Variable","name":{"kind":"Name","value":"checkOut"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StayPriceFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StayPriceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StayPrice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nights"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"taxableValue"}},{"kind":"Field","name":{"kind":"Name","value":"totalTax"}},{"kind":"Field","name":{"kind":"Name","value":"ratesIncludeGst"}},{"kind":"Field","name":{"kind":"Name","value":"nightsDiffer"}},{"kind":"Field","name":{"kind":"Name","value":"perNight"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"taxableValue"}}]}},{"kind":"Field","name":{"kind":"Name","value":"minimumStay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nights"}},{"kind":"Field","name":{"kind":"Name","value":"seasonName"}}]}}]}}]} as unknown as DocumentNode<WizardAvailableRoomsQuery, WizardAvailableRoomsQueryVariables>;
export const PaymentBookingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"booking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentBookingFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StayTaxFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StayTax"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ratesIncludeGst"}},{"kind":"Field","name":{"kind":"Name","value":"taxableValue"}},{"kind":"Field","name":{"kind":"Name","value":"totalTax"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roomId"}},{"kind":"Field","name":{"kind":"Name","value":"roomName"}},{"kind":"Field","name":{"kind":"Name","value":"nightsDiffer"}},{"kind":"Field","name":{"kind":"Name","value":"nights"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"taxablePaise"}},{"kind":"Field","name":{"kind":"Name","value":"cgstPaise"}},{"kind":"Field","name":{"kind":"Name","value":"sgstPaise"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentBookingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookCode"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"userEmail"}},{"kind":"Field","name":{"kind":"Name","value":"userPhone"}},{"kind":"Field","name":{"kind":"Name","value":"checkIn"}},{"kind":"Field","name":{"kind":"Name","value":"checkOut"}},{"kind":"Field","name":{"kind":"Name","value":"nights"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaise"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"holdExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"issueDate"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"businessGstin"}},{"kind":"Field","name":{"kind":"Name","value":"paidAmount"}},{"kind":"Field","name":{"kind":"Name","value":"balanceDue"}},{"kind":"Field","name":{"kind":"Name","value":"paymentReference"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roomId"}},{"kind":"Field","name":{"kind":"Name","value":"roomName"}},{"kind":"Field","name":{"kind":"Name","value":"roomType"}},{"kind":"Field","name":{"kind":"Name","value":"ratePaise"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"guests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adults"}},{"kind":"Field","name":{"kind":"Name","value":"children"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tax"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StayTaxFields"}}]}}]}}]} as unknown as DocumentNode<PaymentBookingQuery, PaymentBookingQueryVariables>;
export const PaymentPriceQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PaymentPriceQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quote"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"priceQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"quote"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quote"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nights"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaise"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roomId"}},{"kind":"Field","name":{"kind":"Name","value":"roomName"}},{"kind":"Field","name":{"kind":"Name","value":"roomType"}},{"kind":"Field","name":{"kind":"Name","value":"ratePaise"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tax"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StayTaxFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StayTaxFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StayTax"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ratesIncludeGst"}},{"kind":"Field","name":{"kind":"Name","value":"taxableValue"}},{"kind":"Field","name":{"kind":"Name","value":"totalTax"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roomId"}},{"kind":"Field","name":{"kind":"Name","value":"roomName"}},{"kind":"Field","name":{"kind":"Name","value":"nightsDiffer"}},{"kind":"Field","name":{"kind":"Name","value":"nights"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"taxablePaise"}},{"kind":"Field","name":{"kind":"Name","value":"cgstPaise"}},{"kind":"Field","name":{"kind":"Name","value":"sgstPaise"}}]}}]}}]}}]} as unknown as DocumentNode<PaymentPriceQuoteQuery, PaymentPriceQuoteQueryVariables>;
export const CreatePaymentOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreatePaymentOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quote"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"part"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentPart"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPaymentOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}}},{"kind":"Argument","name":{"kind":"Name","value":"quote"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quote"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}},{"kind":"Argument","name":{"kind":"Name","value":"part"},"value":{"kind":"Variable","name":{"kind":"Name","value":"part"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"checkout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"orderId"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"receipt"}},{"kind":"Field","name":{"kind":"Name","value":"keyId"}},{"kind":"Field","name":{"kind":"Name","value":"part"}},{"kind":"Field","name":{"kind":"Name","value":"booking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentBookingFields"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StayTaxFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StayTax"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ratesIncludeGst"}},{"kind":"Field","name":{"kind":"Name","value":"taxableValue"}},{"kind":"Field","name":{"kind":"Name","value":"totalTax"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roomId"}},{"kind":"Field","name":{"kind":"Name","value":"roomName"}},{"kind":"Field","name":{"kind":"Name","value":"nightsDiffer"}},{"kind":"Field","name":{"kind":"Name","value":"nights"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"taxablePaise"}},{"kind":"Field","name":{"kind":"Name","value":"cgstPaise"}},{"kind":"Field","name":{"kind":"Name","value":"sgstPaise"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentBookingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookCode"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"userEmail"}},{"kind":"Field","name":{"kind":"Name","value":"userPhone"}},{"kind":"Field","name":{"kind":"Name","value":"checkIn"}},{"kind":"Field","name":{"kind":"Name","value":"checkOut"}},{"kind":"Field","name":{"kind":"Name","value":"nights"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaise"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"holdExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"issueDate"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"businessGstin"}},{"kind":"Field","name":{"kind":"Name","value":"paidAmount"}},{"kind":"Field","name":{"kind":"Name","value":"balanceDue"}},{"kind":"Field","name":{"kind":"Name","value":"paymentReference"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roomId"}},{"kind":"Field","name":{"kind":"Name","value":"roomName"}},{"kind":"Field","name":{"kind":"Name","value":"roomType"}},{"kind":"Field","name":{"kind":"Name","value":"ratePaise"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"guests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adults"}},{"kind":"Field","name":{"kind":"Name","value":"children"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tax"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StayTaxFields"}}]}}]}}]} as unknown as DocumentNode<CreatePaymentOrderMutation, CreatePaymentOrderMutationVariables>;
export const VerifyPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VerifyPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VerifyPaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"booking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentBookingFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentRecordFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StayTaxFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StayTax"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ratesIncludeGst"}},{"kind":"Field","name":{"kind":"Name","value":"taxableValue"}},{"kind":"Field","name":{"kind":"Name","value":"totalTax"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roomId"}},{"kind":"Field","name":{"kind":"Name","value":"roomName"}},{"kind":"Field","name":{"kind":"Name","value":"nightsDiffer"}},{"kind":"Field","name":{"kind":"Name","value":"nights"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"taxablePaise"}},{"kind":"Field","name":{"kind":"Name","value":"cgstPaise"}},{"kind":"Field","name":{"kind":"Name","value":"sgstPaise"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentBookingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookCode"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"userEmail"}},{"kind":"Field","name":{"kind":"Name","value":"userPhone"}},{"kind":"Field","name":{"kind":"Name","value":"checkIn"}},{"kind":"Field","name":{"kind":"Name","value":"checkOut"}},{"kind":"Field","name":{"kind":"Name","value":"nights"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaise"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"holdExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"issueDate"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"businessGstin"}},{"kind":"Field","name":{"kind":"Name","value":"paidAmount"}},{"kind":"Field","name":{"kind":"Name","value":"balanceDue"}},{"kind":"Field","name":{"kind":"Name","value":"paymentReference"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roomId"}},{"kind":"Field","name":{"kind":"Name","value":"roomName"}},{"kind":"Field","name":{"kind":"Name","value":"roomType"}},{"kind":"Field","name":{"kind":"Name","value":"ratePaise"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"guests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adults"}},{"kind":"Field","name":{"kind":"Name","value":"children"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tax"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StayTaxFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentRecordFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Payment"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaise"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}},{"kind":"Field","name":{"kind":"Name","value":"razorpayOrderId"}},{"kind":"Field","name":{"kind":"Name","value":"razorpayPaymentId"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<VerifyPaymentMutation, VerifyPaymentMutationVariables>;
export const PayAtHotelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PayAtHotel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quote"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"QuoteInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payAtHotel"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}}},{"kind":"Argument","name":{"kind":"Name","value":"quote"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quote"}}},{"kind":"Argument","name":{"kind":"Name","value":"idempotencyKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"idempotencyKey"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"booking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentBookingFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StayTaxFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StayTax"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ratesIncludeGst"}},{"kind":"Field","name":{"kind":"Name","value":"taxableValue"}},{"kind":"Field","name":{"kind":"Name","value":"totalTax"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roomId"}},{"kind":"Field","name":{"kind":"Name","value":"roomName"}},{"kind":"Field","name":{"kind":"Name","value":"nightsDiffer"}},{"kind":"Field","name":{"kind":"Name","value":"nights"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"taxablePaise"}},{"kind":"Field","name":{"kind":"Name","value":"cgstPaise"}},{"kind":"Field","name":{"kind":"Name","value":"sgstPaise"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentBookingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookCode"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"userEmail"}},{"kind":"Field","name":{"kind":"Name","value":"userPhone"}},{"kind":"Field","name":{"kind":"Name","value":"checkIn"}},{"kind":"Field","name":{"kind":"Name","value":"checkOut"}},{"kind":"Field","name":{"kind":"Name","value":"nights"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaise"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"holdExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"issueDate"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"businessGstin"}},{"kind":"Field","name":{"kind":"Name","value":"paidAmount"}},{"kind":"Field","name":{"kind":"Name","value":"balanceDue"}},{"kind":"Field","name":{"kind":"Name","value":"paymentReference"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roomId"}},{"kind":"Field","name":{"kind":"Name","value":"roomName"}},{"kind":"Field","name":{"kind":"Name","value":"roomType"}},{"kind":"Field","name":{"kind":"Name","value":"ratePaise"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"guests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adults"}},{"kind":"Field","name":{"kind":"Name","value":"children"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tax"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StayTaxFields"}}]}}]}}]} as unknown as DocumentNode<PayAtHotelMutation, PayAtHotelMutationVariables>;
export const PayAtHotelLimitsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PayAtHotelLimits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payAtHotelMaxNights"}},{"kind":"Field","name":{"kind":"Name","value":"payAtHotelMaxRooms"}},{"kind":"Field","name":{"kind":"Name","value":"advancePercent"}}]}}]}}]} as unknown as DocumentNode<PayAtHotelLimitsQuery, PayAtHotelLimitsQueryVariables>;
export const FindBookingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FindBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contact"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"findBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}},{"kind":"Argument","name":{"kind":"Name","value":"contact"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contact"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"booking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookCode"}}]}}]}}]}}]} as unknown as DocumentNode<FindBookingQuery, FindBookingQueryVariables>;
export const CancellationQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CancellationQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancellationQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancellable"}},{"kind":"Field","name":{"kind":"Name","value":"refusal"}},{"kind":"Field","name":{"kind":"Name","value":"paidPaise"}},{"kind":"Field","name":{"kind":"Name","value":"refundPaise"}},{"kind":"Field","name":{"kind":"Name","value":"refundPercent"}},{"kind":"Field","name":{"kind":"Name","value":"rule"}},{"kind":"Field","name":{"kind":"Name","value":"freeUntil"}},{"kind":"Field","name":{"kind":"Name","value":"policy"}},{"kind":"Field","name":{"kind":"Name","value":"refundTiming"}}]}}]}}]} as unknown as DocumentNode<CancellationQuoteQuery, CancellationQuoteQueryVariables>;
export const ProveMyBookingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ProveMyBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contact"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"proveMyBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}}},{"kind":"Argument","name":{"kind":"Name","value":"contact"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contact"}}},{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"plans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArrivalPlansFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArrivalPlansFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ArrivalPlans"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"arrivalTime"}},{"kind":"Field","name":{"kind":"Name","value":"specialRequest"}}]}}]} as unknown as DocumentNode<ProveMyBookingMutation, ProveMyBookingMutationVariables>;
export const CancelMyBookingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelMyBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contact"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelMyBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}}},{"kind":"Argument","name":{"kind":"Name","value":"contact"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contact"}}},{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"refundPaise"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"booking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentBookingFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StayTaxFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StayTax"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ratesIncludeGst"}},{"kind":"Field","name":{"kind":"Name","value":"taxableValue"}},{"kind":"Field","name":{"kind":"Name","value":"totalTax"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roomId"}},{"kind":"Field","name":{"kind":"Name","value":"roomName"}},{"kind":"Field","name":{"kind":"Name","value":"nightsDiffer"}},{"kind":"Field","name":{"kind":"Name","value":"nights"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"rate"}},{"kind":"Field","name":{"kind":"Name","value":"taxablePaise"}},{"kind":"Field","name":{"kind":"Name","value":"cgstPaise"}},{"kind":"Field","name":{"kind":"Name","value":"sgstPaise"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentBookingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bookCode"}},{"kind":"Field","name":{"kind":"Name","value":"userName"}},{"kind":"Field","name":{"kind":"Name","value":"userEmail"}},{"kind":"Field","name":{"kind":"Name","value":"userPhone"}},{"kind":"Field","name":{"kind":"Name","value":"checkIn"}},{"kind":"Field","name":{"kind":"Name","value":"checkOut"}},{"kind":"Field","name":{"kind":"Name","value":"nights"}},{"kind":"Field","name":{"kind":"Name","value":"totalPaise"}},{"kind":"Field","name":{"kind":"Name","value":"totalAmount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paymentStatus"}},{"kind":"Field","name":{"kind":"Name","value":"paymentMethod"}},{"kind":"Field","name":{"kind":"Name","value":"holdExpiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"issueDate"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"businessName"}},{"kind":"Field","name":{"kind":"Name","value":"businessGstin"}},{"kind":"Field","name":{"kind":"Name","value":"paidAmount"}},{"kind":"Field","name":{"kind":"Name","value":"balanceDue"}},{"kind":"Field","name":{"kind":"Name","value":"paymentReference"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roomId"}},{"kind":"Field","name":{"kind":"Name","value":"roomName"}},{"kind":"Field","name":{"kind":"Name","value":"roomType"}},{"kind":"Field","name":{"kind":"Name","value":"ratePaise"}},{"kind":"Field","name":{"kind":"Name","value":"amountPaise"}}]}},{"kind":"Field","name":{"kind":"Name","value":"guests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adults"}},{"kind":"Field","name":{"kind":"Name","value":"children"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tax"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StayTaxFields"}}]}}]}}]} as unknown as DocumentNode<CancelMyBookingMutation, CancelMyBookingMutationVariables>;
export const UpdateMyArrivalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateMyArrival"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"arrivalTime"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"specialRequest"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contact"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateMyArrival"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}}},{"kind":"Argument","name":{"kind":"Name","value":"arrivalTime"},"value":{"kind":"Variable","name":{"kind":"Name","value":"arrivalTime"}}},{"kind":"Argument","name":{"kind":"Name","value":"specialRequest"},"value":{"kind":"Variable","name":{"kind":"Name","value":"specialRequest"}}},{"kind":"Argument","name":{"kind":"Name","value":"contact"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contact"}}},{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"plans"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ArrivalPlansFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ArrivalPlansFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ArrivalPlans"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"arrivalTime"}},{"kind":"Field","name":{"kind":"Name","value":"specialRequest"}}]}}]} as unknown as DocumentNode<UpdateMyArrivalMutation, UpdateMyArrivalMutationVariables>;
export const ResendMyConfirmationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResendMyConfirmation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"contact"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"key"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendMyConfirmation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}}},{"kind":"Argument","name":{"kind":"Name","value":"contact"},"value":{"kind":"Variable","name":{"kind":"Name","value":"contact"}}},{"kind":"Argument","name":{"kind":"Name","value":"key"},"value":{"kind":"Variable","name":{"kind":"Name","value":"key"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sentTo"}}]}}]}}]} as unknown as DocumentNode<ResendMyConfirmationMutation, ResendMyConfirmationMutationVariables>;
export const RoomDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RoomDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"room"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"maxCount"}},{"kind":"Field","name":{"kind":"Name","value":"rentPerDay"}},{"kind":"Field","name":{"kind":"Name","value":"isAvailable"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrls"}},{"kind":"Field","name":{"kind":"Name","value":"amenities"}}]}}]}}]} as unknown as DocumentNode<RoomDetailQuery, RoomDetailQueryVariables>;
export const RoomFreeForStayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RoomFreeForStay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"checkIn"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"checkOut"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"guests"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"availableRooms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"checkIn"},"value":{"kind":"Variable","name":{"kind":"Name","value":"checkIn"}}},{"kind":"Argument","name":{"kind":"Name","value":"checkOut"},"value":{"kind":"Variable","name":{"kind":"Name","value":"checkOut"}}},{"kind":"Argument","name":{"kind":"Name","value":"guests"},"value":{"kind":"Variable","name":{"kind":"Name","value":"guests"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<RoomFreeForStayQuery, RoomFreeForStayQueryVariables>;
export const BlockRoomDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BlockRoom"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BlockRoomInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"blockRoom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"block"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roomId"}},{"kind":"Field","name":{"kind":"Name","value":"startsOn"}},{"kind":"Field","name":{"kind":"Name","value":"endsOn"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]}}]}}]} as unknown as DocumentNode<BlockRoomMutation, BlockRoomMutationVariables>;
export const UnblockRoomDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnblockRoom"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unblockRoom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"block"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"liftedAt"}}]}}]}}]}}]} as unknown as DocumentNode<UnblockRoomMutation, UnblockRoomMutationVariables>;