import { useMemo, useState } from 'react';
import { useRoomStatuses } from '../../../lib/use-room-statuses';
import { Link } from 'react-router-dom';
import { AdminPage } from '../../../components/admin/AdminPage';
import { LoadState } from '../../../components/admin/LoadState';
import { Notice } from '../../../components/admin/Notice';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { Spinner } from '../../../components/ui/Spinner';
import { WithApollo } from '../../../lib/apollo/WithApollo';
import { useAdminRooms, useDeleteRoom } from '../api/use-admin-rooms';
import '../admin-rooms.css';
import { RoomsTable, type RoomRow } from '../components/RoomsTable';

export const DELETE_QUESTION = 'Are you sure you want to delete the room? This action cannot be undone.';

type Outcome = { tone: 'success' | 'danger'; message: string };

export function RoomsPanel() {
  const load = useAdminRooms();
  const statuses = useRoomStatuses();
  const today = useMemo(
    () => (statuses.status === 'ready' ? new Map(statuses.data.map((entry) => [entry.roomId, entry])) : undefined),
    [statuses],
  );
  const deleteRoom = useDeleteRoom();
  const [toDelete, setToDelete] = useState<RoomRow>();
  const [deleting, setDeleting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();

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
      {/* The deleted row (and its button) is gone: the notice takes the focus instead. */}
      {outcome && !toDelete && (
        <Notice key={outcome.message} tone={outcome.tone}>
          {outcome.message}
        </Notice>
      )}
      <LoadState state={load} loading="Loading rooms…">
        {(rooms) => (
          <RoomsTable
            rooms={rooms}
            today={today}
            onDelete={(room) => {
              setOutcome(undefined);
              setToDelete(room);
            }}
          />
        )}
      </LoadState>
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
    <AdminPage
      title="Rooms"
      actions={
        <Link to="/admin/rooms/create" className="btn btn--primary">
          Add room
        </Link>
      }
    >
      <WithApollo fallback={<Spinner label="Loading rooms…" />}>
        <RoomsPanel />
      </WithApollo>
    </AdminPage>
  );
}
