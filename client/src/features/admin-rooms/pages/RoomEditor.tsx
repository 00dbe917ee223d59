import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert } from '../../../components/ui/Alert';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { formatDate } from '../../../lib/format';
import { type UpcomingStay, useUpcomingStays } from '../api/use-room-blocks';
import { useSaveRoom } from '../api/use-save-room';
import { RoomForm } from '../components/RoomForm';
import type { RoomFormValues, RoomSubmission } from '../room-form-values';

/** Spec section 9: after a room is saved, the success message shows for 1.5 s, then the table. */
export const RETURN_DELAY_MS = 1500;

type Outcome = { tone: 'success' | 'danger'; message: string };

interface RoomEditorProps {
  target: { mode: 'create' } | { mode: 'edit'; id: string };
  initialValues?: RoomFormValues;
}

/** The room form wired to the server: upload, save, show the outcome, go back to the table. */
export function RoomEditor({ target, initialValues }: RoomEditorProps) {
  const navigate = useNavigate();
  const { save, uploadProgress } = useSaveRoom(target);
  const [outcome, setOutcome] = useState<Outcome>();
  const saved = outcome?.tone === 'success';
  const upcomingStays = useUpcomingStays(target.mode === 'edit' ? target.id : undefined);
  const [warning, setWarning] = useState<{ stays: UpcomingStay[]; decide(go: boolean): void }>();

  /** Closing an open room for good while guests hold it: say who, and save only if the admin still wants to. */
  async function goAheadClosing(submission: RoomSubmission): Promise<boolean> {
    if (target.mode !== 'edit' || submission.details.isAvailable || initialValues?.isAvailable === 'false') return true;
    let stays: UpcomingStay[];
    try {
      stays = await upcomingStays();
    } catch {
      stays = [];
    }
    if (stays.length === 0) return true;
    return new Promise((resolve) =>
      setWarning({
        stays,
        decide(go) {
          setWarning(undefined);
          resolve(go);
        },
      }),
    );
  }

  useEffect(() => {
    if (!saved) return;
    const timer = window.setTimeout(() => void navigate('/admin/rooms'), RETURN_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [saved, navigate]);

  async function submit(submission: RoomSubmission) {
    setOutcome(undefined);
    if (!(await goAheadClosing(submission))) return;
    const result = await save(submission);
    if (result.ok) {
      setOutcome({
        tone: 'success',
        message: target.mode === 'create' ? 'Room created successfully!' : 'Room updated successfully!',
      });
      return;
    }
    if (result.message) setOutcome({ tone: 'danger', message: result.message });
    return result.problems;
  }

  return (
    <>
      <RoomForm
        mode={target.mode}
        initialValues={initialValues}
        onSubmit={submit}
        uploadProgress={uploadProgress}
        locked={saved}
        status={outcome && <Alert tone={outcome.tone}>{outcome.message}</Alert>}
      />
      {warning && (
        <ConfirmDialog
          title="Guests still have this room"
          confirmLabel="Mark Unavailable"
          cancelLabel="Keep it available"
          onConfirm={() => warning.decide(true)}
          onCancel={() => warning.decide(false)}
        >
          <p>
            Marking it Unavailable hides it from new guests.{' '}
            {warning.stays.length === 1
              ? 'This booking stays on it; move or cancel it if the room cannot be used:'
              : 'These bookings stay on it; move or cancel them if the room cannot be used:'}
          </p>
          <ul className="upcoming-stays">
            {warning.stays.map((stay) => (
              <li key={stay.bookingId}>
                <strong>{stay.bookCode}</strong> {stay.guestName}, {formatDate(stay.checkIn)} to {formatDate(stay.checkOut)}
              </li>
            ))}
          </ul>
        </ConfirmDialog>
      )}
    </>
  );
}
