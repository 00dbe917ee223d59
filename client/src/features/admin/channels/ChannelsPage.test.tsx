import { jest } from '@jest/globals';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import {
  AddChannelFeedDocument,
  AdminRoomsDocument,
  ChannelConflictAction,
  type ChannelConflictFieldsFragment,
  ChannelConflictsDocument,
  type ChannelFeedFieldsFragment,
  ChannelFeedsDocument,
  GoogleFeedsDocument,
  type IcalExportFieldsFragment,
  IcalExportsDocument,
  OtaChannel,
  RegenerateIcalTokenDocument,
  RemoveChannelFeedDocument,
  ResolveChannelConflictDocument,
  RoomType,
  SyncChannelFeedDocument,
} from '../../../graphql/generated';
import { saveSession } from '../../../lib/admin-session';
import { withTypename } from '../../../../test/graphql-mocks';
import { AdminSessionProvider } from '../session/AdminSessionContext';
import { testSession } from '../testing/test-session';
import ChannelsPage from './ChannelsPage';

const MANY = Number.POSITIVE_INFINITY;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

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

const conflict = (changes: Partial<ChannelConflictFieldsFragment> = {}): ChannelConflictFieldsFragment =>
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

const feed = (changes: Partial<ChannelFeedFieldsFragment> = {}): ChannelFeedFieldsFragment =>
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

const exported = (channel: OtaChannel, url: string | null = null): IcalExportFieldsFragment =>
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
let server: {
  open: ChannelConflictFieldsFragment[];
  settled: ChannelConflictFieldsFragment[];
  feeds: ChannelFeedFieldsFragment[];
};

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

function renderPage(mocks: MockLink.MockedResponse[] = [], permissions?: string[]) {
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

const resolveMock = (
  expected: Record<string, unknown>,
  answer: () => { errors: { field: string | null; message: string }[]; conflict: ChannelConflictFieldsFragment | null },
): MockLink.MockedResponse => ({
  request: {
    query: ResolveChannelConflictDocument,
    variables: (vars: { input: Record<string, unknown> }) =>
      JSON.stringify(vars.input) === JSON.stringify({ id: 'c1', ...expected }),
  },
  result: () => {
    const { errors, conflict: settled } = answer();
    return {
      data: {
        resolveChannelConflict: withTypename('ChannelConflictPayload', {
          errors: errors.map((error) => withTypename('UserError', error)),
          conflict: settled,
        }),
      },
    };
  },
});

/** The server settles the conflict: it leaves the inbox and joins the settled. */
const settle = (resolution: string, note: string | null = null) => {
  const settled = conflict({
    resolvedAt: '2026-11-21T05:00:00.000Z',
    resolvedBy: 'Hotel Admin <owner@hotel.test>',
    resolution,
    note,
  });
  server.open = [];
  server.settled = [settled];
  return { errors: [], conflict: settled };
};

const card = () => screen.findByRole('article', { name: /^Agoda stay in Room 301, 1 Mar – 3 Mar 2027/ });

describe('/admin/channels', () => {
  beforeEach(() => {
    localStorage.clear();
    server = { open: [conflict()], settled: [], feeds: [feed()] };
  });

  it('shows an OTA stay beside the booking in the way, and moves the stay to another room', async () => {
    renderPage([
      resolveMock({ action: ChannelConflictAction.MoveChannelStay, roomId: 'r302' }, () => settle('moved_channel_stay')),
    ]);
    const conflictCard = await card();
    expect(within(conflictCard).getByText('“CLOSED - Not available”')).toBeInTheDocument();
    expect(within(conflictCard).getByText('1 Mar – 3 Mar 2027 (2 nights)')).toBeInTheDocument();
    expect(within(conflictCard).getByRole('link', { name: /Booking HB7K2M9Q \(Ravi Shankar/ })).toHaveAttribute(
      'href',
      '/admin/booking/b1',
    );

    const moveTo = within(conflictCard).getByLabelText('Move the OTA stay to…');
    // The stay's own room is not offered.
    expect(within(moveTo).queryByRole('option', { name: 'Room 301' })).not.toBeInTheDocument();
    await userEvent.click(within(conflictCard).getByRole('button', { name: 'Move' }));
    expect(within(conflictCard).getByText('Choose the room to move the stay to')).toBeInTheDocument();
    await userEvent.selectOptions(moveTo, 'Room 302');
    await userEvent.click(within(conflictCard).getByRole('button', { name: 'Move' }));

    expect(await screen.findByText('Moved: the Agoda stay in Room 301 is now in Room 302.')).toBeInTheDocument();
    expect(screen.getByText('No conflicts. Every imported stay has its nights.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Show the last settled' }));
    const settled = await screen.findByRole('article', { name: /^Agoda stay in Room 301/ });
    expect(settled).toHaveTextContent(/The OTA stay was moved to another room, 21 Nov 2026, 10:30 am by Hotel Admin\./);
    expect(within(settled).queryByRole('button')).not.toBeInTheDocument();
  });

  it('cancels the booking in the way only after asking, and shows the server’s refusal in place', async () => {
    let asked = 0;
    renderPage([
      resolveMock({ action: ChannelConflictAction.CancelBooking, bookingId: 'b1' }, () => {
        asked += 1;
        return {
          errors: [{ field: 'bookingId', message: 'This booking is checked in: it cannot be cancelled' }],
          conflict: null,
        };
      }),
    ]);
    const conflictCard = await card();
    await userEvent.click(within(conflictCard).getByRole('button', { name: 'Cancel booking HB7K2M9Q with the policy' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel this booking with the cancellation policy?' });
    expect(dialog).toHaveTextContent('The guest is told and refunded as the policy says.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(asked).toBe(0);

    await userEvent.click(within(conflictCard).getByRole('button', { name: 'Cancel booking HB7K2M9Q with the policy' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel the booking' }));
    expect(await within(conflictCard).findByRole('alert')).toHaveTextContent(
      'This booking is checked in: it cannot be cancelled',
    );
    expect(asked).toBe(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('tries again (refused while the nights are taken), then marks it resolved with a note', async () => {
    renderPage([
      resolveMock({ action: ChannelConflictAction.Retry }, () => ({
        errors: [
          { field: 'roomId', message: 'Those nights are still taken: Booking HB7K2M9Q (Ravi Shankar, 1 Mar 2027 – 3 Mar 2027)' },
        ],
        conflict: null,
      })),
      resolveMock({ action: ChannelConflictAction.MarkResolved, note: 'Agoda moved the guest to their other hotel' }, () =>
        settle('marked_resolved', 'Agoda moved the guest to their other hotel'),
      ),
    ]);
    const conflictCard = await card();
    await userEvent.click(within(conflictCard).getByRole('button', { name: 'Try again' }));
    expect(await within(conflictCard).findByRole('alert')).toHaveTextContent(/^Those nights are still taken: Booking HB7K2M9Q/);

    await userEvent.click(within(conflictCard).getByRole('button', { name: 'Mark resolved…' }));
    const note = within(conflictCard).getByLabelText('What was done (optional)');
    expect(note).toHaveAttribute('maxLength', '300');
    await userEvent.type(note, '  Agoda moved the guest to their other hotel ');
    await userEvent.click(within(conflictCard).getByRole('button', { name: 'Mark resolved' }));
    expect(await screen.findByText('Marked resolved.')).toBeInTheDocument();
    expect(screen.getByText('No conflicts. Every imported stay has its nights.')).toBeInTheDocument();
  });

  it('lists each imported calendar with its last sync, a failing one in red; syncs one now and removes one after asking', async () => {
    server.feeds = [
      feed(),
      feed({
        id: 'f2',
        roomId: 'r302',
        roomName: '302',
        channel: OtaChannel.Airbnb,
        lastSuccessAt: null,
        lastError: 'The calendar address answered 500',
        failingSince: '2026-11-21T03:30:00.000Z',
        eventsSeen: 0,
        added: 0,
        conflicts: 0,
        liveStays: 0,
      }),
    ];
    let removed = 0;
    renderPage([
      {
        request: { query: SyncChannelFeedDocument, variables: { id: 'f1' } },
        result: () => {
          server.feeds = [
            feed({ released: 1, eventsSeen: 2, added: 0, conflicts: 0, liveStays: 1, lastSuccessAt: minutesAgo(0) }),
            server.feeds[1],
          ];
          return { data: { syncChannelFeed: withTypename('ChannelFeedPayload', { errors: [], feed: server.feeds[0] }) } };
        },
      },
      {
        request: { query: RemoveChannelFeedDocument, variables: { id: 'f2' } },
        result: () => {
          removed += 1;
          server.feeds = server.feeds.slice(0, 1);
          return { data: { removeChannelFeed: withTypename('DeletePayload', { errors: [], deleted: true }) } };
        },
      },
    ]);
    const table = await screen.findByRole('region', { name: 'Calendars imported, with their last sync' });
    const first = (await within(table).findByRole('rowheader', { name: 'Room 301' })).closest('tr')!;
    expect(first).toHaveTextContent('synced 5 min ago');
    expect(first).toHaveTextContent('3 events: added 1, changed 0, released 0, conflicts 1');
    const failing = within(table).getByRole('rowheader', { name: 'Room 302' }).closest('tr')!;
    expect(within(failing).getByText(/The calendar address answered 500/)).toHaveClass('channel-feed__error');
    expect(failing).toHaveTextContent('(failing since 21 Nov 2026, 9:00 am)');

    await userEvent.click(within(first).getByRole('button', { name: 'Sync now for Room 301’s Booking.com calendar' }));
    expect(await screen.findByText('Room 301’s Booking.com calendar synced.')).toBeInTheDocument();
    expect(first).toHaveTextContent('synced just now');
    expect(first).toHaveTextContent('released 1');

    await userEvent.click(within(failing).getByRole('button', { name: 'Remove Room 302’s Airbnb calendar' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Stop importing this calendar?' });
    expect(dialog).toHaveTextContent('Its stays give their nights back.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Stop importing' }));
    expect(await screen.findByText('Stopped importing Room 302’s Airbnb calendar.')).toBeInTheDocument();
    expect(removed).toBe(1);
    expect(within(table).queryByRole('rowheader', { name: 'Room 302' })).not.toBeInTheDocument();
  });

  it('adds a calendar: the server’s words under their fields, then the new row', async () => {
    const url = 'https://www.airbnb.com/calendar/ical/1234.ics?s=abc';
    const addMock = (input: Record<string, unknown>, answer: () => object): MockLink.MockedResponse => ({
      request: { query: AddChannelFeedDocument, variables: { input } },
      result: () => ({ data: { addChannelFeed: withTypename('ChannelFeedPayload', answer()) } }),
    });
    renderPage([
      addMock({ roomId: null, channel: null, url: null }, () => ({
        errors: [
          withTypename('UserError', { field: 'roomId', message: 'Choose the room' }),
          withTypename('UserError', { field: 'channel', message: 'Choose the channel' }),
          withTypename('UserError', { field: 'url', message: 'Paste the calendar address from the channel’s extranet' }),
        ],
        feed: null,
      })),
      addMock({ roomId: 'r302', channel: OtaChannel.Airbnb, url }, () => {
        const added = feed({ id: 'f3', roomId: 'r302', roomName: '302', channel: OtaChannel.Airbnb, url, conflicts: 0 });
        server.feeds = [...server.feeds, added];
        return { errors: [], feed: added };
      }),
    ]);
    const form = await screen.findByRole('form', { name: 'Add a calendar' });
    expect(form).toHaveTextContent(/on Booking\.com, Rates & Availability › Sync calendars › Export calendar/);
    await userEvent.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await within(form).findByText('Choose the room')).toBeInTheDocument();
    expect(within(form).getByLabelText('Channel')).toHaveAccessibleDescription('Choose the channel');
    expect(within(form).getByLabelText('Calendar address (iCal)')).toHaveAccessibleDescription(
      'Paste the calendar address from the channel’s extranet',
    );
    expect(within(form).getByLabelText('Room')).toHaveFocus();

    await userEvent.selectOptions(within(form).getByLabelText('Room'), 'Room 302');
    await userEvent.selectOptions(within(form).getByLabelText('Channel'), 'Airbnb');
    expect(
      within(within(form).getByLabelText('Channel'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a channel', 'Booking.com', 'Airbnb', 'MakeMyTrip/Goibibo', 'Agoda', 'Other']);
    await userEvent.type(within(form).getByLabelText('Calendar address (iCal)'), url);
    await userEvent.click(within(form).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Added Room 302’s Airbnb calendar, and synced it.')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Calendars imported, with their last sync' })).getByRole('rowheader', {
        name: 'Room 302',
      }),
    ).toBeInTheDocument();
    expect(within(form).getByLabelText('Calendar address (iCal)')).toHaveValue('');
  });

  it('lets the owner make a channel’s link, and a new one only after asking', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const made: string[] = [];
    const regenerate = (channel: OtaChannel, token: string): MockLink.MockedResponse => ({
      request: { query: RegenerateIcalTokenDocument, variables: { channel, roomId: 'r301', roomType: null } },
      result: () => {
        made.push(channel);
        return {
          data: {
            regenerateIcalToken: withTypename('IcalExportPayload', {
              errors: [],
              export: exported(channel, `https://hotel.example/ical/${token}.ics`),
            }),
          },
        };
      },
    });
    renderPage([regenerate(OtaChannel.Airbnb, 'tok-2'), regenerate(OtaChannel.BookingCom, 'tok-3')]);
    const section = await screen.findByRole('region', { name: 'Your calendars for the channels' });
    await userEvent.click(await within(section).findByText('Room 301'));
    expect(within(section).getByText('1 of 2 links made')).toBeInTheDocument();
    expect(within(section).getByLabelText('Booking.com link')).toHaveValue('https://hotel.example/ical/tok-1.ics');
    await userEvent.click(within(section).getByRole('button', { name: 'Copy the Booking.com link of Room 301' }));
    expect(writeText).toHaveBeenCalledWith('https://hotel.example/ical/tok-1.ics');

    await userEvent.click(within(section).getByRole('button', { name: 'Make link for Airbnb, Room 301' }));
    expect(await within(section).findByLabelText('Airbnb link')).toHaveValue('https://hotel.example/ical/tok-2.ics');
    expect(within(section).getByText('Link made. Paste it in Airbnb.')).toBeInTheDocument();

    await userEvent.click(within(section).getByRole('button', { name: 'Make a new link for Booking.com, Room 301' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Make a new Booking.com link for Room 301?' });
    expect(dialog).toHaveTextContent('The old link stops working. Paste the new one in the channel.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Make a new link' }));
    expect(await within(section).findByDisplayValue('https://hotel.example/ical/tok-3.ics')).toBeInTheDocument();
    expect(made).toEqual([OtaChannel.Airbnb, OtaChannel.BookingCom]);
    // Google's links are at the bottom, for the owner.
    expect(screen.getByRole('region', { name: 'Google free booking links' })).toBeInTheDocument();
  });

  it('lets the manager copy the links but not make them', async () => {
    renderPage(
      [],
      [
        'Query.channelFeeds',
        'Query.channelConflicts',
        'Mutation.resolveChannelConflict',
        'Query.icalExports',
        'Query.googleFeeds',
      ],
    );
    const section = await screen.findByRole('region', { name: 'Your calendars for the channels' });
    await userEvent.click(await within(section).findByText('Room 301'));
    expect(within(section).getByLabelText('Booking.com link')).toBeInTheDocument();
    expect(within(section).getByText('No link yet: the owner makes the links.')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: /Make/ })).not.toBeInTheDocument();
    expect(await card()).toBeInTheDocument();
    expect(within(await card()).getByRole('button', { name: 'Move' })).toBeInTheDocument();
  });

  it('shows the front desk the inbox only, to read', async () => {
    renderPage([], ['Query.channelConflicts', 'Query.frontDesk']);
    const conflictCard = await card();
    expect(within(conflictCard).getByRole('link', { name: /Booking HB7K2M9Q/ })).toBeInTheDocument();
    expect(within(conflictCard).queryByRole('button')).not.toBeInTheDocument();
    expect(conflictCard).toHaveTextContent('The owner or the manager settles it.');
    expect(screen.queryByRole('region', { name: 'Imported calendars' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your calendars for the channels' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Google free booking links' })).not.toBeInTheDocument();
  });
});
