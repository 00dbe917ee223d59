import { randomUUID } from 'node:crypto';
import { RequestHandler, Response } from 'express';
import { Logger, requestScope } from './shared/logger';

/** Gives every request an id (kept from X-Request-Id when sane), echoes it, and logs the outcome. */
export function requestContext(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const given = req.header('x-request-id');
    const requestId = given && /^[\w.-]{1,64}$/.test(given) ? given : randomUUID();
    res.locals.requestId = requestId;
    res.setHeader('X-Request-Id', requestId);
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      logger.info(
        {
          requestId,
          method: req.method,
          path: req.originalUrl.split('?')[0],
          status: res.statusCode,
          ms: Math.round(ms * 10) / 10,
        },
        'request',
      );
    });
    requestScope.run({ requestId }, next);
  };
}

/** The id requestContext gave this request. */
export function requestIdOf(res: Response): string {
  return res.locals.requestId as string;
}
