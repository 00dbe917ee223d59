import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../config';

let dataDir: string;
beforeAll(() => (dataDir = mkdtempSync(path.join(os.tmpdir(), 'hotel-abuse-config-'))));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const abuseLimitsOf = (env: Record<string, string> = {}) => loadConfig({ DATA_DIR: dataDir, ...env }).abuseLimits;

describe('the abuse limits settings', () => {
  it('default to 10 booking requests per 10 minutes, 5 banquet enquiries and 5 contact messages an hour, 10 guest details forms and 20 document downloads an hour, 2 unpaid bookings a guest, 7 nights and 2 rooms at the hotel', () => {
    expect(abuseLimitsOf()).toEqual({
      bookingRateLimit: { limit: 10, windowSeconds: 600 },
      eventEnquiryRateLimit: { limit: 5, windowSeconds: 3600 },
      contactRateLimit: { limit: 5, windowSeconds: 3600 },
      guestDetailsRateLimit: { limit: 10, windowSeconds: 3600 },
      documentDownloadRateLimit: { limit: 20, windowSeconds: 3600 },
      maxUnpaidBookingsPerGuest: 2,
      payAtHotelMaxNights: 7,
      payAtHotelMaxRooms: 2,
    });
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
