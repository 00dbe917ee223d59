import { Request } from 'express';
import { RequestOrigin } from '../modules/abuse-limits';
import { AdminAuthService } from '../modules/admin-auth';
import { adminIfSignedIn } from './require-admin';

/** Who sent a public request: the client address (under TRUST_PROXY), and whether an admin signed in. */
export async function requestOrigin(req: Request, adminAuth: AdminAuthService): Promise<RequestOrigin> {
  return { address: req.ip ?? 'unknown', admin: Boolean(await adminIfSignedIn(adminAuth, req)) };
}
