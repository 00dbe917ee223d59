import { RoomType } from '../../../graphql/generated';
import {
  EMPTY_SEASON,
  rentProblem,
  scopeInput,
  scopeKey,
  seasonFieldOf,
  seasonProblems,
  weekdayOfField,
  weekdayProblems,
  weekdayRentsInput,
} from './rate-form-rules';
import { seasonSpan } from './SeasonsPanel';

describe('a rent as typed', () => {
  it.each([
    ['', 'Rent is required'],
    ['  ', 'Rent is required'],
    ['-5', 'Rent cannot be negative'],
    ['abc', 'Rent must be a number'],
    ['1e3', 'Rent must be a number'],
    ['12.345', 'Rent can have at most two decimals (paise)'],
    ['1000000.01', 'Rent cannot exceed ₹10,00,000'],
  ])('"%s" is refused: %s', (typed, message) => {
    expect(rentProblem(typed)).toBe(message);
  });

  it.each(['0', '8000', '7875.5', '7875.01', '.5', ' 2500 '])('"%s" is a rent', (typed) => {
    expect(rentProblem(typed)).toBeUndefined();
  });
});

describe('a season form', () => {
  const season = {
    scope: 'type:DELUXE',
    name: 'Wedding season',
    startsOn: '2026-12-10',
    endsOn: '2026-12-20',
    rent: '8000',
    minStay: '2',
  };

  it('finds nothing wrong with a good season', () => {
    expect(seasonProblems(season)).toEqual({});
  });

  it('names every field at fault at once, in the server’s words', () => {
    expect(seasonProblems(EMPTY_SEASON)).toEqual({
      scope: 'Choose a room type or one room',
      name: 'Season name is required',
      startsOn: 'Choose the first night of the season',
      endsOn: 'Choose the last night of the season',
      rent: 'Rent is required',
    });
    expect(seasonProblems({ ...season, endsOn: '2026-12-09', rent: '-1', minStay: '0' })).toEqual({
      endsOn: 'The season cannot end before it starts',
      rent: 'Rent cannot be negative',
      minStay: 'Minimum stay must be at least 1 night',
    });
    expect(seasonProblems({ ...season, minStay: '1.5' }).minStay).toBe('Minimum stay must be a whole number of nights');
    expect(seasonProblems({ ...season, minStay: '31' }).minStay).toBe('Minimum stay can be at most 30 nights');
  });

  it('shows the server’s room type or room problem at “Applies to”', () => {
    expect(['roomType', 'roomId', 'startsOn', 'rent', null].map(seasonFieldOf)).toEqual([
      'scope',
      'scope',
      'startsOn',
      'rent',
      undefined,
    ]);
  });

  it('reads scopes both ways', () => {
    expect(scopeKey({ roomType: RoomType.Deluxe, roomId: null })).toBe('type:DELUXE');
    expect(scopeKey({ roomType: RoomType.Deluxe, roomId: 'r-1' })).toBe('room:r-1');
    expect(scopeInput('type:DELUXE')).toEqual({ roomType: RoomType.Deluxe });
    expect(scopeInput('room:r-1')).toEqual({ roomId: 'r-1' });
    expect(scopeInput('')).toEqual({});
  });

  it.each([
    ['2026-11-01', '2026-11-05', '1–5 Nov 2026'],
    ['2026-10-28', '2026-11-05', '28 Oct–5 Nov 2026'],
    ['2026-12-28', '2027-01-03', '28 Dec 2026–3 Jan 2027'],
    ['2027-02-14', '2027-02-14', '14 Feb 2027'],
  ])('words the nights %s to %s as "%s"', (from, to, words) => {
    expect(seasonSpan(from, to)).toBe(words);
  });
});

describe('the weekday grid', () => {
  it('sends the filled days, Sunday first, and leaves blank days to the base rent', () => {
    expect(weekdayRentsInput({ 6: '4800', 0: ' 4500 ', 1: '', 5: '4200.50' })).toEqual([
      { weekday: 0, rent: 4500 },
      { weekday: 5, rent: 4200.5 },
      { weekday: 6, rent: 4800 },
    ]);
    expect(weekdayRentsInput({})).toEqual([]);
  });

  it('checks only the filled days', () => {
    expect(weekdayProblems({ 1: '', 6: '-3', 0: '12.345' })).toEqual({
      6: 'Rent cannot be negative',
      0: 'Rent can have at most two decimals (paise)',
    });
  });

  it('finds the day of a server field by the list it was sent', () => {
    const sent = [
      { weekday: 0, rent: 4500 },
      { weekday: 6, rent: 4800 },
    ];
    expect(weekdayOfField('rents.1.rent', sent)).toBe(6);
    expect(weekdayOfField('rents.0.weekday', sent)).toBe(0);
    expect(weekdayOfField('roomType', sent)).toBeUndefined();
  });
});
