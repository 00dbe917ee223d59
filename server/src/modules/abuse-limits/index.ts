/** The abuse-limits module as other code sees it: everything else in this folder is its own. */
export { AbuseCounter } from './abuse-counter.entity';
export { AbuseLimitsService } from './abuse-limits.service';
export type { RequestOrigin } from './abuse-limits.service';
