import { RequestHandler } from 'express';
import { TrustProxy } from './config';
import { Logger } from './shared/logger';

/**
 * Warns once when a request carries X-Forwarded-For from a peer that TRUST_PROXY does not trust:
 * a reverse proxy is in front but the app takes the proxy's own address for every client's, so
 * the sign-in lockouts and the abuse limits count everyone as one client (the Docker bridge's
 * gateway behind docker-compose with the default `loopback`). Says which value to set. Checked on
 * requests rather than at start because only a request shows where the proxy really is.
 */
export function forwardedForWarning(trustProxy: TrustProxy, logger: Logger): RequestHandler {
  let warned = false;
  return (req, _res, next) => {
    if (!warned && req.headers['x-forwarded-for'] !== undefined) {
      const trusts = req.app.get('trust proxy fn') as (address: string, hop: number) => boolean;
      const peer = req.socket.remoteAddress;
      if (peer && !trusts(peer, 0)) {
        warned = true;
        const proxy = peer.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
        const current = String(trustProxy);
        const suggestion = typeof trustProxy === 'string' && trustProxy !== '' ? `${trustProxy}, ${proxy}` : proxy;
        logger.warn(
          { peer: proxy, trustProxy: current },
          `X-Forwarded-For came from ${proxy}, which TRUST_PROXY (${current}) does not trust: every client behind it ` +
            `counts as ${proxy} for the sign-in lockouts and the abuse limits. If ${proxy} is your reverse proxy, set ` +
            `TRUST_PROXY=${suggestion} (its address or subnet; README, "TLS and a reverse proxy").`,
        );
      }
    }
    next();
  };
}
