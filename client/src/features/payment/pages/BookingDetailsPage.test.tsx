import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { aNight, aStayTax } from '../../../components/price/testing';
import { BookingPaymentStatus, BookingStatus, PaymentMethod } from '../../../graphql/generated';
import { TEST_HOTEL as HOTEL } from '../../../../test/hotel';
import { storage, STORAGE_KEYS } from '../../../lib/storage';
import { BookingDetailsView } from '../components/BookingDetailsView';
import type { PaymentBooking, PaymentRecord } from '../flow/payment-flow';
import { aBooking, aPayment, BOOKING_ID } from '../test-support/fixtures';
import ReceiptPage from './ReceiptPage';

function PaymentProbe() {
  const { state } = useLocation();
  return <p>Payment for {(state as { bookingId: string }).bookingId}</p>;
}

function renderBooking(booking: PaymentBooking, verifiedPayment?: PaymentRecord) {
  render(
    <MemoryRouter initialEntries={[`/booking/${booking.id}`]}>
      <Routes>
        <Route path="/booking/:id" element={<BookingDetailsView booking={booking} verifiedPayment={verifiedPayment} />} />
        <Route path="/payment" element={<PaymentProbe />} />
        <Route path="/receipt" element={<ReceiptPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the booking details', () => {
  beforeEach(() => localStorage.clear());

  it('shows a paid booking with what the guest needs next, and opens its receipt', async () => {
    renderBooking(
      aBooking({
        status: BookingStatus.Confirmed,
        paymentStatus: BookingPaymentStatus.Paid,
        paymentMethod: PaymentMethod.Card,
        holdExpiresAt: null,
      }),
      aPayment(),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Booking details' })).toBeInTheDocument();
    expect(screen.getByText('AR7K2Q')).toBeInTheDocument();
    expect(screen.getByText(HOTEL.name)).toBeInTheDocument();
    expect(screen.getByText('Payment status').nextSibling).toHaveTextContent('Paid');
    expect(screen.getByText('Method').nextSibling).toHaveTextContent('Card');
    expect(screen.getByRole('row', { name: /Deluxe King/ })).toHaveTextContent('Deluxe');
    expect(screen.getByRole('row', { name: /Total/ })).toHaveTextContent('₹5,500 incl. GST');
    const payment = within(screen.getByRole('region', { name: 'Payment' }));
    expect(payment.getByText('Total').nextSibling).toHaveTextContent('₹5,500 incl. GST');
    // ₹2,750 a night at 5%, GST included: ₹65.48 CGST and ₹65.48 SGST each night.
    const gst = within(screen.getByRole('region', { name: 'GST breakdown' }));
    expect(gst.getByText('Taxable value').nextSibling).toHaveTextContent('₹5,238.08');
    expect(gst.getByText('CGST 2.5%').nextSibling).toHaveTextContent('₹130.96');
    expect(gst.getByText('SGST 2.5%').nextSibling).toHaveTextContent('₹130.96');
    expect(gst.getByText('Total').nextSibling).toHaveTextContent('₹5,500');
    expect(screen.getByText(`Thu, 10 Dec 2026, from ${HOTEL.checkInText}`)).toBeInTheDocument();
    // The policy is the server's, as it applies to this booking.
    expect(screen.getByText(/Free cancellation until 9 Dec 2026, 3:00 PM/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Open in Maps/ })).toHaveAttribute('href', HOTEL.mapUrl);
    expect(screen.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'View receipt' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Receipt' })).toBeInTheDocument();
    expect(screen.getByText('Payment ID pay_Xyz789')).toBeInTheDocument();
    expect(screen.getByText('Order ID order_Abc123')).toBeInTheDocument();
    expect(screen.getByText('Payment status').nextSibling).toHaveTextContent('Paid');
  });

  it('shows the business a GST invoice is made out to, and each night’s price when they differ, on the page and the receipt', async () => {
    const roomId = aBooking().lines[0].roomId;
    renderBooking(
      aBooking({
        status: BookingStatus.Confirmed,
        paymentStatus: BookingPaymentStatus.Paid,
        paymentMethod: PaymentMethod.Card,
        totalAmount: 6000,
        businessName: 'Acme Traders LLP',
        businessGstin: '27AAPFU0939F1ZV',
        tax: aStayTax([{ roomId, roomName: 'Deluxe King', nights: [aNight('2026-12-10', 2750), aNight('2026-12-11', 3250)] }]),
      }),
    );
    expect(screen.getByText('GST invoice to').nextSibling).toHaveTextContent('Acme Traders LLPGSTIN 27AAPFU0939F1ZV');
    const row = within(screen.getByRole('row', { name: /Deluxe King/ }));
    expect(row.getByText('2 nights, prices vary')).toBeInTheDocument();
    expect(row.getByText('Fri 11 Dec').parentElement).toHaveTextContent('₹3,250');

    await userEvent.click(screen.getByRole('button', { name: 'View receipt' }));
    expect(screen.getByText('GST invoice to').nextSibling).toHaveTextContent('Acme Traders LLP');
    expect(within(screen.getByRole('region', { name: 'GST breakdown' })).getByText('Total').nextSibling).toHaveTextContent(
      '₹6,000',
    );
  });

  it('offers Pay now while the booking waits for payment, and resumes it', async () => {
    renderBooking(aBooking());
    expect(screen.getByText('Waiting for payment', { selector: '.alert__title' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'View receipt' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(storage.get(STORAGE_KEYS.pendingBookingId)).toBe(BOOKING_ID);
    expect(screen.getByText(`Payment for ${BOOKING_ID}`)).toBeInTheDocument();
  });

  it('tells a pay-at-hotel booking that it is confirmed and paid on arrival', () => {
    renderBooking(aBooking({ status: BookingStatus.Confirmed, paymentMethod: PaymentMethod.Cod, holdExpiresAt: null }));
    expect(screen.getByText('Payment status').nextSibling).toHaveTextContent('To be paid at the hotel');
    expect(screen.getByText('Method').nextSibling).toHaveTextContent('Pay at hotel (cash on arrival)');
    expect(screen.getByRole('button', { name: 'Pay online now' })).toBeInTheDocument();
  });

  it('speaks of rooms, not a room, when one booking holds several', () => {
    const booking = aBooking({ status: BookingStatus.Confirmed, paymentStatus: BookingPaymentStatus.Paid, holdExpiresAt: null });
    renderBooking({
      ...booking,
      lines: [booking.lines[0], { ...booking.lines[0], id: 'line-2', roomId: 'room-2', roomName: 'Room 102' }],
    });
    expect(screen.getByText(/Your rooms are booked and paid/)).toBeInTheDocument();
  });

  it('tells a part-paid booking what is paid and what the hotel collects', () => {
    renderBooking(
      aBooking({
        status: BookingStatus.Confirmed,
        paymentStatus: BookingPaymentStatus.PartPaid,
        holdExpiresAt: null,
        paidAmount: 1700,
        balanceDue: 3800,
      }),
    );
    expect(
      screen.getByText(/Your room is booked\. ₹1,700 is paid; please pay the balance of ₹3,800 at the hotel\./),
    ).toBeInTheDocument();
  });

  it('shows a cancelled booking without payment actions', () => {
    renderBooking(
      aBooking({
        status: BookingStatus.Cancelled,
        paymentStatus: BookingPaymentStatus.Refunded,
        paymentMethod: PaymentMethod.Card,
      }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This booking was cancelled.');
    expect(screen.queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument();
  });

  it('says nothing is due, never "pending", for a cancelled pay-at-hotel booking', () => {
    renderBooking(
      aBooking({ status: BookingStatus.Cancelled, paymentStatus: BookingPaymentStatus.Void, paymentMethod: PaymentMethod.Cod }),
    );
    expect(screen.getByText('Booking status').nextSibling).toHaveTextContent('Cancelled');
    expect(screen.getByText('Payment status').nextSibling).toHaveTextContent('Nothing due');
    expect(screen.queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument();
  });

  it('lets the guest pay a hold that ran out: paying holds the room again if it is free', async () => {
    renderBooking(aBooking({ status: BookingStatus.Expired, paymentStatus: BookingPaymentStatus.Void }));
    expect(screen.getByText('Hold expired', { selector: '.alert__title' })).toBeInTheDocument();
    expect(screen.getByText(/The hold on your room has ended/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(screen.getByText(`Payment for ${BOOKING_ID}`)).toBeInTheDocument();
  });

  it('welcomes a guest who has checked in, with nothing to pay', () => {
    renderBooking(aBooking({ status: BookingStatus.CheckedIn, paymentStatus: BookingPaymentStatus.Paid, holdExpiresAt: null }));
    expect(screen.getByText('Checked in', { selector: '.alert__title' })).toBeInTheDocument();
    expect(screen.getByText('Booking status').nextSibling).toHaveTextContent('Checked in');
    expect(screen.queryByRole('button', { name: /Pay/ })).not.toBeInTheDocument();
  });
});

describe('the receipt opened without a booking', () => {
  it('explains where receipts come from', () => {
    render(
      <MemoryRouter initialEntries={['/receipt']}>
        <ReceiptPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Receipt not available' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Look up a booking' })).toHaveAttribute('href', '/pending-payment');
  });
});
