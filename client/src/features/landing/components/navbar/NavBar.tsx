import { Fragment, MouseEvent, useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useUiState } from '../../../../app/state/ui-state';
import { LanguageSwitch } from '../../../../components/ui/LanguageSwitch';
import { useLocalePath, useMessages } from '../../../../i18n';
import { useHotel } from '../../../../lib/hotel';
import { MAIN_CONTENT_ID, NAV_ITEMS, SECTIONS } from '../../content/sections';
import { DESKTOP_NAV_QUERY, mediaQuery } from '../../hooks/media';
import { scrollToSection } from '../../hooks/scroll-to-section';
import { useBodyScrollLock } from '../../hooks/use-body-scroll-lock';
import { useScrolled } from '../../hooks/use-scrolled';
import './navbar.css';

const MENU_ID = 'landing-menu';
/** Spec section 9: the bar changes its look after 50px of scroll. */
const SCROLLED_AFTER_PX = 50;

/**
 * The top bar: the section links and the pages of their own (banquet, find my booking), and on
 * phones a burger that opens them in a side menu.
 */
export function NavBar() {
  const hotel = useHotel();
  const { t } = useMessages('landing');
  const common = useMessages('common');
  const localePath = useLocalePath();
  // Pages of their own, beside the spec's sections: listed before Book Now, which stays last.
  const pageLinks = [
    { to: '/banquet', label: t('navBanquet') },
    { to: '/find-booking', label: common.t('findMyBooking') },
  ];
  const { navToggled: open, setNavToggled } = useUiState();
  const scrolled = useScrolled(SCROLLED_AFTER_PX);
  const burgerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  useBodyScrollLock(open);

  // The menu is a page-level state: leaving the page closes it.
  useEffect(() => () => setNavToggled(false), [setNavToggled]);

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelector('a')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setNavToggled(false);
      burgerRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, setNavToggled]);

  // Growing to a desktop width shows the links in the bar: the side menu has no reason to stay open.
  useEffect(() => {
    const desktop = mediaQuery(DESKTOP_NAV_QUERY);
    if (!desktop) return;
    const onChange = () => desktop.matches && setNavToggled(false);
    desktop.addEventListener?.('change', onChange);
    return () => desktop.removeEventListener?.('change', onChange);
  }, [setNavToggled]);

  const goTo = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    event.preventDefault();
    setNavToggled(false);
    scrollToSection(id);
  };

  const className = ['navbar', scrolled && 'navbar--scrolled', open && 'navbar--open'].filter(Boolean).join(' ');
  return (
    <header className={className}>
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={(event) => goTo(event, MAIN_CONTENT_ID)}>
        {t('skipToMain')}
      </a>
      <div className="navbar__inner">
        <a className="navbar__brand" href={`#${SECTIONS.home}`} onClick={(event) => goTo(event, SECTIONS.home)}>
          <span className="navbar__brand-mark" aria-hidden="true">
            {hotel.shortName.charAt(0)}
          </span>
          <span>{hotel.shortName}</span>
        </a>
        <LanguageSwitch className="navbar__language" />
        <button
          ref={burgerRef}
          type="button"
          className="navbar__burger"
          aria-expanded={open}
          aria-controls={MENU_ID}
          aria-label={t('menu')}
          onClick={() => setNavToggled(!open)}
        >
          <span className="navbar__burger-lines" aria-hidden="true" />
        </button>
        <nav aria-label={t('mainNav')}>
          <ul ref={menuRef} id={MENU_ID} className={`navbar__menu${open ? ' navbar__menu--open' : ''}`}>
            {NAV_ITEMS.map((item) => (
              <Fragment key={item.id}>
                {item.id === SECTIONS.booking &&
                  pageLinks.map((page) => (
                    <li key={page.to}>
                      <Link to={localePath(page.to)} className="navbar__link" onClick={() => setNavToggled(false)}>
                        {page.label}
                      </Link>
                    </li>
                  ))}
                <li>
                  <a
                    href={`#${item.id}`}
                    className={item.id === SECTIONS.booking ? 'navbar__link navbar__link--cta' : 'navbar__link'}
                    onClick={(event) => goTo(event, item.id)}
                  >
                    {t(item.label)}
                  </a>
                </li>
              </Fragment>
            ))}
          </ul>
        </nav>
      </div>
      {open && <div className="navbar__backdrop" aria-hidden="true" onClick={() => setNavToggled(false)} />}
    </header>
  );
}
