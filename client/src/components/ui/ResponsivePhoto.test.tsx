import { render } from '@testing-library/react';
import { photoFromUrl, ResponsivePhoto } from './ResponsivePhoto';

const ENCODED = {
  url: '/uploads/room.jpg',
  src: '/uploads/room-800.webp',
  width: 1500,
  height: 1000,
  avifSrcset: '/uploads/room-400.avif 400w, /uploads/room-800.avif 800w',
  webpSrcset: '/uploads/room-400.webp 400w, /uploads/room-800.webp 800w',
};

describe('ResponsivePhoto', () => {
  it('offers AVIF, then WebP, at the widths the layout needs, with the photo’s own size against layout shift', () => {
    const { container } = render(<ResponsivePhoto photo={ENCODED} alt="Deluxe King" sizes="(min-width: 900px) 33vw, 100vw" />);
    const sources = [...container.querySelectorAll('picture > source')];
    expect(
      sources.map((source) => [source.getAttribute('type'), source.getAttribute('srcset'), source.getAttribute('sizes')]),
    ).toEqual([
      ['image/avif', ENCODED.avifSrcset, '(min-width: 900px) 33vw, 100vw'],
      ['image/webp', ENCODED.webpSrcset, '(min-width: 900px) 33vw, 100vw'],
    ]);
    const img = container.querySelector('picture > img')!;
    expect(img).toHaveAttribute('src', '/uploads/room-800.webp');
    expect(img).toHaveAttribute('alt', 'Deluxe King');
    expect(img).toHaveAttribute('width', '1500');
    expect(img).toHaveAttribute('height', '1000');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('fetches the page’s main photo first and at once when it has priority', () => {
    const { container } = render(<ResponsivePhoto photo={ENCODED} alt="" sizes="100vw" priority />);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('loading', 'eager');
  });

  it('shows a photo known only by its address as it is, in the box size the layout gives', () => {
    const { container } = render(
      <ResponsivePhoto
        photo={photoFromUrl('https://cdn.example.com/a.jpg')}
        alt="Lobby"
        sizes="100vw"
        fallbackSize={{ width: 480, height: 320 }}
      />,
    );
    expect(container.querySelectorAll('source')).toHaveLength(0);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('src', 'https://cdn.example.com/a.jpg');
    expect(img).toHaveAttribute('width', '480');
    expect(img).toHaveAttribute('height', '320');
  });
});
