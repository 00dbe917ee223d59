import { render, screen } from '@testing-library/react';
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
