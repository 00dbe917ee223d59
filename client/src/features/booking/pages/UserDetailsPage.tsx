import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { roomsToBook, useBookingDraft } from '../../../app/state/booking-draft';
import { Spinner } from '../../../components/ui/Spinner';
import { JourneySteps } from '../../../components/ui/JourneySteps';
import { TopBar } from '../../../components/ui/TopBar';
import { usePageTitle } from '../../../lib/use-page-title';
import { WithApollo } from '../../../lib/apollo/WithApollo';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { storage, STORAGE_KEYS } from '../../../lib/storage';
import { useChosenRooms, useStayPrice } from '../api/use-chosen-rooms';
import { useBusinessCheck } from '../api/use-business-check';
import { useSaveGuest } from '../api/use-save-guest';
import { BookingSummary, type RoomGuests } from '../components/BookingSummary';
import { GuestDetailsForm } from '../components/GuestDetailsForm';
import { RequireDraft } from '../components/RequireDraft';
import { RoomGuestsFields } from '../components/RoomGuestsFields';
import { buildQuote, guestFromQuote, partyPax, roomGuestsProblem, type GuestDetails } from '../guest-rules';
import '../booking.css';

function GuestDetailsStep() {
  const { draft, updateDraft } = useBookingDraft();
  const navigate = useNavigate();
  const stay = { checkIn: draft.checkIn, checkOut: draft.checkOut };
  const chosen = roomsToBook(draft);
  const guests: RoomGuests[] = chosen.map(({ adults, children }) => ({ adults, children }));
  const rooms = useChosenRooms(chosen.map((room) => room.roomId));
  const price = useStayPrice(
    stay,
    chosen.map((room) => ({ roomId: room.roomId, pax: partyPax('', room) })),
  );
  const saveGuest = useSaveGuest();
  const checkBusiness = useBusinessCheck();
  // Coming back from the payment page: the details typed before are still there.
  const [earlierGuest] = useState(() => guestFromQuote(storage.get(STORAGE_KEYS.pendingQuote)));

  // Each room's guests are kept in the draft (a reload keeps them), checked against its size here.
  const changeGuests = (index: number, changed: RoomGuests) =>
    updateDraft({ chosenRooms: chosen.map((room, i) => (i === index ? { ...room, ...changed } : room)) });
  const roomProblem =
    rooms.status === 'ready' ? rooms.rooms.map((room, i) => roomGuestsProblem(room, guests[i])).find(Boolean) : undefined;

  const submit = async (guest: GuestDetails) => {
    if (rooms.status !== 'ready') return;
    const quote = buildQuote(
      guest,
      stay,
      rooms.rooms.map((room, i) => ({ room, party: guests[i] })),
    );
    const refusal = await checkBusiness(quote);
    if (refusal) return refusal;
    const userId = await saveGuest(guest);
    // A new key for each quote: its booking requests are safe to repeat, another quote's are not.
    storage.set(STORAGE_KEYS.pendingQuote, { ...quote, idempotencyKey: newIdempotencyKey() });
    // A booking id kept from an earlier attempt belongs to another quote.
    storage.remove(STORAGE_KEYS.pendingBookingId);
    updateDraft({ userId });
    void navigate('/payment');
  };

  // The layout appears once, with the rooms and their price, so nothing on it moves as they
  // arrive (on a phone the summary sits above the form: Lighthouse counted its growth as a shift).
  if (rooms.status === 'loading' || price.status === 'loading') return <StepLoading />;
  return (
    <div className="details-layout">
      <BookingSummary rooms={rooms} price={price} stay={stay} guests={guests} />
      <div className="details-layout__forms">
        {rooms.status === 'ready' && <RoomGuestsFields rooms={rooms.rooms} guests={guests} onChange={changeGuests} />}
        <GuestDetailsForm
          defaultValues={earlierGuest}
          roomLoaded={rooms.status === 'ready'}
          // The server's word on the stay wins; the browser's check of the rooms' sizes is said at once.
          refusal={(price.status === 'error' ? price.detail : undefined) ?? roomProblem}
          onSubmit={submit}
        />
      </div>
    </div>
  );
}

function StepLoading() {
  return (
    <div className="rooms-loading">
      <Spinner label="Loading your booking…" />
    </div>
  );
}

/** /user-details: who is staying, in which room; saves the guest, keeps the quote for the payment page. */
export default function UserDetailsPage() {
  usePageTitle('Guest details');
  return (
    <RequireDraft needs={['checkIn', 'roomId']}>
      <TopBar />
      <main className="page booking-page">
        <JourneySteps current="Details" />
        <h1>Guest details</h1>
        <WithApollo fallback={<StepLoading />}>
          <GuestDetailsStep />
        </WithApollo>
      </main>
    </RequireDraft>
  );
}
