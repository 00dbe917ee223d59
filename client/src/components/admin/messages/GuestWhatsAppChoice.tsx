import { useState } from 'react';
import { formatHotelDateTime } from '@server-pure/calendar-dates';
import { CONSENT_SOURCE_LABELS } from '../../../lib/labels';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Field } from '../../ui/Field';
import { Spinner } from '../../ui/Spinner';
import { LoadFailure } from '../LoadState';
import { StatusBadge } from '../StatusBadge';
import { type GuestConsent, useChangeConsent, useGuestConsent } from './use-messages';
import './message-log.css';

const REASON_MAX = 200;

/** Beside the On/Off badge: "Set on the booking form, 21 Nov 2026, 10:00 am."; "Not asked yet…". */
function choiceWords(consent: GuestConsent | null): string {
  if (!consent) return 'Not asked yet: no WhatsApp messages are sent.';
  const who = consent.changedBy === 'guest' ? '' : ` (${consent.changedBy.replace(/\s*<[^>]*>$/, '')})`;
  return `Set ${CONSENT_SOURCE_LABELS[consent.source]}${who}, ${formatHotelDateTime(consent.changedAt)}.`;
}

/** Asks what the guest asked for, then changes the choice (setMessagingConsent, audited). */
function ChangeDialog({ phone, turnOn, onClose }: { phone: string; turnOn: boolean; onClose(): void }) {
  const change = useChangeConsent();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (reason.trim().length < 3) return setError('Say what the guest asked, in a few words.');
    setBusy(true);
    const refusal = await change(phone, turnOn, reason.trim());
    setBusy(false);
    if (refusal) setError(refusal);
    else onClose();
  };
  return (
    <ConfirmDialog
      title={turnOn ? 'Turn WhatsApp updates on?' : 'Turn WhatsApp updates off?'}
      confirmLabel={turnOn ? 'Turn on' : 'Turn off'}
      cancelLabel="Keep it as it is"
      busy={busy}
      busyLabel="Saving…"
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      <p>
        Only when the guest asks for it.{' '}
        {turnOn ? 'They will get their updates on WhatsApp' : 'They will get no more WhatsApp messages'} from now on; the change
        is kept in the audit log with your name.
      </p>
      <Field label="What the guest asked" hint="For example: Phoned to stop the reminders." error={error}>
        {(field) => (
          <input {...field} value={reason} maxLength={REASON_MAX} onChange={(event) => setReason(event.target.value)} />
        )}
      </Field>
    </ConfirmDialog>
  );
}

/**
 * The guest's WhatsApp choice on a stay's or an event's page, and its one change: at the guest's
 * request, with what they asked (for the roles that may).
 */
export function GuestWhatsAppChoice({ phone, mayChange }: { phone: string; mayChange: boolean }) {
  const consent = useGuestConsent(phone);
  const [changing, setChanging] = useState(false);
  if (consent.status === 'loading') return <Spinner label="Loading the guest’s WhatsApp choice…" />;
  if (consent.status === 'error')
    return <LoadFailure title="Failed to load the guest’s WhatsApp choice" refusal={consent.refusal} />;
  const on = consent.data?.whatsapp === true;
  return (
    <div className="guest-whatsapp">
      <p className="guest-whatsapp__choice">
        <strong>WhatsApp updates</strong> <StatusBadge tone={on ? 'success' : 'neutral'}>{on ? 'On' : 'Off'}</StatusBadge>{' '}
        <span className="admin-muted">{choiceWords(consent.data)}</span>
      </p>
      {mayChange && (
        <Button variant="secondary" className="btn--small" onClick={() => setChanging(true)}>
          Change at the guest’s request
        </Button>
      )}
      {changing && <ChangeDialog phone={phone} turnOn={!on} onClose={() => setChanging(false)} />}
    </div>
  );
}
