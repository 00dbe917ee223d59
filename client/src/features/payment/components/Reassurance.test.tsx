import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { BookingPaymentStatus, BookingStatus, PaymentMethod, RefundReason, RefundStatus } from '../../../graphql/generated';
import { aBooking, aPaymentSummary } from '../test-support/fixtures';
import { BookingDetailsView } from './BookingDetailsView';
import { BookingSummary } from './BookingSummary';

const POLICY =
  'Free cancellation until 9 Dec 2026, 3:00 PM (24 hours before check-in); after that, 50% is refunded. Refunds reach you in 5-10 business days.';

describe('reassurance before paying', () => {
  it('shows this stay’s cancellation terms, as the server words them, beside the total', () => {
    render(<BookingSummary summary={{ ...aPaymentSummary(5500), cancellationPolicy: POLICY }} />);
    const terms = screen.getByText('Cancellation:').parentElement!;
    expect(terms).toHaveTextContent(
      /^Cancellation: Free cancellation until 9 Dec 2026, 3:00 PM \(24 hours before check-in\); after that, 50% is refunded\./,
    );
  });
});

describe('an order placed past the unpaid ceiling', () => {
  const holdExpiresAt = new Date(Date.now() + 15 * 60_000).toISOString();

  it('says before paying that the rooms are held only once paid, and no time the room is held until', () => {
    render(<BookingSummary summary={{ ...aPaymentSummary(5500), holdExpiresAt, roomsHeld: false }} />);
    expect(screen.getByText('Rooms for these dates are held only once paid: pay now to confirm.')).toBeInTheDocument();
    expect(screen.queryByText(/held until/)).not.toBeInTheDocument();
  });

  it('says until when the room is held when it is', () => {
    render(<BookingSummary summary={{ ...aPaymentSummary(5500), holdExpiresAt, roomsHeld: true }} />);
    expect(screen.getByText(/Your room is held until/)).toBeInTheDocument();
    expect(screen.queryByText(/held only once paid/)).not.toBeInTheDocument();
  });
});

describe('a cancelled booking’s page', () => {
  const cancelled = aBooking({
    status: BookingStatus.Cancelled,
    paymentStatus: BookingPaymentStatus.Refunded,
    paymentMethod: PaymentMethod.Upi,
    holdExpiresAt: null,
    cancellationPolicy: null,
    refunds: [
      {
        amount: 5500,
        reason: RefundReason.Cancellation,
        method: PaymentMethod.Upi,
        atDesk: false,
        reference: 'rfnd_Q7x2LmN0pA',
        status: RefundStatus.Processed,
      },
    ],
  });

  it('says what was refunded, to which method, when it arrives and its reference; no arrival advice', () => {
    render(
      <MemoryRouter>
        <BookingDetailsView booking={cancelled} />
      </MemoryRouter>,
    );
    expect(screen.getByText('This booking was cancelled.')).toBeInTheDocument();
    expect(
      screen.getByText(
        '₹5,500 is refunded to the UPI account you paid with. Refunds reach you in 5-10 business days. Refund reference: rfnd_Q7x2LmN0pA.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Before you arrive' })).not.toBeInTheDocument();
    expect(screen.queryByText(/bring a photo ID/)).not.toBeInTheDocument();
  });

  it('a cancelled booking nothing was paid for says so', () => {
    render(
      <MemoryRouter>
        <BookingDetailsView booking={{ ...cancelled, paymentStatus: BookingPaymentStatus.Void, refunds: [] }} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Nothing was paid, so there is nothing to refund.')).toBeInTheDocument();
  });

  it('a booking still to come keeps the arrival advice', () => {
    render(
      <MemoryRouter>
        <BookingDetailsView booking={aBooking({ status: BookingStatus.Confirmed, paymentStatus: BookingPaymentStatus.Paid })} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'Before you arrive' })).toBeInTheDocument();
  });
});
