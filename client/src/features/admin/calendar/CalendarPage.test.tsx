import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import {
  AdminBookingCalendarDocument,
  BookingPaymentStatus,
  BookingStatus,
  BlockRoomDocument,
  UnblockRoomDocument,
  OtaChannel,
  RoomType,
  type AdminBookingCalendarQuery,
} from '../../../graphql/generated';
import { withTypename } from '../../../../test/graphql-mocks';
import CalendarPage from './CalendarPage';

// A month far ahead: every night is today or later, so each free night can be closed.
const MONTH = '2099-03';
const room = (id: string, name: string) => withTypename('Room', { id, name, type: RoomType.Deluxe, isAvailable: true });
const block = withTypename('CalendarBlock', {
  id: 'blk-1',
  roomId: 'r-2',
  startsOn: '2099-03-10',
  endsOn: '2099-03-12',
  reason: 'New tiles',
});

function calendar(blocks: (typeof block)[]): AdminBookingCalendarQuery {
  return {
    bookingCalendar: withTypename('BookingCalendar', {
      from: '2099-03-01',
      to: '2099-04-01',
      rooms: [room('r-2', '2'), room('r-10', '10')],
      entries: [
        withTypename('CalendarEntry', {
          roomId: 'r-10',
          bookingId: 'bk-1',
          bookCode: 'ABC123',
          guestName: 'Asha Verma',
          checkIn: '2099-03-04',
          checkOut: '2099-03-06',
          status: BookingStatus.Confirmed,
          paymentStatus: BookingPaymentStatus.Paid,
          holdExpiresAt: null,
        }),
      ],
      blocks,
      channelStays: [
        withTypename('ChannelStay', {
          id: 'cs-1',
          roomId: 'r-2',
          channel: OtaChannel.Airbnb,
          checkIn: '2099-03-20',
          checkOut: '2099-03-23',
        }),
      ],
      nights: Array.from({ length: 31 }, (_, index) => {
        const date = `2099-03-${String(index + 1).padStart(2, '0')}`;
        return withTypename('CalendarNight', { date, occupied: date === '2099-03-04' ? 1 : 0, forSale: 2 });
      }),
    }),
  };
}

const calendarMock = (blocks: (typeof block)[]): MockLink.MockedResponse => ({
  request: { query: AdminBookingCalendarDocument, variables: { from: '2099-03-01', days: 31 } },
  result: { data: calendar(blocks) },
});

function renderCalendar(mocks: MockLink.MockedResponse[]) {
  render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={[`/admin/calendar?month=${MONTH}`]}>
        <Routes>
          <Route path="/admin/calendar" element={<CalendarPage />} />
          <Route path="/admin/booking/:id" element={<p>Booking page</p>} />
        </Routes>
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('the calendar page', () => {
  it('lists rooms by number, names guests on the bars, counts each night, and opens a booking on click', async () => {
    renderCalendar([calendarMock([block])]);
    const table = await screen.findByRole('table');
    const rowHeaders = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(rowHeaders).toEqual(['Occupied', '2Deluxe', '10Deluxe']);
    expect(within(table).getByTitle('Wed, 4 Mar 2099: 1 of 2 rooms for sale taken')).toHaveTextContent('1/2');
    expect(within(table).getByRole('button', { name: /Room 2 closed from .* New tiles\. Open it again/ })).toHaveTextContent(
      'New tiles',
    );

    // A stay sold on an OTA: the channel on the bar, the way to Channels (its calendar has no guest).
    const sold = within(table).getByRole('link', { name: 'Room 2 sold on Airbnb from Fri, 20 Mar 2099 to Mon, 23 Mar 2099' });
    expect(sold).toHaveTextContent('Airbnb');
    expect(sold).toHaveAttribute('href', '/admin/channels');
    expect(sold.closest('td')).toHaveAttribute('colspan', '3');

    const stay = within(table).getByRole('link', { name: /ABC123, Asha Verma/ });
    expect(stay).toHaveTextContent('Asha Verma');
    await userEvent.click(stay);
    expect(await screen.findByText('Booking page')).toBeInTheDocument();
  });

  it('closes a room from an empty night with the day it opens and a reason, then shows the block', async () => {
    const user = userEvent.setup();
    const blockRoom: MockLink.MockedResponse = {
      request: {
        query: BlockRoomDocument,
        variables: { input: { roomId: 'r-2', from: '2099-03-10', to: '2099-03-12', reason: 'New tiles' } },
      },
      result: {
        data: {
          blockRoom: withTypename('RoomBlockPayload', {
            errors: [],
            block: withTypename('RoomBlock', {
              id: 'blk-1',
              roomId: 'r-2',
              startsOn: '2099-03-10',
              endsOn: '2099-03-12',
              reason: 'New tiles',
            }),
          }),
        },
      },
    };
    renderCalendar([calendarMock([]), blockRoom, calendarMock([block])]);

    await user.click(await screen.findByRole('button', { name: 'Close Room 2 from 10 Mar' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Close Room 2 from 10 Mar' });
    await user.click(within(dialog).getByRole('button', { name: 'Close the room' }));
    expect(within(dialog).getByLabelText('Reason')).toHaveAccessibleDescription(/Say why the room is closed/);

    await user.clear(within(dialog).getByLabelText('Opens again on'));
    await user.type(within(dialog).getByLabelText('Opens again on'), '2099-03-12');
    await user.type(within(dialog).getByLabelText('Reason'), 'New tiles');
    await user.click(within(dialog).getByRole('button', { name: 'Close the room' }));

    expect(await screen.findByText('Room 2 is closed from 10 Mar until 12 Mar.')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Room 2 closed from/ })).toBeInTheDocument();
  });

  it('shows the server’s refusal naming the bookings in the way, and keeps the dialog open', async () => {
    const user = userEvent.setup();
    const refusal = 'Room 10 is booked on some of these nights: ABC123 (Asha Verma, 4–6 Mar). Move or cancel those first.';
    const blockRoom: MockLink.MockedResponse = {
      request: {
        query: BlockRoomDocument,
        variables: { input: { roomId: 'r-10', from: '2099-03-03', to: '2099-03-04', reason: 'Leak' } },
      },
      result: {
        data: {
          blockRoom: withTypename('RoomBlockPayload', {
            errors: [withTypename('UserError', { field: 'from', code: 'ROOM_BLOCK_NIGHTS_TAKEN', message: refusal })],
            block: null,
          }),
        },
      },
    };
    renderCalendar([calendarMock([]), blockRoom, calendarMock([])]);
    await user.click(await screen.findByRole('button', { name: 'Close Room 10 from 3 Mar' }));
    const dialog = screen.getByRole('alertdialog');
    await user.type(within(dialog).getByLabelText('Reason'), 'Leak');
    await user.click(within(dialog).getByRole('button', { name: 'Close the room' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
  });

  it('opens a closed room again after a confirm', async () => {
    const user = userEvent.setup();
    const unblock: MockLink.MockedResponse = {
      request: { query: UnblockRoomDocument, variables: { id: 'blk-1' } },
      result: {
        data: {
          unblockRoom: withTypename('RoomBlockPayload', {
            errors: [],
            block: withTypename('RoomBlock', { id: 'blk-1', liftedAt: '2099-03-01T05:00:00.000Z' }),
          }),
        },
      },
    };
    renderCalendar([calendarMock([block]), unblock, calendarMock([])]);
    await user.click(await screen.findByRole('button', { name: /Room 2 closed from/ }));
    const dialog = screen.getByRole('alertdialog', { name: 'Open Room 2 again?' });
    expect(dialog).toHaveTextContent('New tiles');
    await user.click(within(dialog).getByRole('button', { name: 'Open the room' }));
    expect(await screen.findByText('Room 2 is open again from 10 Mar to 12 Mar.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: /Room 2 closed from/ })).not.toBeInTheDocument());
  });
});
