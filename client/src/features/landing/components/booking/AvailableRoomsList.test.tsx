import { jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RoomType } from '../../../../graphql/generated';
import { AVAILABILITY_MESSAGES } from '../../content/messages';
import { AvailableRoomsList } from './AvailableRoomsList';

const room = {
  id: 'r-7',
  name: 'Family Suite 301',
  type: RoomType.Family,
  rentPerDay: 4800,
  maxCount: 5,
  imageUrls: ['/uploads/f.webp'],
  amenities: ['AC', 'Sofa bed', 'Wi-Fi', 'TV'],
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

  it('lets the guest choose a room', async () => {
    const onSelect = jest.fn();
    render(<AvailableRoomsList rooms={[room]} loading={false} selectedRoomId="" onSelect={onSelect} />);
    expect(screen.getByText('AC · Sofa bed · Wi-Fi')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /Family Suite 301/ }));
    expect(onSelect).toHaveBeenCalledWith('r-7');
  });
});
