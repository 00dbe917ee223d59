import { useBookingDraft } from '../../../app/state/booking-draft';
import { Spinner } from '../../../components/ui/Spinner';
import { TopBar } from '../../../components/ui/TopBar';
import { HOTEL } from '../../../lib/hotel';
import { WithApollo } from '../../../lib/apollo/WithApollo';
import { useAvailableRooms } from '../api/use-available-rooms';
import { AvailableRoomsView } from '../components/AvailableRoomsView';
import { BookingSteps } from '../components/BookingSteps';
import { RequireDraft } from '../components/RequireDraft';
import { StaySummary } from '../components/StaySummary';
import { validateStay, type StaySearch } from '../stay-rules';
import { useChooseRoom } from '../use-choose-room';
import '../booking.css';

function AvailableRooms({ stay }: { stay: StaySearch }) {
  const state = useAvailableRooms(stay);
  const chooseRoom = useChooseRoom();
  return <AvailableRoomsView state={state} onBook={chooseRoom} />;
}

function CheckRooms() {
  const { draft, updateDraft } = useBookingDraft();
  const stay = { checkIn: draft.checkIn, checkOut: draft.checkOut, guest: draft.guest };
  return (
    <>
      <TopBar />
      <main className="page booking-page">
        <BookingSteps current="Room" />
        <h1>Rooms and rates</h1>
        <StaySummary
          stay={stay}
          startOpen={Boolean(validateStay(stay).first)}
          onChange={(changed) => updateDraft({ ...changed, roomId: '', roomType: '' })}
        />
        {draft.room > 1 && (
          <p className="booking-note">
            Online booking takes one room at a time. For {draft.room} rooms, book each one separately or call us on{' '}
            <a href={`tel:${HOTEL.reservationsPhone.replace(/\s/g, '')}`}>{HOTEL.reservationsPhone}</a>.
          </p>
        )}
        <WithApollo
          fallback={
            <div className="rooms-loading">
              <Spinner label="Loading available rooms…" />
            </div>
          }
        >
          <AvailableRooms stay={stay} />
        </WithApollo>
      </main>
    </>
  );
}

/** /check-rooms-and-rates: the rooms really free for the draft's dates and adults. */
export default function CheckRoomsPage() {
  return (
    <RequireDraft needs={['checkIn']}>
      <CheckRooms />
    </RequireDraft>
  );
}
