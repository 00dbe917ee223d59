import type { RoomType } from '../../../../graphql/generated';
import { translator, useChunkMessages, useMessages, type Catalogues, type Translator } from '../../../../i18n';
import englishCommon from '../../../../i18n/generated/en/common';
import englishLanding from '../../../../i18n/generated/en/landing';
import englishWizard from '../../../../i18n/generated/en/wizard';
import type { PartyProblem, RoomTypeProblem } from './party-fit';
import type { DatesProblem } from './wizard-model';

/** The wizard's words: its own (a lazy chunk's), the landing page's spec messages and the room types' names. */
export interface WizardWords {
  wizard: Translator<Catalogues['wizard']>;
  landing: Translator<Catalogues['landing']>;
  common: Translator<Catalogues['common']>;
}

/** What stops the guest going on, as the wizard's pure functions answer it. */
export type WizardProblem = DatesProblem | PartyProblem;

/** The wizard's words in the page's language; its English words travel with its chunk. */
export function useWizardWords(): WizardWords {
  return {
    wizard: useChunkMessages('wizard', englishWizard),
    landing: useMessages('landing'),
    common: useMessages('common'),
  };
}

/** English, for callers with no page (the default of checkRoomsAndRates). */
export const ENGLISH_WORDS: WizardWords = {
  wizard: translator(englishWizard, 'en'),
  landing: translator(englishLanding, 'en'),
  common: translator(englishCommon, 'en'),
};

/** A room type's name ("Single AC", "सिंगल AC"). */
export const roomTypeName = (words: WizardWords, type: RoomType) => words.common.t('roomType', { type });

/** A problem as the guest reads it. */
export function problemText(words: WizardWords, problem: WizardProblem): string {
  const { wizard, landing } = words;
  switch (problem.key) {
    case 'invalidDates':
      return wizard.t(problem.key);
    case 'checkOutAfterCheckIn':
      return landing.t(problem.key);
    case 'stayTooLong':
      return wizard.t('stayTooLong', { nights: problem.nights });
    case 'roomNeedsAdult':
      return wizard.t('roomNeedsAdult', { adults: problem.adults, children: problem.children });
    case 'moreRoomsThanHotel':
      return wizard.t('moreRoomsThanHotel', { hotelRooms: problem.hotelRooms });
    case 'partyTooLarge':
      return wizard.t('partyTooLarge', { adults: problem.adults, children: problem.children, sleeps: problem.sleeps });
    case 'roomsTooSmall':
      return wizard.t('roomsTooSmall', {
        rooms: problem.rooms,
        sleeps: problem.sleeps,
        needed: problem.needed,
        adults: problem.adults,
        children: problem.children,
      });
  }
}

/** "Standard sleeps 2 — add a room or choose Double or Family". */
export function roomTypeProblemText(words: WizardWords, problem: RoomTypeProblem): string {
  const { wizard } = words;
  const type = roomTypeName(words, problem.type);
  const head = problem.head;
  const headText =
    head.key === 'typeSleeps'
      ? wizard.t('typeSleeps', { type, sleeps: head.sleeps })
      : head.key === 'typeHasFewerRooms'
        ? wizard.t('typeHasFewerRooms', { type, count: head.count })
        : wizard.t('typeRoomsSleep', { type, rooms: head.rooms, sleeps: head.sleeps });
  const either = (first: string, second: string) => wizard.t('either', { first, second });
  const fitting = problem.fitting.map((fit) => roomTypeName(words, fit));
  const ways = [
    problem.addRoom ? wizard.t('addARoom') : '',
    fitting.length > 0 ? wizard.t('chooseTypes', { types: fitting.reduce(either) }) : '',
  ].filter(Boolean);
  if (ways.length > 0) return wizard.t('typeProblemWays', { head: headText, ways: ways.reduce(either) });
  return wizard.t('typeProblemRooms', {
    head: headText,
    adults: problem.adults,
    children: problem.children,
    needed: problem.needed,
  });
}
