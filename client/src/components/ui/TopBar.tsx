import { Link } from 'react-router-dom';
import { useHotel } from '../../lib/hotel';
import './top-bar.css';

/** A slim bar for inner pages: the hotel's name back to the home page, and a call button. */
export function TopBar() {
  const hotel = useHotel();
  const tel = `tel:${hotel.reservationsPhone.replace(/\s/g, '')}`;
  return (
    <header className="top-bar">
      <div className="top-bar__inner">
        <Link className="top-bar__home" to="/">
          {hotel.shortName}
        </Link>
        <a className="top-bar__call" href={tel}>
          <span aria-hidden="true">☎</span> Call <span className="top-bar__number">{hotel.reservationsPhone}</span>
        </a>
      </div>
    </header>
  );
}
