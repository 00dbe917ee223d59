import { bookSearch, choiceFromSearch, EMPTY_DRAFT, sameStay, searchOfStay, stayFromSearch } from './booking-draft';

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

describe('a Book made before the scripts arrived (/user-details?…&roomId=…)', () => {
  const roomId = '2b0c5a36-7d4e-4f5a-9b1c-0d2e3f405162';

  it('passes on the stay and the room alone, as the server rendered the rooms page without other parameters', () => {
    expect(bookSearch('?x=1&rooms=2&checkIn=2026-12-20&utm_source=mail&checkOut=2026-12-22&adults=3', { id: roomId })).toBe(
      `?checkIn=2026-12-20&checkOut=2026-12-22&adults=3&rooms=2&roomId=${roomId}`,
    );
  });

  it('is that one room for the whole party of the stay in the address', () => {
    const search = bookSearch('?checkIn=2026-12-20&checkOut=2026-12-22&adults=3&children=1&rooms=2', { id: roomId });
    expect(choiceFromSearch(search)).toEqual({
      checkIn: '2026-12-20',
      checkOut: '2026-12-22',
      guest: 3,
      children: 1,
      room: 1,
      roomId,
      roomType: '',
      chosenRooms: [],
    });
  });

  it('is nothing without dates or with something that is no room id', () => {
    expect(choiceFromSearch(`?roomId=${roomId}`)).toBeUndefined();
    expect(choiceFromSearch('?checkIn=2026-12-20&checkOut=2026-12-22&roomId=<script>')).toBeUndefined();
  });
});
