import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';
import type { TLSSocket } from 'node:tls';

/**
 * Where a request came from, for rate limits, logs and histories: one answer everywhere.
 *
 * Forwarded headers are believed only when the socket peer is one of `TRUSTED_PROXIES` (IPs or
 * CIDRs, comma separated; empty by default). Anyone can write `X-Forwarded-For`: trusting it
 * from everyone let a client dodge the sign-in limit, lock another address out, and write a
 * forged address into histories.
 */

interface Trusted {
  raw: string;
  list: BlockList;
}
let trusted: Trusted | undefined;

/** An IPv4 client seen through an IPv6 socket is `::ffff:1.2.3.4`; compare it as 1.2.3.4. */
function plain(address: string): string {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

const family = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

function trustedProxies(): BlockList {
  const raw = process.env.TRUSTED_PROXIES ?? '';
  if (trusted?.raw === raw) return trusted.list;
  const list = new BlockList();
  for (const entry of raw.split(',').map((s) => s.trim()).filter(Boolean)) {
    const [network, prefix] = entry.split('/');
    if (!isIP(network)) throw new Error(`TRUSTED_PROXIES: not an address: ${entry}`);
    if (prefix === undefined) list.addAddress(network, family(network));
    else list.addSubnet(network, Number(prefix), family(network));
  }
  trusted = { raw, list };
  return list;
}

function isTrustedProxy(address: string): boolean {
  return isIP(address) !== 0 && trustedProxies().check(address, family(address));
}

function firstHeader(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value.join(',') : value;
}

/** True when the peer is a configured proxy, so its forwarded headers may be read. */
export function fromTrustedProxy(req: IncomingMessage): boolean {
  const peer = req.socket?.remoteAddress;
  return peer !== undefined && isTrustedProxy(plain(peer));
}

/**
 * The client's address: the socket peer, or behind trusted proxies the right-most
 * X-Forwarded-For hop that is not itself a trusted proxy (hops further left were written by
 * whoever sent the request and prove nothing).
 */
export function clientIp(req: IncomingMessage): string | null {
  const peer = req.socket?.remoteAddress;
  if (!peer) return null;
  let address = plain(peer);
  if (!isTrustedProxy(address)) return address;
  const hops = (firstHeader(req, 'x-forwarded-for') ?? '').split(',').map((hop) => plain(hop.trim())).filter(Boolean);
  for (const hop of hops.reverse()) {
    if (isIP(hop) === 0) break; // garbage from the client's side: keep the last proxy's word
    address = hop;
    if (!isTrustedProxy(hop)) break;
  }
  return address;
}

/** `https` or `http` as the client used it: X-Forwarded-Proto only from a trusted proxy. */
export function clientProtocol(req: IncomingMessage): 'https' | 'http' {
  if (fromTrustedProxy(req)) {
    const forwarded = firstHeader(req, 'x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
    if (forwarded === 'https' || forwarded === 'http') return forwarded;
  }
  return (req.socket as TLSSocket | undefined)?.encrypted === true ? 'https' : 'http';
}

/** The Host the client asked for: X-Forwarded-Host only from a trusted proxy. */
export function clientHost(req: IncomingMessage): string | undefined {
  const forwarded = fromTrustedProxy(req) ? firstHeader(req, 'x-forwarded-host')?.split(',')[0]?.trim() : undefined;
  return forwarded || firstHeader(req, 'host');
}
