import { Link } from 'react-router-dom';
import { useLocalePath, useMessages } from '../../i18n';
import { useHotel } from '../../lib/hotel';
import './site-header.css';

/**
 * The header of the standalone pages (policies, contact, the banquet hall): a skip link to
 * `#main`, the hotel's name back home, and Home and Contact Us, in the page's language.
 */
export function SiteHeader() {
  const hotel = useHotel();
  const { t } = useMessages('common');
  const to = useLocalePath();
  return (
    <>
      <a className="site-skip" href="#main">
        {t('skipToContent')}
      </a>
      <header className="site-header">
        <div className="site-header__inner">
          <Link className="site-header__brand" to={to('/')}>
            {hotel.shortName}
          </Link>
          <nav aria-label={t('siteNav')}>
            <ul className="site-header__links">
              <li>
                <Link to={to('/')}>{t('home')}</Link>
              </li>
              <li>
                <Link to={to('/contact-us')}>{t('contactUs')}</Link>
              </li>
            </ul>
          </nav>
        </div>
      </header>
    </>
  );
}
