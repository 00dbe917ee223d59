import {
  BookingPaymentStatus,
  BookingStatus,
  PaymentAttemptStatus,
  PaymentMethod,
  PaymentProviderName,
  RoomType,
  SettlementOutcome,
} from '../../../graphql/generated';
import { aNight, aStayTax } from '../../../components/price/testing';
import type { StaySummary } from '../components/BookingSummary';
import type { PaymentBooking, PaymentEffects, PaymentRecord } from '../flow/payment-flow';
import type { PendingQuote } from '../lib/pending-payment';

export const BOOKING_ID = '5f0c3b7e-8d4f-4c39-9a55-0a2f3f1b6c11';

export function aBooking(overrides: Partial<PaymentBooking> = {}): PaymentBooking {
  return {
    id: BOOKING_ID,
    bookCode: 'AR7K2Q',
    userName: 'Asha Verma',
    // As the public lookup shows them.
    userEmail: 'as***@example.com',
    userPhone: '******3210',
    checkIn: '2026-12-10',
    checkOut: '2026-12-12',
    nights: 2,
    totalPaise: 550000,
    totalAmount: 5500,
    paidAmount: 0,
    balanceDue: 5500,
    paymentReference: null,
    refunds: [],
    guests: { adults: 1, children: 0 },
    status: BookingStatus.Held,
    roomsHeld: true,
    paymentStatus: BookingPaymentStatus.Pending,
    paymentMethod: null,
    holdExpiresAt: '2026-11-21T05:00:00.000Z',
    createdAt: '2026-11-21T04:45:00.000Z',
    cancellationPolicy:
      'Free cancellation until 9 Dec 2026, 3:00 PM (24 hours before check-in); after that, 50% is refunded. Refunds reach you in 5-10 business days.',
    documents: [],
    lines: [
      {
        id: 'line-1',
        roomId: 'b3a1d7e2-1111-4c39-9a55-0a2f3f1b6c22',
        roomName: 'Deluxe King',
        roomType: RoomType.Deluxe,
        ratePaise: 275000,
        amountPaise: 550000,
      },
    ],
    businessName: null,
    businessGstin: null,
    tax: aStayTax([
      {
        roomId: 'b3a1d7e2-1111-4c39-9a55-0a2f3f1b6c22',
        roomName: 'Deluxe King',
        nights: [aNight('2026-12-10', 2750), aNight('2026-12-11', 2750)],
      },
    ]),
    ...overrides,
  };
}

export function aPayment(overrides: Partial<PaymentRecord> = {}): PaymentRecord {
  return {
    id: 'payment-1',
    bookingId: BOOKING_ID,
    provider: PaymentProviderName.Simulated,
    method: PaymentMethod.Card,
    status: PaymentAttemptStatus.Paid,
    amountPaise: 550000,
    currency: 'INR',
    razorpayOrderId: 'order_Abc123',
    razorpayPaymentId: 'pay_Xyz789',
    paidAt: '2026-11-21T04:50:00.000Z',
    createdAt: '2026-11-21T04:46:00.000Z',
    ...overrides,
  };
}

export function aQuote(overrides: Partial<PendingQuote> = {}): PendingQuote {
  return {
    idempotencyKey: '4f9c2a7e1b3d4c5e8f6a7b8c9d0e1f2a',
    userEmail: 'asha@example.com',
    name: 'Asha Verma',
    phone: '9876543210',
    address: { city: 'Lucknow', country: 'India' },
    checkInDate: '2026-12-10',
    checkOutDate: '2026-12-12',
    bookingInfo: [
      {
        pax: [{ name: 'Asha Verma', adultStatus: 'adult', gender: 'other', age: 0 }],
        roomType: RoomType.Deluxe,
        roomId: 'b3a1d7e2-1111-4c39-9a55-0a2f3f1b6c22',
        roomAmount: 2750,
      },
    ],
    ...overrides,
  };
}

/** Effects that succeed, each replaceable; the checkout is a fake the test drives by its events. */
export function fakeEffects(overrides: Partial<PaymentEffects> = {}) {
  const checkout: {
    request?: Parameters<PaymentEffects['openCheckout']>[0];
    events?: Parameters<PaymentEffects['openCheckout']>[1];
  } = {};
  const effects = {
    loadScript: jest.fn<Promise<void>, []>(() => Promise.resolve()),
    createOrder: jest.fn<ReturnType<PaymentEffects['createOrder']>, Parameters<PaymentEffects['createOrder']>>(() =>
      Promise.resolve({
        orderId: 'order_Abc123',
        amount: 550000,
        currency: 'INR',
        keyId: 'rzp_test_simulated',
        booking: aBooking(),
      }),
    ),
    openCheckout: jest.fn<void, Parameters<PaymentEffects['openCheckout']>>((request, events) => {
      checkout.request = request;
      checkout.events = events;
    }),
    verify: jest.fn<ReturnType<PaymentEffects['verify']>, Parameters<PaymentEffects['verify']>>(() =>
      Promise.resolve({
        outcome: SettlementOutcome.Confirmed,
        message: 'Payment successful',
        booking: aBooking({
          status: BookingStatus.Confirmed,
          paymentStatus: BookingPaymentStatus.Paid,
          paymentMethod: PaymentMethod.Card,
        }),
        payment: aPayment(),
      }),
    ),
    payAtHotel: jest.fn<ReturnType<PaymentEffects['payAtHotel']>, Parameters<PaymentEffects['payAtHotel']>>(() =>
      Promise.resolve(aBooking({ status: BookingStatus.Confirmed, paymentMethod: PaymentMethod.Cod, holdExpiresAt: null })),
    ),
    ...overrides,
  };
  return { effects, checkout };
}

export const SIGNED = {
  razorpay_order_id: 'order_Abc123',
  razorpay_payment_id: 'pay_Xyz789',
  razorpay_signature: 'f'.repeat(64),
};

/** The payment page's summary of aQuote(): one night in Deluxe King at this price, GST included. */
export function aPaymentSummary(rupees: number): StaySummary {
  const quote = aQuote();
  return {
    checkIn: quote.checkInDate,
    checkOut: quote.checkOutDate,
    guestName: quote.name,
    nights: 1,
    totalAmount: rupees,
    rooms: [{ roomId: 'room-1', name: 'Deluxe King', type: 'Deluxe', ratePaise: rupees * 100 }],
    tax: aStayTax([{ roomId: 'room-1', roomName: 'Deluxe King', nights: [aNight('2026-12-10', rupees)] }]),
  };
}
