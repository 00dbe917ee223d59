import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RoomType } from '../../../graphql/generated';
import type { RoomOffer } from '../room-choice';
import { renderInJourney } from '../testing/render';
import { DELUXE_ROOM, SINGLE_ROOM } from '../testing/priced-rooms';
import { RoomChoice } from './RoomChoice';

const deluxe = DELUXE_ROOM;
const single = SINGLE_ROOM;
const offers: RoomOffer[] = [
  { type: RoomType.SingleAc, sleeps: 1, left: 1, rooms: [{ id: single.id, name: single.name, stayTotal: 3000 }] },
  {
    type: RoomType.Deluxe,
    sleeps: 2,
    left: 2,
    rooms: [
      { id: deluxe.id, name: deluxe.name, stayTotal: 6400 },
      { id: 'room-deluxe-202', name: 'Deluxe King 202', stayTotal: 6400 },
    ],
  },
];

const stay = { checkIn: '2026-12-04', checkOut: '2026-12-06' };
const landed = () => screen.getByTestId('landed');

describe('choosing rooms on /check-rooms-and-rates', () => {
  beforeEach(() => localStorage.clear());

  it('books one room in one tap: Book stores the room id and opens /user-details', async () => {
    renderInJourney(<RoomChoice offers={offers} rooms={[single, deluxe]} party={{ adults: 2, children: 0 }} />, {
      path: '/check-rooms-and-rates',
      draft: { ...stay, guest: 2, room: 1, chosenRooms: [{ roomId: single.id, adults: 1, children: 0 }] },
    });
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Book Deluxe King 201' }));
    expect(landed()).toHaveTextContent('details /user-details');
    expect(JSON.parse(localStorage.getItem('bookingDraft') ?? '{}')).toMatchObject({
      roomId: deluxe.id,
      roomType: RoomType.Deluxe,
      room: 1,
      chosenRooms: [],
    });
  });

  it('does not offer one room too small for the party, and says why', () => {
    renderInJourney(<RoomChoice offers={offers} rooms={[single, deluxe]} party={{ adults: 2, children: 0 }} />, {
      path: '/check-rooms-and-rates',
      draft: { ...stay, guest: 2 },
    });
    const card = within(screen.getByRole('article', { name: 'Single AC 102' }));
    expect(card.queryByRole('button', { name: /^Book/ })).not.toBeInTheDocument();
    expect(card.getByText('Sleeps 1: for 2 adults book more than one room')).toBeInTheDocument();
  });

  it('still books several rooms: by number per card, after Book more than one room', async () => {
    renderInJourney(<RoomChoice offers={offers} rooms={[single, deluxe]} party={{ adults: 3, children: 0 }} />, {
      path: '/check-rooms-and-rates',
      draft: { ...stay, guest: 3 },
    });
    // No one room sleeps three: the page starts with several.
    expect(screen.queryByRole('button', { name: 'Book more than one room' })).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Rooms like Deluxe King 201'), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(JSON.parse(localStorage.getItem('bookingDraft') ?? '{}')).toMatchObject({ room: 2, roomId: deluxe.id });
  });

  it('switches between one room and several', async () => {
    renderInJourney(<RoomChoice offers={offers} rooms={[single, deluxe]} party={{ adults: 1, children: 0 }} />, {
      path: '/check-rooms-and-rates',
      draft: { ...stay, guest: 1 },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Book more than one room' }));
    expect(screen.getByLabelText('Rooms like Single AC 102')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Book one room' }));
    expect(screen.queryByLabelText('Rooms like Single AC 102')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book Single AC 102' })).toBeEnabled();
  });
});
