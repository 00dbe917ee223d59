import { useNavigate } from 'react-router-dom';
import { useBookingDraft } from '../../../app/state/booking-draft';
import { useLocalePath } from '../../../i18n';
import { RoomDetailView, type RoomDetail, type RoomDetailState, type StayAvailability } from '../components/RoomDetailView';

/**
 * The room page's content for a state: with the guest's dates, whether the room is free for them
 * and Book; without, Check Availability. Needs no Apollo, so the page paints it from the data
 * the server embedded while the live part (RoomLive) is on its way.
 */
export function RoomPageView({ state, availability = 'checking' }: { state: RoomDetailState; availability?: StayAvailability }) {
  const { draft, updateDraft } = useBookingDraft();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  if (state.status === 'ready' && draft.checkIn) {
    const book = (room: RoomDetail) => {
      updateDraft({ roomId: room.id, roomType: room.type });
      void navigate(localePath('/user-details'));
    };
    return (
      <RoomDetailView
        state={state}
        offer={{ checkIn: draft.checkIn, checkOut: draft.checkOut, adults: draft.guest, availability, onBook: book }}
      />
    );
  }
  // The booking form starts from the draft: its room type is this room's when the guest gets there.
  const checkAvailability = (room: RoomDetail) => updateDraft({ roomId: room.id, roomType: room.type });
  return <RoomDetailView state={state} onCheckAvailability={checkAvailability} />;
}
