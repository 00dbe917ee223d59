import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { BookingDraftProvider, EMPTY_DRAFT, type BookingDraft } from '../../../app/state/booking-draft';
import { UiStateProvider } from '../../../app/state/ui-state';
import { photoFromUrl } from '../../../components/ui/ResponsivePhoto';
import { RoomType } from '../../../graphql/generated';
import { storage, STORAGE_KEYS } from '../../../lib/storage';
import type { RoomDetail, RoomDetailState, StayAvailability } from '../components/RoomDetailView';
import { RoomPageView } from './RoomPageView';

const room: RoomDetail = {
  id: '7f0b7c1e-2d7a-4a43-9f55-6b7f1d2f9a01',
  name: 'Deluxe King 201',
  type: RoomType.DoubleAc,
  maxCount: 2,
  rentPerDay: 3200,
  isAvailable: true,
  description: 'A bright corner room with a king bed.',
  photos: [photoFromUrl('/uploads/deluxe-1.webp'), photoFromUrl('/uploads/deluxe-2.webp'), photoFromUrl('/uploads/bath.webp')],
  amenities: ['Air conditioning', 'King bed'],
};
const STAY = { checkIn: '2099-03-10', checkOut: '2099-03-12', guest: 2 };

/** Where the page sent the guest. */
function Arrived() {
  const location = useLocation();
  return <output data-testid="arrived">{location.pathname + location.hash}</output>;
}

/** The room page's content at /hi/room/{id} (Hindi's catalogues are registered by test/setup.ts), with a stored draft. */
function renderInHindi(
  state: RoomDetailState,
  { draft = {}, availability }: { draft?: Partial<BookingDraft>; availability?: StayAvailability } = {},
) {
  storage.set(STORAGE_KEYS.bookingDraft, { ...EMPTY_DRAFT, ...draft });
  const at = `/hi/room/${room.id}`;
  render(
    <UiStateProvider>
      <BookingDraftProvider>
        <MemoryRouter initialEntries={[at]}>
          <Routes>
            <Route path="/hi/room/:id" element={<RoomPageView state={state} availability={availability} />} />
            <Route path="*" element={<Arrived />} />
          </Routes>
        </MemoryRouter>
      </BookingDraftProvider>
    </UiStateProvider>,
  );
}

describe('the room page in Hindi (/hi/room/{id})', () => {
  it("shows the room in Hindi: its facts, sections and photos; the owner's texts as written", () => {
    renderInHindi({ status: 'ready', room });
    expect(screen.getByRole('heading', { level: 1, name: 'Deluxe King 201' })).toBeInTheDocument();
    expect(screen.getByText('प्रति रात', { exact: false })).toHaveTextContent('₹3,200 प्रति रात');
    expect(screen.getByText('प्रकार').nextSibling).toHaveTextContent('डबल AC');
    expect(screen.getByText('ज़्यादा से ज़्यादा मेहमान').nextSibling).toHaveTextContent('2');
    expect(screen.getByRole('heading', { level: 2, name: 'इस कमरे के बारे में' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'सुविधाएँ' })).toBeInTheDocument();
    expect(screen.getByText('A bright corner room with a king bed.')).toBeInTheDocument();
    expect(screen.getByAltText('Deluxe King 201, 3 में से फ़ोटो 1')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'फ़ोटो' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '3 में से फ़ोटो 2 दिखाएँ' })).toBeInTheDocument();
  });

  it('links back and to the booking form on the Hindi landing page', () => {
    renderInHindi({ status: 'ready', room });
    expect(screen.getByRole('link', { name: /पीछे/ })).toHaveAttribute('href', '/hi');
    expect(screen.getByRole('link', { name: 'कमरा खाली है या नहीं, देखें' })).toHaveAttribute('href', '/hi#booking');
  });

  it('"Check availability" keeps the room in the draft and opens the Hindi booking form', async () => {
    renderInHindi({ status: 'ready', room });
    await userEvent.click(screen.getByRole('link', { name: 'कमरा खाली है या नहीं, देखें' }));
    expect(screen.getByTestId('arrived')).toHaveTextContent('/hi#booking');
    expect(storage.get(STORAGE_KEYS.bookingDraft)).toMatchObject({ roomId: room.id, roomType: RoomType.DoubleAc });
  });

  it('with dates, shows the stay in Hindi and Book goes on to the guest details in Hindi', async () => {
    renderInHindi({ status: 'ready', room }, { draft: STAY, availability: 'free' });
    const stay = screen.getByText('आपकी बुकिंग').parentElement;
    expect(stay).toHaveTextContent('आपकी बुकिंग मंगलवार, 10 मार्च 2099 – गुरुवार, 12 मार्च 2099');
    expect(stay).toHaveTextContent(/2 बड़े$/);
    await userEvent.click(screen.getByRole('button', { name: 'यह कमरा बुक करें' }));
    expect(screen.getByTestId('arrived')).toHaveTextContent(/^\/hi\/user-details$/);
    expect(storage.get(STORAGE_KEYS.bookingDraft)).toMatchObject({ roomId: room.id });
  });

  it('says while it checks the dates, and when the room cannot be booked for them', () => {
    renderInHindi({ status: 'ready', room }, { draft: { ...STAY, guest: 1 }, availability: 'checking' });
    expect(screen.getByRole('button', { name: 'आपकी तारीखें देखी जा रही हैं…' })).toBeDisabled();
    expect(screen.getByText('1 बड़ा', { exact: false })).toBeInTheDocument();
  });

  it('points to the free rooms when this one is taken', () => {
    renderInHindi({ status: 'ready', room }, { draft: STAY, availability: 'taken' });
    expect(screen.getByText('आपकी तारीखों पर यह कमरा बुक नहीं हो सकता।', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'खाली कमरे देखें' })).toHaveAttribute('href', '/hi/check-rooms-and-rates');
    expect(screen.queryByRole('button', { name: 'यह कमरा बुक करें' })).not.toBeInTheDocument();
  });

  it('says in Hindi when the room does not exist, with a way to the Hindi home page', () => {
    renderInHindi({ status: 'not-found' });
    expect(screen.getByRole('heading', { level: 1, name: 'कमरा नहीं मिला' })).toBeInTheDocument();
    expect(screen.getByText('यह कमरा मौजूद नहीं है, या अब हमारी लिस्ट में नहीं है।')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'हमारे कमरे देखें' })).toHaveAttribute('href', '/hi');
  });

  it('asks for a refresh in Hindi when loading failed', () => {
    renderInHindi({ status: 'error' });
    expect(screen.getByRole('heading', { level: 1, name: 'कमरे की जानकारी' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('कुछ गड़बड़ हो गई, कृपया पेज रिफ़्रेश करें');
  });
});
