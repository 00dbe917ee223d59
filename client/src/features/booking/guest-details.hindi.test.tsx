import { jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { aNight, aStayTax } from '../../components/price/testing';
import { photoFromUrl } from '../../components/ui/ResponsivePhoto';
import { RoomType, type BookableRoomFragment } from '../../graphql/generated';
import { BookingSummary } from './components/BookingSummary';
import { GuestDetailsForm } from './components/GuestDetailsForm';
import { RoomGuestsFields } from './components/RoomGuestsFields';
import { EMPTY_GUEST, type GuestDetails } from './guest-rules';

const HINDI_DETAILS_PAGE = '/hi/user-details';
const room: BookableRoomFragment = {
  id: '7f0b7c1e-2d7a-4a43-9f55-6b7f1d2f9a01',
  name: 'Deluxe King 201',
  type: RoomType.Deluxe,
  maxCount: 2,
  rentPerDay: 3200,
  description: 'A bright corner room.',
  imageUrls: ['/uploads/deluxe-1.webp'],
  photos: [photoFromUrl('/uploads/deluxe-1.webp')],
  amenities: [],
};
const inHindi = (element: React.ReactElement) =>
  render(<MemoryRouter initialEntries={[HINDI_DETAILS_PAGE]}>{element}</MemoryRouter>);
const field = (name: string) => screen.getByLabelText<HTMLInputElement>(name);

afterEach(() => jest.restoreAllMocks());
beforeEach(() => sessionStorage.clear());

describe('the guest details page in Hindi (/hi/user-details)', () => {
  it('labels the form in Hindi, and alerts and marks the fields in Hindi', async () => {
    const onSubmit = jest.fn<(guest: GuestDetails) => undefined>();
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    inHindi(<GuestDetailsForm defaultValues={EMPTY_GUEST} roomLoaded onSubmit={onSubmit} />);
    const user = userEvent.setup();
    for (const label of ['पूरा नाम', 'ईमेल', 'मोबाइल नंबर', 'मकान नंबर और गली', 'पिन कोड', 'देश का कोड']) {
      expect(field(label)).toBeInTheDocument();
    }
    expect(field('मोबाइल नंबर')).toHaveAccessibleDescription('10 अंक, 6, 7, 8 या 9 से शुरू।');
    expect(screen.getByLabelText(/से मुझे WhatsApp पर अपडेट भेजें$/)).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'भुगतान के लिए आगे बढ़ें' }));
    expect(alert).toHaveBeenCalledWith('नाम, ईमेल और फ़ोन भरना ज़रूरी है');
    expect(field('पूरा नाम')).toHaveAccessibleDescription('नाम भरना ज़रूरी है');
    await user.type(field('पूरा नाम'), 'आशा वर्मा');
    await user.type(field('ईमेल'), 'asha@');
    await user.type(field('मोबाइल नंबर'), '12345');
    await user.click(screen.getByRole('button', { name: 'भुगतान के लिए आगे बढ़ें' }));
    expect(alert).toHaveBeenLastCalledWith('सही ईमेल पता भरें');
    expect(field('मोबाइल नंबर')).toHaveAccessibleDescription(/फ़ोन नंबर 6 से 9 में से किसी अंक से शुरू हो और पूरे 10 अंकों का हो$/);
    // A GST invoice: the server's GSTIN rule in Hindi.
    await user.click(screen.getByLabelText('मुझे अपने बिज़नेस के लिए GST इनवॉइस चाहिए'));
    await user.type(field('GSTIN'), '27AAPFU0939F1ZX');
    await user.click(screen.getByRole('button', { name: 'भुगतान के लिए आगे बढ़ें' }));
    expect(field('GSTIN')).toHaveAccessibleDescription(/इस GSTIN का आखिरी अक्षर मेल नहीं खाता/);
    expect(field('बिज़नेस का नाम (GST इनवॉइस के लिए)')).toHaveAccessibleDescription('इस GSTIN के बिज़नेस का नाम भरें');
    expect(onSubmit).not.toHaveBeenCalled();
    // The privacy notice in Hindi first, English a tap away.
    expect(screen.getByRole('region', { name: 'आपकी निजी जानकारी' })).toBeInTheDocument();
    expect(screen.getByText('Read in English').closest('details')).toHaveAttribute('lang', 'en');
  });

  it('sums up the booking in Hindi: dates, guests, nights and total, and links back to the Hindi rooms page', () => {
    const tax = aStayTax([
      { roomId: room.id, roomName: room.name, nights: [aNight('2026-12-01', 3200), aNight('2026-12-02', 3200)] },
    ]);
    inHindi(
      <BookingSummary
        rooms={{ status: 'ready', rooms: [room] }}
        price={{ status: 'ready', nights: 2, total: tax.total, tax }}
        stay={{ checkIn: '2026-12-01', checkOut: '2026-12-03' }}
        guests={[{ adults: 2, children: 1 }]}
      />,
    );
    const summary = within(screen.getByRole('region', { name: 'आपकी बुकिंग' }));
    expect(summary.getByText('डीलक्स · 2 बड़े, 1 बच्चा')).toBeInTheDocument();
    expect(summary.getByText('मंगलवार, 1 दिसंबर 2026')).toBeInTheDocument();
    expect(summary.getByText('रातें').nextSibling).toHaveTextContent('2 रातें');
    expect(summary.getByText('कुल').nextSibling).toHaveTextContent('₹6,400 GST सहित');
    expect(summary.getByRole('link', { name: 'कमरा बदलें' })).toHaveAttribute('href', '/hi/check-rooms-and-rates');
  });

  it('says in Hindi when a room is given more guests than it sleeps', () => {
    inHindi(<RoomGuestsFields rooms={[room]} guests={[{ adults: 2, children: 1 }]} onChange={() => undefined} />);
    expect(screen.getByRole('heading', { name: 'कमरे में कौन ठहरेगा' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Deluxe King 201 में 2 मेहमान ठहर सकते हैं: एक मेहमान को दूसरे कमरे में रखें');
  });
});
