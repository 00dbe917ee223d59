import { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useHotel } from '../../../lib/hotel';
import { SiteHeader } from '../../../components/ui/SiteHeader';
import { usePageTitle } from '../../../lib/use-page-title';
import { mailHref, telHref } from '../contact-links';
import { POLICY_LINKS } from '../policy-links';
import './info.css';

/**
 * The frame of the static pages: a header that leads home, the page's heading, and a footer with
 * the hotel's contact details and the policy links.
 */
export function InfoLayout({
  title,
  lead,
  updated,
  children,
}: {
  title: string;
  lead?: ReactNode;
  updated?: string;
  children: ReactNode;
}) {
  const hotel = useHotel();
  usePageTitle(title);
  return (
    <div className="info">
      <SiteHeader />
      <main className="info-main" id="main" tabIndex={-1}>
        <div className="info-main__heading">
          <h1>{title}</h1>
          {lead && <p className="info-lead">{lead}</p>}
          {updated && <p className="info-updated">Last updated: {updated}</p>}
        </div>
        {children}
      </main>
      <footer className="info-footer">
        <div className="info-footer__inner">
          <div>
            <p className="info-footer__name">{hotel.name}</p>
            <address>
              {hotel.addressLine}
              <br />
              <a href={telHref(hotel.frontDeskPhone)}>{hotel.frontDeskPhone}</a> ·{' '}
              <a href={mailHref(hotel.reservationsEmail)}>{hotel.reservationsEmail}</a>
            </address>
          </div>
          <nav aria-label="Policies">
            <ul className="info-footer__links">
              {POLICY_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <p className="info-footer__copy">
          © {new Date().getFullYear()} {hotel.ownerLine}
        </p>
      </footer>
    </div>
  );
}
