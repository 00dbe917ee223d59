import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import {
  AdminRoomsDocument,
  type ChannelConflictFieldsFragment,
  ChannelConflictsDocument,
  type ChannelFeedFieldsFragment,
  ChannelFeedsDocument,
  GoogleFeedsDocument,
  type IcalExportFieldsFragment,
  IcalExportsDocument,
  OtaChannel,
  RoomType,
} from '../../../graphql/generated';
import { saveSession } from '../../../lib/admin-session';
import { withTypename } from '../../../../test/graphql-mocks';
import { AdminSessionProvider } from '../session/AdminSessionContext';
import { testSession } from '../testing/test-session';
import ChannelsPage from './ChannelsPage';

/*
 * The page's component tests' world: a hotel of two rooms, an Agoda stay in conflict with a
 * booking in Room 301, Booking.com's calendar of that room imported, Room 301's links.
 */

export const MANY = Number.POSITIVE_INFINITY;
export const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const room = (id: string, name: string) =>
  withTypename('Room', {
    id,
    name,
    description: 'A quiet room at the back',
    type: RoomType.Deluxe,
    maxCount: 2,
    rentPerDay: 3000,
    isAvailable: true,
    imageUrls: [],
    amenities: [],
    photos: [],
  });

export const conflict = (changes: Partial<ChannelConflictFieldsFragment> = {}): ChannelConflictFieldsFragment =>
  withTypename('ChannelConflictView', {
    id: 'c1',
    channel: OtaChannel.Agoda,
    roomId: 'r301',
    roomName: '301',
    checkIn: '2027-03-01',
    checkOut: '2027-03-03',
    summary: 'CLOSED - Not available',
    inTheWay: [
      withTypename('ConflictingClaim', {
        kind: 'booking',
        id: 'b1',
        label: 'Booking HB7K2M9Q (Ravi Shankar, 1 Mar 2027 – 3 Mar 2027)',
        code: 'HB7K2M9Q',
        checkIn: '2027-03-01',
        checkOut: '2027-03-03',
      }),
    ],
    openedAt: '2026-11-20T04:30:00.000Z',
    resolvedAt: null,
    resolvedBy: null,
    resolution: null,
    note: null,
    ...changes,
  });

export const feed = (changes: Partial<ChannelFeedFieldsFragment> = {}): ChannelFeedFieldsFragment =>
  withTypename('ChannelFeedView', {
    id: 'f1',
    roomId: 'r301',
    roomName: '301',
    channel: OtaChannel.BookingCom,
    url: 'https://admin.booking.com/hotel/hoteladmin/ical.html?t=abc',
    addedBy: 'Hotel Admin <owner@hotel.test>',
    addedAt: '2026-11-20T04:30:00.000Z',
    lastSyncAt: minutesAgo(5),
    lastSuccessAt: minutesAgo(5),
    lastError: null,
    failingSince: null,
    eventsSeen: 3,
    added: 1,
    changed: 0,
    released: 0,
    conflicts: 1,
    liveStays: 2,
    ...changes,
  });

export const exported = (channel: OtaChannel, url: string | null = null): IcalExportFieldsFragment =>
  withTypename('IcalExportView', {
    target: 'room:r301',
    roomId: 'r301',
    roomType: null,
    name: 'Room 301',
    channel,
    url,
    madeAt: url ? '2026-11-20T04:30:00.000Z' : null,
    lastFetchedAt: null,
  });

/** What the server holds; each mock answers from it, so a refetch after a change sees the change. */
export const server: {
  open: ChannelConflictFieldsFragment[];
  settled: ChannelConflictFieldsFragment[];
  feeds: ChannelFeedFieldsFragment[];
} = { open: [], settled: [], feeds: [] };

/** Before each test: signed out, and the server holds one open conflict and one calendar. */
export function resetServer() {
  localStorage.clear();
  Object.assign(server, { open: [conflict()], settled: [], feeds: [feed()] });
}

function readMocks(): MockLink.MockedResponse[] {
  return [
    {
      request: { query: AdminRoomsDocument },
      result: { data: { rooms: [room('r301', '301'), room('r302', '302')] } },
      maxUsageCount: MANY,
    },
    {
      request: { query: ChannelConflictsDocument, variables: (vars: { open?: boolean }) => vars.open !== false },
      result: () => ({ data: { channelConflicts: server.open } }),
      maxUsageCount: MANY,
    },
    {
      request: { query: ChannelConflictsDocument, variables: { open: false } },
      result: () => ({ data: { channelConflicts: server.settled } }),
      maxUsageCount: MANY,
    },
    { request: { query: ChannelFeedsDocument }, result: () => ({ data: { channelFeeds: server.feeds } }), maxUsageCount: MANY },
    {
      request: { query: IcalExportsDocument },
      result: {
        data: {
          icalExports: [exported(OtaChannel.BookingCom, 'https://hotel.example/ical/tok-1.ics'), exported(OtaChannel.Airbnb)],
        },
      },
      maxUsageCount: MANY,
    },
    {
      request: { query: GoogleFeedsDocument },
      result: {
        data: {
          googleFeeds: withTypename('GoogleFeeds', {
            hotelListUrl: 'https://hotel.example/google/hotel-list/t.xml',
            pricesUrl: 'https://hotel.example/google/prices/t.xml',
            landingUrlPattern: 'https://hotel.example/book?checkIn=(CHECKINYEAR)',
            landingUrlExample: 'https://hotel.example/book?checkIn=2026-11-22',
            propertyId: '1',
            issuedAt: '2026-11-20T04:30:00.000Z',
          }),
        },
      },
      maxUsageCount: MANY,
    },
  ];
}

/** The page for a signed-in admin: the owner, or whoever `permissions` (the server's table) says. */
export function renderPage(mocks: MockLink.MockedResponse[] = [], permissions?: string[]) {
  const session = testSession();
  saveSession({ ...session, admin: { ...session.admin, permissions } });
  render(
    <MockedProvider mocks={[...readMocks(), ...mocks]}>
      <MemoryRouter>
        <AdminSessionProvider>
          <ChannelsPage />
        </AdminSessionProvider>
      </MemoryRouter>
    </MockedProvider>,
  );
}
