import { EntityManager } from 'typeorm';
import { FormIIIKind, FormIIIStatus } from '../guest-register';
import type { MessageLanguage } from '../messages';

/**
 * The owner hears of a foreign guest's Form III report twice at most: when it opens (the guest
 * checked in or out), and once more when this many hours are left and it is still not reported.
 */
export const FORM_III_ALERT_HOURS_LEFT = 4;

/** The reports still due for one booking's arrival or departure: one alert names them together. */
export interface DueFormIIIGroup {
  bookingId: string;
  kind: FormIIIKind;
  count: number;
  /** The soonest deadline among them. */
  dueAt: Date;
}

/** Every booking's arrival or departure with Form III reports still due (a few rows at most). */
export async function dueFormIIIGroups(manager: EntityManager): Promise<DueFormIIIGroup[]> {
  const rows: { booking_id: string; kind: FormIIIKind; count: number; due_at: Date }[] = await manager.query(
    `SELECT entry.booking_id, report.kind, count(*)::int AS count, min(report.due_at) AS due_at
     FROM form_iii_report report JOIN register_entry entry ON entry.id = report.register_entry_id
     WHERE report.status = $1
     GROUP BY entry.booking_id, report.kind`,
    [FormIIIStatus.DUE],
  );
  return rows.map((row) => ({
    bookingId: row.booking_id,
    kind: row.kind,
    count: Number(row.count),
    dueAt: new Date(row.due_at),
  }));
}

/**
 * The alert's key beyond its booking: the arrival or departure and its deadline, and `-soon` for
 * the second alert. A report that opened with fewer hours left than FORM_III_ALERT_HOURS_LEFT
 * gets the second only.
 */
export function formIIIAlertExtra(group: DueFormIIIGroup, now: Date): string {
  const soon = group.dueAt.getTime() - now.getTime() <= FORM_III_ALERT_HOURS_LEFT * 3_600_000;
  return `${group.kind}-${group.dueAt.getTime()}${soon ? '-soon' : ''}`;
}

/** "2 foreign guests' arrival" / "2 विदेशी मेहमानों के आने". */
export function reportsDueInWords(count: number, kind: FormIIIKind, language: MessageLanguage): string {
  const arrival = kind === FormIIIKind.ARRIVAL;
  if (language === 'hi') return `${count} विदेशी ${count === 1 ? 'मेहमान' : 'मेहमानों'} के ${arrival ? 'आने' : 'जाने'}`;
  return `${count} foreign guest${count === 1 ? "'s" : "s'"} ${arrival ? 'arrival' : 'departure'}`;
}
