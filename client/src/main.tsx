import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { AppProviders } from './app/AppProviders';
import './app/styles.css';

const app = (
  <StrictMode>
    <BrowserRouter>
      <AppProviders>
        <App />
      </AppProviders>
    </BrowserRouter>
  </StrictMode>
);

// The landing page is prerendered at build time (scripts/prerender.mjs): React takes over its
// markup. Every other route starts from the empty shell (dist/app.html). Both start as a
// transition, so React renders in slices that yield to the browser instead of one long task
// (a phone's main thread stays free for input: Lighthouse's Total Blocking Time).
const container = document.getElementById('root')!;
startTransition(() => {
  if (container.dataset.prerendered === location.pathname && container.firstElementChild) hydrateRoot(container, app);
  else createRoot(container).render(app);
});
