import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { BookingPaymentStatus, BookingStatus, PaymentMethod, PaymentPart } from '../../../graphql/generated';
import { PaymentPanel } from '../components/PaymentPanel';
import { advanceOffer } from '../lib/advance';
import { aPaymentSummary, aBooking, aQuote, BOOKING_ID, fakeEffects, SIGNED } from '../test-support/fixtures';

const quote = aQuote();
const summary = aPaymentSummary(2345);

function BookingProbe() {
  return <p>Booking page {useLocation().pathname}</p>;
}

describe('the advance, as the server splits it', () => {
  it('is the percent of the total rounded up to a whole rupee, the rest at the hotel', () => {
    expect(advanceOffer(2345, 30)).toEqual({ percent: 30, now: 704, later: 1641 });
    expect(advanceOffer(999.5, 25)).toEqual({ percent: 25, now: 250, later: 749.5 });
    expect(advanceOffer(2345, 0)).toBeUndefined();
    expect(advanceOffer(2345, undefined)).toBeUndefined();
  });
});

describe('Pay 30% now, the rest at the hotel', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is a card beside full payment and Pay at Hotel; it orders the advance and ends like any payment', async () => {
    const { effects, checkout } = fakeEffects({
      createOrder: jest.fn(() =>
        Promise.resolve({
          orderId: 'order_Adv123',
          amount: 70400,
          currency: 'INR',
          keyId: 'rzp_test_simulated',
          booking: aBooking({ totalPaise: 234500, totalAmount: 2345 }),
        }),
      ),
      verify: jest.fn(() =>
        Promise.resolve({
          outcome: null,
          message: 'Payment successful',
          booking: aBooking({ status: BookingStatus.Confirmed, paymentStatus: BookingPaymentStatus.PartPaid }),
          payment: null,
        }),
      ),
    });
    render(
      <MemoryRouter initialEntries={['/payment']}>
        <Routes>
          <Route
            path="/payment"
            element={
              <PaymentPanel
                summary={summary}
                source={{ kind: 'quote', quote }}
                guest={{ name: quote.name }}
                effects={effects}
                advance={advanceOffer(2345, 30)}
              />
            }
          />
          <Route path="/booking/:id" element={<BookingProbe />} />
        </Routes>
      </MemoryRouter>,
    );
    const u = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    const cards = screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'));
    expect(cards.slice(-2)).toEqual(['ADVANCE', PaymentMethod.Cod]);
    const advance = screen.getByRole('radio', { name: 'Pay 30% now, the rest at the hotel' });
    expect(advance).toHaveAccessibleDescription('₹704 now in the secure checkout, ₹1,641 when you arrive');
    await u.click(advance);
    await u.click(screen.getByRole('button', { name: 'Pay ₹704 now' }));
    await screen.findByText(/Complete the payment in the checkout window/);
    expect(effects.createOrder).toHaveBeenCalledWith({ kind: 'quote', quote }, PaymentPart.Advance);
    expect(checkout.request).toMatchObject({ amount: 70400, orderId: 'order_Adv123' });
    await act(async () => checkout.events!.onSuccess(SIGNED));
    expect(effects.verify).toHaveBeenCalledWith(SIGNED, PaymentMethod.Online);
    expect(screen.getByText('Payment successful! Redirecting to booking details...')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1500));
    expect(screen.getByText(`Booking page /booking/${BOOKING_ID}`)).toBeInTheDocument();
  });
});
