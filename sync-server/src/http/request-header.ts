import type { Context } from 'hono';
import type { AppEnv } from '../context';

/**
 * A request header, by its lower-case name. On @hono/node-server it is read from Node's own
 * parsed headers: the Fetch `Headers` of a request is built on first use from every raw header,
 * which costs more than the rest of a cached read. Elsewhere (`app.request()` in tests) from the
 * Fetch request. Repeated headers read as Node joins them (an `Authorization` keeps its first).
 */
export function requestHeader(c: Context<AppEnv>, name: Lowercase<string>): string | undefined {
  const incoming = (c.env as AppEnv['Bindings'] | undefined)?.incoming;
  if (!incoming) return c.req.header(name);
  const value = incoming.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}
