import type { Tone } from '../../components/admin/StatusBadge';
import { EventLineKind, EventStatus, EventTaxClass } from '../../graphql/generated';

export const EVENT_STATUS_LABELS: Record<EventStatus, string> = {
  [EventStatus.New]: 'New',
  [EventStatus.Quoted]: 'Quoted',
  [EventStatus.OnHold]: 'On hold',
  [EventStatus.Confirmed]: 'Confirmed',
  [EventStatus.Completed]: 'Completed',
  [EventStatus.Cancelled]: 'Cancelled',
  [EventStatus.Lost]: 'Lost',
};

export const EVENT_STATUS_TONES: Record<EventStatus, Tone> = {
  [EventStatus.New]: 'info',
  [EventStatus.Quoted]: 'neutral',
  [EventStatus.OnHold]: 'warning',
  [EventStatus.Confirmed]: 'success',
  [EventStatus.Completed]: 'neutral',
  [EventStatus.Cancelled]: 'danger',
  [EventStatus.Lost]: 'neutral',
};

/** The board's live columns, in the order an event moves through them. */
export const BOARD_COLUMNS: EventStatus[] = [EventStatus.New, EventStatus.Quoted, EventStatus.OnHold, EventStatus.Confirmed];
/** The closed ones, folded away under the board. */
export const CLOSED_STATUSES: EventStatus[] = [EventStatus.Completed, EventStatus.Cancelled, EventStatus.Lost];

export const LINE_KIND_LABELS: Record<EventLineKind, string> = {
  [EventLineKind.HallRent]: 'Hall rent',
  [EventLineKind.Catering]: 'Catering',
  [EventLineKind.Extra]: 'Extra',
  [EventLineKind.Discount]: 'Discount',
};

export const TAX_CLASS_LABELS: Record<EventTaxClass, string> = {
  [EventTaxClass.Hall]: 'Hall',
  [EventTaxClass.Catering]: 'Catering',
};

export const isEventStatus = (value: unknown): value is EventStatus =>
  typeof value === 'string' && (Object.values(EventStatus) as string[]).includes(value);

const dateTime = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
});

/** "24 Nov, 10:00 AM" in the hotel's zone. */
export function formatHoldEnd(instant: string): string {
  return dateTime.format(new Date(instant)).replace(/\b(am|pm)\b/g, (period) => period.toUpperCase());
}

/** "Dinner, 7:00 PM – 11:30 PM" style short session words: "Dinner 19:00–23:30". */
export function sessionWords(session: { name: string; startsAt: string; endsAt: string }): string {
  return `${session.name} ${session.startsAt}–${session.endsAt}`;
}

/** ₹15,000 or −₹15,000 (a discount), rupees. */
export function signedRupees(rupees: number, format: (value: number) => string): string {
  return rupees < 0 ? `−${format(-rupees)}` : format(rupees);
}
