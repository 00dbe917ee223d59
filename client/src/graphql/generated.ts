/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A date-time string at UTC, such as 2007-12-03T10:15:30Z, compliant with the `date-time` format outlined in section 5.6 of the RFC 3339 profile of the ISO 8601 standard for representation of dates and times using the Gregorian calendar.This scalar is serialized to a string in ISO 8601 format and parsed from a string in ISO 8601 format. */
  DateTimeISO: { input: string; output: string; }
  /** The `Upload` scalar type represents a file upload. */
  Upload: { input: unknown; output: unknown; }
};

/** Postal address of a guest; every part is optional. */
export type Address = {
  __typename?: 'Address';
  city: Maybe<Scalars['String']['output']>;
  country: Maybe<Scalars['String']['output']>;
  state: Maybe<Scalars['String']['output']>;
  street: Maybe<Scalars['String']['output']>;
  street2: Maybe<Scalars['String']['output']>;
  zip: Maybe<Scalars['String']['output']>;
};

export type AddressInput = {
  city?: InputMaybe<Scalars['String']['input']>;
  country?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
  street?: InputMaybe<Scalars['String']['input']>;
  street2?: InputMaybe<Scalars['String']['input']>;
  zip?: InputMaybe<Scalars['String']['input']>;
};

/** A person who runs the hotel from the admin area. */
export type Admin = {
  __typename?: 'Admin';
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isActive: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
};

/** Answer of adminLogin: a bearer token for the Authorization header. */
export type AdminLoginPayload = {
  __typename?: 'AdminLoginPayload';
  admin: Maybe<Admin>;
  errors: Array<UserError>;
  expiresAt: Maybe<Scalars['DateTimeISO']['output']>;
  token: Maybe<Scalars['String']['output']>;
};

/** A booking of one or more rooms for a stay. */
export type Booking = {
  __typename?: 'Booking';
  /** Short code for receipts and phone calls. */
  bookCode: Scalars['String']['output'];
  /** Check-in date, YYYY-MM-DD (hotel time, Asia/Kolkata). */
  checkIn: Scalars['String']['output'];
  /** Check-out date, YYYY-MM-DD; the stay is [checkIn, checkOut). */
  checkOut: Scalars['String']['output'];
  createdAt: Scalars['DateTimeISO']['output'];
  /** When an unpaid hold frees the room. */
  holdExpiresAt: Maybe<Scalars['DateTimeISO']['output']>;
  id: Scalars['ID']['output'];
  lines: Array<BookingLine>;
  nights: Scalars['Int']['output'];
  paymentMethod: Maybe<Scalars['String']['output']>;
  /** pending, paid, failed, refunded or partially_refunded. */
  paymentStatus: Scalars['String']['output'];
  /** held (waiting for payment), confirmed, cancelled or expired. */
  status: Scalars['String']['output'];
  /** Total in rupees. */
  totalAmount: Scalars['Float']['output'];
  /** Total in paise, computed by the server. */
  totalPaise: Scalars['Int']['output'];
  userEmail: Scalars['String']['output'];
  userName: Scalars['String']['output'];
  userPhone: Scalars['String']['output'];
};

export type BookingInfoInput = {
  pax?: InputMaybe<Array<PaxInput>>;
  /** Ignored: the server prices the stay. */
  roomAmount?: InputMaybe<Scalars['Float']['input']>;
  roomId?: InputMaybe<Scalars['ID']['input']>;
  /** Informational; the room decides. */
  roomType?: InputMaybe<Scalars['String']['input']>;
};

/** One booked room of a booking. */
export type BookingLine = {
  __typename?: 'BookingLine';
  /** Rent × nights, in paise. */
  amountPaise: Scalars['Int']['output'];
  checkIn: Scalars['String']['output'];
  checkOut: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  pax: Array<BookingPax>;
  /** Rent per night when booked, in paise. */
  ratePaise: Scalars['Int']['output'];
  /** Rent × nights, in rupees (the old API's roomAmount). */
  roomAmount: Scalars['Float']['output'];
  roomId: Scalars['ID']['output'];
  roomName: Scalars['String']['output'];
  roomType: Scalars['String']['output'];
};

/** A person staying in a booked room. */
export type BookingPax = {
  __typename?: 'BookingPax';
  /** adult or child */
  adultStatus: Scalars['String']['output'];
  age: Scalars['Int']['output'];
  /** male, female or other */
  gender: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/** Answer of createBooking. */
export type BookingPayload = {
  __typename?: 'BookingPayload';
  booking: Maybe<Booking>;
  errors: Array<UserError>;
};

export type CancellationPayload = {
  __typename?: 'CancellationPayload';
  booking: Maybe<Booking>;
  errors: Array<UserError>;
  refunds: Maybe<Array<Refund>>;
  terms: Maybe<CancellationTerms>;
};

/** What cancelling a booking now refunds, by the hotel’s policy. */
export type CancellationTerms = {
  __typename?: 'CancellationTerms';
  freeUntil: Scalars['DateTimeISO']['output'];
  paidPaise: Scalars['Int']['output'];
  refundPaise: Scalars['Int']['output'];
  refundPercent: Scalars['Int']['output'];
  /** free, group_free or late */
  rule: Scalars['String']['output'];
};

/** The provider order the checkout pays (amount in paise, as Razorpay). */
export type CheckoutOrder = {
  __typename?: 'CheckoutOrder';
  amount: Scalars['Int']['output'];
  booking: Booking;
  currency: Scalars['String']['output'];
  keyId: Scalars['String']['output'];
  orderId: Scalars['String']['output'];
  receipt: Scalars['String']['output'];
};

export type CheckoutOrderPayload = {
  __typename?: 'CheckoutOrderPayload';
  checkout: Maybe<CheckoutOrder>;
  errors: Array<UserError>;
};

/** A message sent through a contact form. */
export type ContactMessage = {
  __typename?: 'ContactMessage';
  createdAt: Scalars['DateTimeISO']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  inquiryType: Scalars['String']['output'];
  message: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** Which form sent it: landing or contact-page. */
  source: Scalars['String']['output'];
  subject: Maybe<Scalars['String']['output']>;
};

export type ContactMessageInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  /** general, booking, cancellation, technical, billing, complaint or feedback. */
  inquiryType?: InputMaybe<Scalars['String']['input']>;
  message?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  /** landing or contact-page (default). */
  source?: InputMaybe<Scalars['String']['input']>;
  /** Required from the contact page. */
  subject?: InputMaybe<Scalars['String']['input']>;
};

/** Answer of sendContactMessage. */
export type ContactMessagePayload = {
  __typename?: 'ContactMessagePayload';
  contactMessage: Maybe<ContactMessage>;
  errors: Array<UserError>;
};

/** Answer of a delete: errors, or deleted = true. */
export type DeletePayload = {
  __typename?: 'DeletePayload';
  deleted: Maybe<Scalars['Boolean']['output']>;
  errors: Array<UserError>;
};

/** A guest (the old API calls them users). */
export type Guest = {
  __typename?: 'Guest';
  address: Address;
  createdAt: Scalars['DateTimeISO']['output'];
  /** Lower-case; unique. */
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  phone: Scalars['String']['output'];
};

/** A guest; the email decides whether it is new or known. */
export type GuestInput = {
  address?: InputMaybe<AddressInput>;
  email?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  /** 10 digits starting 6-9. */
  phone?: InputMaybe<Scalars['String']['input']>;
};

/** Answer of upsertGuest. */
export type GuestPayload = {
  __typename?: 'GuestPayload';
  errors: Array<UserError>;
  guest: Maybe<Guest>;
};

export type Mutation = {
  __typename?: 'Mutation';
  adminLogin: AdminLoginPayload;
  /** Cancels a booking and refunds by the policy (admin). */
  cancelBooking: CancellationPayload;
  /** Holds the rooms of a quote while the guest pays; the server sets the price. */
  createBooking: BookingPayload;
  /** The order to pay for a booking (or a quote, which is held first). Reused while the hold lives. */
  createPaymentOrder: CheckoutOrderPayload;
  createRoom: RoomPayload;
  deleteBooking: DeletePayload;
  deleteRoom: DeletePayload;
  deleteUser: DeletePayload;
  /** Confirms the booking now; the guest pays at the hotel. */
  payAtHotel: PayAtHotelPayload;
  sendContactMessage: ContactMessagePayload;
  updateRoom: RoomPayload;
  /** Creates the guest or updates the one with the same email. */
  upsertGuest: GuestPayload;
  /** Checks the checkout handler’s signature and confirms the booking as paid. Safe to repeat. */
  verifyPayment: PaymentVerificationPayload;
};


export type MutationAdminLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationCancelBookingArgs = {
  id: Scalars['ID']['input'];
};


export type MutationCreateBookingArgs = {
  quote: QuoteInput;
};


export type MutationCreatePaymentOrderArgs = {
  bookingId?: InputMaybe<Scalars['ID']['input']>;
  quote?: InputMaybe<QuoteInput>;
};


export type MutationCreateRoomArgs = {
  images?: InputMaybe<Array<Scalars['Upload']['input']>>;
  input: RoomInput;
};


export type MutationDeleteBookingArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteRoomArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteUserArgs = {
  id: Scalars['ID']['input'];
};


export type MutationPayAtHotelArgs = {
  bookingId?: InputMaybe<Scalars['ID']['input']>;
  quote?: InputMaybe<QuoteInput>;
};


export type MutationSendContactMessageArgs = {
  input: ContactMessageInput;
};


export type MutationUpdateRoomArgs = {
  id: Scalars['ID']['input'];
  images?: InputMaybe<Array<Scalars['Upload']['input']>>;
  input: RoomInput;
};


export type MutationUpsertGuestArgs = {
  input: GuestInput;
};


export type MutationVerifyPaymentArgs = {
  input: VerifyPaymentInput;
};

export type PaxInput = {
  /** adult or child */
  adultStatus?: InputMaybe<Scalars['String']['input']>;
  age?: InputMaybe<Scalars['Int']['input']>;
  /** male, female or other */
  gender?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
};

export type PayAtHotelPayload = {
  __typename?: 'PayAtHotelPayload';
  booking: Maybe<Booking>;
  errors: Array<UserError>;
};

/** One attempt to pay for a booking. */
export type Payment = {
  __typename?: 'Payment';
  amountPaise: Scalars['Int']['output'];
  /** Loaded in the ledger. */
  booking: Maybe<Booking>;
  bookingId: Scalars['ID']['output'];
  createdAt: Scalars['DateTimeISO']['output'];
  currency: Scalars['String']['output'];
  failureReason: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** upi, card, netbanking, wallet or cod. */
  method: Maybe<Scalars['String']['output']>;
  paidAt: Maybe<Scalars['DateTimeISO']['output']>;
  /** razorpay, simulated or hotel (pay at hotel). */
  provider: Scalars['String']['output'];
  razorpayOrderId: Maybe<Scalars['String']['output']>;
  razorpayPaymentId: Maybe<Scalars['String']['output']>;
  refundedPaise: Scalars['Int']['output'];
  /** created, pending, paid, failed, refunded or partially_refunded. */
  status: Scalars['String']['output'];
};

/** Which checkout the browser opens. */
export type PaymentConfig = {
  __typename?: 'PaymentConfig';
  checkoutScriptUrl: Scalars['String']['output'];
  keyId: Scalars['String']['output'];
  /** razorpay or simulated */
  provider: Scalars['String']['output'];
};

/** Every payment attempt, newest first, with totals. */
export type PaymentLedger = {
  __typename?: 'PaymentLedger';
  entries: Array<PaymentLedgerEntry>;
  totals: PaymentLedgerTotals;
};

export type PaymentLedgerEntry = {
  __typename?: 'PaymentLedgerEntry';
  payment: Payment;
  refunds: Array<Refund>;
};

export type PaymentLedgerTotals = {
  __typename?: 'PaymentLedgerTotals';
  attempts: Scalars['Int']['output'];
  netPaise: Scalars['Int']['output'];
  pendingAtHotelPaise: Scalars['Int']['output'];
  receivedPaise: Scalars['Int']['output'];
  refundedPaise: Scalars['Int']['output'];
};

export type PaymentVerificationPayload = {
  __typename?: 'PaymentVerificationPayload';
  booking: Maybe<Booking>;
  errors: Array<UserError>;
  message: Maybe<Scalars['String']['output']>;
  /** confirmed, already_settled, relocated, refunded_room_gone, refunded_cancelled or refunded_duplicate. */
  outcome: Maybe<Scalars['String']['output']>;
  payment: Maybe<Payment>;
};

export type PricedLine = {
  __typename?: 'PricedLine';
  amountPaise: Scalars['Int']['output'];
  ratePaise: Scalars['Int']['output'];
  roomId: Scalars['ID']['output'];
  roomName: Scalars['String']['output'];
  roomType: Scalars['String']['output'];
};

/** What a quote costs, computed by the server; nothing is booked. */
export type PricedQuote = {
  __typename?: 'PricedQuote';
  lines: Array<PricedLine>;
  nights: Scalars['Int']['output'];
  /** Total in rupees. */
  totalAmount: Scalars['Float']['output'];
  totalPaise: Scalars['Int']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** Rooms free on every night of [checkIn, checkOut) that take this many guests. */
  availableRooms: Array<Room>;
  /** A booking by its id (the id is the secret: it is unguessable). */
  booking: Maybe<Booking>;
  /** Every booking, newest first (admin). */
  bookings: Array<Booking>;
  /** What cancelling this booking now would refund (admin). */
  cancellationTerms: CancellationTerms;
  /** Messages from the contact forms, newest first (admin). */
  contactMessages: Array<ContactMessage>;
  /** The signed-in admin. */
  me: Admin;
  paymentConfig: PaymentConfig;
  /** Every payment attempt with its booking and refunds (admin). */
  payments: PaymentLedger;
  /** The server’s price for a quote (nights, total); books nothing. */
  priceQuote: PricedQuote;
  room: Maybe<Room>;
  /** Rooms of the hotel, cheapest first; unavailable ones only on request. */
  rooms: Array<Room>;
  /** Every guest, newest first (admin). */
  users: Array<Guest>;
};


export type QueryAvailableRoomsArgs = {
  checkIn: Scalars['String']['input'];
  checkOut: Scalars['String']['input'];
  guests?: Scalars['Int']['input'];
};


export type QueryBookingArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCancellationTermsArgs = {
  bookingId: Scalars['ID']['input'];
};


export type QueryPaymentsArgs = {
  from?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
  to?: InputMaybe<Scalars['String']['input']>;
};


export type QueryPriceQuoteArgs = {
  quote: QuoteInput;
};


export type QueryRoomArgs = {
  id: Scalars['ID']['input'];
};


export type QueryRoomsArgs = {
  includeUnavailable?: Scalars['Boolean']['input'];
};

/** The quote the guest agreed to before paying (the spec, section 3). */
export type QuoteInput = {
  address?: InputMaybe<AddressInput>;
  bookingInfo?: InputMaybe<Array<BookingInfoInput>>;
  /** YYYY-MM-DD */
  checkInDate?: InputMaybe<Scalars['String']['input']>;
  /** YYYY-MM-DD */
  checkOutDate?: InputMaybe<Scalars['String']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  /** Ignored: the server computes the total. */
  totalAmount?: InputMaybe<Scalars['Float']['input']>;
  userEmail?: InputMaybe<Scalars['String']['input']>;
};

/** Money sent back to a guest. */
export type Refund = {
  __typename?: 'Refund';
  amountPaise: Scalars['Int']['output'];
  createdAt: Scalars['DateTimeISO']['output'];
  id: Scalars['ID']['output'];
  paymentId: Scalars['ID']['output'];
  processedAt: Maybe<Scalars['DateTimeISO']['output']>;
  providerRefundId: Maybe<Scalars['String']['output']>;
  /** cancellation, late_payment or duplicate_payment. */
  reason: Scalars['String']['output'];
  /** pending or processed. */
  status: Scalars['String']['output'];
};

/** A room of the hotel that guests can book. */
export type Room = {
  __typename?: 'Room';
  amenities: Array<Scalars['String']['output']>;
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Photo addresses, the first is the cover. */
  imageUrls: Array<Scalars['String']['output']>;
  /** Open for booking; an unavailable room is hidden from guests. */
  isAvailable: Scalars['Boolean']['output'];
  /** Maximum number of guests. */
  maxCount: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  /** Rent for one night, in rupees. */
  rentPerDay: Scalars['Float']['output'];
  /** Rent for one night, in paise. */
  rentPerDayPaise: Scalars['Int']['output'];
  /** Room type, e.g. Deluxe or Family. */
  type: Scalars['String']['output'];
};

/** Room fields. On create all but amenities are required; on update only those given change. */
export type RoomInput = {
  amenities?: InputMaybe<Array<Scalars['String']['input']>>;
  description?: InputMaybe<Scalars['String']['input']>;
  /** Photos already uploaded (/uploads/…) or https addresses, in order. */
  imageUrls?: InputMaybe<Array<Scalars['String']['input']>>;
  isAvailable?: InputMaybe<Scalars['Boolean']['input']>;
  maxCount?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  /** Rent for one night, in rupees (two decimals at most). */
  rentPerDay?: InputMaybe<Scalars['Float']['input']>;
  type?: InputMaybe<Scalars['String']['input']>;
};

/** Answer of a room mutation. */
export type RoomPayload = {
  __typename?: 'RoomPayload';
  errors: Array<UserError>;
  room: Maybe<Room>;
};

/** Why a mutation was refused; nothing was changed. */
export type UserError = {
  __typename?: 'UserError';
  /** Stable code for programs, e.g. ROOM_NAME_REQUIRED or DATES_UNAVAILABLE. */
  code: Scalars['String']['output'];
  /** The input field at fault, e.g. "name" or "bookingInfo.0.roomId". */
  field: Maybe<Scalars['String']['output']>;
  /** Text to show to people. */
  message: Scalars['String']['output'];
};

/** What Razorpay’s checkout handler receives. */
export type VerifyPaymentInput = {
  /** The method card the guest chose (upi, card, netbanking, wallet). */
  paymentMethod?: InputMaybe<Scalars['String']['input']>;
  razorpay_order_id?: InputMaybe<Scalars['String']['input']>;
  razorpay_payment_id?: InputMaybe<Scalars['String']['input']>;
  razorpay_signature?: InputMaybe<Scalars['String']['input']>;
};

export type LandingRoomsQueryVariables = Exact<{ [key: string]: never; }>;


export type LandingRoomsQuery = { rooms: Array<{ id: string, name: string, type: string, rentPerDay: number, maxCount: number, imageUrls: Array<string> }> };


export const LandingRoomsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LandingRooms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rooms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"rentPerDay"}},{"kind":"Field","name":{"kind":"Name","value":"maxCount"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrls"}}]}}]}}]} as unknown as DocumentNode<LandingRoomsQuery, LandingRoomsQueryVariables>;