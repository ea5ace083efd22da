import type { MiddlewareHandler } from 'hono';

/**
 * One line per request: method, path without its query (which may carry cursors), status and
 * duration. Never headers or bodies, so tokens and passwords cannot reach the log.
 */
export function requestLog(log: (line: string) => void): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const ms = (performance.now() - started).toFixed(1);
    log(`${c.req.method} ${c.req.path} ${c.res.status} ${ms}ms`);
  };
}
