import { NextFunction, Request, RequestHandler, Response } from 'express';
import type { Admin, AdminAuthService } from '../modules/admin-auth';
import { DomainError } from '../shared/domain-error';

export function bearerToken(req: Request): string | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token.trim() : undefined;
}

/** Lets a request through only with a valid admin token; 401 or 403 otherwise. */
export function requireAdmin(adminAuth: AdminAuthService): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    res.locals.admin = await adminAuth.authenticate(bearerToken(req));
    next();
  };
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
