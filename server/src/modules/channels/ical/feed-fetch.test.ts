import http from 'node:http';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import zlib from 'node:zlib';
import { fetchFeed, FeedFetchError, type FeedFetchOptions, feedUrlProblem, isPublicAddress } from './feed-fetch';

const CALENDAR = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Test//Feed//EN\r\nEND:VCALENDAR\r\n';
const ETAG = '"v1-3f2a"';
const LAST_MODIFIED = 'Tue, 05 Jan 2027 10:00:00 GMT';

let server: http.Server;
let port: number;
let local: string;
const seen: { url?: string; host?: string; userAgent?: string }[] = [];

function answer(request: http.IncomingMessage, response: http.ServerResponse): void {
  seen.push({ url: request.url, host: request.headers.host, userAgent: request.headers['user-agent'] });
  const path = request.url ?? '/';
  if (path === '/feed') {
    if (request.headers['if-none-match'] === ETAG) return void response.writeHead(304).end();
    response.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8', etag: ETAG, 'last-modified': LAST_MODIFIED });
    return void response.end(`\uFEFF \r\n${CALENDAR}`);
  }
  if (path === '/hindi') return void response.end(CALENDAR.replace('VERSION', 'X-WR-CALNAME:कमरा 101\r\nVERSION'));
  if (path === '/gzip') return void response.writeHead(200, { 'content-encoding': 'gzip' }).end(zlib.gzipSync(CALENDAR));
  if (path === '/gzip-bomb') {
    response.writeHead(200, { 'content-encoding': 'gzip' });
    return void response.end(zlib.gzipSync(Buffer.concat([Buffer.from(CALENDAR), Buffer.alloc(4 * 1024 * 1024, 32)])));
  }
  if (path === '/big') return void streamForever(response);
  if (path === '/big-declared')
    return void response.writeHead(200, { 'content-length': String(10 * 1024 * 1024) }).write(CALENDAR);
  if (path === '/html') return void response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><p>Sign in</p>');
  if (path === '/loop') return void response.writeHead(302, { location: '/loop' }).end();
  if (path === '/relative') return void response.writeHead(301, { location: 'feed' }).end();
  if (path === '/to-local') return void response.writeHead(302, { location: `${local}/feed` }).end();
  if (path === '/to-nowhere') return void response.writeHead(302, { location: 'http://[::1' }).end();
  if (path === '/to-ftp') return void response.writeHead(307, { location: 'ftp://files.example.com/cal.ics' }).end();
  if (path === '/silent') return; // never answers
  if (path === '/stalls') return void response.writeHead(200).write('BEGIN:VCALENDAR\r\n');
  response.writeHead(404).end('Not found');
}

function streamForever(response: http.ServerResponse): void {
  response.writeHead(200, { 'content-type': 'text/calendar' });
  response.write(CALENDAR);
  const chunk = Buffer.alloc(16 * 1024, 'X');
  const more = () => {
    while (!response.destroyed && response.write(chunk));
    if (!response.destroyed) response.once('drain', more);
  };
  more();
}

const options: FeedFetchOptions = {
  allowPrivate: true,
  timeoutMs: 3000,
  maxBytes: 64 * 1024,
  userAgent: 'HotelCalendarSync/1.0 (+https://hotel.example)',
};

async function problemOf(url: string, overrides: Partial<FeedFetchOptions> = {}) {
  const error: unknown = await fetchFeed(url, { ...options, ...overrides }).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof FeedFetchError)) throw new Error(`Expected a FeedFetchError, got ${String(error)}`);
  return { problem: error.problem, message: error.message };
}

beforeAll(async () => {
  server = http.createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
  local = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

afterEach(() => jest.restoreAllMocks());

describe('fetchFeed from a local server (ICAL_ALLOW_PRIVATE)', () => {
  it('fetches the calendar with its ETag and Last-Modified, and sends our User-Agent', async () => {
    const result = await fetchFeed(`${local}/feed`, options);
    expect(result).toEqual({
      status: 'fetched',
      body: ` \r\n${CALENDAR}`,
      etag: ETAG,
      lastModified: LAST_MODIFIED,
      finalUrl: `${local}/feed`,
    });
    expect(seen.at(-1)?.userAgent).toBe(options.userAgent);
  });

  it('answers not-modified when the server says 304 to our If-None-Match', async () => {
    expect(await fetchFeed(`${local}/feed`, { ...options, etag: ETAG, lastModified: LAST_MODIFIED })).toEqual({
      status: 'not-modified',
    });
  });

  it('decodes UTF-8 and gunzips a gzip answer', async () => {
    expect(await fetchFeed(`${local}/hindi`, options)).toMatchObject({ body: expect.stringContaining('कमरा 101') });
    expect(await fetchFeed(`${local}/gzip`, options)).toMatchObject({ status: 'fetched', body: CALENDAR });
  });

  it('follows a relative redirect and reports where it ended', async () => {
    expect(await fetchFeed(`${local}/relative`, options)).toMatchObject({ status: 'fetched', finalUrl: `${local}/feed` });
  });

  it.each([
    ['/missing', {}, 'http-status', 'The calendar address answered 404.'],
    ['/html', {}, 'not-calendar', 'The calendar address answered with something that is not a calendar.'],
    ['/big', {}, 'too-large', 'The calendar is larger than 64 KB.'],
    ['/big-declared', { maxBytes: 2 * 1024 * 1024 }, 'too-large', 'The calendar is larger than 2 MB.'],
    ['/gzip-bomb', { maxBytes: 2 * 1024 * 1024 }, 'too-large', 'The calendar is larger than 2 MB.'],
    ['/loop', {}, 'too-many-redirects', 'The calendar address redirected more than 3 times.'],
    ['/loop', { maxRedirects: 1 }, 'too-many-redirects', 'The calendar address redirected more than 1 time.'],
    [
      '/to-ftp',
      {},
      'bad-url',
      'The calendar address redirected to a bad address. The calendar address must start with https:// or http://.',
    ],
    [
      '/to-nowhere',
      {},
      'bad-url',
      'The calendar address redirected to a bad address. The calendar address is not a web address: it should start with https://.',
    ],
    ['/silent', { timeoutMs: 200 }, 'timeout', 'The calendar address did not answer within 0.2 seconds.'],
    ['/stalls', { timeoutMs: 200 }, 'timeout', 'The calendar address did not answer within 0.2 seconds.'],
  ])('%s %j -> %s', async (path, overrides, problem, message) => {
    expect(await problemOf(`${local}${path}`, overrides)).toEqual({ problem, message });
  });

  it('says so when nothing listens on the port', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    expect(await problemOf(`http://127.0.0.1:${closedPort}/feed`)).toEqual({
      problem: 'network',
      message: 'The calendar address could not be reached: the connection was refused.',
    });
  });
});

describe('fetchFeed refuses our own network', () => {
  const strict = { allowPrivate: false };

  it.each([
    'http://127.0.0.1:1/feed',
    'http://localhost:1/feed',
    'http://[::1]:1/feed',
    'http://0x7f000001:1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::ffff:10.0.0.1]/',
    'https://192.168.1.1/cal.ics',
  ])('%s', async (url) => {
    expect(await problemOf(url, strict)).toEqual({
      problem: 'blocked-address',
      message: 'The calendar address points to a private network address, which is not allowed.',
    });
  });

  it('refuses a host when any one of its addresses is private', async () => {
    const resolve = jest.fn(async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '10.1.2.3', family: 4 },
    ]);
    expect(await problemOf('https://calendar.example.com/feed.ics', { ...strict, resolve })).toMatchObject({
      problem: 'blocked-address',
    });
    expect(resolve).toHaveBeenCalledWith('calendar.example.com');
  });

  it('says plainly when the host name is not found', async () => {
    const resolve = async () => {
      throw Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    };
    expect(await problemOf('https://no-such-host.example.com/feed.ics', { ...strict, resolve })).toEqual({
      problem: 'dns',
      message: "The calendar address's host no-such-host.example.com was not found.",
    });
  });

  describe('a host whose DNS answer is public', () => {
    // The DNS says calendar.test is a public address; the test's connections still reach the local
    // server, the way a rebinding DNS would try to reach our own network. What the fetch would
    // connect to is recorded first: the checked address, not a second DNS answer.
    const publicAddress = { address: '93.184.216.34', family: 4 };
    const connectedTo: string[] = [];

    beforeEach(() => {
      connectedTo.length = 0;
      const createConnection = http.Agent.prototype.createConnection;
      jest.spyOn(http.Agent.prototype, 'createConnection').mockImplementation(function (
        this: http.Agent,
        connectOptions,
        callback,
      ) {
        const { lookup } = connectOptions as net.NetConnectOpts & { lookup: net.LookupFunction };
        lookup('calendar.test', { all: false }, (_error, address) =>
          connectedTo.push(typeof address === 'string' ? address : address.map((found) => found.address).join()),
        );
        const toLocal: net.LookupFunction = (_host, _options, done) => done(null, [{ address: '127.0.0.1', family: 4 }]);
        return createConnection.call(this, { ...connectOptions, lookup: toLocal }, callback);
      });
    });

    const resolve = async () => [publicAddress];

    it('connects to the checked address, once resolved, with the host name in the Host header', async () => {
      const result = await fetchFeed(`http://calendar.test:${port}/feed`, { ...options, ...strict, resolve });
      expect(result).toMatchObject({ status: 'fetched', finalUrl: `http://calendar.test:${port}/feed` });
      expect(connectedTo).toEqual([publicAddress.address]);
      expect(seen.at(-1)?.host).toBe(`calendar.test:${port}`);
    });

    it('refuses a redirect to a private address', async () => {
      expect(await problemOf(`http://calendar.test:${port}/to-local`, { ...strict, resolve })).toEqual({
        problem: 'blocked-address',
        message: 'The calendar address redirected to a private network address, which is not allowed.',
      });
      expect(seen.at(-1)?.url).toBe('/to-local');
    });
  });
});

describe('feedUrlProblem', () => {
  const longUrl = (length: number) =>
    `https://calendar.example.com/${'a'.repeat(length - 'https://calendar.example.com/'.length)}`;

  it.each([
    ['ftp:', 'ftp://files.example.com/cal.ics', 'The calendar address must start with https:// or http://.'],
    ['file:', 'file:///etc/passwd', 'The calendar address must start with https:// or http://.'],
    ['javascript:', 'javascript:alert(1)', 'The calendar address must start with https:// or http://.'],
    [
      'webcal:',
      'webcal://calendar.example.com/feed.ics',
      'The calendar address starts with webcal://: write https:// in its place.',
    ],
    [
      'user:password@',
      'http://user:pw@calendar.example.com/feed.ics',
      'The calendar address must not contain a user name or password.',
    ],
    ['no scheme', 'calendar.example.com/feed.ics', 'The calendar address is not a web address: it should start with https://.'],
    ['2001 characters', longUrl(2001), 'The calendar address is longer than 2000 characters.'],
  ])('%s', (_what, url, problem) => {
    expect(feedUrlProblem(url)).toBe(problem);
  });

  it('accepts an OTA address of up to 2000 characters, a fragment too', () => {
    expect(feedUrlProblem('https://ical.booking.com/v1/export?t=8f3c2a1e-7b6d-4e5f-9a0b-1c2d3e4f5a6b')).toBeNull();
    expect(feedUrlProblem('http://www.airbnb.com/calendar/ical/12345678.ics?s=abcdef0123456789#x')).toBeNull();
    expect(
      feedUrlProblem(`https://calendar.example.com/${'a'.repeat(2000 - 'https://calendar.example.com/'.length)}`),
    ).toBeNull();
  });

  it('is what fetchFeed answers as bad-url', async () => {
    expect(await problemOf('ftp://files.example.com/cal.ics')).toEqual({
      problem: 'bad-url',
      message: 'The calendar address must start with https:// or http://.',
    });
  });
});

describe('isPublicAddress', () => {
  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '2606:2800:220:1:248:1893:25c8:1946',
    '2001:4860:4860::8888',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
  ])('%s is public', (address) => expect(isPublicAddress(address)).toBe(true));

  it.each([
    ['0.0.0.0'],
    ['127.0.0.1'],
    ['127.255.255.254'],
    ['10.20.30.40'],
    ['172.16.0.1'],
    ['172.31.255.255'],
    ['192.168.0.10'],
    ['169.254.169.254'],
    ['100.64.0.1'],
    ['100.127.255.255'],
    ['224.0.0.251'],
    ['255.255.255.255'],
    ['::'],
    ['::1'],
    ['fc00::1'],
    ['fd12:3456:789a::1'],
    ['fe80::1%eth0'],
    ['ff02::1'],
    ['::ffff:127.0.0.1'],
    ['::ffff:7f00:1'],
    ['::ffff:169.254.169.254'],
    ['64:ff9b::a00:1'],
    ['2002:c0a8:101::1'],
    ['2001:db8::1'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2'],
    ['192.0.2.1'],
    ['198.18.0.1'],
    ['not an address'],
  ])('%s is not', (address) => expect(isPublicAddress(address)).toBe(false));

  it('keeps the neighbours of the private ranges public', () => {
    expect(
      ['172.15.255.255', '172.32.0.0', '100.63.255.255', '100.128.0.0', '169.253.255.255', '11.0.0.0'].map(isPublicAddress),
    ).toEqual(Array(6).fill(true));
  });
});
