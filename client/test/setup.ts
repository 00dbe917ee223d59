import '@testing-library/jest-dom/jest-globals';
import { configure } from '@testing-library/react';
import { TEST_HOTEL_PROFILE } from './hotel';
// Both languages' words, as the server's renderer has them (the browser loads Hindi's before a Hindi page starts).
import '../src/i18n/hindi';

// `findBy…` and `waitFor` give up after 5 s instead of Testing Library's 1 s: `npm test` runs the
// component tests beside lint on two cores, where a lazily loaded page once took longer than a
// second to appear. What they wait for is unchanged.
configure({ asyncUtilTimeout: 5000 });

// Every page the server sends carries the site configuration with the hotel's profile
// (server/src/client-app.ts); the components read it from there, as in the browser.
const siteConfig = document.createElement('script');
siteConfig.id = 'site-config';
siteConfig.type = 'application/json';
siteConfig.textContent = JSON.stringify({ hotel: TEST_HOTEL_PROFILE });
document.head.append(siteConfig);
