/** The day close (night audit) as other code sees it: everything else in this folder is its own. */
export { DayCloseRun } from './day-close-run.entity';
