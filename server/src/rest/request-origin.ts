import { Request } from 'express';
import { RequestOrigin } from '../modules/abuse-limits';
import { AdminAuthService } from '../modules/admin-auth';
import { requestLanguage } from '../shared/request-language';
import { clientAddressOf } from './client-address';
import { adminIfSignedIn } from './require-admin';

/** Who sent a public request: the client's key (rest/client-address.ts), whether an admin signed in, its language. */
export async function requestOrigin(req: Request, adminAuth: AdminAuthService): Promise<RequestOrigin> {
  return {
    address: clientAddressOf(req),
    admin: Boolean(await adminIfSignedIn(adminAuth, req)),
    language: requestLanguage(req.header('accept-language')),
  };
}
