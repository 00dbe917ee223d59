import {
  BookingChannel,
  CheckInInput,
  DeskPaymentMethod,
  DeskPaymentOption,
  PaymentMethod,
  type CreateDeskBookingMutationVariables,
} from '../../../graphql/generated';
import type { ChosenRoom } from './use-desk-bookings';

/** The walk-in form's values, as typed. */
export interface DeskFormValues {
  checkIn: string;
  checkOut: string;
  name: string;
  email: string;
  phone: string;
  channel: BookingChannel;
  notes: string;
  option: DeskPaymentOption;
  method: DeskPaymentMethod;
  amount: string;
  reference: string;
  businessName: string;
  businessGstin: string;
  agreeRent: boolean;
  agreedRent: string;
  agreedReason: string;
  /** The guest, asked, wants updates on WhatsApp from the hotel. */
  whatsappUpdates: boolean;
}

/** The permission-table key of the agreed rent: the form shows it to the roles that may send it. */
export const AGREED_RENT_PERMISSION = 'DeskBookingInput.rateOverride';

/** The desk's methods as the booking input names them (the same four values). */
const METHOD_AS_PAYMENT: Record<DeskPaymentMethod, PaymentMethod> = {
  [DeskPaymentMethod.Cash]: PaymentMethod.Cash,
  [DeskPaymentMethod.Upi]: PaymentMethod.Upi,
  [DeskPaymentMethod.Card]: PaymentMethod.Card,
  [DeskPaymentMethod.BankTransfer]: PaymentMethod.BankTransfer,
};

/** Where the server's field names land in this form. */
export const DESK_FORM_FIELDS: Record<string, keyof DeskFormValues> = {
  checkIn: 'checkIn',
  checkOut: 'checkOut',
  name: 'name',
  email: 'email',
  phone: 'phone',
  channel: 'channel',
  notes: 'notes',
  'payment.option': 'option',
  'payment.method': 'method',
  'payment.amount': 'amount',
  'payment.reference': 'reference',
  // Billing checks a desk payment's reference under its own name.
  reference: 'reference',
  method: 'method',
  amount: 'amount',
  businessName: 'businessName',
  businessGstin: 'businessGstin',
  'rateOverride.nightlyRent': 'agreedRent',
  'rateOverride.reason': 'agreedReason',
  whatsappUpdates: 'whatsappUpdates',
};

export type DeskBookingInput = CreateDeskBookingMutationVariables['input'];

/**
 * The createDeskBooking input of the form: an email left empty is none (a walk-in or phone guest
 * may give only a phone); the agreed rent only when the person may give one and ticked it; the
 * registration when the guest is checked in now.
 */
export function deskBookingInput(
  values: DeskFormValues,
  rooms: ChosenRoom[],
  options: { mayAgreeRent: boolean; checkInNow?: CheckInInput },
): DeskBookingInput {
  const payNow = values.option === DeskPaymentOption.PayAtDeskNow;
  const email = values.email.trim();
  const business = values.businessName?.trim() || values.businessGstin?.trim();
  return {
    checkIn: values.checkIn,
    checkOut: values.checkOut,
    rooms,
    guest: { name: values.name, phone: values.phone, ...(email ? { email } : {}) },
    channel: values.channel,
    notes: values.notes,
    whatsappUpdates: values.whatsappUpdates === true,
    ...(business ? { businessName: values.businessName, businessGstin: values.businessGstin } : {}),
    payment: {
      option: values.option,
      ...(payNow ? { method: METHOD_AS_PAYMENT[values.method], amount: Number(values.amount), reference: values.reference } : {}),
    },
    ...(options.mayAgreeRent && values.agreeRent
      ? { rateOverride: { nightlyRent: Number(values.agreedRent), reason: values.agreedReason } }
      : {}),
    ...(options.checkInNow ? { checkInNow: true, registration: options.checkInNow } : {}),
  };
}
