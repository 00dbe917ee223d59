/** The day close (night audit) as other code sees it: everything else in this folder is its own. */
export { DayCloseRun } from './day-close-run.entity';
export { createDayCloseModule } from './day-close.module';
export type { DayCloseNeeds, DayCloseServices } from './day-close.module';
export { DayCloseService } from './day-close.service';
export type { DayCloseHousekeeping, DayCloseView } from './day-close.service';
export { DayCloseResolver } from './day-close.resolver';
export { dayCloseRoutes } from './day-close.routes';
