import { Navigate } from 'react-router-dom';
import { mayUse } from '../../../lib/admin-session';
import { useAdminSession } from '../session/AdminSessionContext';
import UsersPage from './UsersPage';

/**
 * /admin: the users table (spec), where sign-in lands. A role that may not see the users goes on
 * to Today.
 */
export default function AdminHome() {
  const { session } = useAdminSession();
  if (!mayUse(session?.admin, 'Query.users')) return <Navigate to="/admin/today" replace />;
  return <UsersPage />;
}
