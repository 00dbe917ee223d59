import { payAtHotelUnavailable } from './pay-at-hotel';

const limits = { maxNights: 7, maxRooms: 2 };

describe('whether Pay at Hotel is offered for a stay', () => {
  it('is offered up to the limits, and while they are not known', () => {
    expect(payAtHotelUnavailable(limits, { nights: 7, rooms: 2 })).toBeUndefined();
    expect(payAtHotelUnavailable(undefined, { nights: 30, rooms: 9 })).toBeUndefined();
  });

  it('says to pay online for a longer stay', () => {
    expect(payAtHotelUnavailable(limits, { nights: 8, rooms: 1 })).toBe(
      'Pay at hotel is available for stays of up to 7 nights. Please pay online to confirm this 8-night stay.',
    );
  });

  it('says to pay online for more rooms', () => {
    expect(payAtHotelUnavailable(limits, { nights: 1, rooms: 3 })).toBe(
      'Pay at hotel is available for up to 2 rooms. Please pay online to confirm these 3 rooms.',
    );
  });
});
