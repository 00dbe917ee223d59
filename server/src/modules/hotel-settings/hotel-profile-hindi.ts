import type { ErrorCollector } from '../../shared/domain-error';
import { PROFILE_TEXT_LIMITS } from '../../shared/pure/hotel-profile-lists';
import type { HotelProfileData, ProfileHindiTexts } from './hotel-profile.entity';
import { HotelProfileErrorCode } from './hotel-settings-errors';
import { capital, CONTROL, oneLine, paragraphs, pieces } from './profile-text';

/**
 * The landing page's texts in Hindi (issue 31): the owner's translations of heroText, About Us and
 * the figures, tiles and slides, for the pages under /hi. Every text may be empty (not translated:
 * the Hindi page shows the English one); the lists are parallel to the English lists by index, so
 * none may be longer than its English list. Held to the English texts' lengths.
 */

type EnglishLists = Pick<HotelProfileData, 'highlights' | 'features' | 'gallery'>;

const code = HotelProfileErrorCode.ProfileInvalid;

/** What each Hindi list translates, as the owner counts them on the Settings page. */
const ROWS = { highlights: 'figure', features: 'tile', gallery: 'slide' } as const;

const LIST_PARTS = {
  highlights: PROFILE_TEXT_LIMITS.highlight,
  features: PROFILE_TEXT_LIMITS.feature,
  gallery: PROFILE_TEXT_LIMITS.slide,
} as const;

type ListKey = keyof typeof LIST_PARTS;
/** A row of a Hindi list: its parts' words. */
type Row<Key extends ListKey> = { [Part in keyof (typeof LIST_PARTS)[Key]]: string };

/** Nothing translated. */
export const NO_HINDI_TEXTS: ProfileHindiTexts = {
  heroText: '',
  aboutTitle: '',
  aboutText: '',
  highlights: [],
  features: [],
  gallery: [],
};

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/**
 * The Hindi texts as stored, made whole: a missing text is empty, a missing list is empty, and a
 * list is cut to its English list's length (an English row removed by a client that does not know
 * the Hindi texts leaves nothing for its translation to translate).
 */
export function hindiTextsOf(stored: unknown, english: EnglishLists): ProfileHindiTexts {
  const hindi = record(stored);
  const list = <Key extends ListKey>(key: Key): Row<Key>[] => {
    const rows = Array.isArray(hindi[key]) ? (hindi[key] as unknown[]) : [];
    return rows.slice(0, english[key].length).map((row) => {
      const parts = record(row);
      return Object.fromEntries(Object.keys(LIST_PARTS[key]).map((part) => [part, text(parts[part])])) as Row<Key>;
    });
  };
  return {
    heroText: text(hindi.heroText),
    aboutTitle: text(hindi.aboutTitle),
    aboutText: text(hindi.aboutText),
    highlights: list('highlights'),
    features: list('features'),
    gallery: list('gallery'),
  };
}

/**
 * The Hindi texts of an edit made canonical as their English counterparts are (trimmed, spaces
 * collapsed, paragraphs kept in About Us), their problems added to `errors` under `hindi.<field>`;
 * null when the edit carries none (the texts stored now stay). A missing text or list is empty.
 * `english` counts the rows of each English list the edit gives.
 */
export function checkHindiTexts(
  input: unknown,
  english: { [List in ListKey]: number },
  errors: ErrorCollector,
): ProfileHindiTexts | null {
  if (input === undefined || input === null) return null;
  const hindi = record(input);
  const checked = (field: 'heroText' | 'aboutTitle' | 'aboutText', value: string, label: string): string => {
    const max = PROFILE_TEXT_LIMITS[field];
    if (CONTROL.test(value)) errors.add(code, 'Remove the control characters', `hindi.${field}`);
    else if (value.length > max) errors.add(code, `${capital(label)} can be at most ${max} characters`, `hindi.${field}`);
    return value;
  };
  const list = <Key extends ListKey>(key: Key): Row<Key>[] => {
    const rows = hindi[key] ?? [];
    const field = `hindi.${key}`;
    if (!Array.isArray(rows)) {
      errors.add(code, `Give the ${ROWS[key]}s' words in Hindi as a list`, field);
      return [];
    }
    if (rows.length > english[key]) {
      errors.add(code, `Give at most ${english[key]}, one for each ${ROWS[key]} in English`, field);
      return [];
    }
    const items: Row<Key>[] = [];
    rows.forEach((row, index) => {
      const item = pieces(row, LIST_PARTS[key], { emptyAllowed: true });
      if (typeof item === 'string') errors.add(code, `Number ${index + 1}: ${item}`, field);
      else items.push(item);
    });
    return items;
  };
  return {
    heroText: checked('heroText', oneLine(hindi.heroText), 'the first words of the home page in Hindi'),
    aboutTitle: checked('aboutTitle', oneLine(hindi.aboutTitle), 'the heading of About Us in Hindi'),
    aboutText: checked('aboutText', paragraphs(hindi.aboutText), 'About Us in Hindi'),
    highlights: list('highlights'),
    features: list('features'),
    gallery: list('gallery'),
  };
}
