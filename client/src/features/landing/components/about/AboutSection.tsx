import { HOTEL } from '../../../../lib/hotel';
import { SECTIONS } from '../../content/sections';
import './about.css';

const HIGHLIGHTS = [
  { value: '4 floors', label: 'of rooms, served by two lifts' },
  { value: '300 guests', label: 'seated in the banquet hall' },
  { value: '24/7', label: 'front desk and room service' },
  { value: '10 min', label: 'from Bareilly Junction station' },
];

/** Who runs the place and what it is good for. */
export function AboutSection() {
  return (
    <section id={SECTIONS.about} className="landing-section about" aria-labelledby="about-title" tabIndex={-1}>
      <div className="landing-section__inner about__grid">
        <div>
          <p className="landing-section__eyebrow">About Us</p>
          <h2 id="about-title" className="landing-section__title">
            A family-run guest house in the heart of {HOTEL.address.city}
          </h2>
          <p>
            {HOTEL.shortName} is run by the Anand family, who have welcomed travellers in Civil Lines for more than twenty years.
            What began as a handful of rooms above the family home is now a guest house of comfortable air-conditioned rooms and
            suites — still with the same personal care: the person who takes your call is often the one who greets you at the
            door.
          </p>
          <p>
            Our banquet hall on the ground floor hosts wedding receptions, engagements, birthday parties and office get-togethers.
            Our own kitchen cooks fresh North Indian vegetarian and non-vegetarian food, and the rooms upstairs mean your
            relatives from out of town stay a lift ride away from the celebration.
          </p>
          <p>
            Whether you are here for business, a family function or a visit to the city, we keep things simple: fair prices, clean
            rooms, hot water, quick service and a warm {HOTEL.address.city} welcome.
          </p>
        </div>
        <ul className="about__highlights" aria-label="The guest house in numbers">
          {HIGHLIGHTS.map((item) => (
            <li key={item.value} className="about__highlight">
              <strong>{item.value}</strong>
              <span>{item.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
