import { adminActor } from '../../src/shared/actor';
import { TestApp } from './test-app';

/**
 * Opens a cash shift for the test app's admin (with no float) unless one is open: cash at the
 * desk needs one (billing/shifts). For tests of desk money that are not about shifts.
 */
export async function openDeskShift(app: TestApp): Promise<void> {
  const actor = adminActor(await app.services.adminAuth.authenticate(await app.adminToken()));
  if (!(await app.services.cashShifts.current(actor))) await app.services.cashShifts.open(actor, 0);
}
