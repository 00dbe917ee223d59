import { createContext, ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { storage, STORAGE_KEYS } from '../../lib/storage';

/** What the guest has chosen so far (spec section 3: checkIn, checkOut, guest, room; and roomId). */
export interface BookingDraft {
  checkIn: string;
  checkOut: string;
  /** Adults. */
  guest: number;
  /** Rooms. */
  room: number;
  roomType: string;
  roomId: string;
  userId: string;
}

export const EMPTY_DRAFT: BookingDraft = { checkIn: '', checkOut: '', guest: 1, room: 1, roomType: '', roomId: '', userId: '' };

interface DraftContextValue {
  draft: BookingDraft;
  updateDraft(changes: Partial<BookingDraft>): void;
  clearDraft(): void;
}

const DraftContext = createContext<DraftContextValue | null>(null);

/** The booking draft, shared by every step and kept across reloads. */
export function BookingDraftProvider({ children }: { children: ReactNode }) {
  const [draft, setDraft] = useState<BookingDraft>(() => ({
    ...EMPTY_DRAFT,
    ...storage.get(STORAGE_KEYS.bookingDraft),
  }));
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
