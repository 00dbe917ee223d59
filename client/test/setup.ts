import '@testing-library/jest-dom/jest-globals';
import { configure } from '@testing-library/react';

// `findBy…` and `waitFor` give up after 5 s instead of Testing Library's 1 s: `npm test` runs the
// component tests beside lint on two cores, where a lazily loaded page once took longer than a
// second to appear. What they wait for is unchanged.
configure({ asyncUtilTimeout: 5000 });
