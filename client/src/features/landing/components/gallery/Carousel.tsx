import { KeyboardEvent, TouchEvent, useRef } from 'react';
import { ResponsivePhoto } from '../../../../components/ui/ResponsivePhoto';
import { GallerySlide, SLIDE_SIZE, SLIDE_SIZES, slideKey, slidePhoto } from '../../content/gallery-slides';
import { useMessages } from '../../../../i18n';
import { useCarousel } from '../../hooks/use-carousel';
import { useInView } from '../../hooks/use-in-view';
import { CarouselThumbnails } from './CarouselThumbnails';
import { ChevronIcon, PauseIcon, PlayIcon } from './carousel-icons';
import './gallery.css';

/** Spec section 9: a new slide every 4000 ms. */
export const AUTOPLAY_INTERVAL_MS = 4000;
const SWIPE_MIN_PX = 40;

interface CarouselProps {
  slides: readonly GallerySlide[];
  label: string;
}

/**
 * An image carousel after the WAI-ARIA pattern: a labelled region with a play/pause control,
 * previous and next buttons, dots and thumbnails. The slides are announced only while paused.
 */
export function Carousel({ slides, label }: CarouselProps) {
  const { t } = useMessages('landing');
  const rootRef = useRef<HTMLDivElement>(null);
  const { inView, seen } = useInView(rootRef);
  const { index, playing, next, previous, goTo, togglePlaying } = useCarousel(slides.length, {
    intervalMs: AUTOPLAY_INTERVAL_MS,
    visible: inView,
  });
  const touchStartX = useRef<number | null>(null);
  // Once the carousel has been on screen, the slides either side of the current one load ahead,
  // so a slide never arrives empty; before that every photo waits (loading="lazy").
  const isNear = (i: number) => seen && [1, slides.length - 1].includes((i - index + slides.length) % slides.length);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') next();
    else if (event.key === 'ArrowLeft') previous();
    else return;
    event.preventDefault();
  };
  const onTouchStart = (event: TouchEvent) => {
    touchStartX.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStartX.current;
    const end = event.changedTouches[0]?.clientX;
    touchStartX.current = null;
    if (start === null || end === undefined || Math.abs(end - start) < SWIPE_MIN_PX) return;
    if (end < start) next();
    else previous();
  };

  return (
    <div
      ref={rootRef}
      className="carousel"
      role="region"
      aria-roledescription={t('carouselRole')}
      aria-label={label}
      tabIndex={0}
      onKeyDown={onKeyDown}
    >
      <div className="carousel__stage" onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
        <div
          className="carousel__track"
          aria-live={playing ? 'off' : 'polite'}
          style={{ transform: `translateX(-${index * 100}%)` }}
        >
          {slides.map((slide, i) => (
            <div
              key={slideKey(slide, i)}
              className="carousel__slide"
              role="group"
              aria-roledescription={t('slideRole')}
              aria-label={t('slideOf', { number: i + 1, count: slides.length })}
              aria-hidden={i !== index}
            >
              <ResponsivePhoto
                photo={slidePhoto(slide, 'slide')}
                alt={slide.alt}
                sizes={SLIDE_SIZES}
                fallbackSize={SLIDE_SIZE}
                loading={isNear(i) ? 'eager' : 'lazy'}
              />
              <div className="carousel__caption" lang={slide.lang}>
                <span className="carousel__category">
                  {t('slideCategory', { category: slide.category.replace(/\s/g, ''), name: slide.category })}
                </span>
                <h3 className="carousel__title">{slide.title}</h3>
                <p className="carousel__description">{slide.description}</p>
              </div>
            </div>
          ))}
        </div>
        <button
          type="button"
          className="carousel__arrow carousel__arrow--prev"
          aria-label={t('previousSlide')}
          onClick={previous}
        >
          <ChevronIcon direction="left" />
        </button>
        <button type="button" className="carousel__arrow carousel__arrow--next" aria-label={t('nextSlide')} onClick={next}>
          <ChevronIcon direction="right" />
        </button>
      </div>

      <div className="carousel__bar">
        <button
          type="button"
          className="carousel__play"
          onClick={togglePlaying}
          aria-label={t(playing ? 'pauseSlideshow' : 'playSlideshow')}
        >
          {playing ? <PauseIcon /> : <PlayIcon />}
        </button>
        <div className="carousel__dots">
          {slides.map((slide, i) => (
            <button
              key={slideKey(slide, i)}
              type="button"
              className="carousel__dot"
              aria-label={t('goToSlide', { number: i + 1 })}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => goTo(i)}
            >
              <span aria-hidden="true" />
            </button>
          ))}
        </div>
        <span className="carousel__counter" aria-hidden="true">
          {index + 1} / {slides.length}
        </span>
      </div>

      <CarouselThumbnails slides={slides} current={index} onSelect={goTo} />
    </div>
  );
}
