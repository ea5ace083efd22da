import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { multipartForm } from '../http/multipart-form';

/** Marks a digest of the canonical form (stored digests without it are of the bytes as sent). */
const CANONICAL = 'c1:';

/** The digests a stored request is compared with (`sameRequestHash`). */
export interface RequestHashes {
  /** Of what the request asks for, whatever its serialisation: what is stored now. */
  canonical: string;
  /** Of the body's bytes as sent, as digests stored before canonical ones were. */
  legacy: string;
}

/** JSON with every object's keys in order, so one value has one text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value);
}

const digest = (...parts: (string | Uint8Array)[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest('base64url');
};

/**
 * Digests of what a mutating request asks for. A JSON body counts as its parsed value (the same
 * JSON re-serialised with other whitespace or key order is the same request); a multipart upload
 * as its fields and files (names, contents), so a client resending the same file under another
 * multipart boundary asks for the same thing. The handler reads the form this read
 * (`multipartForm` keeps it). An unreadable body digests to a constant: the handler refuses it anyway.
 */
export async function requestHash(c: Context): Promise<RequestHashes> {
  const contentType = (c.req.header('Content-Type') ?? '').toLowerCase();
  try {
    if (contentType.startsWith('multipart/form-data')) {
      const parts: (string | Uint8Array)[] = [];
      for (const [name, value] of (await multipartForm(c)).entries) {
        parts.push(`${name}\u0000`);
        if (typeof value === 'string') {
          parts.push(`s\u0000${value}\u0000`);
        } else {
          parts.push(`f\u0000${value.name}\u0000${value.bytes.byteLength}\u0000`);
          parts.push(value.bytes);
        }
      }
      const hash = digest(...parts);
      return { canonical: `${CANONICAL}${hash}`, legacy: hash };
    }
    const text = await c.req.text();
    let canonical: string;
    try {
      canonical = text.trim() === '' ? '' : canonicalJson(JSON.parse(text));
    } catch {
      canonical = text; // not JSON: the handler refuses it, and nothing is kept
    }
    return { canonical: `${CANONICAL}${digest(canonical)}`, legacy: digest(text) };
  } catch {
    return { canonical: `${CANONICAL}unreadable`, legacy: 'unreadable' };
  }
}

/** Whether a stored digest (null: stored before digests were) is of the request `hashes` digest. */
export function sameRequestHash(stored: string | null, hashes: RequestHashes): boolean {
  if (stored === null) return true;
  return stored.startsWith(CANONICAL) ? stored === hashes.canonical : stored === hashes.legacy;
}
