import { MockedProvider } from '@apollo/client/testing/react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { JourneySteps } from '../../components/ui/JourneySteps';
import { PaymentMethod, RefundReason, RefundStatus } from '../../graphql/generated';
import { translator } from '../../i18n';
import hindiCommon from '../../i18n/generated/hi/common';
import hindiPayment from '../../i18n/generated/hi/payment';
import { storage, STORAGE_KEYS } from '../../lib/storage';
import { HotelHeader } from './components/HotelHeader';
import { LoadProblem } from './components/LoadProblem';
import { PaymentPanel } from './components/PaymentPanel';
import { RoomLines } from './components/RoomLines';
import type { PaymentBooking } from './flow/payment-flow';
import { payAtHotelUnavailable } from './lib/pay-at-hotel';
import { refundSentence } from './lib/payment-words';
import { markBookingInPaymentUrl } from './lib/pending-payment';
import PendingPaymentPage from './pages/PendingPaymentPage';
import { aBooking, aPaymentSummary, aQuote, BOOKING_ID, fakeEffects, SIGNED } from './test-support/fixtures';

// The stored booking as the server answers it (the pending page's only reader of it).
let storedBooking: PaymentBooking | undefined;
jest.mock('./api/use-payment-booking', () => ({
  usePaymentBooking: (id: string | undefined) => ({ booking: id ? storedBooking : undefined, loading: false }),
}));
// Apollo is a lazy chunk in the app; here the test's MockedProvider stands in for it.
jest.mock('../../lib/apollo/WithApollo', () => ({ WithApollo: ({ children }: { children: ReactNode }) => children }));

const HINDI = { payment: translator(hindiPayment, 'hi'), common: translator(hindiCommon, 'hi') };
const quote = aQuote();

/** Where a navigation landed, and what it carried. */
function Landed() {
  const { pathname, state } = useLocation();
  return <p data-testid="landed">{`${pathname} ${JSON.stringify(state)}`}</p>;
}

function renderPanel(page: ReactNode, path = '/hi/payment') {
  render(
    <MockedProvider>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={path} element={page} />
          <Route path="*" element={<Landed />} />
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('the payment page in Hindi (/hi/payment)', () => {
  beforeEach(() => {
    localStorage.clear();
    Element.prototype.scrollIntoView = jest.fn();
  });

  it('words the summary and the method cards in Hindi, with Hindi dates and amounts in Indian grouping', async () => {
    const { effects } = fakeEffects();
    renderPanel(
      <>
        <JourneySteps current="Payment" />
        <PaymentPanel
          summary={{
            ...aPaymentSummary(182725),
            bookCode: 'AR7K2Q',
            rooms: [{ ...aPaymentSummary(182725).rooms[0], type: 'डीलक्स' }],
          }}
          source={{ kind: 'quote', quote }}
          guest={{ name: quote.name }}
          effects={effects}
          advance={{ percent: 30, now: 54818, later: 127907 }}
          unavailable={{ COD: payAtHotelUnavailable({ maxNights: 7, maxRooms: 2 }, { nights: 8, rooms: 1 }, HINDI) }}
        />
      </>,
    );
    expect(within(screen.getByRole('navigation', { name: 'बुकिंग के चरण' })).getByText('भुगतान')).toBeInTheDocument();
    const summary = within(screen.getByRole('region', { name: 'बुकिंग का सारांश' }));
    expect(summary.getByText('बुकिंग कोड').nextSibling).toHaveTextContent('AR7K2Q');
    expect(summary.getByText('चेक-इन').nextSibling).toHaveTextContent('गुरुवार, 10 दिसंबर 2026');
    expect(summary.getByText('मेहमान का नाम').nextSibling).toHaveTextContent('Asha Verma');
    expect(summary.getByText('कमरा').nextSibling).toHaveTextContent('Deluxe King (डीलक्स)');
    expect(summary.getByText('कुल रकम')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'भुगतान का तरीका चुनें' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'ऑनलाइन भुगतान' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'UPI से भुगतान' })).toHaveAccessibleDescription(
      'Google Pay, PhonePe, Paytm या कोई भी UPI ऐप',
    );
    expect(screen.getByRole('radio', { name: 'अभी 30% एडवांस, बाकी होटल पर' })).toHaveAccessibleDescription(
      '₹54,818 अभी सुरक्षित चेकआउट में, ₹1,27,907 होटल पहुँचने पर',
    );
    expect(screen.getByRole('radio', { name: 'होटल पर भुगतान' })).toHaveAccessibleDescription(
      'होटल पर भुगतान ज़्यादा से ज़्यादा 7 रातों की बुकिंग के लिए है। 8 रातों की इस बुकिंग को कन्फ़र्म करने के लिए ऑनलाइन भुगतान करें।',
    );
    expect(screen.getByRole('button', { name: '₹1,82,725 का भुगतान करें' })).toBeEnabled();
    await userEvent.click(screen.getByRole('radio', { name: 'अभी 30% एडवांस, बाकी होटल पर' }));
    expect(screen.getByRole('button', { name: 'अभी ₹54,818 का भुगतान करें' })).toBeEnabled();
    expect(screen.getByText(/आप एक सुरक्षित चेकआउट विंडो में भुगतान करेंगे।/)).toBeInTheDocument();
  });

  it('pays in a checkout described in Hindi, says each step in Hindi, and goes on to the booking’s Hindi page', async () => {
    const { effects, checkout } = fakeEffects();
    renderPanel(
      <PaymentPanel
        summary={aPaymentSummary(5500)}
        source={{ kind: 'quote', quote }}
        guest={{ name: quote.name }}
        effects={effects}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: '₹5,500 का भुगतान करें' }));
    // The hold ends at 10:30 in the morning, hotel time.
    expect(
      await screen.findByText('चेकआउट विंडो में भुगतान पूरा करें। आपका कमरा 21 नवंबर को सुबह 10:30 बजे तक आपके लिए रुका है।'),
    ).toBeInTheDocument();
    expect(checkout.request?.description).toBe('2 रातें · Deluxe King · बुकिंग AR7K2Q');
    act(() => checkout.events!.onSuccess(SIGNED));
    expect(await screen.findByText('भुगतान हो गया! आपको बुकिंग की जानकारी पर ले जा रहे हैं...')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'बुकिंग की जानकारी अभी खोलें' })).toHaveAttribute('href', `/hi/booking/${BOOKING_ID}`);
    expect(await screen.findByTestId('landed', {}, { timeout: 3000 })).toHaveTextContent(`/hi/booking/${BOOKING_ID}`);
  });

  it('says a failure in Hindi, with the way back to the Hindi home page', async () => {
    const { effects } = fakeEffects({ loadScript: jest.fn(() => Promise.reject(new Error('offline'))) });
    renderPanel(
      <PaymentPanel
        summary={aPaymentSummary(5500)}
        source={{ kind: 'quote', quote }}
        guest={{ name: quote.name }}
        effects={effects}
      />,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'कार्ड से भुगतान' }));
    await userEvent.click(screen.getByRole('button', { name: '₹5,500 का भुगतान करें' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('भुगतान में गड़बड़ी');
    expect(alert).toHaveTextContent('कार्ड भुगतान नहीं हो पाया: भुगतान की सेवा लोड नहीं हो पाई। अपना इंटरनेट कनेक्शन देखें।');
    expect(screen.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeInTheDocument();
    // Opened directly, Back goes to the home page in Hindi.
    await userEvent.click(screen.getByRole('button', { name: 'पीछे' }));
    expect(screen.getByTestId('landed')).toHaveTextContent(/^\/hi /);
  });

  it('words the booked rooms, the hotel and a load problem in Hindi, and keeps a Hindi address when it names the booking', () => {
    const booking = aBooking({ totalAmount: 182725, lines: [{ ...aBooking().lines[0], amountPaise: 18272500 }], tax: undefined });
    renderPanel(
      <>
        <HotelHeader />
        <RoomLines booking={booking} />
        <LoadProblem reason="The room is no longer free." onRetry={() => undefined} />
      </>,
    );
    const table = within(screen.getByRole('table', { name: 'कमरे और रेट' }));
    expect(table.getByText('डीलक्स')).toBeInTheDocument();
    expect(table.getByText('₹2,750 प्रति रात × 2 रातें')).toBeInTheDocument();
    expect(table.getByRole('rowheader', { name: 'कुल' }).nextSibling).toHaveTextContent('₹1,82,725');
    expect(screen.getByText(/^फ़ोन/)).toBeInTheDocument();
    // The server's reason as it comes; the page's own words in Hindi.
    expect(screen.getByRole('heading', { level: 1, name: 'भुगतान में गड़बड़ी' })).toBeInTheDocument();
    expect(screen.getByText('The room is no longer free.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'दूसरा कमरा या तारीखें चुनें' })).toHaveAttribute('href', '/hi/check-rooms-and-rates');

    expect(
      refundSentence(
        {
          amount: 125000,
          method: PaymentMethod.Card,
          atDesk: false,
          reference: 'rfnd_42',
          reason: RefundReason.Cancellation,
          status: RefundStatus.Processed,
        },
        HINDI,
      ),
    ).toBe(
      '₹1,25,000 उसी कार्ड में रिफ़ंड किए गए हैं जिससे आपने भुगतान किया था। रिफ़ंड 5-10 कामकाजी दिनों में आप तक पहुँचता है। रिफ़ंड रेफ़रेंस: rfnd_42।',
    );

    window.history.replaceState(null, '', '/hi/payment');
    markBookingInPaymentUrl(BOOKING_ID);
    expect(`${window.location.pathname}${window.location.search}`).toBe(`/hi/payment?booking=${BOOKING_ID}`);
    window.history.replaceState(null, '', '/');
  });
});

describe('resuming a payment in Hindi (/hi/pending-payment)', () => {
  beforeEach(() => {
    localStorage.clear();
    storedBooking = undefined;
  });

  it('shows the waiting booking in Hindi, with the time left, and resumes it on the Hindi payment page', async () => {
    storedBooking = aBooking({ holdExpiresAt: new Date(Date.now() + 12 * 60_000 - 5_000).toISOString(), totalAmount: 182725 });
    storage.set(STORAGE_KEYS.pendingBookingId, BOOKING_ID);
    renderPanel(<PendingPaymentPage />, '/hi/pending-payment');
    expect(screen.getByRole('heading', { level: 1, name: 'अपना भुगतान पूरा करें' })).toBeInTheDocument();
    expect(document.title).toMatch(/^अपना भुगतान पूरा करें \| /);
    expect(screen.getByRole('heading', { level: 2, name: 'एक बुकिंग भुगतान का इंतज़ार कर रही है' })).toBeInTheDocument();
    expect(screen.getByText('तारीखें').nextSibling).toHaveTextContent('गुरुवार, 10 दिसंबर 2026 – शनिवार, 12 दिसंबर 2026');
    expect(screen.getByText('कुल').nextSibling).toHaveTextContent('₹1,82,725');
    expect(screen.getByRole('status')).toHaveTextContent(
      /^आपका कमरा 12 मिनट और \(.+ बजे तक\) आपके लिए रुका है। कन्फ़र्म करने के लिए अभी भुगतान करें।$/,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'किसी दूसरी बुकिंग का भुगतान करें' })).toBeInTheDocument();
    expect(screen.getByLabelText(/बुकिंग ID/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'भुगतान पूरा करें' }));
    expect(screen.getByTestId('landed')).toHaveTextContent(`/hi/payment {"bookingId":"${BOOKING_ID}"}`);
  });

  it('asks for a booking ID in Hindi when there is none on this device', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderPanel(<PendingPaymentPage />, '/hi/pending-payment');
    expect(screen.getByText(/इस डिवाइस पर कोई अधूरा भुगतान नहीं है।/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'भुगतान के लिए आगे बढ़ें' }));
    expect(alert).toHaveBeenCalledWith('भुगतान फिर से शुरू करने के लिए बुकिंग ID डालें');
    alert.mockRestore();
  });
});
