import {
  BookingChannel,
  BookingPaymentStatus,
  BookingStatus,
  ConsentSource,
  ContactInquiryType,
  DeskPaymentMethod,
  GuestIdType,
  MessageChannel,
  MessageKind,
  MessageStatus,
  OtaChannel,
  PaymentAttemptStatus,
  PaymentMethod,
  PaymentProviderName,
  RefundStatus,
  RoomStatus,
  RoomType,
} from '../graphql/generated';

/**
 * How the schema's enums read to people, for every guest and admin screen. Each map is a
 * Record over its enum, so a value the server adds is a compile error here until it has words.
 * The order of each map is the order lists and menus show.
 */

export const ROOM_TYPE_LABELS: Record<RoomType, string> = {
  [RoomType.SingleAc]: 'Single AC',
  [RoomType.DoubleAc]: 'Double AC',
  [RoomType.Single]: 'Single',
  [RoomType.Double]: 'Double',
  [RoomType.Deluxe]: 'Deluxe',
  [RoomType.Suite]: 'Suite',
  [RoomType.Family]: 'Family',
  [RoomType.Standard]: 'Standard',
};

export const ROOM_STATUS_LABELS: Record<RoomStatus, string> = {
  [RoomStatus.Dirty]: 'Dirty',
  [RoomStatus.Clean]: 'Clean',
  [RoomStatus.Inspected]: 'Inspected',
  [RoomStatus.OutOfOrder]: 'Out of order',
};

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  [BookingStatus.Held]: 'Waiting for payment',
  [BookingStatus.Confirmed]: 'Confirmed',
  [BookingStatus.CheckedIn]: 'Checked in',
  [BookingStatus.CheckedOut]: 'Checked out',
  [BookingStatus.Cancelled]: 'Cancelled',
  [BookingStatus.Expired]: 'Hold expired',
  [BookingStatus.NoShow]: 'No-show',
};

export const BOOKING_PAYMENT_STATUS_LABELS: Record<BookingPaymentStatus, string> = {
  [BookingPaymentStatus.Pending]: 'Not paid yet',
  [BookingPaymentStatus.Paid]: 'Paid',
  [BookingPaymentStatus.PartPaid]: 'Part paid',
  [BookingPaymentStatus.Failed]: 'Not paid (last attempt failed)',
  [BookingPaymentStatus.Refunded]: 'Refunded',
  [BookingPaymentStatus.PartiallyRefunded]: 'Partly refunded',
  [BookingPaymentStatus.Void]: 'Nothing due',
};

/** What is still owed for a booking to be paid at the hotel. */
export const DUE_AT_HOTEL_LABEL = 'To be paid at the hotel';

/** A booking's payment status; money still owed on a pay-at-hotel booking says where it is paid. */
export function bookingPaymentLabel(status: BookingPaymentStatus, method?: PaymentMethod | null): string {
  return status === BookingPaymentStatus.Pending && method === PaymentMethod.Cod
    ? DUE_AT_HOTEL_LABEL
    : BOOKING_PAYMENT_STATUS_LABELS[status];
}

/**
 * One payment attempt (the ledger). Created is an order the guest opened but never paid, not a
 * debt; pending is the promise of a pay-at-hotel booking (no money: what it owes is its booking's
 * balance), fulfilled that promise once the booking owes nothing more.
 */
export const PAYMENT_ATTEMPT_STATUS_LABELS: Record<PaymentAttemptStatus, string> = {
  [PaymentAttemptStatus.Paid]: 'Paid',
  [PaymentAttemptStatus.Pending]: 'Promised at hotel',
  [PaymentAttemptStatus.Fulfilled]: 'Promise kept',
  [PaymentAttemptStatus.Created]: 'Checkout not completed',
  [PaymentAttemptStatus.Failed]: 'Failed',
  [PaymentAttemptStatus.Refunded]: 'Refunded',
  [PaymentAttemptStatus.PartiallyRefunded]: 'Partly refunded',
  [PaymentAttemptStatus.Cancelled]: 'Cancelled',
  [PaymentAttemptStatus.Reversal]: 'Reversed entry',
};

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  [PaymentMethod.Online]: 'Online payment',
  [PaymentMethod.Upi]: 'UPI',
  [PaymentMethod.Card]: 'Card',
  [PaymentMethod.Netbanking]: 'Net banking',
  [PaymentMethod.Wallet]: 'Wallet',
  [PaymentMethod.Emi]: 'EMI',
  [PaymentMethod.CardlessEmi]: 'Cardless EMI',
  [PaymentMethod.Paylater]: 'Pay later',
  [PaymentMethod.BankTransfer]: 'Bank transfer',
  [PaymentMethod.Cash]: 'Cash',
  [PaymentMethod.Cod]: 'Pay at hotel (cash on arrival)',
  [PaymentMethod.Ota]: 'Collected by the OTA',
};

/** How the desk took money, in the order the form offers them (cash first: most desk money is cash). */
export const DESK_PAYMENT_METHOD_LABELS: Record<DeskPaymentMethod, string> = {
  [DeskPaymentMethod.Cash]: 'Cash',
  [DeskPaymentMethod.Upi]: 'UPI',
  [DeskPaymentMethod.Card]: 'Card',
  [DeskPaymentMethod.BankTransfer]: 'Bank transfer',
};

/** The ID proofs the desk accepts at check-in, in the order the form offers them. */
export const GUEST_ID_TYPE_LABELS: Record<GuestIdType, string> = {
  [GuestIdType.Aadhaar]: 'Aadhaar',
  [GuestIdType.Passport]: 'Passport',
  [GuestIdType.DrivingLicence]: 'Driving licence',
  [GuestIdType.VoterId]: 'Voter ID',
  [GuestIdType.Pan]: 'PAN card',
  [GuestIdType.Other]: 'Other photo ID',
};

/** An ID proof as the booking page names it: an Aadhaar by the last four digits kept, others in full. */
export function idProofWords(idType: GuestIdType, idNumber: string): string {
  return idType === GuestIdType.Aadhaar ? `Aadhaar ending ${idNumber}` : `${GUEST_ID_TYPE_LABELS[idType]} ${idNumber}`;
}

/** The method inside the spec's "Failed to process {method} payment: {reason}". */
export const PAYMENT_METHOD_IN_SENTENCE: Record<PaymentMethod, string> = {
  [PaymentMethod.Online]: 'online',
  [PaymentMethod.Upi]: 'UPI',
  [PaymentMethod.Card]: 'card',
  [PaymentMethod.Netbanking]: 'net banking',
  [PaymentMethod.Wallet]: 'wallet',
  [PaymentMethod.Emi]: 'EMI',
  [PaymentMethod.CardlessEmi]: 'cardless EMI',
  [PaymentMethod.Paylater]: 'pay later',
  [PaymentMethod.BankTransfer]: 'bank transfer',
  [PaymentMethod.Cash]: 'cash',
  [PaymentMethod.Cod]: 'COD',
  [PaymentMethod.Ota]: 'OTA',
};

/** Who holds the money. The built-in simulator is never called Razorpay. */
export const PAYMENT_PROVIDER_LABELS: Record<PaymentProviderName, string> = {
  [PaymentProviderName.Razorpay]: 'Razorpay',
  [PaymentProviderName.Simulated]: 'Simulated (test)',
  [PaymentProviderName.Hotel]: 'At the hotel',
  [PaymentProviderName.Ota]: 'The OTA (paid out to the hotel)',
};

/** The contact form's options, in the order it offers them (general is the default). */
export const INQUIRY_TYPE_LABELS: Record<ContactInquiryType, string> = {
  [ContactInquiryType.General]: 'General inquiry',
  [ContactInquiryType.Booking]: 'Booking',
  [ContactInquiryType.Cancellation]: 'Cancellation',
  [ContactInquiryType.Technical]: 'Technical problem',
  [ContactInquiryType.Billing]: 'Billing',
  [ContactInquiryType.Complaint]: 'Complaint',
  [ContactInquiryType.Feedback]: 'Feedback',
};

export const REFUND_STATUS_LABELS: Record<RefundStatus, string> = {
  [RefundStatus.Pending]: 'Pending with the payment provider',
  [RefundStatus.Processed]: 'Processed',
  [RefundStatus.Failed]: 'Failed at the payment provider',
};

/** The message log's templates in words: what each message tells (and whom, for the owner's alerts). */
export const MESSAGE_KIND_LABELS: Record<MessageKind, string> = {
  [MessageKind.BookingConfirmed]: 'Booking confirmed',
  [MessageKind.FinishPaying]: 'Finish paying (room held)',
  [MessageKind.PaymentReceived]: 'Payment received',
  [MessageKind.PreArrival]: 'Before arrival',
  [MessageKind.BookingChanged]: 'Booking changed',
  [MessageKind.BookingCancelled]: 'Booking cancelled',
  [MessageKind.EnquiryReceived]: 'Enquiry received',
  [MessageKind.EventHold]: 'Hall held: payment link',
  [MessageKind.MilestoneDue]: 'Payment due',
  [MessageKind.OneTimeCode]: 'One-time code',
  [MessageKind.TaxDocument]: 'Tax document',
  [MessageKind.StaffInvite]: 'Staff invite',
  [MessageKind.OwnerNewBooking]: 'To the owner: new booking',
  [MessageKind.OwnerNewEnquiry]: 'To the owner: new enquiry',
  [MessageKind.OwnerCancellation]: 'To the owner: cancellation',
  [MessageKind.OwnerPaymentWebhookFailed]: 'To the owner: payment notice failed',
  [MessageKind.OwnerFormIiiDue]: 'To the owner: Form III due',
  [MessageKind.OwnerChannelConflict]: 'To the owner: OTA stay in conflict',
  [MessageKind.OwnerChannelFeedFailing]: 'To the owner: OTA calendar failing',
};

export const MESSAGE_CHANNEL_LABELS: Record<MessageChannel, string> = {
  [MessageChannel.Email]: 'Email',
  [MessageChannel.Whatsapp]: 'WhatsApp',
  [MessageChannel.Sms]: 'SMS',
};

/** In the order a message moves; the message page's filter offers them so. */
export const MESSAGE_STATUS_LABELS: Record<MessageStatus, string> = {
  [MessageStatus.Failed]: 'Failed',
  [MessageStatus.Queued]: 'Waiting to send',
  [MessageStatus.Sending]: 'Sending',
  [MessageStatus.Sent]: 'Sent',
  [MessageStatus.Delivered]: 'Delivered',
  [MessageStatus.Read]: 'Read',
};

/** Where a guest's WhatsApp choice came from, in a sentence: "… on the booking form". */
export const CONSENT_SOURCE_LABELS: Record<ConsentSource, string> = {
  [ConsentSource.BookingForm]: 'on the booking form',
  [ConsentSource.EnquiryForm]: 'on the banquet enquiry form',
  [ConsentSource.WhatsappStop]: 'by replying STOP on WhatsApp',
  [ConsentSource.OptOutLink]: 'by the link in a message',
  [ConsentSource.Staff]: 'by staff, at the guest’s request',
};

/** The OTAs whose calendars the hotel imports and exports (issue 30), as their extranets name them. */
export const OTA_CHANNEL_LABELS: Record<OtaChannel, string> = {
  [OtaChannel.BookingCom]: 'Booking.com',
  [OtaChannel.Airbnb]: 'Airbnb',
  [OtaChannel.Makemytrip]: 'MakeMyTrip/Goibibo',
  [OtaChannel.Agoda]: 'Agoda',
  [OtaChannel.Other]: 'Other',
};

/** Where a booking was sold: the hotel's own channels, then the OTAs. */
export const BOOKING_CHANNEL_LABELS: Record<BookingChannel, string> = {
  [BookingChannel.Website]: 'Website',
  [BookingChannel.WalkIn]: 'Walk-in',
  [BookingChannel.Phone]: 'Phone',
  [BookingChannel.BookingCom]: 'Booking.com',
  [BookingChannel.Airbnb]: 'Airbnb',
  [BookingChannel.Makemytrip]: 'MakeMyTrip/Goibibo',
  [BookingChannel.Agoda]: 'Agoda',
  [BookingChannel.OtherOta]: 'Other OTA',
};

/** A label map as the options of a menu, in the map's order. */
export function labelledOptions<Value extends string>(labels: Record<Value, string>): { value: Value; label: string }[] {
  return (Object.keys(labels) as Value[]).map((value) => ({ value, label: labels[value] }));
}

/** Whether a value read from outside (an address, storage, a form) is one of the map's enum values. */
export function isLabelled<Value extends string>(labels: Record<Value, string>, value: unknown): value is Value {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(labels, value);
}
