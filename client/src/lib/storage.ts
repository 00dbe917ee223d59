import type { BookingDraft } from './booking-draft';
import type { QuoteInput } from '../graphql/generated';
import type { AdminSession } from './admin-session';

/**
 * What the browser keeps under each key the spec names (section 3). Values are parsed, not
 * checked: older versions of the site and other tabs write them too, so a reader that relies on a
 * field checks it.
 */
export interface StoredValues {
  adminAuth: AdminSession;
  bookingDraft: BookingDraft;
  /** The booking an interrupted payment resumes. */
  pendingBookingId: string;
  /**
   * The quote /user-details hands to the payment page, as the API takes it, with the key that
   * makes the payment page's booking requests for it safe to repeat.
   */
  pendingQuote: QuoteInput & { idempotencyKey?: string };
}

export type StorageKey = keyof StoredValues;

export const STORAGE_KEYS: { readonly [K in StorageKey]: K } = {
  adminAuth: 'adminAuth',
  bookingDraft: 'bookingDraft',
  pendingBookingId: 'pendingBookingId',
  pendingQuote: 'pendingQuote',
};

/** localStorage that never throws (private mode, full quota, server-side rendering). */
export const storage = {
  get<K extends StorageKey>(key: K): StoredValues[K] | undefined {
    try {
      const raw = globalThis.localStorage?.getItem(key);
      return raw === null || raw === undefined ? undefined : (JSON.parse(raw) as StoredValues[K]);
    } catch {
      return undefined;
    }
  },
  set<K extends StorageKey>(key: K, value: StoredValues[K]): void {
    try {
      globalThis.localStorage?.setItem(key, JSON.stringify(value));
    } catch {
      // Storage unavailable: the app still works for this page view.
    }
  },
  remove(key: StorageKey): void {
    try {
      globalThis.localStorage?.removeItem(key);
    } catch {
      // nothing to remove
    }
  },
};
