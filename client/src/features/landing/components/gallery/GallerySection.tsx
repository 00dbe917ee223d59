import { useMessages } from '../../../../i18n';
import { useHotel } from '../../../../lib/hotel';
import { SECTIONS } from '../../content/sections';
import { useProfileWords } from '../../hooks/use-profile-words';
import { Carousel } from './Carousel';

export function GallerySection() {
  const { t } = useMessages('landing');
  const words = useProfileWords().gallery;
  const slides = useHotel().gallery.map((slide, index) => ({
    ...slide,
    title: words[index].title.text,
    description: words[index].description.text,
    alt: words[index].alt.text,
    lang: words[index].title.lang ?? words[index].description.lang,
  }));
  return (
    <section
      id={SECTIONS.gallery}
      className="landing-section landing-section--tinted"
      aria-labelledby="gallery-title"
      tabIndex={-1}
    >
      <div className="landing-section__inner">
        <p className="landing-section__eyebrow">{t('navGallery')}</p>
        <h2 id="gallery-title" className="landing-section__title">
          {t('galleryTitle')}
        </h2>
        <p className="landing-section__lead">{t('galleryLead')}</p>
        <Carousel slides={slides} label={t('galleryLabel')} />
      </div>
    </section>
  );
}
