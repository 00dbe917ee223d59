import { registerEnumType } from 'type-graphql';
import { DomainError } from '../../shared/domain-error';
import { BanquetErrorCode } from './banquet-errors';

/** Where an event stands, from enquiry to settlement. */
export enum EventStatus {
  NEW = 'new',
  QUOTED = 'quoted',
  ON_HOLD = 'on_hold',
  CONFIRMED = 'confirmed',
  COMPLETED = 'completed',
  CANCELLED = 'cancelled',
  LOST = 'lost',
}
registerEnumType(EventStatus, {
  name: 'EventStatus',
  description: 'new → quoted → on hold → confirmed → completed; or cancelled, or lost.',
});

/** The statuses that take the hall for their date and session (the database's unique index). */
export const SLOT_TAKING_STATUSES = [EventStatus.ON_HOLD, EventStatus.CONFIRMED] as const;

const { NEW, QUOTED, ON_HOLD, CONFIRMED, COMPLETED, CANCELLED, LOST } = EventStatus;

/**
 * The event state machine: each named transition, where it may start and where it ends (`same`:
 * the status does not change). A change of state is a change here and in
 * event-lifecycle.service.ts, nowhere else.
 */
export const EVENT_TRANSITIONS = {
  /** The owner prices the enquiry (or re-prices it until the event is settled). */
  quote: { from: [NEW, QUOTED, ON_HOLD, CONFIRMED], to: 'same', verb: 'quoted' },
  /** A provisional hold keeps the date for the terms' hold hours. */
  hold: { from: [NEW, QUOTED], to: ON_HOLD, verb: 'put on hold' },
  /** The hold ran out: the enquiry stays, the date is free again. */
  expireHold: { from: [ON_HOLD], to: QUOTED, verb: 'released' },
  /** The advance came (online or at the desk), or the owner confirms. */
  confirm: { from: [NEW, QUOTED, ON_HOLD], to: CONFIRMED, verb: 'confirmed' },
  /** Host's details, setup and the count, while the event is alive. */
  editDetails: { from: [NEW, QUOTED, ON_HOLD, CONFIRMED], to: 'same', verb: 'changed' },
  /** The event took place and is settled on the final count. */
  complete: { from: [CONFIRMED], to: COMPLETED, verb: 'completed' },
  /** The customer or the owner calls a held or confirmed event off (the scale decides the refund). */
  cancel: { from: [ON_HOLD, CONFIRMED], to: CANCELLED, verb: 'cancelled' },
  /** The enquiry did not turn into an event. */
  lose: { from: [NEW, QUOTED, ON_HOLD], to: LOST, verb: 'marked as lost' },
} as const satisfies Record<string, { from: readonly EventStatus[]; to: EventStatus | 'same'; verb: string }>;

export type EventTransition = keyof typeof EVENT_TRANSITIONS;

/** How a status reads to people ("on hold"). */
export const EVENT_STATUS_WORDS: Record<EventStatus, string> = {
  [NEW]: 'a new enquiry',
  [QUOTED]: 'quoted',
  [ON_HOLD]: 'on hold',
  [CONFIRMED]: 'confirmed',
  [COMPLETED]: 'completed',
  [CANCELLED]: 'cancelled',
  [LOST]: 'lost',
};

export function canMoveEvent(status: EventStatus, transition: EventTransition): boolean {
  return (EVENT_TRANSITIONS[transition].from as readonly EventStatus[]).includes(status);
}

export function assertCanMoveEvent(status: EventStatus, transition: EventTransition): void {
  if (canMoveEvent(status, transition)) return;
  throw new DomainError(
    BanquetErrorCode.EVENT_STATUS_CONFLICT,
    `This event is ${EVENT_STATUS_WORDS[status]}, so it cannot be ${EVENT_TRANSITIONS[transition].verb}.`,
    undefined,
    'conflict',
  );
}
