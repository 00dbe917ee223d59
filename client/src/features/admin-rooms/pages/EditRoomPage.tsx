import { Link, useParams } from 'react-router-dom';
import { Alert } from '../../../components/ui/Alert';
import { Spinner } from '../../../components/ui/Spinner';
import { WithApollo } from '../../../lib/apollo/WithApollo';
import { useRoomToEdit } from '../api/use-room-to-edit';
import '../admin-rooms.css';
import { ClosedNights } from '../components/ClosedNights';
import { RoomsPageHeader } from '../components/RoomsPageHeader';
import { formValuesFromRoom } from '../room-form-values';
import { RoomEditor } from './RoomEditor';

function EditRoom({ id }: { id: string }) {
  const load = useRoomToEdit(id);
  if (load.status === 'loading') return <Spinner label="Loading room…" />;
  if (load.status === 'error') {
    return (
      <>
        <Alert tone="danger">{load.message}</Alert>
        <Link to="/admin/rooms">Back to rooms</Link>
      </>
    );
  }
  // Keyed by room: another room's form never starts from this one's values.
  return (
    <>
      <div className="card admin-rooms__panel">
        <RoomEditor
          key={load.room.id}
          target={{ mode: 'edit', id: load.room.id }}
          initialValues={formValuesFromRoom(load.room)}
        />
      </div>
      <ClosedNights key={`closed-${load.room.id}`} roomId={load.room.id} roomName={load.room.name} />
    </>
  );
}

/** /admin/rooms/edit/:id */
export default function EditRoomPage() {
  const { id = '' } = useParams();
  return (
    <section className="admin-rooms" aria-labelledby="edit-room-title">
      <RoomsPageHeader id="edit-room-title" title="Edit room" backToRooms />
      <WithApollo fallback={<Spinner />}>
        <EditRoom id={id} />
      </WithApollo>
    </section>
  );
}
