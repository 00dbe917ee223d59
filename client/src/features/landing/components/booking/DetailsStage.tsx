import { ReactNode } from 'react';
import { Alert } from '../../../../components/ui/Alert';
import { formatDate } from '../../../../lib/format';
import { ROOM_TYPE_LABELS } from '../../../../lib/labels';
import { CHOOSE_A_ROOM } from '../../content/messages';
import type { WizardValues } from './wizard-model';

/**
 * Stage 3: what the guest chose, and the free rooms of that type to pick one from. Nights are not
 * counted here: the server prices the stay, and the guest details page shows its nights and total.
 */
export function DetailsStage({
  values,
  roomMissing,
  children,
}: {
  values: WizardValues;
  roomMissing: boolean;
  children: ReactNode;
}) {
  const facts: [string, string][] = [
    ['Check In', formatDate(values.checkIn)],
    ['Check Out', formatDate(values.checkOut)],
    ['Adults', String(values.adults)],
    ['Children', String(values.children || 0)],
    ['Rooms', String(values.rooms)],
    ['Room type', values.roomType ? ROOM_TYPE_LABELS[values.roomType] : '—'],
  ];
  return (
    <>
      <dl className="wizard__summary" aria-label="Your stay">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {children}
      {roomMissing && <Alert tone="danger">{CHOOSE_A_ROOM}</Alert>}
    </>
  );
}
