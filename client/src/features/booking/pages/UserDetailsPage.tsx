import { lazy, Suspense, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { roomsToBook, useBookingDraft } from '../../../app/state/booking-draft';
import { JourneySteps } from '../../../components/ui/JourneySteps';
import { TopBar } from '../../../components/ui/TopBar';
import { usePageTitle } from '../../../lib/use-page-title';
import { useLocalePath } from '../../../i18n';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { storage, STORAGE_KEYS } from '../../../lib/storage';
import { BookingSummary, type RoomGuests } from '../components/BookingSummary';
import { GuestDetailsForm } from '../components/GuestDetailsForm';
import { RequireDraft } from '../components/RequireDraft';
import { RoomGuestsFields } from '../components/RoomGuestsFields';
import { useDetailsWords } from '../details-words';
import { buildQuote, EMPTY_GUEST, guestFromQuote, partyPax, roomGuestsProblem, type GuestDetails } from '../guest-rules';
import type { LiveDetails } from './UserDetailsLive';
import '../booking.css';

const UserDetailsLive = lazy(() => import('./UserDetailsLive'));

const LOADING: Pick<LiveDetails, 'rooms' | 'price'> = { rooms: { status: 'loading' }, price: { status: 'loading' } };

function GuestDetailsStep() {
  const { draft, known, updateDraft } = useBookingDraft();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const words = useDetailsWords();
  const stay = { checkIn: draft.checkIn, checkOut: draft.checkOut };
  // The server's frame knows no draft: one room, its guests and dates placeholders.
  const chosen = known ? roomsToBook(draft) : [];
  const guests: RoomGuests[] = chosen.map(({ adults, children }) => ({ adults, children }));
  const [live, setLive] = useState<Partial<LiveDetails>>(LOADING);
  const rooms = live.rooms ?? LOADING.rooms;
  const price = live.price ?? LOADING.price;
  // Coming back from the payment page: the details typed before are still there (read once known).
  const earlierGuest = useMemo(() => (known ? guestFromQuote(storage.get(STORAGE_KEYS.pendingQuote)) : EMPTY_GUEST), [known]);

  // Each room's guests are kept in the draft (a reload keeps them), checked against its size here.
  const changeGuests = (index: number, changed: RoomGuests) =>
    updateDraft({ chosenRooms: chosen.map((room, i) => (i === index ? { ...room, ...changed } : room)) });
  const roomProblem =
    rooms.status === 'ready' ? rooms.rooms.map((room, i) => roomGuestsProblem(room, guests[i], words)).find(Boolean) : undefined;

  const submit = async (guest: GuestDetails) => {
    const { saveGuest, checkBusiness } = live;
    if (rooms.status !== 'ready' || !saveGuest || !checkBusiness) return;
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
    void navigate(localePath('/payment'));
  };

  // The layout is drawn at once, in the server's frame too, the rooms and the price as placeholders
  // of their size, so nothing on it moves as they arrive (on a phone the summary sits above the form).
  const roomCount = Math.max(chosen.length, 1);
  const guestRooms = rooms.status === 'ready' ? rooms.rooms : rooms.status === 'loading' ? Array(roomCount).fill(undefined) : [];
  return (
    <div className="details-layout">
      <BookingSummary rooms={rooms} price={price} stay={stay} guests={guests} roomCount={roomCount} />
      <div className="details-layout__forms">
        {guestRooms.length > 0 && <RoomGuestsFields rooms={guestRooms} guests={guests} onChange={changeGuests} />}
        <GuestDetailsForm
          defaultValues={earlierGuest}
          known={known}
          waiting={rooms.status === 'loading' || price.status === 'loading'}
          roomLoaded={rooms.status === 'ready'}
          // The server's word on the stay wins; the browser's check of the rooms' sizes is said at once.
          refusal={(price.status === 'error' ? price.detail : undefined) ?? roomProblem}
          onSubmit={submit}
        />
      </div>
      {known && (
        <Suspense fallback={null}>
          <UserDetailsLive
            roomIds={chosen.map((room) => room.roomId)}
            stay={stay}
            bookingInfo={chosen.map((room) => ({ roomId: room.roomId, pax: partyPax('', room) }))}
            onState={setLive}
          />
        </Suspense>
      )}
    </div>
  );
}

/**
 * /user-details: who is staying, in which room; saves the guest, keeps the quote for the payment
 * page. Its frame (heading, the form, the summary's placeholders) is rendered on the server; the
 * booking draft and everything from the API come after the scripts.
 */
export default function UserDetailsPage() {
  const { t } = useDetailsWords().details;
  usePageTitle(t('guestDetails'));
  return (
    <RequireDraft needs={['checkIn', 'roomId']}>
      <TopBar />
      <main className="page booking-page">
        <JourneySteps current="Details" />
        <h1>{t('guestDetails')}</h1>
        <p className="details-intro">{t('intro')}</p>
        <GuestDetailsStep />
      </main>
    </RequireDraft>
  );
}
