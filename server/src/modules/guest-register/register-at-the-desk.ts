import { EntityManager, IsNull } from 'typeorm';
import { Actor } from '../../shared/actor';
import type { RegisteredStay, Registration, RegistrationInput, StayRegister } from '../bookings';
import { FORM_III_DEADLINE_HOURS, FormIIIKind, FormIIIReport, FormIIIStatus } from './form-iii-report.entity';
import { RegisterEntry } from './register-entry.entity';
import { RegisterGuest, registerGuestsOf } from './register-guest-rules';

/** What `prepare` hands back to `recordArrival`: the checked rows. */
interface PreparedRows {
  guests: RegisterGuest[];
}

/**
 * The register kept by check-in and check-out (the bookings module's StayRegister port): at
 * check-in a row per adult and, for each foreign national, an arrival report due in 24 hours; at
 * check-out the rows' departure time and each foreign national's departure report. Both are
 * written in the check-in's or check-out's own transaction, so the register and the stay agree.
 */
export class RegisterAtTheDesk implements StayRegister {
  prepare(input: RegistrationInput, lead: Registration | null, today: string): PreparedRows {
    return { guests: registerGuestsOf(input, lead, today) };
  }

  async recordArrival(manager: EntityManager, actor: Actor, stay: RegisteredStay, prepared: object): Promise<void> {
    const { guests } = prepared as PreparedRows;
    const rows = guests.map((guest, position) => ({
      ...guest,
      name: guest.name ?? stay.leadGuestName,
      bookingId: stay.bookingId,
      position,
      arrivedAt: stay.at,
      departedAt: null,
      recordedBy: actor.label.slice(0, 120),
    }));
    const inserted = await manager.insert(RegisterEntry, rows);
    const foreign = rows.flatMap((row, index) => (row.formIII ? [inserted.identifiers[index].id as string] : []));
    await openReports(manager, foreign, FormIIIKind.ARRIVAL, stay.at);
  }

  async recordDeparture(manager: EntityManager, _actor: Actor, stay: RegisteredStay): Promise<void> {
    const rows = await manager.findBy(RegisterEntry, { bookingId: stay.bookingId, departedAt: IsNull() });
    if (rows.length === 0) return;
    await manager.update(
      RegisterEntry,
      rows.map((row) => row.id),
      { departedAt: stay.at },
    );
    const foreign = rows.filter((row) => row.formIII !== null).map((row) => row.id);
    await openReports(manager, foreign, FormIIIKind.DEPARTURE, stay.at);
  }
}

/** A report due 24 hours after the event for each foreign guest's row. */
async function openReports(manager: EntityManager, entryIds: string[], kind: FormIIIKind, eventAt: Date): Promise<void> {
  if (entryIds.length === 0) return;
  const dueAt = new Date(eventAt.getTime() + FORM_III_DEADLINE_HOURS * 3_600_000);
  await manager.insert(
    FormIIIReport,
    entryIds.map((registerEntryId) => ({ registerEntryId, kind, eventAt, dueAt, status: FormIIIStatus.DUE })),
  );
}
