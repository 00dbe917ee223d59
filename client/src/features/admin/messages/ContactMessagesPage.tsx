import { Pager } from '../../../components/ui/Pager';
import { usePageParam } from '../../../lib/page-param';
import { ADMIN_PAGE_SIZE } from '../../../components/admin/load-state';
import { ContactMessage, useContactMessages } from '../api/use-messages';
import { LoadState } from '../../../components/admin/LoadState';
import { AdminPage } from '../../../components/admin/AdminPage';
import { INQUIRY_TYPE_LABELS } from '../../../lib/labels';
import { formatHotelDateTime } from '../lib/display';
import { MessagesTabs } from './MessagesTabs';
import '../messages.css';

function MessageCard({ message }: { message: ContactMessage }) {
  const headingId = `message-${message.id}`;
  return (
    <article className="message-card" aria-labelledby={headingId}>
      <header className="message-card__header">
        <h2 id={headingId} className="message-card__subject">
          {message.subject?.trim() || '(no subject)'}
        </h2>
        <span className="message-card__type">{INQUIRY_TYPE_LABELS[message.inquiryType]}</span>
      </header>
      <p className="message-card__from">
        <strong>{message.name}</strong> · <a href={`mailto:${message.email}`}>{message.email}</a>
      </p>
      <p className="message-card__meta">
        <time dateTime={message.createdAt}>{formatHotelDateTime(message.createdAt)}</time> ·{' '}
        {message.source === 'landing' ? 'Landing page form' : 'Contact page form'}
      </p>
      <p className="message-card__text">{message.message}</p>
    </article>
  );
}

/** /admin/messages/contact: what guests wrote through the contact forms, newest first, a page at a time. */
export default function ContactMessagesPage() {
  const [page, setPage] = usePageParam();
  const messages = useContactMessages(page);
  return (
    <AdminPage title="Contact messages" lead="Contact form messages, newest first. Reply by email within 24 hours.">
      <MessagesTabs />
      <LoadState
        state={messages}
        loading="Loading messages…"
        failure="Failed to load messages"
        isEmpty={(list) => list.total === 0}
        empty="No messages yet."
      >
        {(list) => (
          <>
            <ul className="message-list" aria-label="Contact messages">
              {list.items.map((message) => (
                <li key={message.id}>
                  <MessageCard message={message} />
                </li>
              ))}
            </ul>
            <Pager page={page} pageSize={ADMIN_PAGE_SIZE} total={list.total} label="Messages" onPageChange={setPage} />
          </>
        )}
      </LoadState>
    </AdminPage>
  );
}
