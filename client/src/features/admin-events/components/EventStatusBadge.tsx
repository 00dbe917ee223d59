import type { EventStatus } from '../../../graphql/generated';
import { EVENT_STATUS_LABELS, EVENT_STATUS_TONES } from '../event-words';

/** A status in words on a tinted pill (the admin's badge style). */
export function EventStatusBadge({ status }: { status: EventStatus }) {
  return <span className={`status-badge status-badge--${EVENT_STATUS_TONES[status]}`}>{EVENT_STATUS_LABELS[status]}</span>;
}
