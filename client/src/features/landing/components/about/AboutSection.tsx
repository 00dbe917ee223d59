import { useHotel } from '../../../../lib/hotel';
import { SECTIONS } from '../../content/sections';
import './about.css';

/** Who runs the place and what it is good for. */
export function AboutSection() {
  const hotel = useHotel();
  return (
    <section id={SECTIONS.about} className="landing-section about" aria-labelledby="about-title" tabIndex={-1}>
      <div className="landing-section__inner about__grid">
        <div>
          <p className="landing-section__eyebrow">About Us</p>
          <h2 id="about-title" className="landing-section__title">
            {hotel.aboutTitle}
          </h2>
          {hotel.aboutText.split('\n\n').map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
        <ul className="about__highlights" aria-label="The guest house in numbers">
          {hotel.highlights.map((item) => (
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
