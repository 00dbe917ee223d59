import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { BookingPaymentStatus, BookingStatus, PaymentMethod } from '../../../graphql/generated';
import { BookingDetailsView } from '../components/BookingDetailsView';
import type { PaymentBooking } from '../flow/payment-flow';
import { aBooking } from '../test-support/fixtures';
import ReceiptPage from './ReceiptPage';

function renderBooking(booking: PaymentBooking) {
  render(
    <MemoryRouter initialEntries={[`/booking/${booking.id}`]}>
      <Routes>
        <Route path="/booking/:id" element={<BookingDetailsView booking={booking} />} />
        <Route path="/receipt" element={<ReceiptPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const factIn = (region: string, term: string) => within(screen.getByRole('region', { name: region })).getByText(term).nextSibling;

describe('the guests and the payment reference, on the booking page and its receipt', () => {
  it('show the adults and children, and the id of the online payment, also when the page is opened later', async () => {
    renderBooking(
      aBooking({
        status: BookingStatus.Confirmed,
        paymentStatus: BookingPaymentStatus.Paid,
        paymentMethod: PaymentMethod.Upi,
        holdExpiresAt: null,
        paymentReference: 'pay_Later0000001',
        guests: { adults: 2, children: 1 },
      }),
    );
    expect(factIn('Your stay', 'Guests')).toHaveTextContent('2 adults, 1 child');
    expect(factIn('Payment', 'Payment reference')).toHaveTextContent('pay_Later0000001');

    await userEvent.click(screen.getByRole('button', { name: 'View receipt' }));
    await screen.findByRole('heading', { level: 1, name: 'Receipt' });
    expect(screen.getByText('Guests').nextSibling).toHaveTextContent('2 adults, 1 child');
    expect(screen.getByText('Payment reference').nextSibling).toHaveTextContent('pay_Later0000001');
  });

  it('say “Pay at hotel” as the reference of a stay paid at the hotel', async () => {
    renderBooking(aBooking({ status: BookingStatus.Confirmed, paymentMethod: PaymentMethod.Cod, holdExpiresAt: null }));
    expect(factIn('Your stay', 'Guests')).toHaveTextContent('1 adult');
    expect(factIn('Payment', 'Payment reference')).toHaveTextContent('Pay at hotel');
    await userEvent.click(screen.getByRole('button', { name: 'View receipt' }));
    await screen.findByRole('heading', { level: 1, name: 'Receipt' });
    expect(screen.getByText('Payment reference').nextSibling).toHaveTextContent('Pay at hotel');
  });
});
