import type { AdminProfile, AdminSession } from '../../../lib/admin-session';

/** Spec section 8, "Login": shown when the server sends no message of its own. */
export const LOGIN_FAILURE_MESSAGES = {
  unauthorized: 'Invalid email or password. Please check your credentials.',
  badRequest: 'Please provide valid email and password.',
  deactivated: 'Your account has been deactivated. Please contact administrator.',
  server: 'Server error. Please try again later.',
  network: 'Network error. Please check your internet connection.',
  other: 'Something went wrong. Please try again.',
} as const;

export const LOGIN_SUCCESS_MESSAGE = 'Login successful! Redirecting...';

/** What an authenticator app needs to add the account (when the owner requires two-step sign-in and it is not set up yet). */
export interface TwoStepSetup {
  secret: string;
  otpauthUri: string;
  issuer: string;
  account: string;
}

/** The password was right and the account signs in with a code too: no session yet. */
export interface TwoStepChallenge {
  challenge: string;
  expiresAt: string;
  setup: TwoStepSetup | null;
}

export type LoginOutcome =
  { ok: true; session: AdminSession } | { ok: false; message: string } | { ok: 'code'; twoStep: TwoStepChallenge };

/** What the code step answers: the session, and the recovery codes when this sign-in set two-step sign-in up. */
export type CodeOutcome = { ok: true; session: AdminSession; recoveryCodes: string[] | null } | { ok: false; message: string };

/** What the login form calls; injected so the form can be tried without a server. */
export type LoginFn = (email: string, password: string) => Promise<LoginOutcome>;

/** What the code step calls; injected likewise. */
export type CodeFn = (challenge: string, code: string) => Promise<CodeOutcome>;

/** The message for a refused login: the server's own words first, else one by status. */
export function loginFailureMessage(status: number | undefined, serverMessage?: unknown): string {
  if (typeof serverMessage === 'string' && serverMessage.trim() !== '') return serverMessage;
  if (status === undefined) return LOGIN_FAILURE_MESSAGES.network;
  if (status === 401) return LOGIN_FAILURE_MESSAGES.unauthorized;
  if (status === 400) return LOGIN_FAILURE_MESSAGES.badRequest;
  if (status === 403) return LOGIN_FAILURE_MESSAGES.deactivated;
  if (status >= 500) return LOGIN_FAILURE_MESSAGES.server;
  return LOGIN_FAILURE_MESSAGES.other;
}

interface LoginBody {
  success?: boolean;
  message?: unknown;
  token?: unknown;
  data?: {
    admin?: Partial<AdminProfile> & { _id?: string };
    expiresAt?: unknown;
    twoStep?: Partial<TwoStepChallenge>;
    recoveryCodes?: unknown;
  };
}

/** How long a JWT lives by its own claims (exp - iat), in ms; null when it cannot be read. */
export function tokenLifetimeMs(token: string): number | null {
  try {
    const part = token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
    const claims = JSON.parse(atob(part.padEnd(Math.ceil(part.length / 4) * 4, '='))) as { iat?: unknown; exp?: unknown };
    if (typeof claims.iat === 'number' && typeof claims.exp === 'number' && claims.exp > claims.iat)
      return (claims.exp - claims.iat) * 1000;
  } catch {
    // Not a JWT we can read: the server's expiresAt is used as it is.
  }
  return null;
}

/**
 * The session to keep. Its expiresAt is on this device's clock (now + the token's lifetime), so a
 * device whose clock differs from the server's neither signs out at once nor keeps a dead token.
 */
function sessionFrom(body: LoginBody, now: number): AdminSession | null {
  const admin = body.data?.admin;
  const serverExpiry = body.data?.expiresAt;
  if (typeof body.token !== 'string' || !admin || typeof admin.email !== 'string' || typeof serverExpiry !== 'string')
    return null;
  const lifetime = tokenLifetimeMs(body.token);
  return {
    token: body.token,
    expiresAt: lifetime === null ? serverExpiry : new Date(now + lifetime).toISOString(),
    admin: {
      id: String(admin.id ?? admin._id ?? ''),
      email: admin.email,
      name: typeof admin.name === 'string' ? admin.name : admin.email,
      ...(typeof admin.role === 'string' ? { role: admin.role } : {}),
      ...(Array.isArray(admin.permissions) ? { permissions: admin.permissions.filter((key) => typeof key === 'string') } : {}),
    },
  };
}

/**
 * POST /api/admin/login { email, password } (spec section 7). The browser sends and keeps the
 * server's device cookie for this path (same origin), which lets this browser sign in while
 * others' failed attempts have locked out untrusted clients.
 */
export async function requestAdminLogin(email: string, password: string, fetchImpl: typeof fetch = fetch): Promise<LoginOutcome> {
  const reply = await postSignIn('/api/admin/login', { email, password }, fetchImpl);
  if ('message' in reply) return { ok: false, message: reply.message };
  const twoStep = reply.body.data?.twoStep;
  if (typeof twoStep?.challenge === 'string' && typeof twoStep.expiresAt === 'string') {
    return { ok: 'code', twoStep: { challenge: twoStep.challenge, expiresAt: twoStep.expiresAt, setup: twoStep.setup ?? null } };
  }
  const session = sessionFrom(reply.body, Date.now());
  return session ? { ok: true, session } : { ok: false, message: loginFailureMessage(0, reply.body.message) };
}

/**
 * POST /api/admin/login/two-step { challenge, code }: the code step of a sign-in (the same device
 * cookie travels, since its path is under /api/admin/login).
 */
export async function requestTwoStepSignIn(
  challenge: string,
  code: string,
  fetchImpl: typeof fetch = fetch,
): Promise<CodeOutcome> {
  const reply = await postSignIn('/api/admin/login/two-step', { challenge, code }, fetchImpl);
  if ('message' in reply) return { ok: false, message: reply.message };
  const session = sessionFrom(reply.body, Date.now());
  if (!session) return { ok: false, message: loginFailureMessage(0, reply.body.message) };
  const codes = reply.body.data?.recoveryCodes;
  const recoveryCodes = Array.isArray(codes) ? codes.filter((code): code is string => typeof code === 'string') : null;
  return { ok: true, session, recoveryCodes };
}

/** A sign-in POST: the body of a success, or the message of a refusal. */
async function postSignIn(
  path: string,
  json: object,
  fetchImpl: typeof fetch,
): Promise<{ body: LoginBody } | { message: string }> {
  let response: Response;
  try {
    response = await fetchImpl(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(json),
    });
  } catch {
    return { message: loginFailureMessage(undefined) };
  }
  const body = (await response.json().catch(() => ({}))) as LoginBody;
  if (response.ok && body.success !== false) return { body };
  return { message: loginFailureMessage(response.ok ? 0 : response.status, body.message) };
}
