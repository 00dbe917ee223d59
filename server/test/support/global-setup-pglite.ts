import { providePgliteTemplate } from './test-run';

/** Jest's global setup of the `pglite` project: the run's migrated PGlite template. */
export default providePgliteTemplate;
