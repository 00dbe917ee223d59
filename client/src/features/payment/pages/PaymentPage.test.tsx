import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import PaymentPage from './PaymentPage';

describe('the payment page without a booking', () => {
  beforeEach(() => localStorage.clear());

  it('says no booking was found and leads back home', () => {
    render(
      <MemoryRouter initialEntries={['/payment']}>
        <PaymentPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Error' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'No Booking Found' })).toBeInTheDocument();
    expect(screen.getByText('No booking information found. Please start a new booking.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
  });
});

describe('the payment page of a booking in progress', () => {
  beforeEach(() => localStorage.clear());

  it('carries on the steps of the rooms and details pages: Room and Details done, Payment now, Done next', () => {
    localStorage.setItem('pendingBookingId', JSON.stringify('booking-1'));
    render(
      <MemoryRouter initialEntries={['/payment']}>
        <PaymentPage />
      </MemoryRouter>,
    );
    const steps = within(screen.getByRole('navigation', { name: 'Booking steps' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(['✓Room', '✓Details', '3Payment', '4Done']);
    expect(steps[2]).toHaveAttribute('aria-current', 'step');
  });
});
