import { createContext, ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { BookingDraft, CHECK_ROOMS_PATH, EMPTY_DRAFT, loadDraft, sameStay, stayFromSearch } from '../../lib/booking-draft';
import { storage, STORAGE_KEYS } from '../../lib/storage';

export type { BookingDraft, ChosenRoom } from '../../lib/booking-draft';
export { EMPTY_DRAFT, roomsToBook, spreadParty } from '../../lib/booking-draft';

/** A count the guest typed, as the draft keeps it: a whole number, at least 1. */
export const atLeastOne = (value: number) => (Number.isFinite(value) && value >= 1 ? Math.floor(value) : 1);

/** The adults who stay in one room when the party is shared evenly: adults ÷ rooms, rounded up. */
export const guestsPerRoom = (adults: number, rooms: number) => Math.ceil(atLeastOne(adults) / atLeastOne(rooms));

interface DraftContextValue {
  draft: BookingDraft;
  updateDraft(changes: Partial<BookingDraft>): void;
  clearDraft(): void;
}

const DraftContext = createContext<DraftContextValue | null>(null);

/** The rooms page's address names the stay (a link, a reload): it wins over what was stored. */
function initialDraft(): BookingDraft {
  const stored = loadDraft(storage.get(STORAGE_KEYS.bookingDraft));
  if (typeof window === 'undefined' || window.location.pathname.replace(/\/+$/, '') !== CHECK_ROOMS_PATH) return stored;
  const stay = stayFromSearch(window.location.search);
  if (!stay || sameStay(stored, stay)) return stored;
  return { ...stored, ...stay, chosenRooms: [] };
}

/** The booking draft, shared by every step and kept across reloads. */
export function BookingDraftProvider({ children }: { children: ReactNode }) {
  const [draft, setDraft] = useState<BookingDraft>(initialDraft);
  useEffect(() => storage.set(STORAGE_KEYS.bookingDraft, draft), [draft]);
  const updateDraft = useCallback((changes: Partial<BookingDraft>) => setDraft((current) => ({ ...current, ...changes })), []);
  const clearDraft = useCallback(() => setDraft(EMPTY_DRAFT), []);
  const value = useMemo(() => ({ draft, updateDraft, clearDraft }), [draft, updateDraft, clearDraft]);
  return <DraftContext.Provider value={value}>{children}</DraftContext.Provider>;
}

export function useBookingDraft(): DraftContextValue {
  const value = useContext(DraftContext);
  if (!value) throw new Error('useBookingDraft needs a BookingDraftProvider');
  return value;
}
