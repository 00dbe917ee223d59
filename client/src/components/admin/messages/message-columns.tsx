import { useState } from 'react';
import { Link } from 'react-router-dom';
import { MessageStatus } from '../../../graphql/generated';
import { formatHotelDateTime } from '@server-pure/calendar-dates';
import { MESSAGE_CHANNEL_LABELS, MESSAGE_KIND_LABELS, MESSAGE_STATUS_LABELS } from '../../../lib/labels';
import { Button } from '../../ui/Button';
import type { Column } from '../DataTable';
import { StatusBadge, type Tone } from '../StatusBadge';
import { type LoggedMessage, useResendMessage } from './use-messages';

const STATUS_TONES: Record<MessageStatus, Tone> = {
  [MessageStatus.Failed]: 'danger',
  [MessageStatus.Queued]: 'info',
  [MessageStatus.Sending]: 'info',
  [MessageStatus.Sent]: 'neutral',
  [MessageStatus.Delivered]: 'success',
  [MessageStatus.Read]: 'success',
};

/** The status in words; a message waiting again after a failure says it is trying again. */
function MessageState({ message }: { message: LoggedMessage }) {
  const retrying = message.status === MessageStatus.Queued && message.lastError;
  return (
    <>
      <StatusBadge tone={retrying ? 'warning' : STATUS_TONES[message.status]}>
        {retrying ? 'Trying again' : MESSAGE_STATUS_LABELS[message.status]}
      </StatusBadge>
      {message.attempts > 1 && <span className="admin-table__sub">Tried {message.attempts} times</span>}
      {message.lastError && <span className="admin-table__sub message-log__error">{message.lastError}</span>}
      {message.providerMessageId && (
        <span className="admin-table__sub message-log__provider-id" title="The provider’s id of the message">
          {message.providerMessageId}
        </span>
      )}
    </>
  );
}

/**
 * "Send again": queues a copy (the server's rules: not while it is on its way, not a one-time
 * code, WhatsApp only to a number opted in, at most 3 a day); says how it went beside the button.
 */
export function SendAgain({ message }: { message: LoggedMessage }) {
  const resend = useResendMessage();
  const [state, setState] = useState<{ busy: boolean; outcome?: { ok: boolean; text: string } }>({ busy: false });
  const what = `${MESSAGE_KIND_LABELS[message.kind]} by ${MESSAGE_CHANNEL_LABELS[message.channel]} to ${message.recipient}`;
  const send = async () => {
    setState({ busy: true });
    const refusal = await resend(message.id);
    setState({ busy: false, outcome: refusal ? { ok: false, text: refusal } : { ok: true, text: 'Queued to send again.' } });
  };
  return (
    <div className="message-log__again">
      <Button
        variant="secondary"
        className="btn--small"
        disabled={state.busy}
        onClick={() => void send()}
        aria-label={`Send again: ${what}`}
      >
        {state.busy ? 'Sending…' : 'Send again'}
      </Button>
      <span role="status" className={state.outcome && !state.outcome.ok ? 'field__error' : 'admin-table__sub'}>
        {state.outcome?.text}
      </span>
    </div>
  );
}

/**
 * The message log's columns: what it was (the template), how and to whom (masked), when, how it
 * went (the provider's error and id), and "Send again" for the roles that may ask it. With
 * `links`, each message links to its stay or event.
 */
export function messageColumns({ mayResend, links = false }: { mayResend: boolean; links?: boolean }): Column<LoggedMessage>[] {
  const columns: Column<LoggedMessage>[] = [
    {
      header: 'Message',
      rowHeader: true,
      cell: (message) => (
        <>
          {MESSAGE_KIND_LABELS[message.kind]}
          {links && message.bookingId && (
            <Link className="admin-table__sub" to={`/admin/booking/${message.bookingId}`}>
              Open the booking
            </Link>
          )}
          {links && message.eventId && (
            <Link className="admin-table__sub" to={`/admin/events/${message.eventId}`}>
              Open the event
            </Link>
          )}
        </>
      ),
    },
    { header: 'Channel', cell: (message) => MESSAGE_CHANNEL_LABELS[message.channel] },
    { header: 'To', cell: (message) => <span className="message-log__recipient">{message.recipient}</span> },
    {
      header: 'Time',
      nowrap: true,
      cell: (message) => <time dateTime={message.createdAt}>{formatHotelDateTime(message.createdAt)}</time>,
    },
    { header: 'Status', cell: (message) => <MessageState message={message} /> },
  ];
  if (!mayResend) return columns;
  return [
    ...columns,
    {
      header: 'Actions',
      label: false,
      cell: (message) => (message.canSendAgain ? <SendAgain message={message} /> : null),
    },
  ];
}
