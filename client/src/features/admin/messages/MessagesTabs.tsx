import { NavLink } from 'react-router-dom';
import { mayUse } from '../../../lib/admin-session';
import { useAdminSession } from '../session/AdminSessionContext';

/**
 * /admin/messages holds two lists: what the hotel sent (the message log) and what guests wrote
 * through the contact forms (for the roles that read them).
 */
export function MessagesTabs() {
  const admin = useAdminSession().session?.admin;
  if (!mayUse(admin, 'Query.contactMessages')) return null;
  return (
    <nav className="message-tabs" aria-label="Messages">
      <NavLink to="/admin/messages" end className="message-tabs__tab">
        Sent by the hotel
      </NavLink>
      <NavLink to="/admin/messages/contact" className="message-tabs__tab">
        Contact forms
      </NavLink>
    </nav>
  );
}
