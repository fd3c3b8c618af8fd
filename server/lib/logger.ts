import { AsyncLocalStorage } from 'node:async_hooks';
import pino from 'pino';

export type Logger = pino.Logger;

/** The request being served, so every line logged while serving it names it. */
export const requestContext = new AsyncLocalStorage<{ requestId: string }>();

export function createLogger(
  level: pino.LevelWithSilent,
  destination?: pino.DestinationStream,
): Logger {
  const options: pino.LoggerOptions = {
    level,
    base: undefined,
    redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'],
    mixin() {
      const request = requestContext.getStore();
      return request ? { request_id: request.requestId } : {};
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
