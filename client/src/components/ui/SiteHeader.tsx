import { Link } from 'react-router-dom';
import { useHotel } from '../../lib/hotel';
import './site-header.css';

/**
 * The header of the standalone pages (policies, contact, the banquet hall): a skip link to
 * `#main`, the hotel's name back home, and Home and Contact Us.
 */
export function SiteHeader() {
  const hotel = useHotel();
  return (
    <>
      <a className="site-skip" href="#main">
        Skip to content
      </a>
      <header className="site-header">
        <div className="site-header__inner">
          <Link className="site-header__brand" to="/">
            {hotel.shortName}
          </Link>
          <nav aria-label="Site">
            <ul className="site-header__links">
              <li>
                <Link to="/">Home</Link>
              </li>
              <li>
                <Link to="/contact-us">Contact Us</Link>
              </li>
            </ul>
          </nav>
        </div>
      </header>
    </>
  );
}
