import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../config';

let dataDir: string;
beforeAll(() => (dataDir = mkdtempSync(path.join(os.tmpdir(), 'hotel-abuse-config-'))));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const abuseLimitsOf = (env: Record<string, string> = {}) => loadConfig({ DATA_DIR: dataDir, ...env }).abuseLimits;

describe('the abuse limits settings', () => {
  it('default to 10 booking requests per 10 minutes, 5 banquet enquiries and 5 contact messages an hour, 10 guest details forms and 20 document downloads an hour, 2 unpaid bookings a guest, 7 nights and 2 rooms at the hotel, 2 renewals, 20 room-nights, half of a night unpaid, no-shows at 23:59', () => {
    expect(abuseLimitsOf()).toEqual({
      bookingRateLimit: { limit: 10, windowSeconds: 600 },
      eventEnquiryRateLimit: { limit: 5, windowSeconds: 3600 },
      contactRateLimit: { limit: 5, windowSeconds: 3600 },
      guestDetailsRateLimit: { limit: 10, windowSeconds: 3600 },
      documentDownloadRateLimit: { limit: 20, windowSeconds: 3600 },
      maxUnpaidBookingsPerGuest: 2,
      payAtHotelMaxNights: 7,
      payAtHotelMaxRooms: 2,
      holdRenewals: 2,
      maxRoomNightsPerBooking: 20,
      unpaidShare: 0.5,
      noShowAfterMinutes: 23 * 60 + 59,
    });
  });

  it('reads HOLD_RENEWALS, MAX_ROOM_NIGHTS_PER_BOOKING, UNPAID_SHARE and NO_SHOW_AFTER', () => {
    expect(
      abuseLimitsOf({ HOLD_RENEWALS: '0', MAX_ROOM_NIGHTS_PER_BOOKING: '14', UNPAID_SHARE: '0.35', NO_SHOW_AFTER: '20:30' }),
    ).toMatchObject({ holdRenewals: 0, maxRoomNightsPerBooking: 14, unpaidShare: 0.35, noShowAfterMinutes: 20 * 60 + 30 });
    expect(abuseLimitsOf({ UNPAID_SHARE: '1' }).unpaidShare).toBe(1);
  });

  it('stops the start, naming each, for renewals, room-nights, a share or a time it cannot use', () => {
    expect(() =>
      abuseLimitsOf({ HOLD_RENEWALS: '-1', MAX_ROOM_NIGHTS_PER_BOOKING: '0', UNPAID_SHARE: '50%', NO_SHOW_AFTER: '9pm' }),
    ).toThrow(
      'Invalid configuration:\n- HOLD_RENEWALS must be a whole number from 0 to 10\n- MAX_ROOM_NIGHTS_PER_BOOKING must be a whole number from 1 to 1000\n- UNPAID_SHARE must be a share of the rooms above 0 and at most 1, e.g. 0.5 for half (1 sets no ceiling)\n- NO_SHOW_AFTER must be a time of the arrival day in hotel time (IST) as HH:MM on the 24-hour clock, from 12:00 to 23:59, e.g. 23:59',
    );
    for (const share of ['0', '1.5', 'half'])
      expect(() => abuseLimitsOf({ UNPAID_SHARE: share })).toThrow('UNPAID_SHARE must be');
    for (const time of ['11:59', '24:00', '23:60', '7:30'])
      expect(() => abuseLimitsOf({ NO_SHOW_AFTER: time })).toThrow('NO_SHOW_AFTER must be');
  });

  it.each([
    ['5/30s', { limit: 5, windowSeconds: 30 }],
    ['20/m', { limit: 20, windowSeconds: 60 }],
    ['100/2h', { limit: 100, windowSeconds: 7200 }],
    ['off', null],
  ])('reads BOOKING_RATE_LIMIT=%s', (value, expected) => {
    expect(abuseLimitsOf({ BOOKING_RATE_LIMIT: value }).bookingRateLimit).toEqual(expected);
  });

  it.each([
    ['10/h', { limit: 10, windowSeconds: 3600 }],
    ['off', null],
  ])('reads EVENT_ENQUIRY_RATE_LIMIT=%s', (value, expected) => {
    expect(abuseLimitsOf({ EVENT_ENQUIRY_RATE_LIMIT: value }).eventEnquiryRateLimit).toEqual(expected);
  });

  it.each([
    ['CONTACT_RATE_LIMIT', 'contactRateLimit'],
    ['GUEST_DETAILS_RATE_LIMIT', 'guestDetailsRateLimit'],
    ['DOCUMENT_DOWNLOAD_RATE_LIMIT', 'documentDownloadRateLimit'],
  ] as const)('reads %s (N/window, or off) and refuses what it cannot use', (name, key) => {
    expect(abuseLimitsOf({ [name]: '3/10m' })[key]).toEqual({ limit: 3, windowSeconds: 600 });
    expect(abuseLimitsOf({ [name]: 'off' })[key]).toBeNull();
    expect(() => abuseLimitsOf({ [name]: 'three' })).toThrow(
      `Invalid configuration:\n- ${name} must look like 10/10m (requests per seconds s, minutes m or hours h), or be off`,
    );
  });

  it('stops the start with a clear message for a value it cannot use', () => {
    expect(() => abuseLimitsOf({ BOOKING_RATE_LIMIT: 'ten per minute', PAY_AT_HOTEL_MAX_NIGHTS: '0' })).toThrow(
      'Invalid configuration:\n- BOOKING_RATE_LIMIT must look like 10/10m (requests per seconds s, minutes m or hours h), or be off\n- PAY_AT_HOTEL_MAX_NIGHTS must be at least 1',
    );
  });
});
