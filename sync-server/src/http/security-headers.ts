/**
 * Content Security Policy: no inline scripts; inline styles allowed because Chakra UI (emotion)
 * injects them at run time.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self'",
  "manifest-src 'self'",
  "frame-ancestors 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/** The headers every answer carries, API and static files alike. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
});

/** Answers built with SECURITY_HEADERS among their headers. */
const secured = new WeakSet<Response>();

/**
 * Records that an answer was built with SECURITY_HEADERS, so the middleware leaves it alone:
 * setting a header on it afterwards would turn its plain header record into a Fetch `Headers`
 * that @hono/node-server must then copy back, which costs more than a cached read.
 */
export function markSecured(response: Response): Response {
  secured.add(response);
  return response;
}

/** Whether an answer was built with SECURITY_HEADERS (see `markSecured`). */
export function isSecured(response: Response): boolean {
  return secured.has(response);
}
