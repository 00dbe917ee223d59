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

    if (REDIRECTS.has(status) && response.headers.location) {
      response.resume();
      if (hop >= maxRedirects) {
        throw new FeedFetchError(
          'too-many-redirects',
          `The calendar address redirected more than ${maxRedirects} time${maxRedirects === 1 ? '' : 's'}.`,
        );
      }
      current = new URL(response.headers.location, target).href;
      continue;
    }
    if (status === 304) {
      response.resume();
      return { status: 'not-modified' };
    }
    if (status < 200 || status > 299) {
      response.resume();
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

// [first address, prefix length]: loopback, private, link-local, shared (CGNAT), multicast,
// "this network", documentation, benchmarking and reserved ranges.
const BLOCKED_IPV4: [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];

function ipv4Number(address: string): number {
  return address.split('.').reduce((value, part) => value * 256 + Number(part), 0);
}

function isPublicIPv4(address: string): boolean {
  const value = ipv4Number(address);
  return !BLOCKED_IPV4.some(
    ([first, bits]) => Math.floor(value / 2 ** (32 - bits)) === Math.floor(ipv4Number(first) / 2 ** (32 - bits)),
  );
}

/** The eight 16-bit groups of an IPv6 address (a dotted IPv4 tail included). */
function ipv6Groups(address: string): number[] {
  let text = address.split('%')[0].toLowerCase();
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const value = ipv4Number(dotted[1]);
    text = `${text.slice(0, dotted.index)}${Math.floor(value / 65536).toString(16)}:${(value % 65536).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const parse = (part: string | undefined) => (part ? part.split(':').map((group) => parseInt(group, 16)) : []);
  const first = parse(head);
  const last = parse(tail);
  const zeros = tail === undefined ? [] : new Array<number>(8 - first.length - last.length).fill(0);
  return [...first, ...zeros, ...last];
}

function embeddedIPv4(high: number, low: number): string {
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** False for any address we must not connect to, IPv4 inside IPv6 (mapped, NAT64, 6to4) included. */
export function isPublicAddress(address: string): boolean {
  const family = net.isIP(address.split('%')[0]);
  if (family === 4) return isPublicIPv4(address);
  if (family !== 6) return false;
  const g = ipv6Groups(address);
  // ::/96 (the unspecified address, ::1 and IPv4-compatible) and ::ffff:0:0/96 (IPv4-mapped).
  if (g.slice(0, 5).every((group) => group === 0) && (g[5] === 0 || g[5] === 0xffff))
    return isPublicIPv4(embeddedIPv4(g[6], g[7]));
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((group) => group === 0))
    return isPublicIPv4(embeddedIPv4(g[6], g[7]));
  if (g[0] === 0x2002) return isPublicIPv4(embeddedIPv4(g[1], g[2]));
  const blocked =
    (g[0] & 0xfe00) === 0xfc00 || // unique local fc00::/7
    (g[0] & 0xffc0) === 0xfe80 || // link-local fe80::/10
    (g[0] & 0xffc0) === 0xfec0 || // site-local fec0::/10 (deprecated)
    (g[0] & 0xff00) === 0xff00 || // multicast ff00::/8
    (g[0] === 0x2001 && g[1] === 0x0db8) || // documentation 2001:db8::/32
    (g[0] === 0x2001 && g[1] === 0) || // Teredo 2001::/32 (a tunnel to any IPv4 address)
    (g[0] === 0x0100 && g.slice(1, 4).every((group) => group === 0)); // discard 100::/64
  return !blocked;
}
