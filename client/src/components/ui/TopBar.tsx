import { Link } from 'react-router-dom';
import { useChunkMessages, useLocalePath } from '../../i18n';
import englishJourney from '../../i18n/generated/en/journey';
import { useHotel } from '../../lib/hotel';
import { LanguageSwitch } from './LanguageSwitch';
import './top-bar.css';

/**
 * A slim bar for inner pages: the hotel's name back to the home page, the other language where
 * the page has one, and a call button.
 */
export function TopBar() {
  const hotel = useHotel();
  const { t } = useChunkMessages('journey', englishJourney);
  const localePath = useLocalePath();
  const tel = `tel:${hotel.reservationsPhone.replace(/\s/g, '')}`;
  return (
    <header className="top-bar">
      <div className="top-bar__inner">
        <Link className="top-bar__home" to={localePath('/')}>
          {hotel.shortName}
        </Link>
        <LanguageSwitch className="top-bar__language" />
        <a className="top-bar__call" href={tel}>
          <span aria-hidden="true">☎</span> {t('call')} <span className="top-bar__number">{hotel.reservationsPhone}</span>
        </a>
      </div>
    </header>
  );
}
