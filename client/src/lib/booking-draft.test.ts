import { EMPTY_DRAFT, sameStay, searchOfStay, stayFromSearch } from './booking-draft';

describe('the stay in the rooms page address', () => {
  it('reads dates and counts, with counts of at least 1 adult and 1 room', () => {
    expect(stayFromSearch('?checkIn=2026-12-20&checkOut=2026-12-22&adults=3&children=1&rooms=2')).toEqual({
      checkIn: '2026-12-20',
      checkOut: '2026-12-22',
      guest: 3,
      children: 1,
      room: 2,
    });
    expect(stayFromSearch('?checkIn=2026-12-20&checkOut=2026-12-22&adults=0&children=-1&rooms=x')).toEqual({
      checkIn: '2026-12-20',
      checkOut: '2026-12-22',
      guest: 1,
      children: 0,
      room: 1,
    });
  });

  it('is no stay without both dates, or with dates not written YYYY-MM-DD', () => {
    expect(stayFromSearch('')).toBeUndefined();
    expect(stayFromSearch('?checkIn=2026-12-20')).toBeUndefined();
    expect(stayFromSearch('?checkIn=20-12-2026&checkOut=22-12-2026')).toBeUndefined();
  });

  it('writes the draft search back the way it reads it', () => {
    const draft = { ...EMPTY_DRAFT, checkIn: '2026-12-20', checkOut: '2026-12-22', guest: 2, children: 1, room: 1 };
    const search = searchOfStay(draft);
    expect(search).toBe('?checkIn=2026-12-20&checkOut=2026-12-22&adults=2&children=1&rooms=1');
    expect(sameStay(draft, stayFromSearch(search)!)).toBe(true);
    expect(searchOfStay(EMPTY_DRAFT)).toBe('');
  });
});
