import { Writable } from 'node:stream';
import { StrictMode } from 'react';
import { browser } from 'react-dom';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/App';
import { AppProviders } from './app/AppProviders';
// The server renders pages in both languages.
import './i18n/hindi';
import type { EmbeddedAnswers } from './lib/apollo/embedded-data';
import type { HotelProfile } from './lib/hotel';

export { ROUTE_CHUNKS } from './app/route-chunks';
export { routePaths } from './app/route-list';
export { embeddedQueryTexts } from './lib/apollo/embedded-queries';

export { preloadServerRenderedPages } from './lib/lazy-page';

/**
 * Renders a page with the same providers as main.tsx, so the browser can hydrate it: on the server
 * for each request of the landing page, /banquet and the pages with data
 * (server/src/client-pages/server-render.ts, after preloadServerRenderedPages), with the hotel's
 * profile and the answers embedded in the page. Lazy parts are not waited for: once everything else is rendered,
 * the render stops with `browser()`, so their Suspense fallback goes in the page and the browser
 * renders them without reporting a hydration error. Any other error in a component fails the
 * render (the build, or the request, which then gets the page unrendered).
 */
export function render(url: string, embeddedAnswers: EmbeddedAnswers | undefined, hotel: HotelProfile): Promise<string> {
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
          <AppProviders renderedAt={renderedAt} embeddedAnswers={embeddedAnswers} hotel={hotel}>
            <App />
          </AppProviders>
        </StaticRouter>
      </StrictMode>,
      {
        // A finished boundary is always written in place: past this size React would write it
        // apart and move it in with an inline script, which the Content-Security-Policy blocks
        // (the landing page's sections, once a lazy chunk of theirs was loaded by an earlier render).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
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
