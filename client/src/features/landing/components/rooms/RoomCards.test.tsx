import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { RoomType } from '../../../../graphql/generated';
import type { LandingRoom } from '../../landing-types';
import { RoomCards } from './RoomCards';
import { RoomCardsSkeleton } from './RoomCardsSkeleton';
import { photoFromUrl } from '../../../../components/ui/ResponsivePhoto';

const rooms: LandingRoom[] = [
  {
    id: 'r-1',
    name: 'Single AC 102',
    type: RoomType.SingleAc,
    rentPerDay: 1500,
    maxCount: 1,
    photos: [photoFromUrl('/uploads/single.webp'), photoFromUrl('/uploads/bath.webp')],
    amenities: ['Air conditioning', 'Free Wi-Fi'],
  },
  {
    id: 'r-2',
    name: 'Royal Suite 401',
    type: RoomType.Suite,
    rentPerDay: 6500,
    maxCount: 4,
    photos: [],
    amenities: ['Air conditioning', 'King bed', 'Free Wi-Fi', 'Smart TV', 'Minibar'],
  },
];

describe('the room cards', () => {
  it('shows each room with its first photo, name and a See Details link to /room/{id}', () => {
    render(
      <MemoryRouter>
        <RoomCards rooms={rooms} />
      </MemoryRouter>,
    );
    const photo = screen.getByRole('img', { name: 'Single AC 102' });
    expect(photo).toHaveAttribute('src', '/uploads/single.webp');
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo).toHaveAttribute('width', '480');
    expect(photo).toHaveAttribute('height', '320');
    expect(screen.getByRole('heading', { name: 'Royal Suite 401' })).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: 'See Details' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/room/r-1', '/room/r-2']);
    expect(links[1]).toHaveAccessibleDescription('Royal Suite 401');
    expect(screen.getByText('₹6,500')).toBeInTheDocument();
    // The type in words, never the schema's value.
    expect(screen.getByText('Single AC · up to 1 guest')).toBeInTheDocument();
    expect(screen.queryByText(/SINGLE_AC/)).not.toBeInTheDocument();
  });

  it('shows three amenities, and "+N more" opens the rest', async () => {
    render(
      <MemoryRouter>
        <RoomCards rooms={rooms} />
      </MemoryRouter>,
    );
    const suite = within(screen.getByRole('heading', { name: 'Royal Suite 401' }).closest('li')!);
    expect(suite.queryByText('Minibar')).not.toBeInTheDocument();
    await userEvent.click(suite.getByRole('button', { name: '+2 more amenities', expanded: false }));
    expect(suite.getByText('Minibar')).toBeInTheDocument();
    expect(suite.getByRole('button', { name: 'Show fewer amenities', expanded: true })).toBeInTheDocument();
    const single = within(screen.getByRole('heading', { name: 'Single AC 102' }).closest('li')!);
    expect(single.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Air conditioning', 'Free Wi-Fi']);
    expect(single.queryByRole('button')).not.toBeInTheDocument();
  });

  it('has a skeleton while loading', () => {
    render(<RoomCardsSkeleton />);
    expect(screen.getByRole('list', { name: 'Loading rooms' })).toHaveAttribute('aria-busy', 'true');
  });
});
