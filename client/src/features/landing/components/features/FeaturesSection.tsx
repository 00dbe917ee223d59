import { useHotel } from '../../../../lib/hotel';
import { ReactNode } from 'react';
import { SECTIONS } from '../../content/sections';
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
  const { features } = useHotel();
  return (
    <section id={SECTIONS.accommodations} className="landing-section" aria-labelledby="accommodations-title" tabIndex={-1}>
      <div className="landing-section__inner">
        <p className="landing-section__eyebrow">Accommodations</p>
        <h2 id="accommodations-title" className="landing-section__title">
          Everything your stay needs
        </h2>
        <p className="landing-section__lead">
          Comfort, food and help at hand, whether you stay one night or host a three-day wedding.
        </p>
        <ul className="features">
          {features.map((feature, index) => (
            <li key={feature.title} className="feature">
              <span className="feature__icon">{ICONS[index % ICONS.length]}</span>
              <h3 className="feature__title">{feature.title}</h3>
              <p className="feature__text">{feature.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
