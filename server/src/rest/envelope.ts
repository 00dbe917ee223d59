import { createHash } from 'node:crypto';
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

/** An answer serialised once to be sent many times (a cached search): its JSON and its ETag. */
export interface PreparedJson {
  text: string;
  etag: string;
}

/** `{ success: true, ...body }` serialised, with the weak ETag Express would give it. */
export function preparedOk(body: Record<string, unknown>): PreparedJson {
  const text = JSON.stringify({ success: true, ...body });
  const hash = createHash('sha1').update(text, 'utf8').digest('base64').substring(0, 27);
  return { text, etag: `W/"${Buffer.byteLength(text, 'utf8').toString(16)}-${hash}"` };
}

/** Sends a prepared answer as res.json would have sent it (headers, 304 on a matching If-None-Match). */
export function sendPrepared(res: Response, prepared: PreparedJson): void {
  res.status(200).type('json').set('ETag', prepared.etag).send(prepared.text);
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
