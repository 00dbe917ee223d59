import { createElement, Fragment, type ReactNode, useContext, useEffect } from 'react';
import { UNSAFE_LocationContext } from 'react-router-dom';
import { HTML_LANG, localeOfPath, type Locale } from '@server-pure/locale';
import { cataloguesFor, hindiCatalogues, type Catalogues, type EntryNamespace, type Namespace } from './catalogues';
import type { MessageParts, MessageValue } from './message-parts';

/** A compiled catalogue: a function per message, answering its parts. */
type Catalogue = object;
type ValuesOf<Message> = Message extends (...values: infer Values) => MessageParts ? Values : never;

/** The messages of one catalogue in the page's language. */
export interface Translator<C extends Catalogue> {
  locale: Locale;
  /** The message as text (titles, labels, attributes); its values are text or numbers. */
  t<K extends keyof C>(key: K, ...values: ValuesOf<C[K]>): string;
  /** The message with React elements among its values (a link inside a sentence). */
  rich<K extends keyof C>(key: K, ...values: ValuesOf<C[K]>): ReactNode;
}

/**
 * The page's language: its address's (/hi/… is Hindi), the same on the server and in the browser.
 * A component rendered outside a router (a unit test's) is in English.
 */
export function useLocale(): Locale {
  const location = useContext(UNSAFE_LocationContext)?.location as { pathname: string } | undefined;
  return location ? localeOfPath(location.pathname) : 'en';
}

const flat = (parts: MessageParts): MessageValue[] =>
  parts.flatMap((part) => (Array.isArray(part) ? flat(part as MessageParts) : [part as MessageValue]));

/** A part of a message as text: `t` takes text and numbers only (`rich` takes elements, which `t` leaves out). */
const asText = (part: MessageValue): string => (typeof part === 'string' || typeof part === 'number' ? String(part) : '');

/** A compiled catalogue's messages, in its `locale`. */
export function translator<C extends Catalogue>(catalogue: C, locale: Locale): Translator<C> {
  const messages = catalogue as Record<PropertyKey, (values?: unknown) => MessageParts>;
  const partsOf = (key: PropertyKey, values: unknown[]) => flat(messages[key](values[0]));
  return {
    locale,
    t: (key, ...values) => partsOf(key, values).map(asText).join(''),
    rich: (key, ...values) =>
      createElement(Fragment, null, ...partsOf(key, values).map((part, index) => createElement(Fragment, { key: index }, part))),
  };
}

/** A namespace's messages in the page's language: one whose English words are in the entry (catalogues.ts). */
export function useMessages<N extends EntryNamespace>(namespace: N): Translator<Catalogues[N]> {
  const locale = useLocale();
  return translator(cataloguesFor(locale)[namespace], locale);
}

/**
 * A lazy chunk's namespace in the page's language: the chunk imports its English catalogue
 * (`import english from '…/i18n/generated/en/wizard'`) so that its words travel with it.
 */
export function useChunkMessages<N extends Namespace>(namespace: N, english: Catalogues[N]): Translator<Catalogues[N]> {
  const locale = useLocale();
  return translator(locale === 'en' ? english : hindiCatalogues()[namespace], locale);
}

/** Keeps `<html lang>` the page's language as the guest moves between pages (the server sets it for the first). */
export function useDocumentLanguage(): void {
  const lang = HTML_LANG[useLocale()];
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
}
