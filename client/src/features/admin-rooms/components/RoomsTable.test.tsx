import { jest } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { RoomStatus, RoomType } from '../../../graphql/generated';
import { RoomsTable, type RoomRow } from './RoomsTable';

const room = (overrides: Partial<RoomRow> = {}): RoomRow => ({
  id: 'room-1',
  name: 'Deluxe King',
  description: 'A bright room with a king bed, a writing desk and a balcony over the garden.',
  type: RoomType.Deluxe,
  maxCount: 2,
  rentPerDay: 2500,
  isAvailable: true,
  ...overrides,
});

function renderTable(rooms: RoomRow[], onDelete = jest.fn()) {
  render(
    <MemoryRouter>
      <RoomsTable rooms={rooms} onDelete={onDelete} />
    </MemoryRouter>,
  );
  return onDelete;
}

describe('RoomsTable', () => {
  it('has the spec’s columns and one row per room', () => {
    renderTable([room(), room({ id: 'room-2', name: 'Single AC', isAvailable: false, maxCount: 1, rentPerDay: 1499.5 })]);
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['Room Name', 'Type', 'Max Occupancy', 'Rent Per Day', 'Status', 'Actions']);
    const [, first, second] = screen.getAllByRole('row');
    expect(within(first).getByRole('rowheader')).toHaveTextContent('Deluxe King');
    expect(first).toHaveTextContent('2 guests');
    expect(first).toHaveTextContent('₹2,500');
    expect(first).toHaveTextContent('Available');
    expect(second).toHaveTextContent('1 guest');
    expect(second).toHaveTextContent('₹1,499.50');
    expect(second).toHaveTextContent('Unavailable');
  });

  it('says Occupied or Vacant with the housekeeping status once today is known, never Available for an occupied room', () => {
    const today = new Map([
      ['room-1', { occupied: true, status: RoomStatus.Dirty }],
      ['room-2', { occupied: false, status: RoomStatus.Clean }],
      ['room-3', { occupied: false, status: RoomStatus.OutOfOrder }],
    ]);
    render(
      <MemoryRouter>
        <RoomsTable
          rooms={[room(), room({ id: 'room-2', name: 'Single AC' }), room({ id: 'room-3', name: 'Suite', isAvailable: false })]}
          onDelete={jest.fn()}
          today={today}
        />
      </MemoryRouter>,
    );
    const [, occupied, vacant, closed] = screen.getAllByRole('row');
    expect(occupied).toHaveTextContent('OccupiedDirty');
    expect(occupied).not.toHaveTextContent('Available');
    expect(vacant).toHaveTextContent('VacantClean');
    expect(closed).toHaveTextContent('UnavailableOut of order');
  });

  it('cuts the description beneath the name to 50 characters', () => {
    const description = 'A bright room with a king bed, a writing desk and a balcony over the garden.';
    renderTable([room({ description })]);
    const cut = screen.getByText((_, element) => element?.classList.contains('admin-table__sub') ?? false);
    // The first 50 characters (a space before the ellipsis dropped), then the ellipsis.
    expect(cut.textContent).toBe(`${description.slice(0, 50).trimEnd()}…`);
    expect(cut.textContent).toBe('A bright room with a king bed, a writing desk and…');
    expect(screen.queryByText(description)).not.toBeInTheDocument();
  });

  it('shows a short description whole', () => {
    renderTable([room({ description: 'Cosy and quiet.' })]);
    expect(screen.getByText('Cosy and quiet.')).toBeInTheDocument();
  });

  it('links Edit to the room’s edit page and asks to delete through onDelete', async () => {
    const onDelete = renderTable([room()]);
    expect(screen.getByRole('link', { name: 'Edit Deluxe King' })).toHaveAttribute('href', '/admin/rooms/edit/room-1');
    await userEvent.click(screen.getByRole('button', { name: 'Delete Deluxe King' }));
    expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 'room-1' }));
  });

  it('says "No rooms found" and links to creating the first room when there are none', () => {
    renderTable([]);
    expect(screen.getByText('No rooms found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create the first room' })).toHaveAttribute('href', '/admin/rooms/create');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
