import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ChannelConflictAction,
  type ChannelConflictFieldsFragment,
  ResolveChannelConflictDocument,
} from '../../../graphql/generated';
import { withTypename } from '../../../../test/graphql-mocks';
import { conflict, renderPage, resetServer, server } from './channels-fixtures';

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

describe('/admin/channels: the conflict inbox', () => {
  beforeEach(resetServer);

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
