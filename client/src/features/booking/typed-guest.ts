import { EMPTY_GUEST, type GuestDetails } from './guest-rules';

/**
 * What the guest has typed into the details form but not handed over yet, kept for this tab only
 * (sessionStorage): a reload of /user-details keeps it; closing the tab forgets it. Handing the
 * details over clears it (the pending quote carries them from then on).
 */
const KEY = 'typedGuestDetails';

export function readTypedGuest(): GuestDetails | undefined {
  try {
    const raw = globalThis.sessionStorage?.getItem(KEY);
    if (!raw) return undefined;
    const stored = JSON.parse(raw) as Partial<GuestDetails>;
    if (!stored || typeof stored !== 'object') return undefined;
    return { ...EMPTY_GUEST, ...stored, address: { ...EMPTY_GUEST.address, ...stored.address } };
  } catch {
    return undefined;
  }
}

export function keepTypedGuest(values: Partial<GuestDetails>): void {
  try {
    globalThis.sessionStorage?.setItem(KEY, JSON.stringify(values));
  } catch {
    // Storage unavailable: the form still works for this page view.
  }
}

export function forgetTypedGuest(): void {
  try {
    globalThis.sessionStorage?.removeItem(KEY);
  } catch {
    // nothing to forget
  }
}
