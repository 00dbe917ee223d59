import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { RoomType } from '../../../graphql/generated';
import { opensBookingForm } from '../../../lib/booking-form-link';
import { RoomDetailView, type RoomDetail, type RoomDetailState, type StayOffer } from './RoomDetailView';
import { photoFromUrl } from '../../../components/ui/ResponsivePhoto';

const room: RoomDetail = {
  id: '7f0b7c1e-2d7a-4a43-9f55-6b7f1d2f9a01',
  name: 'Deluxe King 201',
  type: RoomType.DoubleAc,
  maxCount: 2,
  rentPerDay: 3200,
  isAvailable: true,
  description: 'A bright corner room with a king bed.',
  photos: [photoFromUrl('/uploads/deluxe-1.webp'), photoFromUrl('/uploads/deluxe-2.webp'), photoFromUrl('/uploads/bath.webp')],
  amenities: ['Air conditioning', 'King bed', 'Free Wi-Fi', 'Smart TV'],
};

/** The landing page as the test sees it: where it was sent and what the link asked of it. */
function Home() {
  const location = useLocation();
  return (
    <p>
      Home page{location.hash}
      {opensBookingForm(location.state) && ', booking form'}
    </p>
  );
}

function page(
  state: RoomDetailState,
  offer?: StayOffer,
  history: string[] = [],
  onCheckAvailability?: (room: RoomDetail) => void,
) {
  render(
    <MemoryRouter initialEntries={[...history, `/room/${room.id}`]} initialIndex={history.length}>
      <Routes>
        <Route
          path="/room/:id"
          element={<RoomDetailView state={state} offer={offer} onCheckAvailability={onCheckAvailability} />}
        />
        <Route path="/" element={<Home />} />
        <Route path="/check-rooms-and-rates" element={<p>Rooms and rates</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const offer = (availability: StayOffer['availability'], onBook = jest.fn()): StayOffer => ({
  checkIn: '2026-12-01',
  checkOut: '2026-12-03',
  adults: 2,
  availability,
  onBook,
});

describe('the public room page', () => {
  it('shows the room: one heading, facts, description and every amenity', () => {
    page({ status: 'ready', room });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Deluxe King 201' })).toBeInTheDocument();
    expect(screen.getByText('₹3,200')).toBeInTheDocument();
    expect(screen.getByText('Double AC')).toBeInTheDocument();
    expect(screen.getByText('A bright corner room with a king bed.')).toBeInTheDocument();
    for (const amenity of room.amenities) expect(screen.getByText(amenity)).toBeInTheDocument();
  });

  it('switches the main photo from the thumbnails', async () => {
    page({ status: 'ready', room });
    expect(screen.getByAltText('Deluxe King 201, photo 1 of 3')).toHaveAttribute('src', '/uploads/deluxe-1.webp');
    await userEvent.click(screen.getByRole('button', { name: 'Show photo 3 of 3' }));
    expect(screen.getByAltText('Deluxe King 201, photo 3 of 3')).toHaveAttribute('src', '/uploads/bath.webp');
    expect(screen.getByRole('button', { name: 'Show photo 3 of 3' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('goes back home when it was opened directly', async () => {
    page({ status: 'ready', room });
    await userEvent.click(screen.getByRole('link', { name: /Back/ }));
    expect(screen.getByText('Home page')).toBeInTheDocument();
  });

  it('goes back to the page the guest came from', async () => {
    page({ status: 'ready', room }, undefined, ['/check-rooms-and-rates']);
    await userEvent.click(screen.getByRole('link', { name: /Back/ }));
    expect(screen.getByText('Rooms and rates')).toBeInTheDocument();
  });

  it('says clearly when the room does not exist', () => {
    page({ status: 'not-found' });
    expect(screen.getByRole('heading', { level: 1, name: 'Room not found' })).toBeInTheDocument();
    expect(screen.getByText('This room does not exist or is no longer listed.')).toBeInTheDocument();
  });

  it('asks for a refresh when loading failed', () => {
    page({ status: 'error' });
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong please refresh the page');
  });

  it('offers Book this room when the room is free for the chosen stay', async () => {
    const chosen = offer('free');
    page({ status: 'ready', room }, chosen);
    await userEvent.click(screen.getByRole('button', { name: 'Book this room' }));
    expect(chosen.onBook).toHaveBeenCalledWith(room);
  });

  it('points to the free rooms when this one is taken', () => {
    page({ status: 'ready', room }, offer('taken'));
    expect(screen.queryByRole('button', { name: 'Book this room' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the rooms that are free' })).toHaveAttribute('href', '/check-rooms-and-rates');
  });

  it('has no Book button without dates', () => {
    page({ status: 'ready', room });
    expect(screen.queryByRole('button', { name: 'Book this room' })).not.toBeInTheDocument();
  });

  it('"Check availability" hands the room over and asks the landing page for its booking form', async () => {
    const onCheckAvailability = jest.fn();
    page({ status: 'ready', room }, undefined, [], onCheckAvailability);
    await userEvent.click(screen.getByRole('link', { name: 'Check availability' }));
    expect(onCheckAvailability).toHaveBeenCalledWith(room);
    expect(screen.getByText('Home page#booking, booking form')).toBeInTheDocument();
  });
});
