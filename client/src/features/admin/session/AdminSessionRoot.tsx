import { Outlet } from 'react-router-dom';
import { AdminSessionProvider } from './AdminSessionContext';

/** Nothing of the last admin's data may stay in memory for the next one. */
function clearApolloCache() {
  void import('../../../lib/apollo/client').then(({ apolloClient }) => apolloClient().clearStore());
}

/** Route element around /login and /admin/*: one session for both. */
export default function AdminSessionRoot() {
  return (
    <AdminSessionProvider onEnd={clearApolloCache}>
      <Outlet />
    </AdminSessionProvider>
  );
}
