import { Spinner } from '../../../components/ui/Spinner';
import { WithApollo } from '../../../lib/apollo/WithApollo';
import '../admin-rooms.css';
import { RoomsPageHeader } from '../components/RoomsPageHeader';
import { RoomEditor } from './RoomEditor';

/** /admin/rooms/create */
export default function CreateRoomPage() {
  return (
    <section className="admin-rooms" aria-labelledby="create-room-title">
      <RoomsPageHeader id="create-room-title" title="Create room" backToRooms />
      <div className="card admin-rooms__panel">
        <WithApollo fallback={<Spinner />}>
          <RoomEditor target={{ mode: 'create' }} />
        </WithApollo>
      </div>
    </section>
  );
}
