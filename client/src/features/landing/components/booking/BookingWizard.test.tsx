import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { RoomType } from '../../../../graphql/generated';
import { aNight, aStayPrice } from '../../../../components/price/testing';
import { todayInHotel } from '../../../../lib/format';
import { CHECK_IN_IN_PAST, CHOOSE_A_ROOM, WIZARD_MESSAGES } from '../../content/messages';
import type { AvailableRoom, AvailabilitySearch } from '../../landing-types';
import { renderOnLanding, storedDraft } from '../../testing/render';
import { AvailableRoomsList } from './AvailableRoomsList';
import { BookingWizard, BookingWizardProps } from './BookingWizard';
import type { RoomTypeOption } from './wizard-model';
import { photoFromUrl } from '../../../../components/ui/ResponsivePhoto';

const TYPE_OPTIONS: RoomTypeOption[] = [
  { type: RoomType.SingleAc, fromRent: 1500, roomSizes: [1] },
  { type: RoomType.Deluxe, fromRent: 3200, roomSizes: [3, 2] },
];

const FREE_ROOMS: AvailableRoom[] = [
  {
    id: 'room-201',
    name: 'Deluxe King 201',
    type: RoomType.Deluxe,
    rentPerDay: 3200,
    maxCount: 2,
    photos: [photoFromUrl('/uploads/a.webp')],
    amenities: ['King bed'],
    stayPrice: aStayPrice([aNight('2026-12-01', 3200)]),
  },
  {
    id: 'room-202',
    name: 'Deluxe Twin 202',
    type: RoomType.Deluxe,
    rentPerDay: 3400,
    maxCount: 3,
    photos: [],
    amenities: [],
    stayPrice: aStayPrice([aNight('2026-12-01', 3400)]),
  },
];

const searches: AvailabilitySearch[] = [];

function renderWizard(props: Partial<BookingWizardProps> = {}, draft = {}) {
  searches.length = 0;
  return renderOnLanding(
    <BookingWizard
      roomTypes={TYPE_OPTIONS}
      renderAvailableRooms={(search, choice) => {
        searches.push(search);
        return (
          <AvailableRoomsList
            rooms={FREE_ROOMS.filter((room) => room.type === choice.roomType)}
            loading={false}
            selectedRoomId={choice.selectedRoomId}
            onSelect={choice.onSelect}
          />
        );
      }}
      {...props}
    />,
    { draft },
  );
}

const progress = () => screen.getByRole('progressbar', { name: 'Booking progress' });
const next = () => screen.getByRole('button', { name: 'Next' });
const checkIn = () => screen.getByLabelText('Check In');
const checkOut = () => screen.getByLabelText('Check Out');

async function typeDate(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, value: string) {
  await user.clear(input);
  if (value) await user.type(input, value);
}

async function completeDates(user: ReturnType<typeof userEvent.setup>, from = '2099-03-10', to = '2099-03-12') {
  await typeDate(user, checkIn(), from);
  await typeDate(user, checkOut(), to);
  await user.click(next());
}

async function completeGuests(
  user: ReturnType<typeof userEvent.setup>,
  { adults = '2', rooms = '1', type = RoomType.Deluxe }: { adults?: string; rooms?: string; type?: RoomType } = {},
) {
  await user.clear(screen.getByLabelText('Adults'));
  await user.type(screen.getByLabelText('Adults'), adults);
  await user.clear(screen.getByLabelText('Rooms'));
  await user.type(screen.getByLabelText('Rooms'), rooms);
  await user.selectOptions(screen.getByLabelText('Room type'), type);
  await user.click(next());
}

beforeEach(() => localStorage.clear());

describe('the booking wizard, stage 1: Dates', () => {
  it('starts at Dates with the progress bar at 25%, one stage shown', () => {
    renderWizard();
    expect(progress()).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByRole('heading', { name: /Dates$/ })).toBeInTheDocument();
    expect(screen.queryByLabelText('Adults')).not.toBeInTheDocument();
    expect(within(screen.getByRole('list')).getByText('Dates').closest('li')).toHaveAttribute('aria-current', 'step');
  });

  it('keeps Check Out disabled until a Check In is chosen, and its minimum is the check-in', async () => {
    const user = userEvent.setup();
    renderWizard();
    expect(checkIn()).toHaveAttribute('min', todayInHotel());
    expect(checkOut()).toBeDisabled();
    await typeDate(user, checkIn(), '2099-03-10');
    expect(checkOut()).toBeEnabled();
    expect(checkOut()).toHaveAttribute('min', '2099-03-10');
    await user.clear(checkIn());
    expect(checkOut()).toBeDisabled();
  });

  it('says both dates are required and stays on Dates', async () => {
    const user = userEvent.setup();
    renderWizard();
    await user.click(next());
    expect(screen.getByText(WIZARD_MESSAGES.checkInRequired)).toBeInTheDocument();
    expect(screen.getByText(WIZARD_MESSAGES.checkOutRequired)).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuenow', '25');
    expect(checkIn()).toHaveAttribute('aria-invalid', 'true');
  });

  it('needs the check-out after the check-in', async () => {
    const user = userEvent.setup();
    renderWizard();
    await completeDates(user, '2099-03-10', '2099-03-10');
    expect(screen.getByText(WIZARD_MESSAGES.checkOutAfterCheckIn)).toBeInTheDocument();
    await typeDate(user, checkOut(), '2099-03-09');
    expect(screen.getByText(WIZARD_MESSAGES.checkOutAfterCheckIn)).toBeInTheDocument();
    // Moving the check-in back puts it right at once.
    await typeDate(user, checkIn(), '2099-03-01');
    expect(screen.queryByText(WIZARD_MESSAGES.checkOutAfterCheckIn)).not.toBeInTheDocument();
  });

  it('refuses a check-in before today', async () => {
    const user = userEvent.setup();
    renderWizard();
    await completeDates(user, '2001-01-01', '2099-03-12');
    expect(screen.getByText(CHECK_IN_IN_PAST)).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuenow', '25');
  });

  it('refuses a stay over the longest one at once, with the words the server uses', async () => {
    const user = userEvent.setup();
    renderWizard();
    await completeDates(user, '2099-03-10', '2100-03-10');
    expect(screen.getByText('A stay can be at most 30 nights')).toBeInTheDocument();
    expect(checkOut()).toHaveAttribute('max', '2099-04-09');
    expect(progress()).toHaveAttribute('aria-valuenow', '25');
    await typeDate(user, checkOut(), '2099-04-09');
    await user.click(next());
    expect(progress()).toHaveAttribute('aria-valuenow', '50');
  });

  it('moves on with valid dates, saves them in the draft and focuses the new stage', async () => {
    const user = userEvent.setup();
    renderWizard();
    await completeDates(user);
    expect(progress()).toHaveAttribute('aria-valuenow', '50');
    await waitFor(() => expect(screen.getByRole('heading', { name: /Guests & Rooms$/ })).toHaveFocus());
    expect(storedDraft()).toMatchObject({ checkIn: '2099-03-10', checkOut: '2099-03-12' });
  });

  it('starts from the saved draft, but not from dates gone by', () => {
    renderWizard({}, { checkIn: '2099-05-01', checkOut: '2099-05-04' });
    expect(checkIn()).toHaveValue('2099-05-01');
    expect(checkOut()).toHaveValue('2099-05-04');
  });

  it('forgets saved dates that have gone by', () => {
    renderWizard({}, { checkIn: '2001-05-01', checkOut: '2001-05-04' });
    expect(checkIn()).toHaveValue('');
    expect(checkOut()).toBeDisabled();
  });
});

describe('the booking wizard, stage 2: Guests & Rooms', () => {
  it('needs at least one adult, one room and a room type', async () => {
    const user = userEvent.setup();
    renderWizard();
    await completeDates(user);
    await user.clear(screen.getByLabelText('Adults'));
    await user.clear(screen.getByLabelText('Rooms'));
    await user.type(screen.getByLabelText('Rooms'), '0');
    await user.click(next());
    expect(screen.getByText(WIZARD_MESSAGES.adultsRequired)).toBeInTheDocument();
    expect(screen.getByText(WIZARD_MESSAGES.roomsRequired)).toBeInTheDocument();
    expect(screen.getByText(WIZARD_MESSAGES.roomTypeRequired)).toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuenow', '50');
  });

  it('offers the room types of the listed rooms', async () => {
    const user = userEvent.setup();
    renderWizard();
    await completeDates(user);
    const options = within(screen.getByLabelText('Room type'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['Select a room type', 'Single AC — from ₹1,500 a night', 'Deluxe — from ₹3,200 a night']);
  });

  it.each([
    ['Failed to load available rooms. Please refresh the page.'],
    ['Error loading rooms. Please check your connection and try again.'],
  ])('shows why the room types are missing: %s', async (message) => {
    const user = userEvent.setup();
    renderWizard({ roomTypes: [], roomTypesError: message });
    await completeDates(user);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
  });

  it('goes back to Dates with the dates kept', async () => {
    const user = userEvent.setup();
    renderWizard();
    await completeDates(user);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(progress()).toHaveAttribute('aria-valuenow', '25');
    expect(checkIn()).toHaveValue('2099-03-10');
    expect(checkOut()).toHaveValue('2099-03-12');
  });

  it('Check Rooms & Rates saves the draft and goes to /check-rooms-and-rates', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderWizard();
    await completeDates(user);
    await user.clear(screen.getByLabelText('Adults'));
    await user.type(screen.getByLabelText('Adults'), '3');
    await user.selectOptions(screen.getByLabelText('Room type'), RoomType.SingleAc);
    await user.click(screen.getByRole('button', { name: 'Check Rooms & Rates' }));
    expect(alert).not.toHaveBeenCalled();
    expect(screen.getByTestId('arrived')).toHaveAttribute('data-path', '/check-rooms-and-rates');
    expect(storedDraft()).toMatchObject({
      checkIn: '2099-03-10',
      checkOut: '2099-03-12',
      guest: 3,
      room: 1,
      roomType: RoomType.SingleAc,
    });
    alert.mockRestore();
  });
});

describe("the booking wizard, stage 2: the party against the hotel's rooms", () => {
  const HOTEL_TYPES: RoomTypeOption[] = [
    { type: RoomType.Standard, fromRent: 1800, roomSizes: [2, 2] },
    { type: RoomType.Double, fromRent: 2400, roomSizes: [3] },
    { type: RoomType.Family, fromRent: 3600, roomSizes: [4] },
  ];

  it('explains a type too small for the party with what fits, and stays on Guests & Rooms', async () => {
    const user = userEvent.setup();
    renderWizard({ roomTypes: HOTEL_TYPES });
    await completeDates(user);
    await completeGuests(user, { adults: '3', rooms: '1', type: RoomType.Standard });
    expect(screen.getByText('Standard sleeps 2 — add a room or choose Double or Family')).toBeInTheDocument();
    expect(screen.queryByText(/no rooms available/)).not.toBeInTheDocument();
    expect(progress()).toHaveAttribute('aria-valuenow', '50');
    // Two Standard rooms sleep the three of them.
    await user.clear(screen.getByLabelText('Rooms'));
    await user.type(screen.getByLabelText('Rooms'), '2');
    await user.click(next());
    expect(progress()).toHaveAttribute('aria-valuenow', '75');
  });

  it('tells a party that no rooms can take why, on Next and on Check Rooms & Rates', async () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderWizard({ roomTypes: HOTEL_TYPES });
    await completeDates(user);
    await completeGuests(user, { adults: '12', rooms: '1', type: RoomType.Family });
    const why = 'Our rooms cannot take 12 adults: with an adult in each room they sleep at most 11. Please call us.';
    expect(screen.getByText(why)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check Rooms & Rates' }));
    expect(alert).toHaveBeenCalledWith(why);
    expect(screen.queryByTestId('arrived')).not.toBeInTheDocument();
    alert.mockRestore();
  });

  it('says each room needs an adult, and how many rooms sleep the party', async () => {
    const user = userEvent.setup();
    renderWizard({ roomTypes: HOTEL_TYPES });
    await completeDates(user);
    await completeGuests(user, { adults: '1', rooms: '2', type: RoomType.Family });
    expect(screen.getByText('Each room needs an adult: for 1 adult choose at most 1 room.')).toBeInTheDocument();
    await completeGuests(user, { adults: '7', rooms: '1', type: RoomType.Family });
    expect(screen.getByText('1 room sleeps at most 4 — for 7 adults choose 2 rooms.')).toBeInTheDocument();
  });
});

describe('the booking wizard, stage 3: Details', () => {
  it('goes on to the rooms page, not a dead end, when no room of the type is free for the dates', async () => {
    const user = userEvent.setup();
    function NoneFree({ onNoneFree }: { onNoneFree(none: boolean): void }) {
      useEffect(() => onNoneFree(true), [onNoneFree]);
      return <AvailableRoomsList rooms={[]} loading={false} selectedRoomId="" onSelect={() => undefined} />;
    }
    renderWizard({ renderAvailableRooms: (_search, choice) => <NoneFree onNoneFree={choice.onNoneFree} /> });
    await completeDates(user);
    await completeGuests(user, { adults: '2', rooms: '1' });
    await user.click(await screen.findByRole('button', { name: 'See other rooms and dates' }));
    expect(await screen.findByTestId('arrived')).toHaveAttribute('data-path', '/check-rooms-and-rates');
  });

  it('sums the stay up, lists the free rooms of the type and needs one chosen', async () => {
    const user = userEvent.setup();
    renderWizard();
    await completeDates(user);
    await completeGuests(user, { adults: '3', rooms: '1' });
    expect(progress()).toHaveAttribute('aria-valuenow', '75');
    const summary = screen.getByLabelText('Your stay');
    // No nights counted before the server prices the stay (the guest details page shows its figure).
    expect(summary).not.toHaveTextContent('Nights');
    expect(summary).toHaveTextContent('Adults3');
    expect(summary).toHaveTextContent('Rooms1');
    expect(summary).toHaveTextContent('Room typeDeluxe');
    expect(searches.at(-1)).toEqual({ checkIn: '2099-03-10', checkOut: '2099-03-12', guestsPerRoom: 3 });
    expect(screen.getAllByRole('radio')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Continue to guest details' }));
    expect(screen.getByRole('alert')).toHaveTextContent(CHOOSE_A_ROOM);
    expect(screen.queryByTestId('arrived')).not.toBeInTheDocument();
  });

  it('keeps the room carried in from its own page chosen when the guest keeps its type', async () => {
    const user = userEvent.setup();
    renderWizard({}, { roomType: RoomType.Deluxe, roomId: 'room-202' });
    await completeDates(user);
    await completeGuests(user, { adults: '2', rooms: '1' });
    expect(screen.getByRole('radio', { name: /Deluxe Twin 202/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Continue to guest details' }));
    const arrived = await screen.findByTestId('arrived');
    expect(arrived).toHaveAttribute('data-path', '/user-details');
    expect(JSON.parse(arrived.dataset.draft ?? '{}')).toMatchObject({ roomId: 'room-202' });
  });

  it('forgets the carried room once the guest picks another type', async () => {
    const user = userEvent.setup();
    renderWizard({}, { roomType: RoomType.Deluxe, roomId: 'room-202' });
    await completeDates(user);
    await completeGuests(user, { adults: '1', rooms: '1', type: RoomType.SingleAc });
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await completeGuests(user, { adults: '2', rooms: '1' });
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    for (const radio of screen.getAllByRole('radio')) expect(radio).not.toBeChecked();
  });

  it('does not keep a carried room that is not free for the dates', async () => {
    const user = userEvent.setup();
    renderWizard({}, { roomType: RoomType.Deluxe, roomId: 'room-taken' });
    await completeDates(user);
    await completeGuests(user, { adults: '2', rooms: '1' });
    await user.click(screen.getByRole('button', { name: 'Continue to guest details' }));
    expect(screen.getByRole('alert')).toHaveTextContent(CHOOSE_A_ROOM);
  });

  it('sends a party wanting several rooms to the rooms page to choose them by type and number', async () => {
    const user = userEvent.setup();
    renderWizard();
    await completeDates(user);
    await completeGuests(user, { adults: '4', rooms: '2' });
    expect(screen.getByText('You choose your 2 rooms, of one type or several, on the next page.')).toBeInTheDocument();
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Choose your rooms' }));
    expect(await screen.findByTestId('arrived')).toHaveAttribute('data-path', '/check-rooms-and-rates');
    expect(storedDraft()).toMatchObject({ guest: 4, room: 2, chosenRooms: [] });
  });

  it('keeps the chosen room in the draft and goes on to /user-details', async () => {
    const user = userEvent.setup();
    renderWizard();
    await completeDates(user);
    await completeGuests(user);
    await user.click(screen.getByRole('radio', { name: /Deluxe Twin 202/ }));
    expect(storedDraft()?.roomId).toBe('room-202');
    await user.click(screen.getByRole('button', { name: 'Continue to guest details' }));
    expect(await screen.findByTestId('arrived')).toHaveAttribute('data-path', '/user-details');
    expect(storedDraft()).toMatchObject({
      checkIn: '2099-03-10',
      checkOut: '2099-03-12',
      guest: 2,
      room: 1,
      roomType: RoomType.Deluxe,
      roomId: 'room-202',
    });
  });

  it('can always go back', async () => {
    const user = userEvent.setup();
    renderWizard();
    await completeDates(user);
    await completeGuests(user);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(progress()).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByLabelText('Room type')).toHaveValue(RoomType.Deluxe);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(progress()).toHaveAttribute('aria-valuenow', '25');
  });
});
