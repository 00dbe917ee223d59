import { NextFunction, Request, RequestHandler, Response } from 'express';
import { Admin } from '../modules/admin-auth/admin.entity';
import { AdminAuthService } from '../modules/admin-auth/admin-auth.service';

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

export function signedInAdmin(res: Response): Admin {
  return res.locals.admin as Admin;
}
