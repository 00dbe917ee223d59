import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { guestsPerRoom, useBookingDraft } from '../../../app/state/booking-draft';
import { Spinner } from '../../../components/ui/Spinner';
import { TopBar } from '../../../components/ui/TopBar';
import { WithApollo } from '../../../lib/apollo/WithApollo';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { storage, STORAGE_KEYS } from '../../../lib/storage';
import { useChosenRoom, useStayPrice } from '../api/use-chosen-room';
import { useBusinessCheck } from '../api/use-business-check';
import { useSaveGuest } from '../api/use-save-guest';
import { BookingSteps } from '../components/BookingSteps';
import { BookingSummary } from '../components/BookingSummary';
import { GuestDetailsForm } from '../components/GuestDetailsForm';
import { RequireDraft } from '../components/RequireDraft';
import { buildQuote, guestFromQuote, partyPax, type GuestDetails } from '../guest-rules';
import '../booking.css';

function GuestDetailsStep() {
  const { draft, updateDraft } = useBookingDraft();
  const navigate = useNavigate();
  const stay = { checkIn: draft.checkIn, checkOut: draft.checkOut };
  // One room is booked at a time: its guests are the adults' share of the rooms asked for.
  const party = { adults: guestsPerRoom(draft.guest, draft.room) };
  const room = useChosenRoom(draft.roomId);
  const price = useStayPrice(stay, draft.roomId, partyPax('', party));
  const saveGuest = useSaveGuest();
  const checkBusiness = useBusinessCheck();
  // Coming back from the payment page: the details typed before are still there.
  const [earlierGuest] = useState(() => guestFromQuote(storage.get(STORAGE_KEYS.pendingQuote)));

  const submit = async (guest: GuestDetails) => {
    if (room.status !== 'ready') return;
    const quote = buildQuote(guest, stay, room.room, party);
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

  return (
    <div className="details-layout">
      <BookingSummary room={room} price={price} stay={stay} adults={party.adults} />
      <GuestDetailsForm
        defaultValues={earlierGuest}
        roomLoaded={room.status === 'ready'}
        refusal={price.status === 'error' ? price.detail : undefined}
        onSubmit={submit}
      />
    </div>
  );
}

/** /user-details: who is staying; saves the guest, keeps the quote for the payment page. */
export default function UserDetailsPage() {
  return (
    <RequireDraft needs={['checkIn', 'roomId']}>
      <TopBar />
      <main className="page booking-page">
        <BookingSteps current="Your details" />
        <h1>Guest details</h1>
        <WithApollo
          fallback={
            <div className="rooms-loading">
              <Spinner label="Loading your booking…" />
            </div>
          }
        >
          <GuestDetailsStep />
        </WithApollo>
      </main>
    </RequireDraft>
  );
}
