import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { pipeline, type Readable } from 'node:stream';
import zlib from 'node:zlib';

export interface ResolvedAddress {
  address: string;
  family: number;
}

export interface FeedFetchOptions {
  /** ICAL_ALLOW_PRIVATE=true (tests only): loopback/private/link-local addresses are allowed. */
  allowPrivate: boolean;
  /** The whole fetch, redirects and body included. */
  timeoutMs: number;
  /** The body's cap (after decompression); over it -> 'too-large'. */
  maxBytes: number;
  etag?: string | null;
  lastModified?: string | null;
  userAgent: string;
  /** Default 3; each hop is checked again. */
  maxRedirects?: number;
  /** A host name's addresses; default dns.lookup(host, { all: true }). Tests stand in for the DNS with it. */
  resolve?: (host: string) => Promise<ResolvedAddress[]>;
}

export type FeedFetchResult =
  | { status: 'fetched'; body: string; etag: string | null; lastModified: string | null; finalUrl: string }
  | { status: 'not-modified' };

export type FeedFetchProblem =
  | 'bad-url'
  | 'blocked-address'
  | 'dns'
  | 'timeout'
  | 'too-large'
  | 'http-status'
  | 'not-calendar'
  | 'network'
  | 'too-many-redirects';

/** A fetch that failed; the message is a sentence for the owner, never a stack trace. */
export class FeedFetchError extends Error {
  override name = 'FeedFetchError';
  constructor(
    readonly problem: FeedFetchProblem,
    message: string,
  ) {
    super(message);
  }
}

const MAX_URL_LENGTH = 2000;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** Syntax only (no DNS): null when the address may be fetched, else a sentence for the owner. */
export function feedUrlProblem(url: string): string | null {
  if (url.length > MAX_URL_LENGTH) return `The calendar address is longer than ${MAX_URL_LENGTH} characters.`;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'The calendar address is not a web address: it should start with https://.';
  }
  if (parsed.protocol === 'webcal:') return 'The calendar address starts with webcal://: write https:// in its place.';
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    return 'The calendar address must start with https:// or http://.';
  if (parsed.username || parsed.password) return 'The calendar address must not contain a user name or password.';
  if (!parsed.hostname) return 'The calendar address has no host name.';
  return null;
}

/**
 * Fetches an OTA's iCal feed without letting the address reach into our own network: the host is
 * resolved here, every address checked, and the connection made to a checked address (so a DNS
 * answer that changes between the check and the connection cannot move it). Redirects are
 * followed by hand, each hop checked the same way.
 */
export async function fetchFeed(url: string, options: FeedFetchOptions): Promise<FeedFetchResult> {
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), options.timeoutMs);
  try {
    return await fetchFollowingRedirects(url, options, deadline.signal);
  } catch (error) {
    if (error instanceof FeedFetchError) throw error;
    if (deadline.signal.aborted) {
      throw new FeedFetchError('timeout', `The calendar address did not answer within ${options.timeoutMs / 1000} seconds.`);
    }
    throw networkError(error);
  } finally {
    clearTimeout(timer);
  }
}

async function fetchFollowingRedirects(url: string, options: FeedFetchOptions, signal: AbortSignal): Promise<FeedFetchResult> {
  const maxRedirects = options.maxRedirects ?? 3;
  let current = url;
  for (let hop = 0; ; hop += 1) {
    const problem = feedUrlProblem(current);
    if (problem)
      throw new FeedFetchError('bad-url', hop === 0 ? problem : `The calendar address redirected to a bad address. ${problem}`);
    const target = new URL(current);
    const addresses = await checkedAddresses(target, options, signal, hop > 0);
    const response = await get(target, addresses, options, signal);
    const status = response.statusCode ?? 0;

    // An answer not read is closed, not drained: a redirect's body could be endless.
    if (REDIRECTS.has(status) && response.headers.location) {
      response.destroy();
      if (hop >= maxRedirects) {
        throw new FeedFetchError(
          'too-many-redirects',
          `The calendar address redirected more than ${maxRedirects} time${maxRedirects === 1 ? '' : 's'}.`,
        );
      }
      const { location } = response.headers;
      // An unreadable Location is checked (and refused) as the next hop's address.
      current = URL.canParse(location, target.href) ? new URL(location, target).href : location;
      continue;
    }
    if (status === 304) {
      response.destroy();
      return { status: 'not-modified' };
    }
    if (status < 200 || status > 299) {
      response.destroy();
      throw new FeedFetchError('http-status', `The calendar address answered ${status}.`);
    }
    const body = await readBody(response, options.maxBytes);
    if (!/^\s*BEGIN:VCALENDAR/i.test(body.slice(0, 1024))) {
      throw new FeedFetchError('not-calendar', 'The calendar address answered with something that is not a calendar.');
    }
    return {
      status: 'fetched',
      body,
      etag: response.headers.etag ?? null,
      lastModified: response.headers['last-modified'] ?? null,
      finalUrl: target.href,
    };
  }
}

/** The host's addresses, all of them checked: one private address refuses the host. */
async function checkedAddresses(target: URL, options: FeedFetchOptions, signal: AbortSignal, redirected: boolean) {
  const host = bareHost(target.hostname);
  const family = net.isIP(host);
  const addresses = family ? [{ address: host, family }] : await resolveHost(host, options, signal);
  if (addresses.length === 0) throw new FeedFetchError('dns', `The calendar address's host ${host} has no address.`);
  if (!options.allowPrivate && addresses.some((found) => !isPublicAddress(found.address))) {
    const what = redirected ? 'redirected to' : 'points to';
    throw new FeedFetchError('blocked-address', `The calendar address ${what} a private network address, which is not allowed.`);
  }
  return addresses;
}

async function resolveHost(host: string, options: FeedFetchOptions, signal: AbortSignal): Promise<ResolvedAddress[]> {
  const resolve = options.resolve ?? ((name: string) => dnsLookup(name, { all: true }));
  let aborted: (() => void) | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    aborted = () => reject(new Error('aborted'));
    signal.addEventListener('abort', aborted, { once: true });
  });
  try {
    return await Promise.race([resolve(host), timedOut]);
  } catch (error) {
    if (signal.aborted) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    const why = code === 'ENOTFOUND' || code === 'ENODATA' ? 'was not found' : 'could not be looked up';
    throw new FeedFetchError('dns', `The calendar address's host ${host} ${why}.`);
  } finally {
    if (aborted) signal.removeEventListener('abort', aborted);
  }
}

/** One GET to the checked addresses; the Host header and the TLS server name stay the URL's host. */
function get(
  target: URL,
  addresses: ResolvedAddress[],
  options: FeedFetchOptions,
  signal: AbortSignal,
): Promise<http.IncomingMessage> {
  const headers: http.OutgoingHttpHeaders = {
    'user-agent': options.userAgent,
    accept: 'text/calendar, text/plain;q=0.9, */*;q=0.5',
    'accept-encoding': 'gzip',
  };
  if (options.etag) headers['if-none-match'] = options.etag;
  if (options.lastModified) headers['if-modified-since'] = options.lastModified;
  const pinned: net.LookupFunction = (_hostname, lookupOptions, callback) => {
    const wanted = addresses.filter((found) => !lookupOptions.family || found.family === lookupOptions.family);
    if (wanted.length === 0) callback(Object.assign(new Error('No checked address'), { code: 'ENOTFOUND' }), '', 0);
    else if (lookupOptions.all) callback(null, wanted);
    else callback(null, wanted[0].address, wanted[0].family);
  };
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(target, { method: 'GET', headers, lookup: pinned, signal, agent: false }, resolve);
    request.on('error', reject);
    request.end();
  });
}

/** The body, gunzipped when so sent, counted as it arrives and refused past `maxBytes`. */
async function readBody(response: http.IncomingMessage, maxBytes: number): Promise<string> {
  const tooLarge = () => new FeedFetchError('too-large', `The calendar is larger than ${formatSize(maxBytes)}.`);
  if (Number(response.headers['content-length']) > maxBytes) {
    response.destroy();
    throw tooLarge();
  }
  const encoding = (response.headers['content-encoding'] ?? 'identity').trim().toLowerCase();
  let stream: Readable = response;
  if (encoding === 'gzip' || encoding === 'x-gzip') {
    stream = pipeline(response, zlib.createGunzip(), () => {});
  } else if (encoding !== 'identity') {
    response.destroy();
    throw new FeedFetchError(
      'not-calendar',
      `The calendar address answered in an encoding we cannot read (${encoding.slice(0, 40)}).`,
    );
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBytes) throw tooLarge();
      chunks.push(chunk);
    }
  } finally {
    if (size > maxBytes || !response.complete) response.destroy();
  }
  return new TextDecoder('utf-8').decode(Buffer.concat(chunks));
}

function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round((bytes / 1024) * 10) / 10} KB`;
  return `${bytes} bytes`;
}

function networkError(error: unknown): FeedFetchError {
  const code = String((error as NodeJS.ErrnoException | undefined)?.code ?? '');
  let why = '';
  if (code === 'ECONNREFUSED') why = ': the connection was refused';
  else if (code === 'ECONNRESET' || code === 'EPIPE') why = ': the connection was closed';
  else if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH') why = ': the network could not reach it';
  else if (code.startsWith('Z_')) why = ': its compressed answer was damaged';
  else if (/CERT|SELF_SIGNED|UNABLE_TO_VERIFY|ALTNAME/.test(code)) why = ': its security certificate is not valid';
  return new FeedFetchError('network', `The calendar address could not be reached${why}.`);
}

/** "[::1]" -> "::1"; a trailing dot (an absolute name) is kept: the DNS reads it the same. */
function bareHost(hostname: string): string {
  return hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
}

// Loopback, private, link-local, shared (CGNAT), multicast, "this network", documentation,
// benchmarking and reserved ranges; Teredo (2001::/32) tunnels to any IPv4 address.
const BLOCKED_RANGES = `
  0.0.0.0/8 10.0.0.0/8 100.64.0.0/10 127.0.0.0/8 169.254.0.0/16 172.16.0.0/12 192.0.0.0/24 192.0.2.0/24 192.168.0.0/16
  198.18.0.0/15 198.51.100.0/24 203.0.113.0/24 224.0.0.0/4 240.0.0.0/4
  fc00::/7 fe80::/10 fec0::/10 ff00::/8 2001:db8::/32 2001::/32 100::/64`;
const BLOCKED = new net.BlockList();
for (const range of BLOCKED_RANGES.trim().split(/\s+/)) {
  const [first, bits] = range.split('/');
  BLOCKED.addSubnet(first, Number(bits), first.includes(':') ? 'ipv6' : 'ipv4');
}

/** False for any address we must not connect to, an IPv4 address inside an IPv6 one included. */
export function isPublicAddress(address: string): boolean {
  const bare = address.split('%')[0];
  const family = net.isIP(bare);
  if (family === 0) return false;
  const embedded = family === 6 ? embeddedIPv4(ipv6Groups(bare)) : undefined;
  if (embedded !== undefined) return isPublicAddress(embedded);
  return !BLOCKED.check(bare, family === 4 ? 'ipv4' : 'ipv6');
}

/** The eight 16-bit groups of a valid IPv6 address (a dotted IPv4 tail included). */
function ipv6Groups(address: string): number[] {
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  const [a, b, c, d] = dotted ? dotted.slice(1).map(Number) : [];
  const text = dotted ? `${address.slice(0, dotted.index)}${(a * 256 + b).toString(16)}:${(c * 256 + d).toString(16)}` : address;
  const [head, tail] = text.split('::');
  const parse = (part: string | undefined) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const first = parse(head);
  const last = parse(tail);
  const zeros = tail === undefined ? [] : new Array<number>(8 - first.length - last.length).fill(0);
  return [...first, ...zeros, ...last];
}

/** ::/96 (::, ::1, IPv4-compatible), IPv4-mapped ::ffff:0:0/96, NAT64 64:ff9b::/96 and 6to4 2002::/16 carry an IPv4 address. */
function embeddedIPv4(groups: number[]): string | undefined {
  const zeros = (from: number, to: number) => groups.slice(from, to).every((group) => group === 0);
  const ipv4 = (high: number, low: number) => [high >> 8, high & 255, low >> 8, low & 255].join('.');
  if (zeros(0, 5) && (groups[5] === 0 || groups[5] === 0xffff)) return ipv4(groups[6], groups[7]);
  if (groups[0] === 0x64 && groups[1] === 0xff9b && zeros(2, 6)) return ipv4(groups[6], groups[7]);
  if (groups[0] === 0x2002) return ipv4(groups[1], groups[2]);
  return undefined;
}
