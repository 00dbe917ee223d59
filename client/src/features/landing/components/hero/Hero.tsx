import { preload } from 'react-dom';
import { Link } from 'react-router-dom';
import '../../../../components/ui/responsive-photo.css';
import type { LowestNightlyPriceQuery } from '../../../../graphql/generated';
import { useLocalePath, useMessages } from '../../../../i18n';
import { usePageAnswer } from '../../../../lib/apollo/embedded-data';
import { formatRupees } from '../../../../lib/format';
import { useHotel } from '../../../../lib/hotel';
import { SECTIONS } from '../../content/sections';
import { scrollToSection } from '../../hooks/scroll-to-section';
import { useProfileWords } from '../../hooks/use-profile-words';
import { HeroStayForm } from './HeroStayForm';
import './hero.css';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The hero photo (the landing page's LCP) in AVIF; made from the WebP with sharp (avif quality 50, effort 6). */
const HERO_AVIF = '/gallery/hero-banquet-hall-640.avif 640w, /gallery/hero-banquet-hall-1200.avif 1200w';
const HERO_SIZES = '100vw';
const NO_VARIABLES = {};

/**
 * The first screen: who we are, the "from" price by the live rates (embedded in the page by the
 * server: server/src/client-pages/route-data.ts), a box for the dates, and the two ways to book.
 */
export function Hero() {
  const hotel = useHotel();
  const { t, rich } = useMessages('landing');
  const localePath = useLocalePath();
  const { heroText } = useProfileWords();
  const lowest = usePageAnswer<LowestNightlyPriceQuery>('LowestNightlyPrice', NO_VARIABLES)?.lowestNightlyPrice;
  // React writes this into the prerendered page's <head>: the browser fetches the photo before it
  // reads the CSS. A browser without AVIF skips the hint (its type) and takes the WebP from <img>.
  preload(HERO_AVIF.split(' ')[0], {
    as: 'image',
    imageSrcSet: HERO_AVIF,
    imageSizes: HERO_SIZES,
    type: 'image/avif',
    fetchPriority: 'high',
  });
  return (
    <section id={SECTIONS.home} className="hero" aria-labelledby="hero-title" tabIndex={-1}>
      <picture className="responsive-photo">
        <source type="image/avif" srcSet={HERO_AVIF} sizes={HERO_SIZES} />
        <img
          className="hero__image"
          src="/gallery/hero-banquet-hall-1200.webp"
          srcSet="/gallery/hero-banquet-hall-640.webp 640w, /gallery/hero-banquet-hall-1200.webp 1200w"
          sizes={HERO_SIZES}
          width={1200}
          height={800}
          alt=""
          fetchPriority="high"
          decoding="async"
        />
      </picture>
      <div className="hero__content">
        <p className="hero__eyebrow">
          {hotel.locality}, {hotel.city}
        </p>
        <h1 id="hero-title" className="hero__title">
          {hotel.name}
        </h1>
        {lowest && <p className="hero__price">{rich('heroPrice', { price: <strong>{formatRupees(lowest.amount)}</strong> })}</p>}
        <HeroStayForm />
        <p className="hero__lead" lang={heroText.lang}>
          {heroText.text}
        </p>
        <div className="hero__actions">
          <a
            className="btn hero__book"
            href={`#${SECTIONS.booking}`}
            onClick={(event) => {
              event.preventDefault();
              scrollToSection(SECTIONS.booking);
            }}
          >
            {t('navBookNow')}
          </a>
          <a className="btn hero__call" href={telHref(hotel.reservationsPhone)}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path
                fill="currentColor"
                d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z"
              />
            </svg>
            {rich('callToBook', { phone: <span className="hero__phone">{hotel.reservationsPhone}</span> })}
          </a>
        </div>
        <p className="hero__banquet">
          {rich('heroBanquet', { link: <Link to={localePath('/banquet')}>{t('heroBanquetLink')}</Link> })}
        </p>
        <p className="hero__hours">
          {t('heroHours', { reservationsHours: hotel.reservationsHours, frontDeskHours: hotel.frontDeskHours })}
        </p>
      </div>
    </section>
  );
}
