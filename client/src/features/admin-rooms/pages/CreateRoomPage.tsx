import { AdminPage, Panel } from '../../../components/admin/AdminPage';
import { Spinner } from '../../../components/ui/Spinner';
import { WithApollo } from '../../../lib/apollo/WithApollo';
import '../admin-rooms.css';
import { RoomEditor } from './RoomEditor';

/** /admin/rooms/create */
export default function CreateRoomPage() {
  return (
    <AdminPage title="Create room" back={{ to: '/admin/rooms', label: 'All rooms' }}>
      <Panel>
        <WithApollo fallback={<Spinner />}>
          <RoomEditor target={{ mode: 'create' }} />
        </WithApollo>
      </Panel>
    </AdminPage>
  );
}
