import { ReactNode } from 'react';
import { SECTIONS } from '../../content/sections';
import { CalendarCheckIcon, ChatIcon, ConciergeBellIcon, DumbbellIcon, SofaIcon, UtensilsIcon } from './feature-icons';
import './features.css';

const FEATURES: { title: string; text: string; icon: ReactNode }[] = [
  {
    title: 'Simple Booking',
    text: 'Pick your dates, choose a room and pay online by UPI or card — or pay at the hotel when you arrive.',
    icon: <CalendarCheckIcon />,
  },
  {
    title: 'Fast and Friendly First Contact',
    text: 'Call or write and a member of the family answers, usually within minutes and always within 24 hours.',
    icon: <ChatIcon />,
  },
  {
    title: 'A social lobby',
    text: 'A bright lobby with comfortable sofas, tea on request and space to meet your relatives before the function.',
    icon: <SofaIcon />,
  },
  {
    title: 'On-Site Services That Delight',
    text: 'Laundry, room service, taxi bookings, doctor on call and decorators for your event, arranged at the front desk.',
    icon: <ConciergeBellIcon />,
  },
  {
    title: 'A Variety of Excellent Food and Drink',
    text: 'North Indian thalis, tandoor, Chinese favourites and fresh chai from our own kitchen, in the restaurant or your room.',
    icon: <UtensilsIcon />,
  },
  {
    title: '24 / 7 fitness center',
    text: 'Treadmill, bike and free weights open round the clock, so your routine travels with you.',
    icon: <DumbbellIcon />,
  },
];

/** The "Accommodations" of the navigation: what a stay includes, as tiles. */
export function FeaturesSection() {
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
          {FEATURES.map((feature) => (
            <li key={feature.title} className="feature">
              <span className="feature__icon">{feature.icon}</span>
              <h3 className="feature__title">{feature.title}</h3>
              <p className="feature__text">{feature.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
