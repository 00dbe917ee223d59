import { useHotel } from '../../../../lib/hotel';
import { SECTIONS } from '../../content/sections';
import { Carousel } from './Carousel';

export function GallerySection() {
  return (
    <section
      id={SECTIONS.gallery}
      className="landing-section landing-section--tinted"
      aria-labelledby="gallery-title"
      tabIndex={-1}
    >
      <div className="landing-section__inner">
        <p className="landing-section__eyebrow">Gallery</p>
        <h2 id="gallery-title" className="landing-section__title">
          Take a look around
        </h2>
        <p className="landing-section__lead">Our reception, rooms, lifts and the banquet hall, as you will find them.</p>
        <Carousel slides={useHotel().gallery} label="Photos of the hotel" />
      </div>
    </section>
  );
}
