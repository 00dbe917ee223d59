import { closeFreePglites } from './reused-pglites';

// After a jest file's last test, the PGlite instances it kept for reuse are closed.
afterAll(closeFreePglites);
