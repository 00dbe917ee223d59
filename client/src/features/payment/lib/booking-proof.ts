/**
 * How this tab proved a booking is the guest's: the email or phone they typed, or the key from
 * the confirmation mail's link. Kept in sessionStorage (this tab only, gone when it closes), so
 * the guest proves once for every self-service action and download; the server checks it each
 * time.
 */
export interface BookingProof {
  contact?: string;
  key?: string;
}

const storageKey = (bookingId: string) => `bookingProof:${bookingId}`;

export function readBookingProof(bookingId: string): BookingProof | undefined {
  try {
    const raw = globalThis.sessionStorage?.getItem(storageKey(bookingId));
    const value: unknown = raw ? JSON.parse(raw) : undefined;
    if (!value || typeof value !== 'object') return undefined;
    const { contact, key } = value as Record<string, unknown>;
    const proof: BookingProof = {
      ...(typeof contact === 'string' && contact !== '' ? { contact } : {}),
      ...(typeof key === 'string' && key !== '' ? { key } : {}),
    };
    return proof.contact || proof.key ? proof : undefined;
  } catch {
    return undefined;
  }
}

export function rememberBookingProof(bookingId: string, proof: BookingProof): void {
  try {
    globalThis.sessionStorage?.setItem(storageKey(bookingId), JSON.stringify(proof));
  } catch {
    // Storage unavailable: the guest proves again on the next action.
  }
}

export function forgetBookingProof(bookingId: string): void {
  try {
    globalThis.sessionStorage?.removeItem(storageKey(bookingId));
  } catch {
    // nothing to forget
  }
}

/** The GraphQL arguments of a proof. */
export function proofVariables(proof: BookingProof | undefined): { contact: string | null; key: string | null } {
  return { contact: proof?.contact ?? null, key: proof?.key ?? null };
}
