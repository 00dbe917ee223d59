import { ReactNode } from 'react';
import { Alert } from '../../../../components/ui/Alert';
import { formatDate } from '../../../../lib/format';
import type { WizardValues } from './wizard-model';
import { roomTypeName, type WizardWords } from './wizard-words';

/**
 * Stage 3: what the guest chose, and the free rooms of that type to pick one from. Nights are not
 * counted here: the server prices the stay, and the guest details page shows its nights and total.
 */
export function DetailsStage({
  values,
  roomMissing,
  words,
  children,
}: {
  values: WizardValues;
  roomMissing: boolean;
  words: WizardWords;
  children: ReactNode;
}) {
  const { wizard } = words;
  const facts: [string, string][] = [
    [wizard.t('checkIn'), formatDate(values.checkIn, wizard.locale)],
    [wizard.t('checkOut'), formatDate(values.checkOut, wizard.locale)],
    [wizard.t('adults'), String(values.adults)],
    [wizard.t('children'), String(values.children || 0)],
    [wizard.t('rooms'), String(values.rooms)],
    [wizard.t('roomType'), values.roomType ? roomTypeName(words, values.roomType) : '—'],
  ];
  return (
    <>
      <dl className="wizard__summary" aria-label={wizard.t('yourStay')}>
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {children}
      {roomMissing && <Alert tone="danger">{wizard.t('chooseARoom')}</Alert>}
    </>
  );
}
