import { EMPTY_DRAFT, guestsPerRoom } from '../../../../app/state/booking-draft';
import { RoomType } from '../../../../graphql/generated';
import { initialValues, progressOf, roomTypeOptions } from './wizard-model';

describe('the wizard model', () => {
  it('puts the progress at 25, 50 and 75% for stages 1 to 3', () => {
    expect([progressOf(1), progressOf(2), progressOf(3)]).toEqual([25, 50, 75]);
  });

  it('lists each room type once, in the server order, with its lowest rent and the sizes of its rooms', () => {
    const rooms = [
      { type: RoomType.SingleAc, rentPerDay: 1500, maxCount: 1 },
      { type: RoomType.Standard, rentPerDay: 1900, maxCount: 2 },
      { type: RoomType.Standard, rentPerDay: 1800, maxCount: 3 },
      { type: RoomType.DoubleAc, rentPerDay: 2400, maxCount: 2 },
    ];
    expect(roomTypeOptions(rooms)).toEqual([
      { type: RoomType.SingleAc, fromRent: 1500, roomSizes: [1] },
      { type: RoomType.Standard, fromRent: 1800, roomSizes: [3, 2] },
      { type: RoomType.DoubleAc, fromRent: 2400, roomSizes: [2] },
    ]);
  });

  it('shares the adults out over the rooms, rounding up', () => {
    expect(guestsPerRoom(3, 2)).toBe(2);
    expect(guestsPerRoom(4, 2)).toBe(2);
    expect(guestsPerRoom(1, 1)).toBe(1);
  });

  it('starts from the draft, dropping a check-out that is not after the check-in', () => {
    const draft = { ...EMPTY_DRAFT, checkIn: '2099-01-05', checkOut: '2099-01-05', guest: 3, room: 2, roomType: RoomType.Family };
    expect(initialValues(draft, '2099-01-01')).toEqual({
      checkIn: '2099-01-05',
      checkOut: '',
      children: 0,
      adults: 3,
      rooms: 2,
      roomType: RoomType.Family,
    });
  });
});
