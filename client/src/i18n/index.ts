/** The guests' site in English and Hindi (issue 31, docs/i18n.md). */
export type { Catalogues, EntryNamespace, Namespace } from './catalogues';
export {
  englishPath,
  HINDI_PAGES,
  LANGUAGE_PARAMETER,
  localeOfPath,
  linkInLocale,
  otherLanguageAddress,
  useLocalePath,
} from './locale-path';
export type { MessageParts, MessageValue } from './message-parts';
export { translator, useChunkMessages, useDocumentLanguage, useLocale, useMessages } from './translator';
export type { Translator } from './translator';
