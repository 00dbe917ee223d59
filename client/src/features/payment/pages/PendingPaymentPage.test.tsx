import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { storage, STORAGE_KEYS } from '../../../lib/storage';
import { BOOKING_ID } from '../test-support/fixtures';
import PendingPaymentPage from './PendingPaymentPage';

function PaymentProbe() {
  const { state } = useLocation();
  return <p>Payment for {(state as { bookingId: string }).bookingId}</p>;
}

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/pending-payment']}>
      <Routes>
        <Route path="/pending-payment" element={<PendingPaymentPage />} />
        <Route path="/payment" element={<PaymentProbe />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('resuming an interrupted payment', () => {
  beforeEach(() => localStorage.clear());

  it('offers Resume Payment for the booking id stored on this device', async () => {
    storage.set(STORAGE_KEYS.pendingBookingId, BOOKING_ID);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Resume your payment' })).toBeInTheDocument();
    expect(screen.getByText(BOOKING_ID)).toBeInTheDocument();
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
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a booking ID to resume payment');
    expect(screen.getByLabelText('Booking ID')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(screen.getByLabelText('Booking ID'), 'a');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('pays for a typed booking id', async () => {
    storage.set(STORAGE_KEYS.pendingBookingId, BOOKING_ID);
    renderPage();
    await userEvent.type(screen.getByLabelText('Booking ID'), ' 0a1b2c3d-0000-4000-8000-000000000001 ');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(screen.getByText('Payment for 0a1b2c3d-0000-4000-8000-000000000001')).toBeInTheDocument();
  });
});
