import { StatusBadge } from '../../../components/admin/StatusBadge';
import type { EventStatus } from '../../../graphql/generated';
import { EVENT_STATUS_LABELS, EVENT_STATUS_TONES } from '../event-words';

/** An event's status in words on the admin's badge. */
export function EventStatusBadge({ status }: { status: EventStatus }) {
  return <StatusBadge tone={EVENT_STATUS_TONES[status]}>{EVENT_STATUS_LABELS[status]}</StatusBadge>;
}
