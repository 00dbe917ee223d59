import { useParams } from 'react-router-dom';
import { AdminPage, Panel } from '../../../components/admin/AdminPage';
import { LoadState } from '../../../components/admin/LoadState';
import { Spinner } from '../../../components/ui/Spinner';
import { WithApollo } from '../../../lib/apollo/WithApollo';
import { useRoomToEdit } from '../api/use-room-to-edit';
import '../admin-rooms.css';
import { ClosedNights } from '../components/ClosedNights';
import { formValuesFromRoom } from '../room-form-values';
import { RoomEditor } from './RoomEditor';

function EditRoom({ id }: { id: string }) {
  const load = useRoomToEdit(id);
  // Keyed by room: another room's form never starts from this one's values.
  return (
    <LoadState state={load} loading="Loading room…">
      {(room) => (
        <>
          <Panel>
            <RoomEditor key={room.id} target={{ mode: 'edit', id: room.id }} initialValues={formValuesFromRoom(room)} />
          </Panel>
          <ClosedNights key={`closed-${room.id}`} roomId={room.id} roomName={room.name} />
        </>
      )}
    </LoadState>
  );
}

/** /admin/rooms/edit/:id */
export default function EditRoomPage() {
  const { id = '' } = useParams();
  return (
    <AdminPage title="Edit room" back={{ to: '/admin/rooms', label: 'All rooms' }}>
      <WithApollo fallback={<Spinner />}>
        <EditRoom id={id} />
      </WithApollo>
    </AdminPage>
  );
}
