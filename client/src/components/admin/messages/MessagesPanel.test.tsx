import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import {
  ConsentSource,
  GuestMessagingConsentDocument,
  MessageChannel,
  MessageKind,
  MessageLanguage,
  MessageLogDocument,
  MessageStatus,
  ResendMessageDocument,
  SetMessagingConsentDocument,
  type MessageFieldsFragment,
} from '../../../graphql/generated';
import { withTypename } from '../../../../test/graphql-mocks';
import { MessagesPanel } from './MessageLog';

const PHONE = '+919876542233';

const message = (id: string, fields: Partial<MessageFieldsFragment> = {}) =>
  withTypename('Message', {
    id,
    kind: MessageKind.BookingConfirmed,
    channel: MessageChannel.Email,
    recipient: 'am***@example.in',
    language: MessageLanguage.En,
    status: MessageStatus.Delivered,
    attempts: 1,
    lastError: null,
    providerMessageId: null,
    createdAt: '2026-11-21T04:30:00.000Z',
    sentAt: '2026-11-21T04:30:05.000Z',
    statusAt: '2026-11-21T04:31:00.000Z',
    bookingId: 'b1',
    eventId: null,
    canSendAgain: true,
    ...fields,
  });

const FAILED = message('m2', {
  kind: MessageKind.PreArrival,
  channel: MessageChannel.Whatsapp,
  recipient: '******2233',
  status: MessageStatus.Failed,
  attempts: 3,
  lastError: '(#131026) Message undeliverable',
  providerMessageId: 'wamid.HBgMOTE5ODc2NTQyMjMz',
  createdAt: '2026-11-21T05:00:00.000Z',
  sentAt: null,
});
const QUEUED = message('m3', { status: MessageStatus.Queued, canSendAgain: false, createdAt: '2026-11-21T05:30:00.000Z' });
const COPY = message('m4', {
  kind: MessageKind.PreArrival,
  channel: MessageChannel.Whatsapp,
  recipient: '******2233',
  status: MessageStatus.Queued,
  attempts: 0,
  canSendAgain: false,
  createdAt: '2026-11-21T06:00:00.000Z',
});

function logMock(messages: ReturnType<typeof message>[]): MockLink.MockedResponse {
  return {
    request: { query: MessageLogDocument, variables: (variables) => variables.bookingId === 'b1' && variables.first === 50 },
    result: { data: { messages } },
  };
}

function consentMock(whatsapp: boolean | null): MockLink.MockedResponse {
  const consent =
    whatsapp === null
      ? null
      : withTypename('MessagingConsent', {
          phone: PHONE,
          whatsapp,
          source: whatsapp ? ConsentSource.BookingForm : ConsentSource.Staff,
          changedAt: '2026-11-21T04:30:00.000Z',
          changedBy: whatsapp ? 'guest' : 'Asha Verma <asha@hotel.test>',
        });
  return {
    request: { query: GuestMessagingConsentDocument, variables: { phone: PHONE } },
    result: { data: { messagingConsent: consent } },
  };
}

function renderPanel(mocks: MockLink.MockedResponse[], rights = { mayResend: true, mayChangeConsent: true }) {
  render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter>
        <MessagesPanel bookingId="b1" phone={PHONE} {...rights} />
      </MemoryRouter>
    </MockedProvider>,
  );
}

/** The panel's table once its rows have come (the table is drawn at once, a spinner in it). */
async function loadedTable(): Promise<HTMLElement> {
  const table = await screen.findByRole('table', { name: 'Messages about this booking' });
  await within(table).findAllByRole('rowheader');
  return table;
}

const rowOf = (table: HTMLElement, words: string) =>
  within(table)
    .getAllByRole('row')
    .find((row) => row.textContent?.includes(words))!;

describe('the Messages panel of a booking', () => {
  it('lists the stay’s messages newest first: template in words, channel, masked recipient, time, status, error and provider id', async () => {
    renderPanel([logMock([QUEUED, FAILED, message('m1')]), consentMock(true)]);
    const table = await loadedTable();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Booking confirmed',
      'Before arrival',
      'Booking confirmed',
    ]);
    const failed = rows[1];
    expect(failed).toHaveTextContent('WhatsApp');
    expect(failed).toHaveTextContent('******2233');
    expect(failed).toHaveTextContent('21 Nov 2026, 10:30 AM');
    expect(failed).toHaveTextContent('Failed');
    expect(failed).toHaveTextContent('Tried 3 times');
    expect(failed).toHaveTextContent('(#131026) Message undeliverable');
    expect(failed).toHaveTextContent('wamid.HBgMOTE5ODc2NTQyMjMz');
    // A message still on its way is tried again by itself: no Send again.
    expect(within(rows[0]).queryByRole('button')).not.toBeInTheDocument();
    expect(
      within(rows[2]).getByRole('button', { name: 'Send again: Booking confirmed by Email to am***@example.in' }),
    ).toBeInTheDocument();
  });

  it('shows the guest’s WhatsApp choice, where and when it was made', async () => {
    renderPanel([logMock([]), consentMock(true)]);
    expect(await screen.findByText('Set on the booking form, 21 Nov 2026, 10:00 AM.')).toBeInTheDocument();
    expect(await screen.findByText('No messages about this booking yet.')).toBeInTheDocument();
  });

  it('sends a message again: the copy joins the list, waiting to send', async () => {
    const user = userEvent.setup();
    renderPanel([
      logMock([FAILED]),
      consentMock(true),
      { request: { query: ResendMessageDocument, variables: { id: 'm2' } }, result: { data: { resendMessage: COPY } } },
      logMock([COPY, FAILED]),
    ]);
    const table = await loadedTable();
    await user.click(within(table).getByRole('button', { name: /^Send again: Before arrival by WhatsApp/ }));
    expect(await screen.findByText('Queued to send again.')).toBeInTheDocument();
    expect(await within(table).findByText('Waiting to send')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(3);
  });

  it('says the server’s words when sending again is refused', async () => {
    const user = userEvent.setup();
    const words = 'The guest does not take WhatsApp updates now (never opted in, or opted out): it cannot go on WhatsApp.';
    renderPanel([
      logMock([FAILED]),
      consentMock(false),
      {
        request: { query: ResendMessageDocument, variables: { id: 'm2' } },
        result: { errors: [{ message: words, extensions: { code: 'BAD_USER_INPUT', reason: 'MESSAGE_NOT_RESENDABLE' } }] },
      },
    ]);
    const table = await loadedTable();
    await user.click(within(table).getByRole('button', { name: /^Send again/ }));
    expect(await within(rowOf(table, 'Before arrival')).findByText(words)).toBeInTheDocument();
  });

  it('changes the WhatsApp choice only with what the guest asked', async () => {
    const user = userEvent.setup();
    renderPanel([
      logMock([]),
      consentMock(true),
      {
        request: {
          query: SetMessagingConsentDocument,
          variables: { phone: PHONE, whatsapp: false, reason: 'Phoned to stop the reminders' },
        },
        result: {
          data: {
            setMessagingConsent: withTypename('MessagingConsentPayload', {
              errors: [],
              consent: withTypename('MessagingConsent', {
                phone: PHONE,
                whatsapp: false,
                source: ConsentSource.Staff,
                changedAt: '2026-11-21T05:00:00.000Z',
                changedBy: 'Asha Verma <asha@hotel.test>',
              }),
            }),
          },
        },
      },
      consentMock(false),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Change at the guest’s request' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Turn WhatsApp updates off?' });
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(within(dialog).getByText('Say what the guest asked, in a few words.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('What the guest asked'), 'Phoned to stop the reminders');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(
      await screen.findByText('Set by staff, at the guest’s request (Asha Verma), 21 Nov 2026, 10:00 AM.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('offers neither Send again nor the change to a role that may only read (the accountant)', async () => {
    renderPanel([logMock([FAILED]), consentMock(true)], { mayResend: false, mayChangeConsent: false });
    const table = await loadedTable();
    expect(within(table).queryByRole('button')).not.toBeInTheDocument();
    expect(await screen.findByText(/^Set on the booking form/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change at the guest’s request' })).not.toBeInTheDocument();
  });
});
