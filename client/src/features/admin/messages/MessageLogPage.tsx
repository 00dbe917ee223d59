import { Link, useSearchParams } from 'react-router-dom';
import { AdminPage } from '../../../components/admin/AdminPage';
import { MessageList } from '../../../components/admin/messages/MessageLog';
import { MessageStatus } from '../../../graphql/generated';
import { mayUse } from '../../../lib/admin-session';
import { isLabelled, labelledOptions, MESSAGE_STATUS_LABELS } from '../../../lib/labels';
import { useAdminSession } from '../session/AdminSessionContext';
import { MessagesTabs } from './MessagesTabs';
import '../messages.css';

export { default as ContactMessagesPage } from './ContactMessagesPage';

const PAGE_SIZE = 25;

/** `?status=failed` → FAILED; anything else is all statuses. */
function statusOf(param: string | null): MessageStatus | undefined {
  const value = param?.toUpperCase();
  return isLabelled(MESSAGE_STATUS_LABELS, value) ? value : undefined;
}

/** The status filter: all, or one status, as links (the address says which, so Today can link to the failed ones). */
function StatusFilter({ current }: { current?: MessageStatus }) {
  const choices = [{ value: undefined, label: 'All' }, ...labelledOptions(MESSAGE_STATUS_LABELS)];
  return (
    <nav className="message-filter" aria-label="Show messages">
      {choices.map(({ value, label }) => (
        <Link
          key={label}
          to={value ? `/admin/messages?status=${value.toLowerCase()}` : '/admin/messages'}
          className="message-filter__choice"
          aria-current={value === current ? 'page' : undefined}
        >
          {label}
        </Link>
      ))}
    </nav>
  );
}

/**
 * /admin/messages: every message the hotel sent (mail, WhatsApp, SMS), newest first, filtered by
 * status (?status=failed), each with its template, channel, masked recipient, time, status,
 * error and provider id, and "Send again" for the roles that may.
 */
export default function MessageLogPage() {
  const [params] = useSearchParams();
  const status = statusOf(params.get('status'));
  const admin = useAdminSession().session?.admin;
  return (
    <AdminPage
      title="Messages"
      lead="What the hotel sent to guests and to you, newest first: mail, WhatsApp and SMS. A message that failed can be sent again."
    >
      <MessagesTabs />
      <StatusFilter current={status} />
      <MessageList
        label={status ? `Messages: ${MESSAGE_STATUS_LABELS[status].toLowerCase()}` : 'Messages'}
        key={status ?? 'all'}
        filter={status ? { status } : {}}
        pageSize={PAGE_SIZE}
        mayResend={mayUse(admin, 'Mutation.resendMessage')}
        links
        empty={status ? `No messages are ${MESSAGE_STATUS_LABELS[status].toLowerCase()}.` : 'No messages sent yet.'}
      />
    </AdminPage>
  );
}
