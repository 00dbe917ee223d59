import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import {
  AdminBookingRoomTypesDocument,
  AdminBookingsDocument,
  BookingPaymentStatus,
  BookingStatus,
  RoomType,
  type AdminBookingRoomTypesQuery,
  type AdminBookingRoomTypesQueryVariables,
  type AdminBookingsQuery,
  type AdminBookingsQueryVariables,
} from '../../../graphql/generated';
import { UiStateProvider } from '../../../app/state/ui-state';
import { withTypename } from '../../../../test/graphql-mocks';
import BookingsPage from './BookingsPage';

const booking = (n: number) =>
  withTypename('Booking', {
    id: `b${n}`,
    bookCode: `BK${String(n).padStart(4, '0')}`,
    userName: `Guest ${n}`,
    checkIn: '2026-12-10',
    checkOut: '2026-12-12',
    nights: 2,
    totalAmount: 5000,
    status: BookingStatus.Confirmed,
    paymentStatus: BookingPaymentStatus.Paid,
    paymentMethod: null,
    balanceDue: 0,
    canDelete: false,
  });

/** 27 bookings in all: page 1 holds b1–b25, page 2 holds b26 and b27. */
function pageMocks(page: number) {
  const variables = { offset: (page - 1) * 25, limit: 25 };
  const numbers = page === 1 ? Array.from({ length: 25 }, (_, i) => i + 1) : [26, 27];
  const bookings: MockLink.MockedResponse<AdminBookingsQuery, AdminBookingsQueryVariables> = {
    request: { query: AdminBookingsDocument, variables },
    result: { data: { bookings: withTypename('BookingPage', { items: numbers.map(booking), total: 27 }) } },
  };
  const roomTypes: MockLink.MockedResponse<AdminBookingRoomTypesQuery, AdminBookingRoomTypesQueryVariables> = {
    request: { query: AdminBookingRoomTypesDocument, variables },
    result: {
      data: {
        bookings: withTypename('BookingPage', {
          items: numbers.map((n) =>
            withTypename('Booking', {
              id: `b${n}`,
              lines: [withTypename('BookingLine', { roomName: `1${n}`, roomType: RoomType.Deluxe })],
            }),
          ),
        }),
      },
    },
  };
  return [bookings, roomTypes];
}

function Search() {
  return <output aria-label="address">{useLocation().search}</output>;
}

function renderAt(url: string) {
  render(
    <MockedProvider mocks={[...pageMocks(2), ...pageMocks(1)]}>
      <UiStateProvider>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route
              path="/admin/booking"
              element={
                <>
                  <BookingsPage />
                  <Search />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </UiStateProvider>
    </MockedProvider>,
  );
}

const rowCodes = () =>
  within(screen.getByRole('table'))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('the bookings page', () => {
  it('shows the page of the address under its pager, and Previous goes back to the first page', async () => {
    renderAt('/admin/booking?page=2');
    expect(await screen.findByText('Showing 26–27 of 27')).toBeInTheDocument();
    expect(rowCodes()).toEqual(['BK0026', 'BK0027']);
    const pager = screen.getByRole('navigation', { name: 'Bookings pages' });
    expect(within(pager).getByRole('button', { name: 'Next page' })).toHaveAttribute('aria-disabled', 'true');

    await userEvent.click(within(pager).getByRole('button', { name: 'Previous page' }));
    expect(await screen.findByText('Showing 1–25 of 27')).toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: /BK0001/ })).toBeInTheDocument();
    expect(rowCodes()).toHaveLength(25);
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(/^$/);
    expect(within(pager).getByRole('button', { name: 'Previous page' })).toHaveFocus();
  });
});
