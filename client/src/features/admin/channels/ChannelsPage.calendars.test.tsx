import { jest } from '@jest/globals';
import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AddChannelFeedDocument,
  OtaChannel,
  RegenerateIcalTokenDocument,
  RemoveChannelFeedDocument,
  SyncChannelFeedDocument,
} from '../../../graphql/generated';
import { withTypename } from '../../../../test/graphql-mocks';
import { exported, feed, minutesAgo, renderPage, resetServer, server } from './channels-fixtures';

describe('/admin/channels: the calendars in and out', () => {
  beforeEach(resetServer);

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
});
