import { createHash } from 'node:crypto';
import type { Context } from 'hono';

/**
 * A digest of what a mutating request asks for: the JSON text as sent, or for a multipart upload
 * its fields and files (names, contents), so a client resending the same file under another
 * multipart boundary asks for the same thing. The body stays readable by the handler (Hono keeps
 * what was read). An unreadable body digests to a constant: the handler refuses it anyway.
 */
export async function requestHash(c: Context): Promise<string> {
  const hash = createHash('sha256');
  const contentType = (c.req.header('Content-Type') ?? '').toLowerCase();
  try {
    if (contentType.startsWith('multipart/form-data')) {
      const form = await c.req.formData();
      for (const [name, value] of form) {
        hash.update(`${name}\u0000`);
        if (typeof value === 'string') {
          hash.update(`s\u0000${value}\u0000`);
        } else {
          hash.update(`f\u0000${value.name}\u0000${value.size}\u0000`);
          hash.update(new Uint8Array(await value.arrayBuffer()));
        }
      }
    } else {
      hash.update(await c.req.text());
    }
  } catch {
    return 'unreadable';
  }
  return hash.digest('base64url');
}
