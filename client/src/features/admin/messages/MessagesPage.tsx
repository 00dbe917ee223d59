import { Pager } from '../../../components/ui/Pager';
import { Spinner } from '../../../components/ui/Spinner';
import { usePageParam } from '../../../lib/page-param';
import { ADMIN_PAGE_SIZE } from '../api/load-state';
import { ContactMessage, useContactMessages } from '../api/use-messages';
import { LoadFailure } from '../components/LoadFailure';
import { PageHeader } from '../components/PageHeader';
import { INQUIRY_TYPE_LABELS } from '../../../lib/labels';
import { formatHotelDateTime } from '../lib/display';
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

/** /admin/messages: what guests wrote through the contact forms, newest first, a page at a time. */
export default function MessagesPage() {
  const [page, setPage] = usePageParam();
  const messages = useContactMessages(page);
  return (
    <>
      <PageHeader title="Messages" lead="Contact form messages, newest first. Reply by email within 24 hours." />
      {messages.status === 'loading' && <Spinner label="Loading messages…" />}
      {messages.status === 'error' && <LoadFailure title="Failed to load messages" refusal={messages.refusal} />}
      {messages.status === 'ready' &&
        (messages.data.total === 0 ? (
          <p className="admin-empty">No messages yet.</p>
        ) : (
          <>
            <ul className="message-list" aria-label="Contact messages">
              {messages.data.items.map((message) => (
                <li key={message.id}>
                  <MessageCard message={message} />
                </li>
              ))}
            </ul>
            <Pager page={page} pageSize={ADMIN_PAGE_SIZE} total={messages.data.total} label="Messages" onPageChange={setPage} />
          </>
        ))}
    </>
  );
}
