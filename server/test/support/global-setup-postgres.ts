import { providePostgresTemplate } from './test-run';

/** Jest's global setup of the `postgres` project: the run's migrated template database. */
export default providePostgresTemplate;
