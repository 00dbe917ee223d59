import { TEST_HOTEL } from '../../../../../test/hotel';
import { jest } from '@jest/globals';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SLIDE_SIZES, THUMB_SIZES } from '../../content/gallery-slides';
import { Carousel } from './Carousel';
import { GallerySection } from './GallerySection';

const currentSlide = () => screen.getByRole('group', { name: /of 8$/ });
const region = () => screen.getByRole('region', { name: 'Photos of the hotel' });
const tick = (ms: number) => act(() => jest.advanceTimersByTime(ms));

function setup() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(<Carousel slides={TEST_HOTEL.gallery} label="Photos of the hotel" />);
  return user;
}

/** jsdom has no matchMedia: give it one that answers `reduce` for reduced motion. */
function preferReducedMotion(reduce: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: reduce && query.includes('reduce'),
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }),
  });
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  delete (window as { matchMedia?: unknown }).matchMedia;
});

describe('the gallery carousel', () => {
  it('has 8 slides, each with a category of the spec, a title and a description', () => {
    render(<GallerySection />);
    expect(TEST_HOTEL.gallery).toHaveLength(8);
    const categories = new Set(TEST_HOTEL.gallery.map((slide) => slide.category));
    expect([...categories].sort()).toEqual(['Gallery', 'Lift', 'Party Hall', 'Receptions', 'Rooms']);
    const slides = screen.getAllByRole('group', { hidden: true });
    expect(slides).toHaveLength(8);
    slides.forEach((slide, i) => {
      expect(slide).toHaveAttribute('aria-roledescription', 'slide');
      const image = within(slide).getByRole('img', { hidden: true });
      // The neighbours of the current slide load ahead once the carousel was seen (always, in jsdom).
      expect(image).toHaveAttribute('loading', i === 1 || i === 7 ? 'eager' : 'lazy');
      expect(image).toHaveAttribute('width', '960');
      expect(image).toHaveAttribute('height', '640');
      expect(within(slide).getByRole('heading', { hidden: true })).not.toBeEmptyDOMElement();
    });
    expect(region()).toHaveAttribute('aria-roledescription', 'carousel');
  });

  it('advances by itself every 4000 ms, silently for screen readers', () => {
    setup();
    expect(currentSlide()).toHaveAccessibleName('1 of 8');
    expect(screen.getByRole('button', { name: 'Pause slideshow' })).toBeInTheDocument();
    expect(currentSlide().parentElement).toHaveAttribute('aria-live', 'off');
    tick(3999);
    expect(currentSlide()).toHaveAccessibleName('1 of 8');
    tick(1);
    expect(currentSlide()).toHaveAccessibleName('2 of 8');
    tick(4000 * 7);
    expect(currentSlide()).toHaveAccessibleName('1 of 8');
  });

  it('pauses and plays with the play/pause control; paused slides are announced', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    expect(currentSlide().parentElement).toHaveAttribute('aria-live', 'polite');
    tick(12000);
    expect(currentSlide()).toHaveAccessibleName('1 of 8');
    await user.click(screen.getByRole('button', { name: 'Play slideshow' }));
    tick(4000);
    expect(currentSlide()).toHaveAccessibleName('2 of 8');
  });

  it.each([
    [
      'next',
      async (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Next slide' })),
      '2 of 8',
    ],
    [
      'previous',
      async (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Previous slide' })),
      '8 of 8',
    ],
    [
      'a dot',
      async (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Go to slide 5' })),
      '5 of 8',
    ],
    [
      'a thumbnail',
      async (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: /^Show slide 7:/ })),
      '7 of 8',
    ],
    [
      'the right arrow key',
      async (user: ReturnType<typeof userEvent.setup>) => {
        region().focus();
        await user.keyboard('{ArrowRight}');
      },
      '2 of 8',
    ],
    [
      'the left arrow key',
      async (user: ReturnType<typeof userEvent.setup>) => {
        region().focus();
        await user.keyboard('{ArrowLeft}');
      },
      '8 of 8',
    ],
  ])('goes where %s says and stops the autoplay for good', async (_control, act, expected) => {
    const user = setup();
    await act(user);
    expect(currentSlide()).toHaveAccessibleName(expected);
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
    tick(20000);
    expect(currentSlide()).toHaveAccessibleName(expected);
  });

  it('marks the current dot and thumbnail', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: /^Show slide 3:/ }));
    expect(screen.getByRole('button', { name: /^Show slide 3:/ })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Go to slide 1' })).not.toHaveAttribute('aria-current');
    const thumbnail = screen.getByRole('button', { name: /^Show slide 3:/ }).querySelector('img');
    expect(thumbnail).toHaveAttribute('src', `/gallery/${TEST_HOTEL.gallery[2].image}-160.webp`);
    expect(thumbnail).toHaveAttribute('loading', 'lazy');
  });

  it('waits while it is off screen, and loads no photo ahead before it was seen', () => {
    let report: (entries: Partial<IntersectionObserverEntry>[]) => void = () => undefined;
    class FakeObserver {
      constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
        report = callback;
      }
      observe() {}
      disconnect() {}
    }
    Object.defineProperty(window, 'IntersectionObserver', { configurable: true, value: FakeObserver });
    try {
      setup();
      tick(12000);
      expect(currentSlide()).toHaveAccessibleName('1 of 8');
      expect(screen.getAllByRole('img', { hidden: true }).filter((image) => image.getAttribute('loading') === 'eager')).toEqual(
        [],
      );
      act(() => report([{ isIntersecting: true }]));
      tick(4000);
      expect(currentSlide()).toHaveAccessibleName('2 of 8');
      act(() => report([{ isIntersecting: false }]));
      tick(12000);
      expect(currentSlide()).toHaveAccessibleName('2 of 8');
    } finally {
      delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    }
  });

  it("shows a photo the owner uploaded in the size the screen needs, with the slide's alt text", () => {
    const photo = {
      url: '/uploads/0b7c2a64-3f1e-4a43-8d55-0e6f2f6c9a10.jpg',
      src: '/uploads/0b7c2a64-3f1e-4a43-8d55-0e6f2f6c9a10-800.webp',
      width: 1600,
      height: 1067,
      avifSrcset: '/uploads/0b7c2a64-3f1e-4a43-8d55-0e6f2f6c9a10-400.avif 400w',
      webpSrcset: '/uploads/0b7c2a64-3f1e-4a43-8d55-0e6f2f6c9a10-400.webp 400w',
    };
    const slides = TEST_HOTEL.gallery.map((slide, i) =>
      i === 0 ? { ...slide, alt: 'Our terrace at dusk', photoId: '5d0c8f3e-2b6a-4c1d-9e7f-3a2b1c0d4e5f', photo } : slide,
    );
    render(<Carousel slides={slides} label="Photos of the hotel" />);
    const image = within(currentSlide()).getByRole('img', { name: 'Our terrace at dusk' });
    expect(image).toHaveAttribute('src', photo.src);
    const sources = image.parentElement!.querySelectorAll('source');
    expect([...sources].map((source) => [source.type, source.getAttribute('srcset'), source.getAttribute('sizes')])).toEqual([
      ['image/avif', photo.avifSrcset, SLIDE_SIZES],
      ['image/webp', photo.webpSrcset, SLIDE_SIZES],
    ]);
    const thumbnail = screen.getByRole('button', { name: /^Show slide 1:/ }).querySelector('img');
    expect(thumbnail).toHaveAttribute('src', photo.src);
    expect(thumbnail!.parentElement!.querySelector('source')).toHaveAttribute('sizes', THUMB_SIZES);
    // The other slides keep their shipped photos.
    expect(within(screen.getAllByRole('group', { hidden: true })[1]).getByRole('img', { hidden: true })).toHaveAttribute(
      'src',
      `/gallery/${TEST_HOTEL.gallery[1].image}-960.webp`,
    );
  });

  it('waits for the visitor when they asked for reduced motion', () => {
    preferReducedMotion(true);
    setup();
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
    tick(12000);
    expect(currentSlide()).toHaveAccessibleName('1 of 8');
  });
});
