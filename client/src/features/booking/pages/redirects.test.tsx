import { screen } from '@testing-library/react';
import { renderInJourney } from '../testing/render';
import CheckRoomsPage from './CheckRoomsPage';
import UserDetailsPage from './UserDetailsPage';

describe('the journey sends the guest back to the start', () => {
  beforeEach(() => localStorage.clear());

  it('from the rooms list when no check-in date was chosen', () => {
    renderInJourney(<CheckRoomsPage />, { path: '/check-rooms-and-rates', draft: { checkIn: '', checkOut: '2026-12-03' } });
    expect(screen.getByTestId('landed')).toHaveTextContent('home /');
  });

  it('from the guest details when no check-in date was chosen', () => {
    renderInJourney(<UserDetailsPage />, {
      path: '/user-details',
      draft: { checkIn: '', roomId: '7f0b7c1e-2d7a-4a43-9f55-6b7f1d2f9a01' },
    });
    expect(screen.getByTestId('landed')).toHaveTextContent('home /');
  });

  it('from the guest details when no room was chosen', () => {
    renderInJourney(<UserDetailsPage />, {
      path: '/user-details',
      draft: { checkIn: '2026-12-01', checkOut: '2026-12-03', roomId: '' },
    });
    expect(screen.getByTestId('landed')).toHaveTextContent('home /');
  });
});
