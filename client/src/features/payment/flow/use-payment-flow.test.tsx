import { act, render, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { aNight, aStayTax } from '../../../components/price/testing';
import { BookingStatus, PaymentMethod, PaymentPart, UserErrorCode } from '../../../graphql/generated';
import { TEST_HOTEL as HOTEL } from '../../../../test/hotel';
import { storage, STORAGE_KEYS } from '../../../lib/storage';
import { PaymentPanel } from '../components/PaymentPanel';
import { aBooking, aQuote, BOOKING_ID, fakeEffects, SIGNED } from '../test-support/fixtures';
import { PaymentEffects, PaymentStepError } from './payment-flow';
import { usePaymentFlow } from './use-payment-flow';

const quote = aQuote();
const summary = {
  checkIn: quote.checkInDate,
  checkOut: quote.checkOutDate,
  guestName: quote.name,
  nights: 2,
  totalAmount: 5500,
  rooms: [{ roomId: 'room-1', name: 'Deluxe King', type: 'Deluxe', ratePaise: 275000 }],
  tax: aStayTax([
    { roomId: 'room-1', roomName: 'Deluxe King', nights: [aNight('2026-12-10', 2750), aNight('2026-12-11', 2750)] },
  ]),
};
const guest = { name: quote.name, email: quote.userEmail, phone: quote.phone };

function BookingProbe() {
  const location = useLocation();
  return <p>Booking page {location.pathname}</p>;
}

function renderPanel(effects: PaymentEffects) {
  render(
    <MemoryRouter initialEntries={['/user-details', '/payment']} initialIndex={1}>
      <Routes>
        <Route
          path="/payment"
          element={<PaymentPanel summary={summary} source={{ kind: 'quote', quote }} guest={guest} effects={effects} />}
        />
        <Route path="/booking/:id" element={<BookingProbe />} />
        <Route path="/user-details" element={<p>Guest details page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const user = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
const choose = async (u: ReturnType<typeof user>, method: string) => {
  await u.click(screen.getByRole('radio', { name: method }));
  await u.click(screen.getByRole('button', { name: /^(Pay ₹5,500|Confirm booking)$/ }));
};
const paymentError = () => screen.findByRole('alert');

beforeEach(() => {
  localStorage.clear();
  storage.set(STORAGE_KEYS.pendingQuote, quote);
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe('paying online', () => {
  it('loads the script, creates the order, opens the checkout with the hotel and guest, verifies, and goes to the booking 1.5 s later', async () => {
    const { effects, checkout } = fakeEffects();
    renderPanel(effects);
    const u = user();
    await choose(u, 'Card Payment');
    expect(await screen.findByText(/Complete the payment in the checkout window/)).toBeInTheDocument();

    expect(effects.createOrder).toHaveBeenCalledWith({ kind: 'quote', quote }, PaymentPart.Full);
    expect(checkout.request).toEqual({
      key: 'rzp_test_simulated',
      amount: 550000,
      currency: 'INR',
      orderId: 'order_Abc123',
      name: HOTEL.bookingTitle,
      description: '2 nights · Deluxe King · Booking AR7K2Q',
      prefill: { name: 'Asha Verma', email: 'asha@example.com', contact: '+919876543210', method: 'card' },
      themeColor: '#1d4ed8',
    });
    // The booking exists from now on: an interrupted payment can be resumed.
    expect(storage.get(STORAGE_KEYS.pendingBookingId)).toBe(BOOKING_ID);

    await act(async () => checkout.events!.onSuccess(SIGNED));
    expect(effects.verify).toHaveBeenCalledWith(SIGNED, PaymentMethod.Card);
    expect(screen.getByText('Payment successful! Redirecting to booking details...')).toBeInTheDocument();
    expect(storage.get(STORAGE_KEYS.pendingBookingId)).toBeUndefined();
    expect(storage.get(STORAGE_KEYS.pendingQuote)).toBeUndefined();

    act(() => jest.advanceTimersByTime(1499));
    expect(screen.queryByText(/Booking page/)).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByText(`Booking page /booking/${BOOKING_ID}`)).toBeInTheDocument();
  });

  it('says when the payment provider cannot be loaded', async () => {
    const { effects } = fakeEffects({ loadScript: jest.fn(() => Promise.reject(new Error('network'))) });
    renderPanel(effects);
    await choose(user(), 'Card Payment');
    const alert = await paymentError();
    expect(within(alert).getByText('Payment Error')).toBeInTheDocument();
    expect(alert).toHaveTextContent(
      'Failed to process card payment: Failed to load the payment provider. Check your connection.',
    );
    expect(effects.createOrder).not.toHaveBeenCalled();
  });

  it('says when the order cannot be created', async () => {
    const { effects } = fakeEffects({ createOrder: jest.fn(() => Promise.reject(new Error('Failed to fetch'))) });
    renderPanel(effects);
    await choose(user(), 'Online Payment');
    expect(await paymentError()).toHaveTextContent('Failed to process online payment: Could not initiate payment');
    expect(storage.get(STORAGE_KEYS.pendingBookingId)).toBeUndefined();
  });

  it('shows the server’s message and a way back to the rooms when the room was taken meanwhile', async () => {
    const taken = 'Sorry, this room is no longer available for the selected dates. Please choose another room or other dates.';
    const { effects } = fakeEffects({
      createOrder: jest.fn(() => Promise.reject(new PaymentStepError(taken, UserErrorCode.DatesUnavailable))),
    });
    renderPanel(effects);
    await choose(user(), 'UPI Payment');
    const alert = await paymentError();
    expect(alert).toHaveTextContent(taken);
    expect(within(alert).getByRole('link', { name: 'Choose another room or dates' })).toHaveAttribute(
      'href',
      '/check-rooms-and-rates',
    );
  });

  it('shows the server’s capacity refusal as it is, with the way back to choose a room', async () => {
    const tooMany = 'Deluxe King takes at most 2 guests';
    const { effects } = fakeEffects({
      payAtHotel: jest.fn(() => Promise.reject(new PaymentStepError(tooMany, UserErrorCode.TooManyGuests))),
    });
    renderPanel(effects);
    await choose(user(), 'Pay at Hotel');
    const alert = await paymentError();
    expect(alert).toHaveTextContent(tooMany);
    expect(alert).not.toHaveTextContent('Failed to process');
    expect(within(alert).getByRole('link', { name: 'Choose another room or dates' })).toBeInTheDocument();
  });

  it('shows the server’s refusal of Pay at Hotel as it is, saying to pay online, with Try Again', async () => {
    const refusal = 'Pay at hotel is available for stays of up to 7 nights. Please pay online to confirm this 9-night stay.';
    const { effects } = fakeEffects({
      payAtHotel: jest.fn(() => Promise.reject(new PaymentStepError(refusal, UserErrorCode.PayAtHotelTooManyNights))),
    });
    renderPanel(effects);
    await choose(user(), 'Pay at Hotel');
    const alert = await paymentError();
    expect(alert).toHaveTextContent(refusal);
    expect(alert).not.toHaveTextContent('Failed to process');
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('tells the guest, before paying, that an order past the unpaid ceiling holds the rooms only once paid', async () => {
    const { effects } = fakeEffects({
      createOrder: jest.fn(() =>
        Promise.resolve({
          orderId: 'order_Abc123',
          amount: 550000,
          currency: 'INR',
          keyId: 'rzp_test_simulated',
          booking: aBooking(),
          roomsHeld: false,
        }),
      ),
    });
    renderPanel(effects);
    await choose(user(), 'Card Payment');
    const notice = await screen.findByText(/Complete the payment in the checkout window/);
    expect(notice).toHaveTextContent('Rooms for these dates are held only once paid: pay now to confirm.');
    expect(notice).not.toHaveTextContent('is held until');
  });

  it('shows the unpaid ceiling’s refusal of Pay at Hotel as it is, saying to pay online, with Try Again', async () => {
    const refusal =
      'Pay at hotel is not available for the night of Tue, 1 Dec 2026: enough rooms that night are already booked without payment, so it can only be paid online. Please pay online to book it, or call our reservations desk on +91 91234 56789.';
    const { effects } = fakeEffects({
      payAtHotel: jest.fn(() => Promise.reject(new PaymentStepError(refusal, UserErrorCode.PayAtHotelCeilingReached))),
    });
    renderPanel(effects);
    await choose(user(), 'Pay at Hotel');
    const alert = await paymentError();
    expect(alert).toHaveTextContent(refusal);
    expect(alert).not.toHaveTextContent('Failed to process');
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('shows the room-night cap as it is, with the way back to choose a smaller stay', async () => {
    const refusal =
      'A booking on the website can be for at most 20 room-nights (rooms × nights), and this one is for 270. For a larger stay, please call our reservations desk on +91 91234 56789 and we will book it for you.';
    const { effects } = fakeEffects({
      payAtHotel: jest.fn(() => Promise.reject(new PaymentStepError(refusal, UserErrorCode.TooManyRoomNights))),
    });
    renderPanel(effects);
    await choose(user(), 'Pay at Hotel');
    const alert = await paymentError();
    expect(alert).toHaveTextContent(refusal);
    expect(alert).not.toHaveTextContent('Failed to process');
    expect(within(alert).getByRole('link', { name: 'Choose another room or dates' })).toBeInTheDocument();
  });

  it('says when the server does not accept the payment’s signature', async () => {
    const { effects, checkout } = fakeEffects({
      verify: jest.fn(() =>
        Promise.reject(new PaymentStepError('Payment verification failed', UserErrorCode.PaymentVerificationFailed)),
      ),
    });
    renderPanel(effects);
    await choose(user(), 'Card Payment');
    await act(async () => checkout.events!.onSuccess(SIGNED));
    expect(await paymentError()).toHaveTextContent('Failed to process card payment: Payment verification failed');
    // Not cleared: the guest can resume this booking.
    expect(storage.get(STORAGE_KEYS.pendingBookingId)).toBe(BOOKING_ID);
  });

  it('asks the guest to contact support when verification itself cannot be reached', async () => {
    const { effects, checkout } = fakeEffects({ verify: jest.fn(() => Promise.reject(new Error('Failed to fetch'))) });
    renderPanel(effects);
    await choose(user(), 'Digital Wallets');
    await act(async () => checkout.events!.onSuccess(SIGNED));
    expect(await paymentError()).toHaveTextContent(
      'Failed to process wallet payment: Payment verification failed. Please contact support.',
    );
  });

  it('shows the server’s message when it refunds the payment', async () => {
    const refunded =
      'Your payment arrived after the room hold expired and the room was booked by someone else, so the full amount is being refunded.';
    const { effects, checkout } = fakeEffects({
      verify: jest.fn(() => Promise.reject(new PaymentStepError(refunded, UserErrorCode.RefundedRoomGone))),
    });
    renderPanel(effects);
    await choose(user(), 'Card Payment');
    await act(async () => checkout.events!.onSuccess(SIGNED));
    expect(await paymentError()).toHaveTextContent(refunded);
  });

  it('goes back to choosing when the guest closes the checkout; the next attempt pays the booking already made', async () => {
    const { effects, checkout } = fakeEffects();
    renderPanel(effects);
    const u = user();
    await choose(u, 'Card Payment');
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();

    act(() => checkout.events!.onFailure('Card declined'));
    expect(
      screen.getByText(/The last attempt did not go through: Card declined\. You can try again there\./),
    ).toBeInTheDocument();
    act(() => checkout.events!.onDismiss());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(
      screen.getByText('Your last payment attempt did not go through: Card declined. Choose a method to try again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Pay ₹5,500' })).toBeEnabled();

    await u.click(screen.getByRole('button', { name: 'Pay ₹5,500' }));
    expect(effects.createOrder).toHaveBeenLastCalledWith({ kind: 'booking', bookingId: BOOKING_ID }, PaymentPart.Full);
  });
});

describe('paying at the hotel', () => {
  it('confirms the booking and goes to its page after 1.5 s', async () => {
    const { effects } = fakeEffects();
    renderPanel(effects);
    await choose(user(), 'Pay at Hotel');
    expect(await screen.findByText('Booking confirmed! Redirecting to details...')).toBeInTheDocument();
    expect(effects.payAtHotel).toHaveBeenCalledWith({ kind: 'quote', quote });
    expect(effects.loadScript).not.toHaveBeenCalled();
    expect(storage.get(STORAGE_KEYS.pendingQuote)).toBeUndefined();
    act(() => jest.advanceTimersByTime(1400));
    expect(screen.queryByText(/Booking page/)).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.getByText(`Booking page /booking/${BOOKING_ID}`)).toBeInTheDocument();
  });

  it('says when it fails, and Try Again clears the error', async () => {
    const { effects } = fakeEffects({ payAtHotel: jest.fn(() => Promise.reject(new Error('500'))) });
    renderPanel(effects);
    const u = user();
    await choose(u, 'Pay at Hotel');
    const alert = await paymentError();
    expect(alert).toHaveTextContent('Payment Error');
    expect(alert).toHaveTextContent('Failed to process COD payment: Could not process COD booking');
    expect(within(alert).getByRole('button', { name: 'Try Again' })).toHaveFocus();

    await u.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Pay at Hotel' })).toBeChecked();
  });
});

describe('while a payment is processing', () => {
  it('disables Back, the method cards and the pay button', async () => {
    const { effects } = fakeEffects({ createOrder: jest.fn(() => new Promise<never>(() => undefined)) });
    renderPanel(effects);
    const u = user();
    await choose(u, 'Online Payment');
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'UPI Payment' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Processing…' })).toBeDisabled();
    expect(await screen.findByText('Holding your room and preparing the payment…')).toBeInTheDocument();
  });

  it('Back returns to the previous page when nothing is processing', async () => {
    const { effects } = fakeEffects();
    renderPanel(effects);
    await user().click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('Guest details page')).toBeInTheDocument();
  });
});

describe('a method the page does not know', () => {
  it('is refused as unsupported', async () => {
    const { effects } = fakeEffects();
    const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter>{children}</MemoryRouter>;
    const { result } = renderHook(() => usePaymentFlow({ source: { kind: 'booking', bookingId: BOOKING_ID }, guest, effects }), {
      wrapper,
    });
    await act(async () => result.current.start(PaymentMethod.Emi));
    expect(result.current.state).toMatchObject({
      step: 'error',
      message: 'Failed to process EMI payment: Unsupported payment method',
    });
    expect(effects.createOrder).not.toHaveBeenCalled();
    expect(effects.payAtHotel).not.toHaveBeenCalled();
    act(() => result.current.reset());
    expect(result.current.state).toEqual({ step: 'idle' });
  });

  it('ignores a second method while one is running', async () => {
    const { effects } = fakeEffects({ createOrder: jest.fn(() => new Promise<never>(() => undefined)) });
    const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter>{children}</MemoryRouter>;
    const { result } = renderHook(() => usePaymentFlow({ source: { kind: 'booking', bookingId: BOOKING_ID }, guest, effects }), {
      wrapper,
    });
    await act(async () => result.current.start(PaymentMethod.Upi));
    await act(async () => result.current.start(PaymentMethod.Cod));
    expect(result.current.state).toMatchObject({ step: 'creating-order', method: PaymentMethod.Upi });
    expect(result.current.busy).toBe(true);
    expect(effects.payAtHotel).not.toHaveBeenCalled();
  });

  it('pays a booking that is already made by its id', async () => {
    const { effects } = fakeEffects({
      payAtHotel: jest.fn(() => Promise.resolve(aBooking({ status: BookingStatus.Confirmed }))),
    });
    const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter>{children}</MemoryRouter>;
    const { result } = renderHook(() => usePaymentFlow({ source: { kind: 'booking', bookingId: BOOKING_ID }, guest, effects }), {
      wrapper,
    });
    await act(async () => result.current.start(PaymentMethod.Cod));
    expect(effects.payAtHotel).toHaveBeenCalledWith({ kind: 'booking', bookingId: BOOKING_ID });
    expect(result.current.state.step).toBe('success');
  });
});
