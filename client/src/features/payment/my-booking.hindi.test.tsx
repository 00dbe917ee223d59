import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import {
  BookingPaymentStatus,
  BookingsByCodeDocument,
  BookingStatus,
  CancellationQuoteDocument,
  CancellationRule,
  FindBookingDocument,
  PaymentMethod,
  ProveMyBookingDocument,
  RefundReason,
  RefundStatus,
  RequestBookingCodeDocument,
  TaxDocumentKind,
} from '../../graphql/generated';
import { TEST_HOTEL as HOTEL } from '../../../test/hotel';
import { withTypename } from '../../../test/graphql-mocks';
import { BookingDetailsView } from './components/BookingDetailsView';
import { BookingStatusBanner } from './components/BookingStatusBanner';
import type { PaymentBooking } from './flow/payment-flow';
import FindBookingPage from './pages/FindBookingPage';
import ReceiptPage from './pages/ReceiptPage';
import { SelfService } from './self-service/SelfService';
import { aBooking, BOOKING_ID } from './test-support/fixtures';

// Apollo is a lazy chunk in the app; here the test's MockedProvider stands in for it.
jest.mock('../../lib/apollo/WithApollo', () => ({ WithApollo: ({ children }: { children: ReactNode }) => children }));

const HINDI_BOOKING_PAGE = `/hi/booking/${BOOKING_ID}`;
const FOUND_ID = '0a1b2c3d-0000-4000-8000-000000000002';

/** Where a navigation landed: its address, for the test to read. */
function Landed({ name }: { name: string }) {
  const { pathname, search } = useLocation();
  return (
    <p data-testid="landed">
      {name} {pathname}
      {search}
    </p>
  );
}

function renderBookingPage(booking: PaymentBooking) {
  render(
    <MemoryRouter initialEntries={[HINDI_BOOKING_PAGE]}>
      <Routes>
        <Route path="/hi/booking/:id" element={<BookingDetailsView booking={booking} />} />
        <Route path="/hi/receipt" element={<ReceiptPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** A family's booking paid in part by UPI, the rest due at the hotel: amounts in lakhs show Indian grouping. */
const partPaid = aBooking({
  status: BookingStatus.Confirmed,
  paymentStatus: BookingPaymentStatus.PartPaid,
  paymentMethod: PaymentMethod.Upi,
  holdExpiresAt: null,
  totalAmount: 182725,
  paidAmount: 50000,
  balanceDue: 132725,
  guests: { adults: 2, children: 1 },
  tax: undefined,
  paymentReference: 'pay_Hindi123',
  documents: [
    { id: 'doc-1', kind: TaxDocumentKind.ReceiptVoucher, number: 'RV/2026-27/00012', issueDate: '2026-11-21', total: 50000 },
  ],
});

describe('the guest’s own booking pages in Hindi (/hi/booking/:id, /hi/receipt, /hi/find-booking)', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('words the booking page in Hindi, with Hindi dates, amounts in Indian grouping, and opens the Hindi receipt', async () => {
    renderBookingPage(partPaid);
    expect(screen.getByRole('heading', { level: 1, name: 'बुकिंग की जानकारी' })).toBeInTheDocument();
    expect(screen.getByText('AR7K2Q').parentElement).toHaveTextContent('बुकिंग कोड AR7K2Q');
    expect(screen.getByRole('status')).toHaveTextContent(
      'कन्फ़र्मआपका कमरा बुक हो गया है। ₹50,000 का भुगतान हो चुका है; बाकी रकम ₹1,32,725 होटल पर दें।',
    );
    const stay = within(screen.getByRole('region', { name: 'आपका ठहरना' }));
    expect(stay.getByText('चेक-इन').nextSibling).toHaveTextContent('गुरुवार, 10 दिसंबर 2026, दोपहर 3 बजे से');
    expect(stay.getByText('चेक-आउट').nextSibling).toHaveTextContent('शनिवार, 12 दिसंबर 2026, सुबह 11 बजे तक');
    expect(stay.getByText('मेहमान').nextSibling).toHaveTextContent('2 बड़े, 1 बच्चा');
    expect(stay.getByText('बुकिंग की स्थिति').nextSibling).toHaveTextContent('कन्फ़र्म');
    const payment = within(screen.getByRole('region', { name: 'भुगतान' }));
    expect(payment.getByText('कुल').nextSibling).toHaveTextContent('₹1,82,725');
    expect(payment.getByText('तरीका').nextSibling).toHaveTextContent('UPI');
    expect(payment.getByText('भुगतान की स्थिति').nextSibling).toHaveTextContent('कुछ भुगतान हुआ');
    expect(payment.getByText('होटल पर बाकी रकम').nextSibling).toHaveTextContent('₹1,32,725');
    const documents = within(screen.getByRole('region', { name: 'इनवॉइस और रसीदें' }));
    expect(documents.getByText('रसीद वाउचर (एडवांस)').parentElement).toHaveTextContent('शनिवार, 21 नवंबर 2026 · ₹50,000');
    await userEvent.click(documents.getByRole('button', { name: 'डाउनलोड करें रसीद वाउचर (एडवांस) RV/2026-27/00012' }));
    expect(screen.getByText(/डाउनलोड करने के लिए वह ईमेल या फ़ोन नंबर डालें/)).toHaveTextContent(
      'रसीद वाउचर (एडवांस) RV/2026-27/00012 डाउनलोड करने के लिए वह ईमेल या फ़ोन नंबर डालें जिससे आपने बुकिंग की थी।',
    );
    await userEvent.click(screen.getAllByRole('button', { name: 'डाउनलोड करें' }).at(-1)!);
    expect(await screen.findByText('वह ईमेल या फ़ोन नंबर डालें जिससे आपने बुकिंग की थी')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'आने से पहले' })).toBeInTheDocument();
    expect(screen.getByText(/^चेक-इन/, { selector: 'li' })).toHaveTextContent(
      'चेक-इन दोपहर 3 बजे से है; चेक-आउट सुबह 11 बजे तक। कोई फ़ोटो ID साथ लाएँ।',
    );
    expect(screen.getByRole('link', { name: 'मैप में खोलें (नए टैब में खुलता है)' })).toHaveAttribute('href', HOTEL.mapUrl);
    // The policy is the server's words: English until the server's slice (docs/i18n.md).
    expect(screen.getByText('कैंसलेशन नियम:').parentElement).toHaveTextContent(/Free cancellation until/);

    await userEvent.click(screen.getByRole('button', { name: 'रसीद देखें' }));
    expect(screen.getByRole('heading', { level: 1, name: 'रसीद' })).toBeInTheDocument();
    expect(screen.getByText('भुगतान का तरीका').nextSibling).toHaveTextContent('UPI');
    expect(screen.getByText('भुगतान का रेफ़रेंस').nextSibling).toHaveTextContent('पेमेंट ID pay_Hindi123');
    expect(screen.getByText('रातें').nextSibling).toHaveTextContent('2');
    expect(screen.getByText(`${HOTEL.shortName} चुनने के लिए धन्यवाद।`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'बुकिंग पर वापस जाएँ' })).toHaveAttribute('href', HINDI_BOOKING_PAGE);
  });

  it('says a hold, its end and a cancellation’s refund in Hindi', () => {
    const held = aBooking();
    const { rerender } = render(
      <MemoryRouter initialEntries={[HINDI_BOOKING_PAGE]}>
        <BookingStatusBanner booking={held} now={new Date('2026-11-21T04:50:00.000Z')} />
      </MemoryRouter>,
    );
    // The hold ends at 10:30 in the morning, hotel time (05:00 UTC).
    expect(screen.getByRole('status')).toHaveTextContent(
      /^भुगतान का इंतज़ारआपका कमरा 21 नवंबर को सुबह 10:30 बजे तक आपके लिए रोका गया है। बुकिंग कन्फ़र्म करने के लिए उससे पहले भुगतान करें।$/,
    );
    const twoRooms = aBooking({ status: BookingStatus.Expired, lines: [...held.lines, { ...held.lines[0], id: 'line-2' }] });
    rerender(
      <MemoryRouter initialEntries={[HINDI_BOOKING_PAGE]}>
        <BookingStatusBanner booking={twoRooms} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'होल्ड का समय खत्मआपके कमरों को रोकने का समय खत्म हो गया है। अगर कमरे अभी खाली हैं, तो बुकिंग कन्फ़र्म करने के लिए अभी भुगतान करें।',
    );
    const cancelled = aBooking({
      status: BookingStatus.Cancelled,
      paymentStatus: BookingPaymentStatus.Refunded,
      refunds: [
        {
          amount: 125000,
          reason: RefundReason.Cancellation,
          method: PaymentMethod.Card,
          atDesk: false,
          reference: 'rfnd_Q7x2',
          status: RefundStatus.Processed,
        },
      ],
    });
    rerender(
      <MemoryRouter initialEntries={[HINDI_BOOKING_PAGE]}>
        <BookingStatusBanner booking={cancelled} />
      </MemoryRouter>,
    );
    expect(screen.getByText('यह बुकिंग कैंसल हो गई है।')).toBeInTheDocument();
    expect(screen.getByText(/^₹1,25,000 उसी कार्ड में/)).toHaveTextContent(
      '₹1,25,000 उसी कार्ड में रिफ़ंड किए जा रहे हैं जिससे आपने भुगतान किया था। रिफ़ंड 5-10 कामकाजी दिनों में आप तक पहुँच जाता है। रिफ़ंड रेफ़रेंस: rfnd_Q7x2।',
    );
  });

  it('manages the booking in Hindi: the proof, the arrival plans and the cancel with its refund', async () => {
    const contact = 'asha@example.com';
    const mocks = [
      {
        request: { query: ProveMyBookingDocument, variables: { bookingId: BOOKING_ID, contact, key: null } },
        result: {
          data: {
            proveMyBooking: withTypename('ProveMyBookingPayload', {
              errors: [],
              plans: withTypename('ArrivalPlans', { arrivalTime: null, specialRequest: null }),
            }),
          },
        },
      },
      {
        request: { query: CancellationQuoteDocument, variables: { bookingId: BOOKING_ID } },
        result: {
          data: {
            cancellationQuote: withTypename('CancellationQuote', {
              cancellable: true,
              refusal: null,
              paidPaise: 550000,
              refundPaise: 275000,
              refundPercent: 50,
              rule: CancellationRule.Late,
              freeUntil: '2026-12-09T09:30:00.000Z',
              policy: 'Free cancellation until 9 Dec 2026, 3:00 PM; after that, 50% is refunded.',
              refundTiming: 'Refunds reach you in 5-10 business days.',
            }),
          },
        },
      },
    ];
    render(
      <MockedProvider mocks={mocks}>
        <MemoryRouter initialEntries={[HINDI_BOOKING_PAGE]}>
          <SelfService booking={aBooking({ status: BookingStatus.Confirmed, paymentStatus: BookingPaymentStatus.Paid })} />
        </MemoryRouter>
      </MockedProvider>,
    );
    expect(screen.getByRole('heading', { name: 'अपनी बुकिंग संभालें' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'आगे बढ़ें' }));
    expect(await screen.findByText('वह ईमेल या फ़ोन नंबर डालें जिससे आपने बुकिंग की थी')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('ईमेल या फ़ोन नंबर'), contact);
    await userEvent.click(screen.getByRole('button', { name: 'आगे बढ़ें' }));
    expect(await screen.findByRole('heading', { name: 'पहुँचने का समय और आपकी माँग' })).toBeInTheDocument();
    expect(screen.getByLabelText('पहुँचने का समय (ज़रूरी नहीं)')).toHaveAccessibleDescription(
      'चेक-इन दोपहर 3 बजे से है। देर से पहुँचेंगे? हमें बताएँ, आपका कमरा तैयार रहेगा।',
    );
    expect(screen.getByText('0/500 अक्षर। जैसे शांत कमरा, एक और बिस्तर या एयरपोर्ट से पिकअप।')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'कन्फ़र्मेशन फिर से ईमेल करें' })).toBeInTheDocument();
    const refund = await screen.findByText('अभी कैंसल करने पर:');
    expect(refund.parentElement).toHaveTextContent(
      'अभी कैंसल करने पर: आपको ₹2,750 वापस मिलेंगे (भुगतान किए गए ₹5,500 का 50%)। Refunds reach you in 5-10 business days.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'बुकिंग कैंसल करें' }));
    const dialog = within(screen.getByRole('alertdialog', { name: 'यह बुकिंग कैंसल करें?' }));
    expect(dialog.getByText('आपके कमरे तुरंत छोड़ दिए जाएँगे। यह वापस नहीं हो सकता।')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'हाँ, बुकिंग कैंसल करें' })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'बुकिंग रहने दें' })).toBeInTheDocument();
  });

  it('finds a booking by its code in Hindi and opens its Hindi page; its links go to the Hindi pages there are', async () => {
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
    render(
      <MockedProvider mocks={[findMock]}>
        <MemoryRouter initialEntries={['/hi/find-booking']}>
          <Routes>
            <Route path="/hi/find-booking" element={<FindBookingPage />} />
            <Route path="/hi/booking/:id" element={<Landed name="booking" />} />
          </Routes>
        </MemoryRouter>
      </MockedProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'मेरी बुकिंग देखें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'बुकिंग कोड भूल गए? फ़ोन नंबर से देखें' })).toHaveAttribute(
      'href',
      '/hi/find-booking?by=phone',
    );
    // The contact page is not in Hindi yet: its link goes to the English one, never to a 404.
    expect(screen.getByRole('link', { name: 'हमें लिखें' })).toHaveAttribute('href', '/contact-us');
    await userEvent.click(screen.getByRole('button', { name: 'मेरी बुकिंग देखें' }));
    expect(await screen.findByText('अपना बुकिंग कोड डालें')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('बुकिंग कोड'), 'HBXBFS7');
    await userEvent.type(screen.getByLabelText('ईमेल या फ़ोन नंबर'), '9876543210');
    await userEvent.click(screen.getByRole('button', { name: 'मेरी बुकिंग देखें' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent(`booking /hi/booking/${FOUND_ID}`);
  });

  it('finds bookings by phone in Hindi, with Hindi dates and links to the Hindi booking pages', async () => {
    const phone = '9876543210';
    const mocks = [
      {
        request: { query: RequestBookingCodeDocument, variables: { phone } },
        result: {
          data: {
            requestBookingCode: withTypename('RequestBookingCodePayload', { errors: [], message: 'We sent a code.' }),
          },
        },
      },
      {
        request: { query: BookingsByCodeDocument, variables: { phone, code: '123456' } },
        result: {
          data: {
            bookingsByCode: withTypename('BookingsByCodePayload', {
              errors: [],
              bookings: [
                withTypename('PhoneBooking', {
                  bookingId: FOUND_ID,
                  bookCode: 'HBXBFS7',
                  checkIn: '2026-12-10',
                  checkOut: '2026-12-12',
                  status: BookingStatus.Confirmed,
                  link: `/booking/${FOUND_ID}?key=k3y`,
                }),
              ],
            }),
          },
        },
      },
    ];
    render(
      <MockedProvider mocks={mocks}>
        <MemoryRouter initialEntries={['/hi/find-booking?by=phone']}>
          <FindBookingPage />
        </MemoryRouter>
      </MockedProvider>,
    );
    expect(screen.getByRole('region', { name: 'फ़ोन नंबर से मेरी बुकिंग देखें' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'मेरे पास बुकिंग कोड है' })).toHaveAttribute('href', '/hi/find-booking');
    await userEvent.click(screen.getByRole('button', { name: 'मुझे कोड भेजें' }));
    expect(await screen.findByText('वह मोबाइल नंबर डालें जिससे आपने बुकिंग की थी')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('मोबाइल नंबर'), phone);
    await userEvent.click(screen.getByRole('button', { name: 'मुझे कोड भेजें' }));
    await userEvent.type(await screen.findByLabelText('SMS में आया कोड'), '123456');
    expect(screen.getByText(`${phone} पर भेजा गया।`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'मेरी बुकिंग दिखाएँ' }));
    const found = within(await screen.findByRole('region', { name: 'आपकी बुकिंग' }));
    const item = within(found.getByRole('listitem'));
    expect(item.getByRole('link', { name: 'बुकिंग HBXBFS7' })).toHaveAttribute('href', `/hi/booking/${FOUND_ID}?key=k3y`);
    expect(item.getByText('गुरुवार, 10 दिसंबर 2026 – शनिवार, 12 दिसंबर 2026')).toBeInTheDocument();
    expect(item.getByText('कन्फ़र्म')).toBeInTheDocument();
  });

  it('says a receipt opened without its booking in Hindi, with the ways on', () => {
    render(
      <MemoryRouter initialEntries={['/hi/receipt']}>
        <ReceiptPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'रसीद नहीं मिली' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'होम पर वापस जाएँ' })).toHaveAttribute('href', '/hi');
    // The pending-payment page is not in Hindi yet: the English one.
    expect(screen.getByRole('link', { name: 'बुकिंग देखें' })).toHaveAttribute('href', '/hi/pending-payment');
    expect(document.title).toContain('रसीद');
  });
});
