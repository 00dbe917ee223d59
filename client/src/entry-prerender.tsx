import { Writable } from 'node:stream';
import { StrictMode } from 'react';
import { browser } from 'react-dom';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/App';
import { AppProviders } from './app/AppProviders';
import type { EmbeddedAnswers } from './lib/apollo/embedded-data';
import { HOTEL } from './lib/hotel';

export { ROUTE_CHUNKS } from './app/route-chunks';
export { routePaths } from './app/route-list';
export { embeddedQueryTexts } from './lib/apollo/embedded-queries';

export { preloadServerRenderedPages } from './lib/lazy-page';

/**
 * Renders a page with the same providers as main.tsx, so the browser can hydrate it: at build time
 * (scripts/prerender.mjs: / and /banquet) and on the server for each request of the pages with
 * data (server/src/client-pages/server-render.ts, after preloadServerRenderedPages), with the
 * answers embedded in the page. Lazy parts are not waited for: once everything else is rendered,
 * the render stops with `browser()`, so their Suspense fallback goes in the page and the browser
 * renders them without reporting a hydration error. Any other error in a component fails the
 * render (the build, or the request, which then gets the page unrendered).
 */
export function render(url: string, embeddedAnswers?: EmbeddedAnswers): Promise<string> {
  const address = new URL(url, 'http://page');
  const renderedAt = { pathname: address.pathname, search: address.search };
  return new Promise((resolve, reject) => {
    const errors: unknown[] = [];
    const chunks: Buffer[] = [];
    const page = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        if (errors.length > 0) reject(errors[0] instanceof Error ? errors[0] : new Error(String(errors[0])));
        else resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(
      <StrictMode>
        <StaticRouter location={url}>
          <AppProviders renderedAt={renderedAt} embeddedAnswers={embeddedAnswers}>
            <App />
          </AppProviders>
        </StaticRouter>
      </StrictMode>,
      {
        onShellReady() {
          stream.abort(browser('Lazy part: rendered in the browser'));
          // Piped once the abort has settled, so those boundaries are written as client-rendered
          // right away instead of being switched later by an inline script.
          setImmediate(() => stream.pipe(page));
        },
        onShellError: reject,
        onError(error, info) {
          errors.push(error);
          if (info.componentStack) console.error(`Rendering ${url} failed in:${info.componentStack}`);
        },
      },
    );
  });
}

/** What the hotel offers, for search engines (the landing page's features and facilities). */
const AMENITIES = [
  'Banquet hall',
  'Restaurant',
  '24/7 fitness center',
  'Lift',
  'Free Wi-Fi',
  'Air-conditioned rooms',
  '24-hour front desk',
  'Free parking',
];

/** The schema.org Hotel description of the landing page, from the same facts as the pages. */
export function hotelStructuredData({ image, baseUrl }: { image: string; baseUrl?: string }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Hotel',
    name: HOTEL.name,
    ...(baseUrl ? { url: `${baseUrl}/` } : {}),
    image,
    telephone: HOTEL.phone,
    email: HOTEL.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: HOTEL.address.street,
      addressLocality: HOTEL.address.city,
      addressRegion: HOTEL.address.state,
      postalCode: HOTEL.address.zip,
      addressCountry: HOTEL.address.country,
    },
    hasMap: HOTEL.mapUrl,
    checkinTime: to24Hour(HOTEL.checkInTime),
    checkoutTime: to24Hour(HOTEL.checkOutTime),
    priceRange: '₹₹',
    currenciesAccepted: 'INR',
    paymentAccepted: 'Cash, UPI, Credit Card, Debit Card, Net Banking, Wallets',
    amenityFeature: AMENITIES.map((name) => ({ '@type': 'LocationFeatureSpecification', name, value: true })),
  };
}

/** "3:00 PM" → "15:00": schema.org wants 24-hour times. */
function to24Hour(time: string): string {
  const match = /^(\d{1,2}):(\d{2})\s*(AM|PM)$/i.exec(time.trim());
  if (!match) throw new Error(`Not a 12-hour time: ${time}`);
  const hours = (Number(match[1]) % 12) + (match[3].toUpperCase() === 'PM' ? 12 : 0);
  return `${String(hours).padStart(2, '0')}:${match[2]}`;
}
