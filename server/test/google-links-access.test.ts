import { AuditEntry } from '../src/modules/audit/audit-entry.entity';
import { HotelProfile } from '../src/modules/hotel-settings/hotel-profile.entity';
import { StaffRole } from '../src/shared/staff-role';
import { createRoom } from './support/fixtures';
import { feedPaths, fetchText } from './support/google-feeds';
import { errorCodes, gql } from './support/graphql';
import { useTestApp } from './support/test-app';

/*
 * Who may see and renew the Google feed addresses, what a wrong address gets, the Hotel List
 * Feed's content, and Google's landing link. Today is 21 Nov 2026 in the hotel.
 */
const app = useTestApp();
const FEEDS = '{ googleFeeds { hotelListUrl pricesUrl landingUrlPattern landingUrlExample propertyId issuedAt } }';
const REGENERATE = 'mutation { regenerateGoogleFeedToken { errors { code message } feeds { hotelListUrl pricesUrl } } }';
const tokens: Partial<Record<StaffRole, string>> = {};

beforeAll(async () => {
  tokens[StaffRole.OWNER] = await app.adminToken();
  for (const role of [StaffRole.MANAGER, StaffRole.FRONT_DESK]) {
    const email = `${role}.google@hotel.test`;
    await app.services.adminAuth.ensureAdmin(email, `${role}-password`, `Staff ${role}`, role);
    tokens[role] = (await app.services.adminAuth.login({ email, password: `${role}-password` }, '10.0.0.2')).token;
  }
  await createRoom(app.services, { type: 'Deluxe', maxCount: 2, rentPerDay: 2500 });
});

const tokenOf = (url: string) => /\/google\/(?:hotel-list|prices)\/([^/]+)\.xml$/.exec(new URL(url).pathname)![1];

describe('googleFeeds and regenerateGoogleFeedToken', () => {
  it('gives the owner and the manager the feed addresses on PUBLIC_BASE_URL, with one 256-bit secret', async () => {
    const owner = await gql(app, FEEDS, {}, { token: tokens.owner });
    expect(owner.errors).toBeUndefined();
    const feeds = owner.data.googleFeeds;
    const base = app.config.publicBaseUrl;
    expect(feeds.hotelListUrl).toMatch(new RegExp(`^${base}/google/hotel-list/[A-Za-z0-9_-]{43}\\.xml$`));
    expect(tokenOf(feeds.pricesUrl)).toBe(tokenOf(feeds.hotelListUrl));
    expect(feeds).toMatchObject({
      pricesUrl: `${base}/google/prices/${tokenOf(feeds.hotelListUrl)}.xml`,
      landingUrlPattern: `${base}/book?checkIn=(CHECKINYEAR)-(CHECKINMONTH)-(CHECKINDAY)&nights=(LENGTH)&adults=(NUM-ADULTS)&rooms=1`,
      landingUrlExample: `${base}/book?checkIn=2026-11-22&nights=2&adults=2&rooms=1`,
      propertyId: '1',
    });
    expect(Buffer.from(tokenOf(feeds.hotelListUrl), 'base64url')).toHaveLength(32);
    const manager = await gql(app, FEEDS, {}, { token: tokens.manager });
    expect(manager.data.googleFeeds).toEqual(feeds);
  });

  it('refuses the front desk and anyone signed out; only the owner makes new links', async () => {
    expect(errorCodes(await gql(app, FEEDS, {}, { token: tokens.front_desk }))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await gql(app, FEEDS))).toEqual(['UNAUTHENTICATED']);
    const before = (await gql(app, FEEDS, {}, { token: tokens.owner })).data.googleFeeds.pricesUrl;
    expect(errorCodes(await gql(app, REGENERATE, {}, { token: tokens.manager }))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await gql(app, REGENERATE, {}, { token: tokens.front_desk }))).toEqual(['FORBIDDEN']);
    expect(errorCodes(await gql(app, REGENERATE))).toEqual(['UNAUTHENTICATED']);
    expect((await gql(app, FEEDS, {}, { token: tokens.owner })).data.googleFeeds.pricesUrl).toBe(before);
  });

  it('new links stop the old ones at once, and the owner’s act is in the audit log', async () => {
    const old = await feedPaths(app, tokens.owner!);
    expect((await fetchText(app, old.prices)).status).toBe(200);
    expect((await fetchText(app, old.hotelList)).status).toBe(200);

    const reply = await gql(app, REGENERATE, {}, { token: tokens.owner });
    expect(reply.data.regenerateGoogleFeedToken.errors).toEqual([]);
    const fresh = await feedPaths(app, tokens.owner!);
    expect(reply.data.regenerateGoogleFeedToken.feeds.pricesUrl).toBe(app.config.publicBaseUrl + fresh.prices);
    expect(fresh.prices).not.toBe(old.prices);
    for (const path of [old.prices, old.hotelList]) expect((await fetchText(app, path)).status).toBe(404);
    for (const path of [fresh.prices, fresh.hotelList]) expect((await fetchText(app, path)).status).toBe(200);

    const audit = await app.database.dataSource.getRepository(AuditEntry).findOneByOrFail({ action: 'settings_changed' });
    expect(audit).toMatchObject({
      actor: expect.stringContaining('owner@hotel.test'),
      detail: expect.stringContaining('Google'),
    });
    expect(audit.detail).not.toContain(tokenOf(app.config.publicBaseUrl + old.prices));
  });
});

describe('a wrong feed address', () => {
  it('answers a plain 404, the same for any wrong token, whatever its length', async () => {
    const { prices } = await feedPaths(app, tokens.owner!);
    const right = tokenOf(app.config.publicBaseUrl + prices);
    const wrong = [
      `${right.slice(0, -1)}${right.endsWith('A') ? 'B' : 'A'}`,
      'x',
      'A'.repeat(43),
      'A'.repeat(2000),
      encodeURIComponent("' OR 1=1 --"),
    ];
    for (const token of wrong) {
      for (const feed of ['prices', 'hotel-list']) {
        const reply = await fetchText(app, `/google/${feed}/${token}.xml`);
        expect({ token, feed, status: reply.status, text: reply.text, etag: reply.headers.get('etag') }).toEqual({
          token,
          feed,
          status: 404,
          text: 'Not found',
          etag: null,
        });
      }
    }
  });
});

describe('the Hotel List Feed', () => {
  it('lists the hotel from the profile the owner edits: name, address, India, phone, website, and the map’s place', async () => {
    const { hotelList } = await feedPaths(app, tokens.owner!);
    await app.database.dataSource.getRepository(HotelProfile).update(1, {
      name: 'Hotel Sunrise & Banquet <Hall>',
      street: '12 Station Road',
      locality: 'Civil Lines',
      city: 'Lucknow',
      state: 'Uttar Pradesh',
      pincode: '226001',
      frontDeskPhone: '+91 522 400 0000',
      mapUrl: 'https://www.google.com/maps/place/Hotel/@26.8467,80.9462,17z',
    });
    const reply = await fetchText(app, hotelList);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(reply.headers.get('x-robots-tag')).toBe('noindex');
    expect(reply.text).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<listings xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="http://www.gstatic.com/localfeed/local_feed.xsd">',
        '  <language>en</language>',
        '  <listing>',
        '    <id>1</id>',
        '    <name>Hotel Sunrise &amp; Banquet &lt;Hall&gt;</name>',
        '    <address format="simple">',
        '      <component name="addr1">12 Station Road</component>',
        '      <component name="addr2">Civil Lines</component>',
        '      <component name="city">Lucknow</component>',
        '      <component name="province">Uttar Pradesh</component>',
        '      <component name="postal_code">226001</component>',
        '    </address>',
        '    <country>IN</country>',
        '    <latitude>26.8467</latitude>',
        '    <longitude>80.9462</longitude>',
        '    <phone type="main">+91 522 400 0000</phone>',
        '    <category>hotel</category>',
        '    <content>',
        '      <attributes>',
        `        <website>${app.config.publicBaseUrl}</website>`,
        '      </attributes>',
        '    </content>',
        '  </listing>',
        '</listings>',
        '',
      ].join('\n'),
    );

    const etag = reply.headers.get('etag')!;
    const unchanged = await fetchText(app, hotelList, { 'if-none-match': etag });
    expect({ status: unchanged.status, length: unchanged.text.length }).toEqual({ status: 304, length: 0 });

    // A map link without a place: no coordinates rather than wrong ones.
    await app.database.dataSource.getRepository(HotelProfile).update(1, { mapUrl: 'https://maps.app.goo.gl/Sunrise' });
    const again = await fetchText(app, hotelList);
    expect(again.text).not.toContain('<latitude>');
    expect(again.headers.get('etag')).not.toBe(reply.headers.get('etag'));
  });
});

describe('the landing link /book', () => {
  const landing = async (query: string) => {
    const reply = await fetch(`${app.baseUrl}/book${query}`, { redirect: 'manual' });
    expect({ query, status: reply.status }).toEqual({ query, status: 302 });
    return reply.headers.get('location');
  };

  it('opens the rooms page at the stay and party, in the page’s own address', async () => {
    expect(await landing('?checkIn=2026-11-25&nights=2&adults=2&rooms=1')).toBe(
      '/check-rooms-and-rates?checkIn=2026-11-25&checkOut=2026-11-27&adults=2&children=0&rooms=1',
    );
    expect(await landing('?checkIn=2026-11-21&nights=30&adults=4&rooms=2')).toBe(
      '/check-rooms-and-rates?checkIn=2026-11-21&checkOut=2026-12-21&adults=4&children=0&rooms=2',
    );
    expect(await landing('?checkIn=2026-12-01&nights=1')).toBe(
      '/check-rooms-and-rates?checkIn=2026-12-01&checkOut=2026-12-02&children=0',
    );
  });

  it('leaves out what the site would refuse, and never answers an error', async () => {
    for (const query of [
      '',
      '?checkIn=2026-11-20&nights=2&adults=2', // in the past
      '?checkIn=2027-11-22&nights=1&adults=2', // past the booking horizon (365 days)
      '?checkIn=2026-11-25&nights=31&adults=2', // more than 30 nights
      '?checkIn=2026-11-25&nights=0&adults=2',
      '?checkIn=2026-11-25&nights=two',
      '?checkIn=25/11/2026&nights=2',
      '?checkIn=2026-02-30&nights=2',
      '?checkIn=2026-11-25&checkIn=2026-11-26&nights=2',
      '?checkIn[x]=1&nights=2',
      `?checkIn=2026-11-25&nights=${'9'.repeat(400)}`,
    ]) {
      expect(await landing(query)).toBe('/check-rooms-and-rates');
    }
    expect(await landing('?checkIn=2026-11-25&nights=2&adults=0&rooms=1')).toBe(
      '/check-rooms-and-rates?checkIn=2026-11-25&checkOut=2026-11-27&children=0&rooms=1',
    );
    expect(await landing('?checkIn=2026-11-25&nights=2&adults=2&rooms=3')).toBe(
      '/check-rooms-and-rates?checkIn=2026-11-25&checkOut=2026-11-27&adults=2&children=0',
    );
    expect(await landing('?checkIn=2026-11-25&nights=2&adults=abc&rooms=-1')).toBe(
      '/check-rooms-and-rates?checkIn=2026-11-25&checkOut=2026-11-27&children=0',
    );
  });

  it('says why with the site’s own words', () => {
    const words = (query: Record<string, unknown>) => app.services.googleFeeds.landing(query).problems;
    expect(words({ checkIn: '2026-11-20', nights: '2' })).toEqual(['Check In cannot be in the past']);
    expect(words({ checkIn: '2027-11-22', nights: '1' })).toEqual(['Bookings open 365 days ahead']);
    expect(words({ checkIn: '2026-11-25', nights: '31' })).toEqual(['A stay can be at most 30 nights']);
    expect(words({ checkIn: '2026-11-25', nights: '2', adults: '0' })).toEqual(['Adult In is Required']);
    expect(words({ checkIn: '2026-11-25', nights: '2', adults: '2' })).toEqual([]);
  });
});
