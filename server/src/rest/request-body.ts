import { Request } from 'express';

/** A JSON or form body as the client sent it: nothing in it is trusted, the services check each field. */
export type RequestBody = Record<string, unknown>;

/** The parsed body; an empty one when the request had none. */
export function requestBody(req: Request): RequestBody {
  const body: unknown = req.body;
  return typeof body === 'object' && body !== null ? (body as RequestBody) : {};
}
