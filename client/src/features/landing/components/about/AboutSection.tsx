import { useMessages } from '../../../../i18n';
import { SECTIONS } from '../../content/sections';
import { useProfileWords } from '../../hooks/use-profile-words';
import './about.css';

/** Who runs the place and what it is good for. */
export function AboutSection() {
  const { t } = useMessages('landing');
  const words = useProfileWords();
  return (
    <section id={SECTIONS.about} className="landing-section about" aria-labelledby="about-title" tabIndex={-1}>
      <div className="landing-section__inner about__grid">
        <div>
          <p className="landing-section__eyebrow">{t('navAbout')}</p>
          <h2 id="about-title" className="landing-section__title" lang={words.aboutTitle.lang}>
            {words.aboutTitle.text}
          </h2>
          {words.aboutParagraphs.map((paragraph, index) => (
            <p key={index} lang={paragraph.lang}>
              {paragraph.text}
            </p>
          ))}
        </div>
        <ul className="about__highlights" aria-label={t('highlightsLabel')}>
          {words.highlights.map((item, index) => (
            <li key={index} className="about__highlight">
              <strong lang={item.value.lang}>{item.value.text}</strong>
              <span lang={item.label.lang}>{item.label.text}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
