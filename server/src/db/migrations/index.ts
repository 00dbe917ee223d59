import { Initial1763740800000 } from './1763740800000-initial';

/** Every migration, in order. Committed, reviewed, and run on start. */
export const migrations = [Initial1763740800000];
