import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import {
  BookingHistoryDocument,
  BookingPaymentStatus,
  BookingStatus,
  type BookingHistoryQuery,
  type BookingHistoryQueryVariables,
} from '../../../graphql/generated';
import { withTypename } from '../../../../test/graphql-mocks';
import { BookingHistory } from './BookingHistory';

const entry = (id: string, at: string, action: string, detail: string) =>
  withTypename('AuditEntry', { id, at, action, detail, actor: 'Asha Verma <asha@hotel.in>' });

function historyMock(
  history: ReturnType<typeof entry>[],
): MockLink.MockedResponse<BookingHistoryQuery, BookingHistoryQueryVariables> {
  return {
    request: { query: BookingHistoryDocument, variables: { id: 'b1' } },
    result: {
      data: {
        booking: withTypename('Booking', {
          id: 'b1',
          status: BookingStatus.CheckedIn,
          paymentStatus: BookingPaymentStatus.PartPaid,
          checkIn: '2026-12-03',
          checkOut: '2026-12-05',
          paidAmount: 500,
          userName: 'Meera Kapoor',
          notes: null,
          history,
        }),
      },
    },
  };
}

describe('the booking’s history', () => {
  it('says who did what and when in IST, oldest first', async () => {
    render(
      <MockedProvider
        mocks={[
          historyMock([
            // 20:00 UTC on 2 Dec is 1:30 am on 3 Dec in the hotel.
            entry('e1', '2026-12-02T20:00:00.000Z', 'check_in', 'Checked in HB7Q2M: 1 adult; Aadhaar ending 1234'),
            entry('e2', '2026-12-03T04:30:00.000Z', 'payment', 'Cash ₹500, receipt RC/2026-27/00001'),
            entry('e3', '2026-12-03T05:00:00.000Z', 'something_new', 'A later kind of act'),
          ]),
        ]}
      >
        <BookingHistory bookingId="b1" />
      </MockedProvider>,
    );
    const items = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Checked inChecked in HB7Q2M: 1 adult; Aadhaar ending 12343 Dec 2026, 1:30 am IST · Asha Verma <asha@hotel.in>',
      'Payment recordedCash ₹500, receipt RC/2026-27/000013 Dec 2026, 10:00 am IST · Asha Verma <asha@hotel.in>',
      'Something newA later kind of act3 Dec 2026, 10:30 am IST · Asha Verma <asha@hotel.in>',
    ]);
    expect(within(items[0]).getByText(/1:30 am IST/)).toHaveAttribute('datetime', '2026-12-02T20:00:00.000Z');
  });

  it('says when nothing was recorded yet', async () => {
    render(
      <MockedProvider mocks={[historyMock([])]}>
        <BookingHistory bookingId="b1" />
      </MockedProvider>,
    );
    expect(await screen.findByText('Nothing recorded yet.')).toBeInTheDocument();
  });
});
