import { RoomType } from '../../../../graphql/generated';
import { partyProblem, roomTypeProblem, type TypeRooms } from './party-fit';

const TYPES: TypeRooms[] = [
  { type: RoomType.Standard, roomSizes: [2, 2] },
  { type: RoomType.Double, roomSizes: [3] },
  { type: RoomType.Family, roomSizes: [4] },
];

describe("the party against the hotel's rooms", () => {
  it('answers message keys and their values, not sentences (the page words them in its language)', () => {
    expect(partyProblem({ adults: 1, children: 2, rooms: 2 }, TYPES)).toEqual({ key: 'roomNeedsAdult', adults: 1, children: 2 });
    expect(partyProblem({ adults: 5, children: 0, rooms: 5 }, TYPES)).toEqual({ key: 'moreRoomsThanHotel', hotelRooms: 4 });
    expect(partyProblem({ adults: 12, children: 0, rooms: 1 }, TYPES)).toEqual({
      key: 'partyTooLarge',
      adults: 12,
      children: 0,
      sleeps: 11,
    });
    expect(partyProblem({ adults: 7, children: 0, rooms: 1 }, TYPES)).toEqual({
      key: 'roomsTooSmall',
      rooms: 1,
      sleeps: 4,
      needed: 2,
      adults: 7,
      children: 0,
    });
    expect(partyProblem({ adults: 2, children: 1, rooms: 1 }, TYPES)).toBeUndefined();
  });

  it('names a type too small by its type, with the types that fit', () => {
    expect(roomTypeProblem({ adults: 3, children: 0, rooms: 1 }, RoomType.Standard, TYPES)).toEqual({
      type: RoomType.Standard,
      head: { key: 'typeSleeps', sleeps: 2 },
      addRoom: true,
      fitting: [RoomType.Double, RoomType.Family],
      needed: 1,
      adults: 3,
      children: 0,
    });
    expect(roomTypeProblem({ adults: 2, children: 0, rooms: 2 }, RoomType.Double, TYPES)).toMatchObject({
      head: { key: 'typeHasFewerRooms', count: 1 },
      fitting: [RoomType.Standard],
    });
    expect(roomTypeProblem({ adults: 3, children: 0, rooms: 1 }, RoomType.Family, TYPES)).toBeUndefined();
  });
});
