import { NextFunction, Request, RequestHandler, Response } from 'express';
import { type AccessLogService, PERSONAL_DATA_READS } from '../modules/access-log';
import { type Admin, type AdminAuthService, mayDo, refusalMessage } from '../modules/admin-auth';
import { clientAddressOf } from './client-address';
import { DomainError } from '../shared/domain-error';

export function bearerToken(req: Request): string | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token.trim() : undefined;
}

/**
 * Lets a request through only with a valid admin token (401 or 403 otherwise) whose role the
 * permission table (admin-auth/permissions.ts) gives this route, keyed as Express declares it:
 * `GET /api/booking/:id/invoice`. A route the table lacks is refused to everyone.
 *
 * A route that reads guests' personal data (access-log's PERSONAL_DATA_READS: the register's PDF,
 * a Form III sheet, the exports) is logged here, once let through: the row names the asking, so a
 * file that then fails (a range too long) still shows as asked for.
 */
export function requireAdmin(adminAuth: AdminAuthService, accessLog: AccessLogService): RequestHandler {
  return async function requireAdminHandler(req: Request, res: Response, next: NextFunction) {
    const admin = await adminAuth.authenticate(bearerToken(req));
    const key = routeKey(req);
    if (!mayDo(admin.role, key)) {
      throw new DomainError('ROLE_REFUSED', refusalMessage(admin.role), undefined, 'forbidden');
    }
    res.locals.admin = admin;
    const read = Object.hasOwn(PERSONAL_DATA_READS, key) ? PERSONAL_DATA_READS[key] : undefined;
    if (read) {
      await accessLog.record({ staff: admin, address: clientAddressOf(req) }, read, { ...req.query, ...req.params });
    }
    next();
  };
}

/** The permission table's key of the route a request matched: its method (HEAD as GET) and declared path. */
export function routeKey(req: Request): string {
  const method = req.method === 'HEAD' ? 'GET' : req.method;
  const route = req.route as { path?: unknown } | undefined;
  const path = typeof route?.path === 'string' ? route.path : req.path;
  return `${method} ${req.baseUrl}${path}`;
}

/**
 * The signed-in admin when a valid bearer token came along; undefined for everyone else, who is
 * answered as a guest (a refused token gets no more than no token).
 */
export async function adminIfSignedIn(adminAuth: AdminAuthService, req: Request): Promise<Admin | undefined> {
  const token = bearerToken(req);
  if (!token) return undefined;
  try {
    return await adminAuth.authenticate(token);
  } catch (error) {
    if (error instanceof DomainError) return undefined;
    throw error;
  }
}

export function signedInAdmin(res: Response): Admin {
  return res.locals.admin as Admin;
}
