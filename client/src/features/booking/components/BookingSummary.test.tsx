import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { aNight, aStayTax } from '../../../components/price/testing';
import { RoomType, type BookableRoomFragment } from '../../../graphql/generated';
import { BookingSummary, type ChosenRoomsState, type PriceState } from './BookingSummary';
import { photoFromUrl } from '../../../components/ui/ResponsivePhoto';

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
const stay = { checkIn: '2026-12-01', checkOut: '2026-12-04' };

function summary(state: ChosenRoomsState, price: PriceState, adults = 2, guests = [{ adults, children: 0 }]) {
  render(
    <MemoryRouter>
      <BookingSummary rooms={state} price={price} stay={stay} guests={guests} />
    </MemoryRouter>,
  );
}

describe('the booking summary', () => {
  const nights = (...rents: number[]) => rents.map((rent, index) => aNight(`2026-12-0${index + 1}`, rent));
  const priced = (tax = aStayTax([{ roomId: room.id, roomName: room.name, nights: nights(3200, 3200, 3200) }])) =>
    ({ status: 'ready', nights: 3, total: tax.total, tax }) as const;

  it('shows the room, the dates and the server’s nights and total, GST included', () => {
    summary({ status: 'ready', rooms: [room] }, priced());
    expect(screen.getByText('Deluxe King 201')).toBeInTheDocument();
    expect(screen.getByText('Deluxe · 2 adults')).toBeInTheDocument();
    expect(screen.queryByText(/per night/)).not.toBeInTheDocument();
    expect(screen.getByText('Tue, 1 Dec 2026')).toBeInTheDocument();
    expect(screen.getByText('3 nights')).toBeInTheDocument();
    expect(screen.getByText('Total').nextSibling).toHaveTextContent('₹9,600 incl. GST');
    expect(screen.queryByText('Price per night, incl. GST')).not.toBeInTheDocument();
  });

  it('shows each night’s price when the nights differ', () => {
    summary(
      { status: 'ready', rooms: [room] },
      priced(aStayTax([{ roomId: room.id, roomName: room.name, nights: nights(3200, 3200, 4000) }])),
    );
    expect(screen.getByText('Total').nextSibling).toHaveTextContent('₹10,400 incl. GST');
    expect(screen.getByText('Thu 3 Dec').parentElement).toHaveTextContent('₹4,000');
  });

  it('shows why the server would not price the stay', () => {
    summary({ status: 'ready', rooms: [room] }, { status: 'error', detail: 'Check In cannot be in the past' });
    expect(screen.getByRole('alert')).toHaveTextContent('Check In cannot be in the past');
  });

  it('shows the server’s refusal when the room takes fewer guests than are booked, and the way back', () => {
    summary({ status: 'ready', rooms: [room] }, { status: 'error', detail: 'Deluxe King 201 takes at most 2 guests' }, 3);
    expect(screen.getByRole('alert')).toHaveTextContent('Deluxe King 201 takes at most 2 guests');
    expect(screen.getByRole('link', { name: 'Choose another room or dates' })).toHaveAttribute('href', '/check-rooms-and-rates');
  });

  it('sends the guest back to choose a room when it is gone', () => {
    summary({ status: 'missing' }, { status: 'loading' });
    expect(screen.getByRole('alert')).toHaveTextContent('The room you chose is no longer available.');
    expect(screen.getByRole('link', { name: 'Choose a room again' })).toHaveAttribute('href', '/check-rooms-and-rates');
  });

  it('lists every room with its guests and its share, and the server’s total of them all', () => {
    const family: BookableRoomFragment = {
      ...room,
      id: '7f0b7c1e-2d7a-4a43-9f55-6b7f1d2f9a02',
      name: 'Family Suite 301',
      type: RoomType.Family,
    };
    const tax = aStayTax([
      { roomId: room.id, roomName: room.name, nights: nights(3200, 3200, 3200) },
      { roomId: family.id, roomName: family.name, nights: nights(4800, 4800, 4800) },
    ]);
    const lineAmounts = new Map([
      [room.id, 9600],
      [family.id, 14400],
    ]);
    summary({ status: 'ready', rooms: [family, room] }, { status: 'ready', nights: 3, total: tax.total, tax, lineAmounts }, 4, [
      { adults: 2, children: 1 },
      { adults: 2, children: 0 },
    ]);
    expect(screen.getByText('Family Suite 301').nextSibling).toHaveTextContent('Family · 2 adults, 1 child');
    expect(screen.getByText('Deluxe King 201').parentElement).toHaveTextContent('₹9,600');
    expect(screen.getByText('Guests').nextSibling).toHaveTextContent('4 adults, 1 child');
    expect(screen.getByText('Total').nextSibling).toHaveTextContent('₹24,000 incl. GST');
    expect(screen.getByRole('link', { name: 'Change rooms' })).toHaveAttribute('href', '/check-rooms-and-rates');
  });
});
