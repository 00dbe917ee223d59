import { Request } from 'express';
import { clientKey } from '../shared/client-key';

/**
 * Who sent a request, as every limit counts it: Express's `req.ip` (under TRUST_PROXY), with an
 * IPv6 address keyed by its /64 (shared/client-key.ts). The one place a request's address is read.
 */
export function clientAddressOf(req: Request): string {
  return clientKey(req.ip ?? 'unknown');
}
