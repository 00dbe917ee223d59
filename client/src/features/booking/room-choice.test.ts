import { RoomType } from '../../graphql/generated';
import { EMPTY_DRAFT, loadDraft, roomsToBook, spreadParty } from '../../lib/booking-draft';
import { initialQuantities, offerKey, pickedRooms, pickedTotal, sizeAdvice, soldOutFor, type RoomOffer } from './room-choice';

const offer = (type: RoomType, sleeps: number, rooms: [string, number][]): RoomOffer => ({
  type,
  sleeps,
  left: rooms.length,
  rooms: rooms.map(([id, stayTotal]) => ({ id, name: `Room ${id}`, stayTotal })),
});
const single = offer(RoomType.SingleAc, 1, [['s1', 3000]]);
const standard = offer(RoomType.Standard, 2, [
  ['d1', 3600.5],
  ['d2', 3800],
]);
const family = offer(RoomType.Family, 5, [['f1', 9600]]);
const offers = [single, standard, family];
const party = (adults: number, children = 0) => ({ adults, children });

describe('choosing rooms by type', () => {
  it('books the cheapest rooms of each offer, the room carried in from its page first, and adds their prices in paise', () => {
    const picked = pickedRooms(offers, { [offerKey(standard)]: 2, [offerKey(single)]: 1 });
    expect(picked.map((room) => room.roomId)).toEqual(['s1', 'd1', 'd2']);
    expect(pickedTotal(picked)).toBe(10400.5);
    expect(pickedRooms(offers, { [offerKey(standard)]: 1 }, 'd2').map((room) => room.roomId)).toEqual(['d2']);
  });

  it('explains a size mismatch from the real types and sizes instead of saying the hotel is full', () => {
    const one = pickedRooms(offers, { [offerKey(single)]: 1 });
    expect(sizeAdvice(offers, one, party(3))).toBe('Single AC sleeps 1 — for 3 adults choose Family, or 2 rooms.');
    const two = pickedRooms(offers, { [offerKey(standard)]: 2 });
    expect(sizeAdvice(offers, two, party(4, 1))).toBe(
      'These 2 rooms sleep 4 — for 4 adults and 1 child add a room or choose larger ones.',
    );
    expect(sizeAdvice(offers, two, party(1))).toBe('Each room needs an adult: for 1 adult choose at most 1 room.');
    expect(sizeAdvice(offers, pickedRooms(offers, { [offerKey(family)]: 1 }), party(4, 1))).toBeUndefined();
  });

  it('preselects the only fitting choice, else what was chosen before, else nothing', () => {
    const draft = { ...EMPTY_DRAFT, room: 1 };
    expect(initialQuantities(offers, draft, party(3, 1))).toEqual({ [offerKey(family)]: 1 });
    expect(initialQuantities(offers, draft, party(2))).toEqual({});
    expect(initialQuantities(offers, { ...draft, room: 2 }, party(4))).toEqual({ [offerKey(standard)]: 2 });
    expect(initialQuantities(offers, { ...draft, roomId: 'd2' }, party(2))).toEqual({ [offerKey(standard)]: 1 });
    const chosen = {
      ...draft,
      chosenRooms: [
        { roomId: 's1', adults: 1, children: 0 },
        { roomId: 'f1', adults: 2, children: 2 },
      ],
    };
    expect(initialQuantities(offers, chosen, party(3, 2))).toEqual({ [offerKey(single)]: 1, [offerKey(family)]: 1 });
  });

  it('calls a stay sold out when its free rooms cannot sleep the party', () => {
    expect(soldOutFor(offers, party(8))).toBe(false);
    expect(soldOutFor(offers, party(10, 1))).toBe(true);
    expect(soldOutFor([], party(1))).toBe(true);
  });
});

describe('the booking draft', () => {
  it('loads a draft stored by the earlier site (no children, no chosen rooms) and keeps its room', () => {
    const old = {
      checkIn: '2026-12-01',
      checkOut: '2026-12-03',
      guest: 2,
      room: 1,
      roomType: 'Deluxe',
      roomId: 'r1',
      userId: '',
    };
    const draft = loadDraft(old as never);
    expect(draft).toMatchObject({ children: 0, chosenRooms: [], roomId: 'r1', guest: 2 });
    expect(roomsToBook(draft)).toEqual([{ roomId: 'r1', adults: 2, children: 0 }]);
    expect(loadDraft({ chosenRooms: 'junk' } as never).chosenRooms).toEqual([]);
  });

  it('spreads a party over rooms: an adult in each, then the others where there is space', () => {
    expect(spreadParty(party(4, 1), [3, 2])).toEqual([
      { adults: 2, children: 1 },
      { adults: 2, children: 0 },
    ]);
    expect(spreadParty(party(2, 2), [2, 2])).toEqual([
      { adults: 1, children: 1 },
      { adults: 1, children: 1 },
    ]);
    expect(spreadParty(party(3), [1, 1])).toEqual([
      { adults: 1, children: 0 },
      { adults: 2, children: 0 },
    ]);
  });
});
