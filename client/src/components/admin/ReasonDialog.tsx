import { ReactNode, useState } from 'react';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { Field } from '../ui/Field';

/**
 * A confirmation that needs a reason (reversing a receipt or a charge, issuing a credit note): the
 * reason is asked for here, the act runs on confirm and answers null when done or the server's
 * words when refused, which show on the reason's field.
 */
export function ReasonDialog({
  title,
  confirmLabel,
  busyLabel = 'Reversing…',
  cancelLabel = 'Keep it',
  children,
  maxLength,
  tooLong,
  onConfirm,
  onCancel,
}: {
  title: string;
  confirmLabel: string;
  /** What the confirm button says while the act runs. */
  busyLabel?: string;
  cancelLabel?: string;
  /** What confirming does, above the reason. */
  children: ReactNode;
  maxLength: number;
  tooLong: string;
  onConfirm(reason: string): Promise<string | null>;
  onCancel(): void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (reason.trim() === '') return setError('Please give a reason.');
    if (reason.trim().length > maxLength) return setError(tooLong);
    setBusy(true);
    const refusal = await onConfirm(reason);
    setBusy(false);
    if (refusal) setError(refusal);
  }

  return (
    <ConfirmDialog
      title={title}
      confirmLabel={confirmLabel}
      cancelLabel={cancelLabel}
      danger
      busy={busy}
      busyLabel={busyLabel}
      onConfirm={confirm}
      onCancel={onCancel}
    >
      {children}
      <Field label="Reason" error={error}>
        {(field) => <input {...field} value={reason} maxLength={maxLength} onChange={(event) => setReason(event.target.value)} />}
      </Field>
    </ConfirmDialog>
  );
}
