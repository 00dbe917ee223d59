import { render, screen, within } from '@testing-library/react';
import { RentSource, RoomType } from '../../../graphql/generated';
import { withTypename } from '../../../../test/graphql-mocks';
import { RateCalendarTable } from './RateCalendarTable';
import type { RateCalendar } from './use-rates';

const night = (date: string, price: number, source: RentSource, seasonName: string | null = null, minStay = 1) =>
  withTypename('RateNight', { date, price, source, seasonName, gstRateBp: price > 7875 ? 1800 : 500, minStay });

// Fri 4 to Mon 7 Dec 2026: a base night, the Saturday rent, then two nights of a season.
const calendar: RateCalendar = withTypename('RateCalendar', {
  from: '2026-12-04',
  to: '2026-12-07',
  ratesIncludeGst: true,
  rooms: [
    withTypename('RateCalendarRoom', {
      roomId: 'r-201',
      roomName: '201',
      roomType: RoomType.Deluxe,
      isAvailable: true,
      nights: [
        night('2026-12-04', 3200, RentSource.Base),
        night('2026-12-05', 4800, RentSource.Weekday),
        night('2026-12-06', 9440, RentSource.Season, 'Wedding season', 2),
        night('2026-12-07', 9440, RentSource.Season, 'Wedding season', 2),
      ],
    }),
  ],
});

describe('the rate calendar', () => {
  it('shows each night’s price, says what priced it, and marks weekends and seasons', () => {
    render(
      <RateCalendarTable
        calendar={calendar}
        dates={['2026-12-04', '2026-12-05', '2026-12-06', '2026-12-07']}
        today="2026-12-05"
        title="December 2026"
      />,
    );
    const table = screen.getByRole('table', { name: 'Price per night in rupees (incl. GST) in December 2026, per room' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['Room ₹ / night', 'Fri4', 'Sat5', 'Sun6', 'Mon7']);
    expect(headers.filter((header) => header.classList.contains('rates-cal__day--weekend')).map((h) => h.textContent)).toEqual([
      'Sat5',
      'Sun6',
    ]);
    expect(headers[2]).toHaveAttribute('aria-current', 'date');

    const row = within(table).getByRole('row', { name: /Room 201/ });
    const cells = within(row).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual([
      '3,200, base rent, 5% GST',
      '4,800, weekday rent, 5% GST',
      '9,4402+, Wedding season, at least 2 nights, 18% GST',
      '9,4402+, Wedding season, at least 2 nights, 18% GST',
    ]);
    expect(cells[1]).toHaveClass('rates-cal__night--weekday');
    expect(cells[2]).toHaveClass('rates-cal__night--season', 'rates-cal__night--weekend');
    expect(cells[2]).toHaveAttribute(
      'title',
      'Room 201, Sun, 6 Dec 2026: ₹9,440 incl. GST (Wedding season, at least 2 nights, 18% GST)',
    );
  });
});
