import { useEffect, useRef } from 'react';
import { ResponsivePhoto } from '../../../../components/ui/ResponsivePhoto';
import { useMessages } from '../../../../i18n';
import { GallerySlide, slideKey, slidePhoto, THUMB_SIZE, THUMB_SIZES } from '../../content/gallery-slides';

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
  const { t } = useMessages('landing');
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
    <ul ref={listRef} className="carousel__thumbs" aria-label={t('thumbnails')}>
      {slides.map((slide, i) => (
        <li key={slideKey(slide, i)}>
          <button
            type="button"
            className="carousel__thumb"
            aria-label={t('showSlide', { number: i + 1, title: slide.title })}
            aria-current={i === current ? 'true' : undefined}
            onClick={() => onSelect(i)}
          >
            <ResponsivePhoto photo={slidePhoto(slide, 'thumb')} alt="" sizes={THUMB_SIZES} fallbackSize={THUMB_SIZE} />
          </button>
        </li>
      ))}
    </ul>
  );
}
