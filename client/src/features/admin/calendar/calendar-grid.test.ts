import { BookingPaymentStatus, BookingStatus } from '../../../graphql/generated';
import type { CalendarEntry } from '../api/use-calendar';
import { monthDates, roomRow, shiftMonth } from './calendar-grid';

const entry = (bookCode: string, checkIn: string, checkOut: string): CalendarEntry => ({
  roomId: 'r1',
  bookingId: `b-${bookCode}`,
  bookCode,
  guestName: 'Asha',
  checkIn,
  checkOut,
  status: BookingStatus.Confirmed,
  paymentStatus: BookingPaymentStatus.Paid,
  holdExpiresAt: null,
});

describe('the booking calendar grid', () => {
  it('knows month lengths and moves across years', () => {
    expect(monthDates('2028-02')).toHaveLength(29);
    expect(monthDates('2026-11')[29]).toBe('2026-11-30');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
  });

  it('spans a stay over its nights, check-out day free, clipped at the month edges', () => {
    const dates = monthDates('2026-11');
    const cells = roomRow(dates, [
      entry('A1', '2026-10-30', '2026-11-02'),
      entry('B2', '2026-11-10', '2026-11-12'),
      entry('C3', '2026-11-29', '2026-12-03'),
    ]);
    const taken = cells.filter((cell) => cell.kind === 'taken');
    expect(
      taken.map((cell) => [
        cell.date,
        cell.kind === 'taken' && cell.span,
        cell.kind === 'taken' && cell.continues,
        cell.kind === 'taken' && cell.continuesAfter,
      ]),
    ).toEqual([
      ['2026-11-01', 1, true, false],
      ['2026-11-10', 2, false, false],
      ['2026-11-29', 2, false, true],
    ]);
    expect(cells.reduce((days, cell) => days + (cell.kind === 'taken' ? cell.span : 1), 0)).toBe(30);
    expect(cells.find((cell) => cell.date === '2026-11-12')).toEqual({ kind: 'free', date: '2026-11-12' });
  });

  it('draws a block like a stay, beside the stays of its room', () => {
    const dates = monthDates('2026-11');
    const block = { id: 'k1', roomId: 'r1', startsOn: '2026-11-12', endsOn: '2026-11-15', reason: 'Painting' };
    const cells = roomRow(dates, [entry('B2', '2026-11-10', '2026-11-12')], [block]);
    const bars = cells.flatMap((cell) => (cell.kind === 'free' ? [] : [[cell.kind, cell.date, cell.span]]));
    expect(bars).toEqual([
      ['taken', '2026-11-10', 2],
      ['blocked', '2026-11-12', 3],
    ]);
    expect(cells.find((cell) => cell.date === '2026-11-15')).toEqual({ kind: 'free', date: '2026-11-15' });
  });
});
