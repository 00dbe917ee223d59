import { jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { aNight, aStayPrice } from '../../../components/price/testing';
import { RoomType } from '../../../graphql/generated';
import { renderInJourney } from '../testing/render';
import { useChooseRoom } from '../use-choose-room';
import { AvailableRoomsView, type RoomsState } from './AvailableRoomsView';
import type { PricedRoom } from './RoomCard';
import { photoFromUrl } from '../../../components/ui/ResponsivePhoto';

const deluxe: PricedRoom = {
  id: '7f0b7c1e-2d7a-4a43-9f55-6b7f1d2f9a01',
  name: 'Deluxe King 201',
  type: RoomType.Deluxe,
  maxCount: 2,
  rentPerDay: 3200,
  description:
    'A bright corner room with a king bed, a sofa by the window and a rain shower; quiet even on banquets, high above the street.',
  imageUrls: ['/uploads/deluxe-1.webp', '/uploads/deluxe-2.webp'],
  photos: [photoFromUrl('/uploads/deluxe-1.webp'), photoFromUrl('/uploads/deluxe-2.webp')],
  amenities: ['Air conditioning', 'King bed', 'Free Wi-Fi', 'Smart TV', 'Minibar'],
  // Friday and Saturday, the Saturday dearer.
  stayPrice: aStayPrice([aNight('2026-12-04', 3200), aNight('2026-12-05', 3800)]),
};
const single: PricedRoom = {
  ...deluxe,
  id: '7f0b7c1e-2d7a-4a43-9f55-6b7f1d2f9a02',
  name: 'Single AC 102',
  type: RoomType.SingleAc,
  rentPerDay: 1500,
  description: 'Compact.',
  amenities: ['Wi-Fi', 'AC'],
  stayPrice: aStayPrice([aNight('2026-12-04', 1500), aNight('2026-12-05', 1500)]),
};

function view(state: RoomsState, onBook = jest.fn()) {
  render(
    <MemoryRouter>
      <AvailableRoomsView state={state} onBook={onBook} />
    </MemoryRouter>,
  );
  return onBook;
}

const card = (name: string) => screen.getByRole('article', { name });

describe('the available rooms list', () => {
  it('shows photo, name, type, rent per night in rupees and max guests', () => {
    view({ status: 'ready', rooms: [deluxe, single] });
    const room = within(card('Deluxe King 201'));
    expect(room.getByRole('heading', { name: 'Deluxe King 201' })).toBeInTheDocument();
    expect(room.getByText('Type').nextSibling).toHaveTextContent('Deluxe');
    expect(within(card('Single AC 102')).getByText('Type').nextSibling).toHaveTextContent(/^Single AC$/);
    expect(room.getByText('Rent per night').nextSibling).toHaveTextContent('₹3,200 – ₹3,800');
    expect(within(card('Single AC 102')).getByText('Rent per night').nextSibling).toHaveTextContent(/^₹1,500$/);
    expect(room.getByText('Max guests').nextSibling).toHaveTextContent('2');
    expect(room.getByRole('img')).toHaveAttribute('src', '/uploads/deluxe-1.webp');
  });

  it('shows each room’s total for the stay with GST included, and each night’s price where they differ', () => {
    view({ status: 'ready', rooms: [deluxe, single] });
    const room = within(card('Deluxe King 201'));
    expect(room.getByText('₹7,000').closest('p')).toHaveTextContent('₹7,000 incl. GST for 2 nights');
    expect(room.getByText('Price per night, incl. GST')).toBeInTheDocument();
    expect(room.getByText('Sat 5 Dec').parentElement).toHaveTextContent('₹3,800');
    const same = within(card('Single AC 102'));
    expect(same.getByText('₹3,000').closest('p')).toHaveTextContent('₹3,000 incl. GST for 2 nights');
    expect(same.queryByText('Price per night, incl. GST')).not.toBeInTheDocument();
  });

  it('shows the rent plus GST when GST is added to the rents', () => {
    const added = aStayPrice([aNight('2026-12-01', 2000, false), aNight('2026-12-02', 2000, false)], {}, false);
    view({ status: 'ready', rooms: [{ ...single, stayPrice: added }] });
    expect(within(card('Single AC 102')).getByText('₹4,200').closest('p')).toHaveTextContent(
      '₹4,200 for 2 nights: ₹4,000 + GST ₹200',
    );
  });

  it('says when a season needs more nights, and offers no Book for these dates', () => {
    const short = { ...deluxe, stayPrice: { ...deluxe.stayPrice, minimumStay: { nights: 3, seasonName: 'Wedding season' } } };
    view({ status: 'ready', rooms: [short] });
    const room = within(card('Deluxe King 201'));
    expect(room.getByText('Minimum 3 nights in Wedding season')).toBeInTheDocument();
    const book = room.getByRole('button', { name: 'Book Deluxe King 201' });
    expect(book).toBeDisabled();
    expect(book).toHaveAccessibleDescription(expect.stringContaining('Minimum 3 nights in Wedding season'));
  });

  it('loads the first photo at once and the others lazily, all with a size', () => {
    view({ status: 'ready', rooms: [deluxe, single] });
    const [first, second] = screen.getAllByRole('img');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(second).toHaveAttribute('loading', 'lazy');
    for (const img of [first, second]) expect(img).toHaveAttribute('width');
  });

  it('cuts the description to 100 characters and shows three amenities with +N more', () => {
    view({ status: 'ready', rooms: [deluxe, single] });
    const room = within(card('Deluxe King 201'));
    expect(
      room.getByText('A bright corner room with a king bed, a sofa by the window and a rain shower; quiet even on banquets…'),
    ).toBeInTheDocument();
    const amenities = within(room.getByRole('list', { name: 'Amenities' })).getAllByRole('listitem');
    expect(amenities.map((item) => item.textContent)).toEqual([
      'Air conditioning',
      'King bed',
      'Free Wi-Fi',
      '+2 more amenities',
    ]);
    const short = within(card('Single AC 102'));
    expect(short.getByText('Compact.')).toBeInTheDocument();
    expect(short.queryByText(/more$/)).not.toBeInTheDocument();
  });

  it('links See Details to the room page and hands the room to Book', async () => {
    const onBook = view({ status: 'ready', rooms: [deluxe] });
    expect(screen.getByRole('link', { name: 'See Details of Deluxe King 201' })).toHaveAttribute('href', `/room/${deluxe.id}`);
    await userEvent.click(screen.getByRole('button', { name: 'Book Deluxe King 201' }));
    expect(onBook).toHaveBeenCalledWith(deluxe);
  });

  it('says so when no room is free', () => {
    view({ status: 'ready', rooms: [] });
    expect(screen.getByRole('heading', { name: 'No rooms available' })).toBeInTheDocument();
    expect(screen.getByText('Sorry, there are no rooms available for your selected dates.')).toBeInTheDocument();
  });

  it('tells a refusal from a failure', () => {
    const { unmount } = render(
      <MemoryRouter>
        <AvailableRoomsView
          state={{ status: 'error', problem: { kind: 'refused', message: 'Check In cannot be in the past' } }}
          onBook={jest.fn()}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load rooms');
    expect(screen.getByRole('alert')).toHaveTextContent('Check In cannot be in the past');
    unmount();
    view({ status: 'error', problem: { kind: 'failed' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong while loading rooms');
  });
});

function BookableList() {
  return <AvailableRoomsView state={{ status: 'ready', rooms: [deluxe, single] }} onBook={useChooseRoom()} />;
}

describe('Book', () => {
  it('keeps the chosen room in the draft and goes to /user-details', async () => {
    renderInJourney(<BookableList />, {
      path: '/check-rooms-and-rates',
      draft: { checkIn: '2026-12-01', checkOut: '2026-12-03' },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Book Single AC 102' }));
    const landed = screen.getByTestId('landed');
    expect(landed).toHaveTextContent('details /user-details');
    expect(landed).toHaveTextContent(`"roomId":"${single.id}"`);
    expect(landed).toHaveTextContent(`"roomType":"${RoomType.SingleAc}"`);
    expect(JSON.parse(localStorage.getItem('bookingDraft') ?? '{}')).toMatchObject({ roomId: single.id, checkIn: '2026-12-01' });
  });
});
