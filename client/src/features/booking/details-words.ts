import { translator, useChunkMessages, useMessages, type Catalogues, type Translator } from '../../i18n';
import englishCommon from '../../i18n/generated/en/common';
import englishDetails from '../../i18n/generated/en/details';
import type { RoomType } from '../../graphql/generated';

/** The guest details page's words: its own (its chunk's) and the site's shared ones (the room types' names). */
export interface DetailsWords {
  details: Translator<Catalogues['details']>;
  common: Translator<Catalogues['common']>;
}

/** The guest details page's words in the page's language; its English words travel with its chunk. */
export function useDetailsWords(): DetailsWords {
  return { details: useChunkMessages('details', englishDetails), common: useMessages('common') };
}

/** English, for the pure rules' callers with no page (and their tests). */
export const ENGLISH_DETAILS_WORDS: DetailsWords = {
  details: translator(englishDetails, 'en'),
  common: translator(englishCommon, 'en'),
};

/** A room type's name ("Single AC", "सिंगल AC"). */
export const roomTypeName = (words: DetailsWords, type: RoomType) => words.common.t('roomType', { type });
