import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert } from '../../../components/ui/Alert';
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

  useEffect(() => {
    if (!saved) return;
    const timer = window.setTimeout(() => void navigate('/admin/rooms'), RETURN_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [saved, navigate]);

  async function submit(submission: RoomSubmission) {
    setOutcome(undefined);
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
    <RoomForm
      mode={target.mode}
      initialValues={initialValues}
      onSubmit={submit}
      uploadProgress={uploadProgress}
      locked={saved}
      status={outcome && <Alert tone={outcome.tone}>{outcome.message}</Alert>}
    />
  );
}
