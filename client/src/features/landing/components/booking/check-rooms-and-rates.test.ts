import { jest } from '@jest/globals';
import { RoomType } from '../../../../graphql/generated';
import { checkRoomsAndRates } from './check-rooms-and-rates';
import type { WizardValues } from './wizard-model';

const values = (changes: Partial<WizardValues>): WizardValues => ({
  checkIn: '2099-03-10',
  checkOut: '2099-03-12',
  adults: 2,
  children: 0,
  rooms: 1,
  roomType: RoomType.Deluxe,
  ...changes,
});

describe('Check Rooms & Rates', () => {
  let alert: jest.SpiedFunction<typeof window.alert>;
  beforeEach(() => {
    alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  });
  afterEach(() => alert.mockRestore());

  it.each([
    ['no check-in', { checkIn: '' }],
    ['no check-out', { checkOut: '' }],
    ['no dates at all', { checkIn: '', checkOut: '' }],
  ])('alerts "Please select valid dates" with %s, and stays', (_case, changes) => {
    const updateDraft = jest.fn();
    const navigate = jest.fn();
    expect(checkRoomsAndRates(values(changes), updateDraft, navigate)).toBe(false);
    expect(alert).toHaveBeenCalledWith('Please select valid dates');
    expect(updateDraft).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each([
    ['on the check-in day', '2099-03-10'],
    ['before the check-in', '2099-03-09'],
  ])('alerts "Check Out must be after Check In" for a check-out %s', (_case, checkOut) => {
    const navigate = jest.fn();
    expect(checkRoomsAndRates(values({ checkOut }), jest.fn(), navigate)).toBe(false);
    expect(alert).toHaveBeenCalledWith('Check Out must be after Check In');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('saves the search (counts at least 1) and opens /check-rooms-and-rates with the stay in its address', () => {
    const updateDraft = jest.fn();
    const navigate = jest.fn();
    expect(checkRoomsAndRates(values({ adults: Number.NaN, children: 1, rooms: 2 }), updateDraft, navigate)).toBe(true);
    expect(alert).not.toHaveBeenCalled();
    expect(updateDraft).toHaveBeenCalledWith({
      checkIn: '2099-03-10',
      checkOut: '2099-03-12',
      guest: 1,
      children: 1,
      chosenRooms: [],
      room: 2,
      roomType: RoomType.Deluxe,
    });
    expect(navigate).toHaveBeenCalledWith(
      '/check-rooms-and-rates?checkIn=2099-03-10&checkOut=2099-03-12&adults=1&children=1&rooms=2',
    );
  });
});
