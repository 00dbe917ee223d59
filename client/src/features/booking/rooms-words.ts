import { translator, useChunkMessages, useMessages, type Catalogues, type Translator } from '../../i18n';
import englishCommon from '../../i18n/generated/en/common';
import englishRooms from '../../i18n/generated/en/rooms';
import type { RoomType } from '../../graphql/generated';

/** The rooms page's words: its own (its chunk's) and the site's shared ones (the room types' names). */
export interface RoomsWords {
  rooms: Translator<Catalogues['rooms']>;
  common: Translator<Catalogues['common']>;
}

/** The rooms page's words in the page's language; its English words travel with its chunk. */
export function useRoomsWords(): RoomsWords {
  return { rooms: useChunkMessages('rooms', englishRooms), common: useMessages('common') };
}

/** English, for the pure rules' callers with no page (and their tests). */
export const ENGLISH_ROOMS_WORDS: RoomsWords = {
  rooms: translator(englishRooms, 'en'),
  common: translator(englishCommon, 'en'),
};

/** A room type's name ("Single AC", "सिंगल AC"). */
export const roomTypeName = (words: RoomsWords, type: RoomType) => words.common.t('roomType', { type });
