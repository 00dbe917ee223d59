import { useEffect, useRef } from 'react';
import { GallerySlide, THUMB_SIZE, thumbSrc } from '../../content/gallery-slides';

/** The strip of small pictures under the carousel; each one shows its slide. */
export function CarouselThumbnails({
  slides,
  current,
  onSelect,
}: {
  slides: readonly GallerySlide[];
  current: number;
  onSelect(index: number): void;
}) {
  const listRef = useRef<HTMLUListElement>(null);

  // Keep the current thumbnail in view inside the strip (it scrolls sideways on phones), without moving the page.
  useEffect(() => {
    const list = listRef.current;
    const item = list?.children[current] as HTMLElement | undefined;
    if (!list || !item || typeof list.scrollTo !== 'function') return;
    const left = item.offsetLeft - (list.clientWidth - item.clientWidth) / 2;
    list.scrollTo({ left, behavior: 'auto' });
  }, [current]);

  return (
    <ul ref={listRef} className="carousel__thumbs" aria-label="Thumbnails">
      {slides.map((slide, i) => (
        <li key={slide.image}>
          <button
            type="button"
            className="carousel__thumb"
            aria-label={`Show slide ${i + 1}: ${slide.title}`}
            aria-current={i === current ? 'true' : undefined}
            onClick={() => onSelect(i)}
          >
            <img
              src={thumbSrc(slide)}
              alt=""
              width={THUMB_SIZE.width}
              height={THUMB_SIZE.height}
              loading="lazy"
              decoding="async"
            />
          </button>
        </li>
      ))}
    </ul>
  );
}
