import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { FindBookingDocument } from '../../../graphql/generated';
import { storage, STORAGE_KEYS } from '../../../lib/storage';
import { withTypename } from '../../../../test/graphql-mocks';
import { aBooking, BOOKING_ID } from '../test-support/fixtures';
import type { PaymentBooking } from '../flow/payment-flow';
import PendingPaymentPage from './PendingPaymentPage';

// The stored booking as the server answers it (the hook is the page's only reader of it).
let storedBooking: PaymentBooking | undefined;
jest.mock('../api/use-payment-booking', () => ({
  usePaymentBooking: (id: string | undefined) => ({ booking: id ? storedBooking : undefined, loading: false }),
}));
// Apollo is a lazy chunk in the app; here the test's MockedProvider stands in for it.
jest.mock('../../../lib/apollo/WithApollo', () => ({ WithApollo: ({ children }: { children: ReactNode }) => children }));

function PaymentProbe() {
  const { state } = useLocation();
  return <p>Payment for {(state as { bookingId: string }).bookingId}</p>;
}

const FOUND_ID = '0a1b2c3d-0000-4000-8000-000000000002';
const findMock = {
  request: { query: FindBookingDocument, variables: { code: 'HBXBFS7', contact: '9876543210' } },
  result: {
    data: {
      findBooking: withTypename('FindBookingPayload', {
        errors: [],
        booking: withTypename('Booking', { id: FOUND_ID, bookCode: 'HBXBFS7' }),
      }),
    },
  },
};

function renderPage() {
  render(
    <MockedProvider mocks={[findMock]}>
      <MemoryRouter initialEntries={['/pending-payment']}>
        <Routes>
          <Route path="/pending-payment" element={<PendingPaymentPage />} />
          <Route path="/payment" element={<PaymentProbe />} />
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('resuming an interrupted payment', () => {
  beforeEach(() => {
    localStorage.clear();
    storedBooking = undefined;
  });

  it('shows the stored booking as the guest knows it (code, room, dates, total, time left), never its internal id', async () => {
    const holdExpiresAt = new Date(Date.now() + 12 * 60_000 - 5_000).toISOString();
    storedBooking = aBooking({ holdExpiresAt });
    storage.set(STORAGE_KEYS.pendingBookingId, BOOKING_ID);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Resume your payment' })).toBeInTheDocument();
    expect(screen.getByText('Booking code').nextSibling).toHaveTextContent('AR7K2Q');
    expect(screen.getByText('Room').nextSibling).toHaveTextContent('Deluxe King');
    expect(screen.getByText('Dates').nextSibling).toHaveTextContent('Thu, 10 Dec 2026 – Sat, 12 Dec 2026');
    expect(screen.getByText('Total').nextSibling).toHaveTextContent('₹5,500');
    expect(screen.getByRole('status')).toHaveTextContent(
      /^Your room is held for 12 minutes more \(until .+\)\. Pay now to confirm it\.$/,
    );
    expect(document.body.textContent).not.toContain(BOOKING_ID);
    await userEvent.click(screen.getByRole('button', { name: 'Resume Payment' }));
    expect(screen.getByText(`Payment for ${BOOKING_ID}`)).toBeInTheDocument();
  });

  it('without a stored booking, says so and offers only the form', () => {
    renderPage();
    expect(screen.queryByRole('button', { name: 'Resume Payment' })).not.toBeInTheDocument();
    expect(screen.getByText(/There is no unfinished payment on this device/)).toBeInTheDocument();
  });

  it('asks for a booking id when the form is sent empty, and forgets the error on typing', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderPage();
    await userEvent.type(screen.getByLabelText('Booking ID'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(alert).toHaveBeenCalledWith('Enter a booking ID to resume payment');
    alert.mockRestore();
    expect(screen.getByText('Enter a booking ID to resume payment')).toBeInTheDocument();
    expect(screen.getByLabelText('Booking ID')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(screen.getByLabelText('Booking ID'), 'a');
    expect(screen.queryByText('Enter a booking ID to resume payment')).not.toBeInTheDocument();
  });

  it('pays for a typed booking id', async () => {
    renderPage();
    await userEvent.type(screen.getByLabelText('Booking ID'), ' 0a1b2c3d-0000-4000-8000-000000000001 ');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('Payment for 0a1b2c3d-0000-4000-8000-000000000001')).toBeInTheDocument();
  });

  it('takes the booking code the guest was shown in the Booking ID box, with their email or phone', async () => {
    renderPage();
    await userEvent.type(screen.getByLabelText('Booking ID'), 'HBXBFS7');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(screen.getByText('Enter the email or phone number you booked with')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email or phone number'), '9876543210');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText(`Payment for ${FOUND_ID}`)).toBeInTheDocument();
  });
});
