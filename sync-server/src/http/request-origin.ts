import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { BlockList, isIP } from 'node:net';
import type { TLSSocket } from 'node:tls';

/** HSTS for a year, subdomains included, sent only on answers to HTTPS requests. */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/** Whether `entry` is an address or a CIDR block (`10.0.0.0/8`, `::1/128`). */
export function isAddressOrCidr(entry: string): boolean {
  const [address, prefix, extra] = entry.split('/');
  const family = isIP(address ?? '');
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * The proxies whose X-Forwarded-For and X-Forwarded-Proto are believed (TRUST_PROXY): addresses
 * and CIDR blocks. Empty by default: behind no proxy those headers are the client's to forge.
 */
export class TrustedProxies {
  private readonly list = new BlockList();
  readonly empty: boolean;

  constructor(entries: readonly string[] = []) {
    for (const entry of entries) {
      if (!isAddressOrCidr(entry)) throw new Error(`TRUST_PROXY: not an address or CIDR: ${entry}`);
      const [address = '', prefix] = entry.split('/');
      const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
      if (prefix === undefined) this.list.addAddress(address, type);
      else this.list.addSubnet(address, Number(prefix), type);
    }
    this.empty = entries.length === 0;
  }

  /** Whether `address` (an IPv4-mapped IPv6 one counts as its IPv4) is a trusted proxy. */
  trusts(address: string): boolean {
    if (this.empty) return false;
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
    if (mapped) return this.list.check(mapped, 'ipv4');
    const family = isIP(address);
    if (family === 0) return false;
    return this.list.check(address, family === 6 ? 'ipv6' : 'ipv4');
  }
}

/** Who sent a request and whether it came over HTTPS, as far as trusted proxies tell. */
export interface RequestOrigin {
  /** The client's address: the right-most untrusted address of the forwarding chain. */
  address: string;
  https: boolean;
}

function peerOf(c: Context): { address: string; tls: boolean } {
  try {
    const info = getConnInfo(c);
    const socket = (c.env as { incoming?: { socket?: Partial<TLSSocket> } } | undefined)?.incoming
      ?.socket;
    return { address: info.remote.address ?? 'unknown', tls: socket?.encrypted === true };
  } catch {
    // app.request() in tests: no socket.
    return { address: 'unknown', tls: false };
  }
}

/**
 * The request's origin: the peer itself, unless the peer is a trusted proxy; then the chain of
 * X-Forwarded-For is walked from the right past trusted proxies (an address further left could
 * be written by the client), and X-Forwarded-Proto (the value the nearest proxy added) says
 * whether the client used HTTPS.
 */
export function requestOrigin(c: Context, proxies: TrustedProxies): RequestOrigin {
  const peer = peerOf(c);
  if (!proxies.trusts(peer.address)) return { address: peer.address, https: peer.tls };
  const forwarded = (c.req.header('X-Forwarded-For') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  let address = peer.address;
  for (let i = forwarded.length - 1; i >= 0; i--) {
    address = forwarded[i] ?? address;
    if (!proxies.trusts(address)) break;
  }
  const proto = (c.req.header('X-Forwarded-Proto') ?? '').split(',').pop()?.trim().toLowerCase();
  return { address, https: peer.tls || proto === 'https' };
}

/** Strict-Transport-Security on every answer to a request that came over HTTPS. */
export function strictTransportSecurity(proxies: TrustedProxies): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (requestOrigin(c, proxies).https) c.res.headers.set('Strict-Transport-Security', HSTS_VALUE);
  };
}
