import type { MiddlewareHandler } from 'hono';
import { SECURITY_HEADERS, isSecured } from '../http/security-headers';

export { CONTENT_SECURITY_POLICY, SECURITY_HEADERS, markSecured } from '../http/security-headers';

/** Security headers on every answer that was not built with them. */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (isSecured(c.res)) return;
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) c.res.headers.set(name, value);
  };
}
