import { MouseEvent, Suspense, useEffect, useState } from 'react';
import { Link, NavLink, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { Spinner } from '../../../components/ui/Spinner';
import { WithApollo } from '../../../lib/apollo/WithApollo';
import { mayUse, revokeOnServer } from '../../../lib/admin-session';
import { useHotel } from '../../../lib/hotel';
import { useAdminSession } from '../session/AdminSessionContext';
import { RequireAdmin } from '../session/RequireAdmin';
import { TodayFrame } from '../today/TodayScreen';
import { ADMIN_SECTIONS as SECTIONS } from './admin-sections';
import '../../../components/admin/admin-kit.css';
import '../../../components/admin/data-table.css';
import '../admin.css';
import '../admin-layout.css';

const pageSpinner = (
  <div className="admin-main__loading" aria-busy="true">
    <Spinner />
  </div>
);

/**
 * What a screen shows before Apollo has arrived: /admin/today's frame (its heading, the day's
 * placeholder), which is also the server's first paint of that page; a spinner for the others.
 */
const screenFrame = (pathname: string) => (/^\/admin\/today\/?$/.test(pathname) ? <TodayFrame /> : pageSpinner);

function AdminShell() {
  const hotel = useHotel();
  const { session, signOut } = useAdminSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);

  useEffect(() => setMenuOpen(false), [pathname]);

  const onSignOut = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    // The server revokes the token (a copy of it stops working); the browser forgets it at once.
    if (session) void revokeOnServer(session.token);
    signOut();
    void navigate('/login', { replace: true });
  };

  return (
    <div className="admin-shell">
      <a className="admin-skip-link" href="#admin-main">
        Skip to content
      </a>
      <header className="admin-topbar">
        <button
          type="button"
          className="admin-topbar__menu"
          aria-expanded={menuOpen}
          aria-controls="admin-nav"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="admin-topbar__burger" aria-hidden="true" />
          <span className="admin-topbar__menu-label">Menu</span>
        </button>
        <Link to="/admin" className="admin-topbar__brand">
          <span className="admin-topbar__hotel admin-topbar__hotel--full">{hotel.name}</span>
          <span className="admin-topbar__hotel admin-topbar__hotel--short">{hotel.shortName}</span>
          <span className="admin-topbar__area">Admin</span>
        </Link>
        {session && (
          <span className="admin-topbar__who" title={session.admin.email}>
            {session.admin.name}
          </span>
        )}
        <Link to="/login" className="admin-topbar__signout" onClick={onSignOut}>
          Sign out
        </Link>
      </header>
      <div className="admin-body">
        <nav id="admin-nav" className={`admin-nav${menuOpen ? ' admin-nav--open' : ''}`} aria-label="Admin sections">
          <ul className="admin-nav__list">
            {SECTIONS.filter((section) => mayUse(session?.admin, section.needs)).map((section) => (
              <li key={section.to}>
                <NavLink to={section.to} end={section.end} className="admin-nav__link">
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <main id="admin-main" className="admin-main" tabIndex={-1}>
          <WithApollo fallback={screenFrame(pathname)}>
            <Suspense fallback={pageSpinner}>
              <Outlet />
            </Suspense>
          </WithApollo>
        </main>
      </div>
    </div>
  );
}

/** /admin: the owner's area, for a signed-in admin only (spec section 2, "Admin layout"). */
export default function AdminLayout() {
  return (
    <RequireAdmin>
      <AdminShell />
    </RequireAdmin>
  );
}
