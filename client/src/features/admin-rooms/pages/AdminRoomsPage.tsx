import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '../../../components/ui/Alert';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { Spinner } from '../../../components/ui/Spinner';
import { WithApollo } from '../../../lib/apollo/WithApollo';
import { useAdminRooms, useDeleteRoom } from '../api/use-admin-rooms';
import '../admin-rooms.css';
import { RoomsPageHeader } from '../components/RoomsPageHeader';
import { RoomsTable, type RoomRow } from '../components/RoomsTable';

export const DELETE_QUESTION = 'Are you sure you want to delete the room? This action cannot be undone.';

type Outcome = { tone: 'success' | 'danger'; message: string };

export function RoomsPanel() {
  const load = useAdminRooms();
  const deleteRoom = useDeleteRoom();
  const [toDelete, setToDelete] = useState<RoomRow>();
  const [deleting, setDeleting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const outcomeRef = useRef<HTMLDivElement>(null);

  // The deleted row (and its button) is gone: focus goes to the message instead of the page top.
  useEffect(() => {
    if (outcome && !toDelete) outcomeRef.current?.focus();
  }, [outcome, toDelete]);

  async function confirmDelete() {
    if (!toDelete) return;
    setDeleting(true);
    const result = await deleteRoom(toDelete.id);
    setDeleting(false);
    setOutcome({ tone: result.ok ? 'success' : 'danger', message: result.message });
    setToDelete(undefined);
  }

  return (
    <>
      <div ref={outcomeRef} tabIndex={-1} className="admin-rooms__outcome">
        {outcome && <Alert tone={outcome.tone}>{outcome.message}</Alert>}
      </div>
      {load.status === 'loading' && <Spinner label="Loading rooms…" />}
      {load.status === 'error' && <Alert tone="danger">{load.message}</Alert>}
      {load.status === 'ready' && (
        <RoomsTable
          rooms={load.rooms}
          onDelete={(room) => {
            setOutcome(undefined);
            setToDelete(room);
          }}
        />
      )}
      {toDelete && (
        <ConfirmDialog
          title={`Delete ${toDelete.name}?`}
          confirmLabel="Delete room"
          danger
          busy={deleting}
          busyLabel="Deleting…"
          onConfirm={confirmDelete}
          onCancel={() => setToDelete(undefined)}
        >
          <p>{DELETE_QUESTION}</p>
        </ConfirmDialog>
      )}
    </>
  );
}

/** /admin/rooms: every room, with links to add, edit and delete. */
export default function AdminRoomsPage() {
  return (
    <section className="admin-rooms" aria-labelledby="admin-rooms-title">
      <RoomsPageHeader id="admin-rooms-title" title="Rooms">
        <Link to="/admin/rooms/create" className="btn btn--primary">
          Add room
        </Link>
      </RoomsPageHeader>
      <WithApollo fallback={<Spinner label="Loading rooms…" />}>
        <RoomsPanel />
      </WithApollo>
    </section>
  );
}
