/** localStorage that never throws (private mode, full quota, server-side rendering). */
export const storage = {
  get<T>(key: string): T | undefined {
    try {
      const raw = globalThis.localStorage?.getItem(key);
      return raw === null || raw === undefined ? undefined : (JSON.parse(raw) as T);
    } catch {
      return undefined;
    }
  },
  set(key: string, value: unknown): void {
    try {
      globalThis.localStorage?.setItem(key, JSON.stringify(value));
    } catch {
      // Storage unavailable: the app still works for this page view.
    }
  },
  remove(key: string): void {
    try {
      globalThis.localStorage?.removeItem(key);
    } catch {
      // nothing to remove
    }
  },
};

/** The keys the spec names for what is kept in the browser. */
export const STORAGE_KEYS = {
  adminAuth: 'adminAuth',
  bookingDraft: 'bookingDraft',
  pendingBookingId: 'pendingBookingId',
  pendingQuote: 'pendingQuote',
} as const;
