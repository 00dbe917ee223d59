import { jest } from '@jest/globals';
import { RoomType } from '../../../../graphql/generated';
import { translator } from '../../../../i18n';
import hindiCommon from '../../../../i18n/generated/hi/common';
import hindiLanding from '../../../../i18n/generated/hi/landing';
import hindiWizard from '../../../../i18n/generated/hi/wizard';
import { checkRoomsAndRates } from './check-rooms-and-rates';
import type { RoomTypeProblem } from './party-fit';
import { ENGLISH_WORDS, problemText, roomTypeProblemText, type WizardWords } from './wizard-words';

const HINDI_WORDS: WizardWords = {
  wizard: translator(hindiWizard, 'hi'),
  landing: translator(hindiLanding, 'hi'),
  common: translator(hindiCommon, 'hi'),
};

const tooSmall = (changes: Partial<RoomTypeProblem>): RoomTypeProblem => ({
  type: RoomType.Double,
  head: { key: 'typeSleeps', sleeps: 3 },
  addRoom: false,
  fitting: [],
  needed: 2,
  adults: 3,
  children: 1,
  ...changes,
});

describe("the wizard's problems in words", () => {
  it('names a party with children, in English as before and in Hindi', () => {
    const problem = { key: 'roomNeedsAdult', adults: 1, children: 2 } as const;
    expect(problemText(ENGLISH_WORDS, problem)).toBe(
      'Each room needs an adult: for 1 adult and 2 children choose at most 1 room.',
    );
    expect(problemText(HINDI_WORDS, problem)).toBe(
      'हर कमरे में एक बड़े का होना ज़रूरी है: 1 बड़े और 2 बच्चों के लिए ज़्यादा से ज़्यादा 1 कमरा चुनें।',
    );
    expect(problemText(ENGLISH_WORDS, { key: 'moreRoomsThanHotel', hotelRooms: 1 })).toBe(
      'We have 1 room: please choose at most 1.',
    );
  });

  it('says what a type too small lacks, with the fewest rooms when nothing else fits', () => {
    expect(roomTypeProblemText(ENGLISH_WORDS, tooSmall({}))).toBe('Double sleeps 3 — for 3 adults and 1 child choose 2 rooms');
    expect(roomTypeProblemText(HINDI_WORDS, tooSmall({}))).toBe('डबल कमरे में 3 मेहमान ठहर सकते हैं — 3 बड़ों और 1 बच्चे के लिए 2 कमरे चुनें');
    expect(roomTypeProblemText(ENGLISH_WORDS, tooSmall({ head: { key: 'typeHasFewerRooms', count: 1 }, addRoom: true }))).toBe(
      'We have 1 Double room — add a room',
    );
    expect(
      roomTypeProblemText(
        ENGLISH_WORDS,
        tooSmall({ head: { key: 'typeRoomsSleep', rooms: 2, sleeps: 4 }, fitting: [RoomType.Family] }),
      ),
    ).toBe('2 Double rooms sleep 4 — choose Family');
  });

  it('alerts Check Rooms & Rates in the page’s language', () => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    const values = { checkIn: '', checkOut: '', adults: 2, children: 0, rooms: 1, roomType: RoomType.Deluxe } as const;
    expect(checkRoomsAndRates(values, jest.fn(), jest.fn(), [], HINDI_WORDS)).toBe(false);
    expect(alert).toHaveBeenCalledWith('सही तारीखें चुनें');
    alert.mockRestore();
  });
});
