import { useNavigate, useParams } from 'react-router-dom';
import { useBookingDraft } from '../../../app/state/booking-draft';
import { Spinner } from '../../../components/ui/Spinner';
import { TopBar } from '../../../components/ui/TopBar';
import { WithApollo } from '../../../lib/apollo/WithApollo';
import { useRoomDetail, useRoomFreeForStay } from '../api/use-room-detail';
import { RoomDetailView, type RoomDetail, type RoomDetailState } from '../components/RoomDetailView';
import '../room-detail.css';

/** The room page for a guest who has chosen dates: is this room free for them, and Book. */
function RoomForStay({ state }: { state: Extract<RoomDetailState, { status: 'ready' }> }) {
  const { draft, updateDraft } = useBookingDraft();
  const navigate = useNavigate();
  const availability = useRoomFreeForStay(state.room.id, {
    checkIn: draft.checkIn,
    checkOut: draft.checkOut,
    guests: draft.guest,
  });
  const book = (room: RoomDetail) => {
    updateDraft({ roomId: room.id, roomType: room.type });
    void navigate('/user-details');
  };
  return (
    <RoomDetailView
      state={state}
      offer={{ checkIn: draft.checkIn, checkOut: draft.checkOut, adults: draft.guest, availability, onBook: book }}
    />
  );
}

function Room({ id }: { id: string }) {
  const { draft, updateDraft } = useBookingDraft();
  const state = useRoomDetail(id);
  if (state.status === 'ready' && draft.checkIn) return <RoomForStay state={state} />;
  // The booking form starts from the draft: its room type is this room's when the guest gets there.
  const checkAvailability = (room: RoomDetail) => updateDraft({ roomId: room.id, roomType: room.type });
  return <RoomDetailView state={state} onCheckAvailability={checkAvailability} />;
}

/** /room/{id}: the public page of one room. */
export default function RoomDetailPage() {
  const { id = '' } = useParams();
  return (
    <>
      <TopBar />
      <main className="page">
        <WithApollo fallback={<Spinner label="Loading room…" />}>
          <Room id={id} />
        </WithApollo>
      </main>
    </>
  );
}
