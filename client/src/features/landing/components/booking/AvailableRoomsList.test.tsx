import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aNight, aStayPrice } from '../../../../components/price/testing';
import { RoomType } from '../../../../graphql/generated';
import { AVAILABILITY_MESSAGES } from '../../content/messages';
import type { AvailableRoom } from '../../landing-types';
import { AvailableRoomsList } from './AvailableRoomsList';
import { photoFromUrl } from '../../../../components/ui/ResponsivePhoto';

const room: AvailableRoom = {
  id: 'r-7',
  name: 'Family Suite 301',
  type: RoomType.Family,
  rentPerDay: 4800,
  maxCount: 5,
  photos: [photoFromUrl('/uploads/f.webp')],
  amenities: ['AC', 'Sofa bed', 'Wi-Fi', 'TV'],
  stayPrice: aStayPrice([aNight('2026-12-04', 4800), aNight('2026-12-05', 5500)]),
};

describe('the free rooms of the Details stage', () => {
  it('says when nothing is free', () => {
    render(<AvailableRoomsList rooms={[]} loading={false} selectedRoomId="" onSelect={jest.fn()} />);
    expect(screen.getByText(AVAILABILITY_MESSAGES.emptyTitle)).toBeInTheDocument();
    expect(screen.getByText(/Sorry, there are no rooms available for your selected dates\./)).toBeInTheDocument();
  });

  it('shows a load failure', () => {
    render(
      <AvailableRoomsList
        rooms={[]}
        loading={false}
        error={AVAILABILITY_MESSAGES.exception}
        selectedRoomId=""
        onSelect={jest.fn()}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong while loading rooms');
  });

  it('lets the guest choose a room, its total for the stay shown with GST included and each night’s price', async () => {
    const onSelect = jest.fn();
    render(<AvailableRoomsList rooms={[room]} loading={false} selectedRoomId="" onSelect={onSelect} />);
    expect(screen.getByRole('list', { name: 'Amenities' })).toHaveTextContent('ACSofa bedWi-Fi+1 more amenities');
    expect(screen.getByText('₹10,300').closest('p')).toHaveTextContent('₹10,300 incl. GST for 2 nights');
    expect(screen.getByText('Sat 5 Dec').parentElement).toHaveTextContent('₹5,500');
    await userEvent.click(screen.getByRole('radio', { name: /Family Suite 301/ }));
    expect(onSelect).toHaveBeenCalledWith('r-7');
  });

  it('opens the full amenities with "+N more" without choosing the room', async () => {
    const onSelect = jest.fn();
    render(<AvailableRoomsList rooms={[room]} loading={false} selectedRoomId="" onSelect={onSelect} />);
    expect(screen.queryByText('TV')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '+1 more amenities', expanded: false }));
    expect(screen.getByText('TV')).toBeInTheDocument();
    expect(onSelect).not.toHaveBeenCalled();
    // The room's radio is named by the room, not by its amenities' button.
    expect(screen.getByRole('radio', { name: /Family Suite 301/ })).not.toHaveAccessibleName(/more/);
  });

  it('does not let the guest choose a room whose season needs more nights, and says why', () => {
    const closed = { ...room, stayPrice: { ...room.stayPrice, minimumStay: { nights: 3, seasonName: 'Wedding season' } } };
    render(<AvailableRoomsList rooms={[closed]} loading={false} selectedRoomId="" onSelect={jest.fn()} />);
    const radio = screen.getByRole('radio', { name: /Family Suite 301/ });
    expect(radio).toBeDisabled();
    expect(radio).toHaveAccessibleDescription(expect.stringContaining('Minimum 3 nights in Wedding season'));
  });
});
