import { useChunkMessages, type Catalogues, type Translator } from '../../i18n';
import englishRoom from '../../i18n/generated/en/room';

/** The room page's words in the page's language; its English words travel with its chunk, not the entry. */
export function useRoomWords(): Translator<Catalogues['room']> {
  return useChunkMessages('room', englishRoom);
}
