import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { localeOfPath } from '@server-pure/locale';
import { App } from './app/App';
import { AppProviders } from './app/AppProviders';
import { watchChoicesBeforeHydration } from './lib/before-hydration';
import './app/styles.css';

// The landing page and /banquet are prerendered at build time (scripts/prerender.mjs), the room,
// rooms and booking pages on the server for each request: React takes over their markup, rendered
// at this address. Every other route starts from the empty shell (dist/app.html). Both start as a
// transition, so React renders in slices that yield to the browser instead of one long task
// (a phone's main thread stays free for input: Lighthouse's Total Blocking Time).
const container = document.getElementById('root')!;
const rendered = container.dataset.prerendered === location.pathname && container.firstElementChild !== null;
const app = (
  <StrictMode>
    <BrowserRouter>
      <AppProviders renderedAt={rendered ? { pathname: location.pathname, search: location.search } : undefined}>
        <App />
      </AppProviders>
    </BrowserRouter>
  </StrictMode>
);
if (rendered) watchChoicesBeforeHydration(container);
// A Hindi page (/hi/…) starts once Hindi's words are in (a chunk of their own: English pages never load it).
const wordsLoaded = localeOfPath(location.pathname) === 'hi' ? import('./i18n/hindi') : Promise.resolve();
void wordsLoaded.then(() =>
  startTransition(() => {
    if (rendered) hydrateRoot(container, app);
    else createRoot(container).render(app);
  }),
);
