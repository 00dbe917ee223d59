import { ReactNode } from 'react';
import { useMessages } from '../../../../i18n';
import { SECTIONS } from '../../content/sections';
import { useProfileWords } from '../../hooks/use-profile-words';
import { CalendarCheckIcon, ChatIcon, ConciergeBellIcon, DumbbellIcon, SofaIcon, UtensilsIcon } from './feature-icons';
import './features.css';

/** The tiles' icons, by place: the owner writes the tiles' words on /admin/settings. */
const ICONS: ReactNode[] = [
  <CalendarCheckIcon key="calendar" />,
  <ChatIcon key="chat" />,
  <SofaIcon key="sofa" />,
  <ConciergeBellIcon key="bell" />,
  <UtensilsIcon key="food" />,
  <DumbbellIcon key="fitness" />,
];

/** The "Accommodations" of the navigation: what a stay includes, as tiles. */
export function FeaturesSection() {
  const { t } = useMessages('landing');
  const { features } = useProfileWords();
  return (
    <section id={SECTIONS.accommodations} className="landing-section" aria-labelledby="accommodations-title" tabIndex={-1}>
      <div className="landing-section__inner">
        <p className="landing-section__eyebrow">{t('navAccommodations')}</p>
        <h2 id="accommodations-title" className="landing-section__title">
          {t('accommodationsTitle')}
        </h2>
        <p className="landing-section__lead">{t('accommodationsLead')}</p>
        <ul className="features">
          {features.map((feature, index) => (
            <li key={index} className="feature">
              <span className="feature__icon">{ICONS[index % ICONS.length]}</span>
              <h3 className="feature__title" lang={feature.title.lang}>
                {feature.title.text}
              </h3>
              <p className="feature__text" lang={feature.text.lang}>
                {feature.text.text}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
