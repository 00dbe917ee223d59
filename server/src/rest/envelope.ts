import { Response } from 'express';
import { DomainError, DomainErrorKind, ValidationFailed } from '../shared/domain-error';

/** How the old API answers a domain refusal: one table from kind to HTTP status. */
export const STATUS_BY_KIND: Record<DomainErrorKind, number> = {
  invalid: 400,
  not_found: 404,
  conflict: 409,
  unauthenticated: 401,
  forbidden: 403,
  rate_limited: 429,
};

export function sendOk(res: Response, body: Record<string, unknown>, status = 200): void {
  res.status(status).json({ success: true, ...body });
}

export function sendDomainError(res: Response, error: DomainError): void {
  const errors = error instanceof ValidationFailed ? error.errors : [error];
  res.status(STATUS_BY_KIND[error.kind]).json({
    success: false,
    message: error.message,
    code: error.code,
    field: error.field ?? null,
    errors: errors.map((e) => ({ field: e.field ?? null, code: e.code, message: e.message })),
  });
}

export function sendFailure(res: Response, status: number, message: string, code?: string): void {
  res.status(status).json({ success: false, message, ...(code ? { code } : {}) });
}
