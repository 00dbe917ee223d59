import { useMemo, useState } from 'react';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { DataRows, DataTable, MessageRow } from '../DataTable';
import { LoadFailure } from '../LoadState';
import { Panel } from '../AdminPage';
import { GuestWhatsAppChoice } from './GuestWhatsAppChoice';
import { messageColumns } from './message-columns';
import { type MessageFilter, useMessageLog } from './use-messages';
import './message-log.css';

interface ListProps {
  /** The table's name, read out (e.g. "Messages about this booking"). */
  label: string;
  filter: MessageFilter;
  /** Messages per page (the server takes at most 100). */
  pageSize: number;
  mayResend: boolean;
  /** Each message links to its stay or event (the message page; a stay's own page needs none). */
  links?: boolean;
  /** What an empty log says. */
  empty: string;
}

/** One page of messages; the last page offers the older ones when it came full. */
function LogPage({
  filter,
  pageSize,
  after,
  columns,
  empty,
  onMore,
}: Omit<ListProps, 'mayResend' | 'links' | 'label'> & {
  after?: string;
  columns: ReturnType<typeof messageColumns>;
  onMore?(after: string): void;
}) {
  const page = useMessageLog(filter, pageSize, after);
  const span = columns.length;
  if (page.status === 'loading')
    return (
      <MessageRow span={span}>
        <Spinner label="Loading messages…" />
      </MessageRow>
    );
  if (page.status === 'error')
    return (
      <MessageRow span={span}>
        <LoadFailure title="Failed to load messages" refusal={page.refusal} />
      </MessageRow>
    );
  const messages = page.data;
  if (messages.length === 0) return after ? null : <MessageRow span={span}>{empty}</MessageRow>;
  const last = messages[messages.length - 1];
  return (
    <>
      <DataRows columns={columns} rows={messages} rowKey={(message) => message.id} />
      {onMore && messages.length === pageSize && (
        <MessageRow span={span} className="message-log__more">
          <Button variant="secondary" onClick={() => onMore(last.id)}>
            Show older messages
          </Button>
        </MessageRow>
      )}
    </>
  );
}

/**
 * Messages of the log, newest first, a page at a time ("Show older messages" reads the next page
 * after the last one shown, so a message queued meanwhile moves nothing). A new filter starts
 * again from the newest (its caller keys it by the filter).
 */
export function MessageList({ label, filter, pageSize, mayResend, links, empty }: ListProps) {
  const columns = useMemo(() => messageColumns({ mayResend, links }), [mayResend, links]);
  const [afters, setAfters] = useState<string[]>([]);
  const pages = [undefined, ...afters];
  return (
    <DataTable label={label} columns={columns}>
      {pages.map((after, index) => (
        <LogPage
          key={after ?? 'newest'}
          filter={filter}
          pageSize={pageSize}
          after={after}
          columns={columns}
          empty={empty}
          onMore={index === pages.length - 1 ? (next) => setAfters((list) => [...list, next]) : undefined}
        />
      ))}
    </DataTable>
  );
}

/** A stay's or an event's messages: a stay has a few dozen at most, so one page of 50 shows them all. */
const PANEL_PAGE = 50;

/**
 * The "Messages" panel of a booking's and an event's page: the guest's WhatsApp choice (changed
 * only at the guest's request) and every message about the stay or event, newest first, each
 * with "Send again". What the person may do is the permission table's (the page says).
 */
export function MessagesPanel({
  bookingId,
  eventId,
  phone,
  mayResend,
  mayChangeConsent,
}: {
  bookingId?: string;
  eventId?: string;
  /** The guest's (or the host's) phone, whose WhatsApp choice shows. */
  phone: string;
  mayResend: boolean;
  mayChangeConsent: boolean;
}) {
  return (
    <Panel title="Messages">
      <GuestWhatsAppChoice phone={phone} mayChange={mayChangeConsent} />
      <MessageList
        label={`Messages about this ${bookingId ? 'booking' : 'event'}`}
        filter={bookingId ? { bookingId } : { eventId }}
        pageSize={PANEL_PAGE}
        mayResend={mayResend}
        empty={`No messages about this ${bookingId ? 'booking' : 'event'} yet.`}
      />
    </Panel>
  );
}
