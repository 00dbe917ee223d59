import { releaseAll } from './test-run';

/** Jest's global teardown, shared by every project: drops the templates and stops Chromium. */
export default releaseAll;
