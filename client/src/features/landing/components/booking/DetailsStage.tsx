import { ReactNode } from 'react';
import { Alert } from '../../../../components/ui/Alert';
import { formatDate, nightsBetween } from '../../../../lib/format';
import { CHOOSE_A_ROOM } from '../../content/messages';
import { roomTypeLabel, WizardValues } from './wizard-model';

/** Stage 3: what the guest chose, and the free rooms of that type to pick one from. */
export function DetailsStage({
  values,
  roomMissing,
  children,
}: {
  values: WizardValues;
  roomMissing: boolean;
  children: ReactNode;
}) {
  const nights = nightsBetween(values.checkIn, values.checkOut);
  const facts: [string, string][] = [
    ['Check In', formatDate(values.checkIn)],
    ['Check Out', formatDate(values.checkOut)],
    ['Nights', String(nights)],
    ['Adults', String(values.adults)],
    ['Rooms', String(values.rooms)],
    ['Room type', roomTypeLabel(values.roomType)],
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
