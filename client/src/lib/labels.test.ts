import {
  BookingPaymentStatus,
  BookingStatus,
  ConsentSource,
  ContactInquiryType,
  MessageChannel,
  MessageKind,
  MessageStatus,
  OtaChannel,
  PaymentAttemptStatus,
  PaymentMethod,
  PaymentProviderName,
  RefundStatus,
  RoomType,
} from '../graphql/generated';
import {
  BOOKING_PAYMENT_STATUS_LABELS,
  BOOKING_STATUS_LABELS,
  bookingPaymentLabel,
  CONSENT_SOURCE_LABELS,
  INQUIRY_TYPE_LABELS,
  isLabelled,
  labelledOptions,
  MESSAGE_CHANNEL_LABELS,
  MESSAGE_KIND_LABELS,
  MESSAGE_STATUS_LABELS,
  OTA_CHANNEL_LABELS,
  PAYMENT_ATTEMPT_STATUS_LABELS,
  PAYMENT_METHOD_IN_SENTENCE,
  PAYMENT_METHOD_LABELS,
  PAYMENT_PROVIDER_LABELS,
  REFUND_STATUS_LABELS,
  ROOM_TYPE_LABELS,
} from './labels';

const MAPS: Array<[string, Record<string, string>, Record<string, string>]> = [
  ['RoomType', RoomType, ROOM_TYPE_LABELS],
  ['BookingStatus', BookingStatus, BOOKING_STATUS_LABELS],
  ['BookingPaymentStatus', BookingPaymentStatus, BOOKING_PAYMENT_STATUS_LABELS],
  ['PaymentAttemptStatus', PaymentAttemptStatus, PAYMENT_ATTEMPT_STATUS_LABELS],
  ['PaymentMethod', PaymentMethod, PAYMENT_METHOD_LABELS],
  ['PaymentMethod (in a sentence)', PaymentMethod, PAYMENT_METHOD_IN_SENTENCE],
  ['PaymentProviderName', PaymentProviderName, PAYMENT_PROVIDER_LABELS],
  ['ContactInquiryType', ContactInquiryType, INQUIRY_TYPE_LABELS],
  ['RefundStatus', RefundStatus, REFUND_STATUS_LABELS],
  ['MessageKind', MessageKind, MESSAGE_KIND_LABELS],
  ['MessageChannel', MessageChannel, MESSAGE_CHANNEL_LABELS],
  ['MessageStatus', MessageStatus, MESSAGE_STATUS_LABELS],
  ['ConsentSource', ConsentSource, CONSENT_SOURCE_LABELS],
  ['OtaChannel', OtaChannel, OTA_CHANNEL_LABELS],
];

describe('the labels of the schema’s enums', () => {
  it.each(MAPS)('%s: every value has words, and nothing else does', (_name, values, labels) => {
    expect(Object.keys(labels).sort()).toEqual(Object.values(values).sort());
    for (const value of Object.values(values)) {
      const label = labels[value];
      expect(label.trim()).not.toBe('');
      // Words, not codes: no DOUBLE_AC, no squashed DoubleAC, no shouted CONFIRMED (UPI and EMI are
      // words; WhatsApp and MakeMyTrip are the brands' own spellings).
      expect(label.replace(/WhatsApp/g, 'Whatsapp').replace(/MakeMyTrip/g, 'Makemytrip')).not.toMatch(/_|[a-z][A-Z]|^[A-Z]{4,}$/);
    }
  });

  it('reads room types as the hotel writes them', () => {
    expect(Object.values(ROOM_TYPE_LABELS)).toEqual([
      'Single AC',
      'Double AC',
      'Single',
      'Double',
      'Deluxe',
      'Suite',
      'Family',
      'Standard',
    ]);
  });

  it('says what a booking’s payment status means for the guest', () => {
    expect(bookingPaymentLabel(BookingPaymentStatus.Pending, PaymentMethod.Cod)).toBe('To be paid at the hotel');
    expect(bookingPaymentLabel(BookingPaymentStatus.Pending, null)).toBe('Not paid yet');
    expect(bookingPaymentLabel(BookingPaymentStatus.Void, PaymentMethod.Cod)).toBe('Nothing due');
    expect(bookingPaymentLabel(BookingPaymentStatus.Paid, PaymentMethod.Upi)).toBe('Paid');
  });

  it('never calls the simulator Razorpay, nor an unpaid checkout a debt', () => {
    expect(PAYMENT_PROVIDER_LABELS[PaymentProviderName.Simulated]).toBe('Simulated (test)');
    expect(PAYMENT_ATTEMPT_STATUS_LABELS[PaymentAttemptStatus.Created]).toBe('Checkout not completed');
  });

  it('calls a pay-at-hotel promise a promise, not money pending, and says when it was kept', () => {
    expect(PAYMENT_ATTEMPT_STATUS_LABELS[PaymentAttemptStatus.Pending]).toBe('Promised at hotel');
    expect(PAYMENT_ATTEMPT_STATUS_LABELS[PaymentAttemptStatus.Fulfilled]).toBe('Promise kept');
  });

  it('offers a map as menu options in its order, and knows its values', () => {
    expect(labelledOptions(INQUIRY_TYPE_LABELS)[0]).toEqual({ value: ContactInquiryType.General, label: 'General inquiry' });
    expect(labelledOptions(PAYMENT_ATTEMPT_STATUS_LABELS)).toHaveLength(Object.keys(PaymentAttemptStatus).length);
    expect(isLabelled(ROOM_TYPE_LABELS, RoomType.DoubleAc)).toBe(true);
    expect(isLabelled(ROOM_TYPE_LABELS, 'DoubleAC')).toBe(false);
    expect(isLabelled(ROOM_TYPE_LABELS, 'toString')).toBe(false);
    expect(isLabelled(ROOM_TYPE_LABELS, undefined)).toBe(false);
  });
});
