import { createContext, ReactNode, startTransition, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import {
  BookingDraft,
  CHECK_ROOMS_PATH,
  choiceFromSearch,
  EMPTY_DRAFT,
  loadDraft,
  sameStay,
  stayFromSearch,
  USER_DETAILS_PATH,
} from '../../lib/booking-draft';
import { englishPath } from '../../i18n';
import { storage, STORAGE_KEYS } from '../../lib/storage';

export type { BookingDraft, ChosenRoom } from '../../lib/booking-draft';
export { EMPTY_DRAFT, roomsToBook, spreadParty } from '../../lib/booking-draft';

/** A count the guest typed, as the draft keeps it: a whole number, at least 1. */
export const atLeastOne = (value: number) => (Number.isFinite(value) && value >= 1 ? Math.floor(value) : 1);

/** The adults who stay in one room when the party is shared evenly: adults ÷ rooms, rounded up. */
export const guestsPerRoom = (adults: number, rooms: number) => Math.ceil(atLeastOne(adults) / atLeastOne(rooms));

interface DraftContextValue {
  draft: BookingDraft;
  /**
   * False while a page rendered on the server is its frame: the draft is only what its address
   * gives, the stored one not read yet (a page then draws placeholders, and decides nothing).
   */
  known: boolean;
  updateDraft(changes: Partial<BookingDraft>): void;
  clearDraft(): void;
}

const DraftContext = createContext<DraftContextValue | null>(null);

/** Where the page was opened: its path and its search ("?checkIn=…"). */
export interface PageAddress {
  pathname: string;
  search: string;
}

/**
 * The rooms page's address names the stay (a link, a reload): it wins over what was stored. So
 * does the room chosen by a Book made before the scripts arrived (/user-details?…&roomId=…).
 */
function draftAt(address: PageAddress | undefined, stored: BookingDraft): BookingDraft {
  // A Hindi page (/hi/…) reads its address as its English page does.
  const pathname = address && englishPath(address.pathname).replace(/\/+$/, '');
  const choice = address && pathname === USER_DETAILS_PATH ? choiceFromSearch(address.search) : undefined;
  if (choice) return { ...stored, ...choice };
  if (!address || pathname !== CHECK_ROOMS_PATH) return stored;
  const stay = stayFromSearch(address.search);
  if (!stay || sameStay(stored, stay)) return stored;
  return { ...stored, ...stay, chosenRooms: [] };
}

const storedDraft = () => loadDraft(storage.get(STORAGE_KEYS.bookingDraft));
const browserAddress = (): PageAddress | undefined =>
  typeof window === 'undefined' ? undefined : { pathname: window.location.pathname, search: window.location.search };

/**
 * The booking draft, shared by every step and kept across reloads.
 *
 * A page rendered on the server (`renderedAt`: its address) cannot know what this browser stored:
 * the server renders it with the draft its address gives, the browser hydrates it with the same,
 * and the stored draft comes in right after, as the first update.
 */
export function BookingDraftProvider({ children, renderedAt }: { children: ReactNode; renderedAt?: PageAddress }) {
  const [draft, setDraft] = useState<BookingDraft>(() =>
    renderedAt ? draftAt(renderedAt, EMPTY_DRAFT) : draftAt(browserAddress(), storedDraft()),
  );
  const [stored, setStored] = useState(!renderedAt);
  useEffect(() => {
    if (stored) storage.set(STORAGE_KEYS.bookingDraft, draft);
    else {
      // Once: read before anything is written, so the stored draft is not overwritten. A
      // transition, so a part still waiting for its chunk is hydrated, not thrown away.
      startTransition(() => {
        setDraft(draftAt(renderedAt, storedDraft()));
        setStored(true);
      });
    }
  }, [draft, stored, renderedAt]);
  const updateDraft = useCallback((changes: Partial<BookingDraft>) => setDraft((current) => ({ ...current, ...changes })), []);
  const clearDraft = useCallback(() => setDraft(EMPTY_DRAFT), []);
  const value = useMemo(() => ({ draft, known: stored, updateDraft, clearDraft }), [draft, stored, updateDraft, clearDraft]);
  return <DraftContext.Provider value={value}>{children}</DraftContext.Provider>;
}

export function useBookingDraft(): DraftContextValue {
  const value = useContext(DraftContext);
  if (!value) throw new Error('useBookingDraft needs a BookingDraftProvider');
  return value;
}
