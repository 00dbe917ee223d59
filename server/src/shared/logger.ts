import { AsyncLocalStorage } from 'node:async_hooks';
import pino from 'pino';

export type Logger = pino.Logger;

/** The request a piece of work belongs to, carried along every await of that request. */
export const requestScope = new AsyncLocalStorage<{ requestId: string }>();

/** JSON logs; every line written while serving a request carries that request's id. */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: { service: 'hotel' },
    timestamp: pino.stdTimeFunctions.isoTime,
    mixin: () => {
      const scope = requestScope.getStore();
      return scope ? { requestId: scope.requestId } : {};
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
