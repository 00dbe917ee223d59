import { storage, STORAGE_KEYS } from './storage';

/** The signed-in admin as the server describes them. */
export interface AdminProfile {
  id: string;
  email: string;
  name: string;
  /** The staff role (owner, front_desk…); absent in a login kept before roles. */
  role?: string;
  /** What the permission table lets this person use (`Query.users`, `GET /api/payments`…). */
  permissions?: string[];
}

/**
 * Whether the signed-in person may use `operation` of the server's permission table. A login kept
 * before roles carries no list: everything is shown and the server has the last word.
 */
export function mayUse(admin: AdminProfile | undefined, operation: string): boolean {
  return !admin?.permissions || admin.permissions.includes(operation);
}

/** What the browser keeps after a login (spec section 3: token and admin, key adminAuth). */
export interface AdminSession {
  token: string;
  admin: AdminProfile;
  /** ISO date-time after which the server refuses the token. */
  expiresAt: string;
}

export function isExpired(session: AdminSession, now: Date = new Date()): boolean {
  const expiry = Date.parse(session.expiresAt);
  return Number.isNaN(expiry) || expiry <= now.getTime();
}

function isSession(value: unknown): value is AdminSession {
  const candidate = value as Partial<AdminSession> | undefined;
  return (
    typeof candidate?.token === 'string' &&
    candidate.token !== '' &&
    typeof candidate.expiresAt === 'string' &&
    typeof candidate.admin === 'object' &&
    candidate.admin !== null &&
    typeof candidate.admin.email === 'string'
  );
}

export interface RestoredSession {
  session: AdminSession | null;
  /** A login was stored but its time is up. */
  expired: boolean;
}

/** The stored login, as long as it is well formed and not expired; a stale one is removed. */
export function restoreSession(now: Date = new Date()): RestoredSession {
  const stored = storage.get(STORAGE_KEYS.adminAuth);
  if (stored === undefined) return { session: null, expired: false };
  if (isSession(stored) && !isExpired(stored, now)) return { session: stored, expired: false };
  storage.remove(STORAGE_KEYS.adminAuth);
  return { session: null, expired: isSession(stored) };
}

export function saveSession(session: AdminSession): void {
  storage.set(STORAGE_KEYS.adminAuth, session);
}

export function clearSession(): void {
  storage.remove(STORAGE_KEYS.adminAuth);
}

/**
 * The bearer token of the stored login, for every call the admin area makes (GraphQL, photo
 * uploads, CSV exports). Sent even when it looks expired: the server has the last word.
 */
export function adminToken(): string | undefined {
  const stored = storage.get(STORAGE_KEYS.adminAuth);
  return isSession(stored) ? stored.token : undefined;
}

/**
 * The person of the stored login, for shared admin screens that show a part only to the roles
 * that may use it (`mayUse`); undefined when none is stored. The server has the last word.
 */
export function storedAdmin(): AdminProfile | undefined {
  const stored = storage.get(STORAGE_KEYS.adminAuth);
  return isSession(stored) ? stored.admin : undefined;
}

/**
 * Signing out: POST /api/admin/logout revokes the token on the server, so a copy of it stops
 * working. Best effort: the browser forgets the login either way, and a token the server no
 * longer takes needs no revoking.
 */
export async function revokeOnServer(token: string, fetchImpl: typeof fetch = fetch): Promise<boolean> {
  try {
    const response = await fetchImpl('/api/admin/logout', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
    });
    return response.ok;
  } catch {
    return false;
  }
}

const refusalListeners = new Set<() => void>();

/**
 * The server refused `token` (expired, revoked, account deactivated): the login is forgotten and
 * the admin area told, so it sends the admin to /login. A late refusal of an older token, after
 * the admin signed in again, leaves the new login alone.
 */
export function endRefusedSession(token: string): void {
  if (adminToken() !== token) return;
  clearSession();
  refusalListeners.forEach((listener) => listener());
}

/** Calls `listener` whenever the server refuses the stored login; answers the unsubscribe. */
export function onSessionRefused(listener: () => void): () => void {
  refusalListeners.add(listener);
  return () => refusalListeners.delete(listener);
}

/**
 * An admin download's refusal (401/403) as the admin area acts on it: a role that may not have
 * the file (403 with code ROLE_REFUSED) keeps its session and is told why; any other refusal
 * means the server no longer takes the token, and the session ends. Answers the role's message,
 * or null when the session ended (or the answer was no refusal at all).
 */
export async function roleRefusalOrEnd(response: Response, token: string): Promise<string | null> {
  if (response.status !== 401 && response.status !== 403) return null;
  if (response.status === 403) {
    const body = (await response.json().catch(() => null)) as { code?: unknown; message?: unknown } | null;
    if (body?.code === 'ROLE_REFUSED' && typeof body.message === 'string') return body.message;
  }
  endRefusedSession(token);
  return null;
}
