import { Navigate } from 'react-router-dom';
import { landingFor } from '../layout/admin-sections';
import { useAdminSession } from '../session/AdminSessionContext';
import UsersPage from './UsersPage';

/**
 * /admin: the users table (spec), where sign-in lands. A role that may not see the users goes on
 * to Today, or (accountant, housekeeping) to the first section of the menu it may use.
 */
export default function AdminHome() {
  const { session } = useAdminSession();
  const landing = landingFor(session?.admin);
  if (landing !== '/admin') return <Navigate to={landing} replace />;
  return <UsersPage />;
}
