import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import type { LanguageCode } from '../../ports/model/shop-context';
import { loggablePath } from './loggable-path';
import { requestId } from './trusted-proxy';

/** One request, as its log line holds it: never a cookie, a header, an address or a query's values. */
export interface RequestLogEntry {
  time: string;
  requestId: string;
  method: string;
  path: string;
  status: number;
  durationMs: number;
}

export type RequestLog = (entry: RequestLogEntry) => void;

/** Each entry as one JSON line (on the standard output by default). */
export const jsonLines =
  (write: (line: string) => void = (line) => process.stdout.write(line)): RequestLog =>
  (entry) =>
    write(`${JSON.stringify(entry)}\n`);

export interface RequestLogOptions {
  log: RequestLog;
  shopLanguage: LanguageCode;
  /** Whether the request came through a trusted proxy (whose X-Request-Id the server keeps). */
  trusted: (c: Context) => boolean;
  now?: () => number;
  freshId?: () => string;
}

/** Logs every request once it is answered, and names it in X-Request-Id (the proxy's id, or one of its own). */
export function requestLog({
  log,
  shopLanguage,
  trusted,
  now = performance.now.bind(performance),
  freshId = randomUUID,
}: RequestLogOptions): MiddlewareHandler {
  return async (c, next) => {
    const start = now();
    const id = requestId(c.req.raw, trusted(c), freshId);
    await next();
    c.header('X-Request-Id', id);
    log({
      time: new Date().toISOString(),
      requestId: id,
      method: c.req.method,
      path: loggablePath(new URL(c.req.url), shopLanguage),
      status: c.res.status,
      durationMs: Math.round((now() - start) * 10) / 10,
    });
  };
}
