import { useEffect } from 'react';
import ApolloBoundary from '../../../lib/apollo/ApolloBoundary';
import type { BookingInfoInput, QuoteInput } from '../../../graphql/generated';
import { useBusinessCheck } from '../api/use-business-check';
import { useChosenRooms, useStayPrice } from '../api/use-chosen-rooms';
import { useSaveGuest } from '../api/use-save-guest';
import type { ChosenRoomsState, PriceState } from '../components/BookingSummary';
import type { FieldRefusal } from '../components/GuestDetailsForm';
import type { GuestDetails } from '../guest-rules';

/** What the live part gives the guest details page: the rooms, the server's price, and its two calls. */
export interface LiveDetails {
  rooms: ChosenRoomsState;
  price: PriceState;
  saveGuest(guest: GuestDetails): Promise<string>;
  checkBusiness(quote: QuoteInput): Promise<FieldRefusal | undefined>;
}

interface Props {
  roomIds: readonly string[];
  stay: { checkIn: string; checkOut: string };
  bookingInfo: BookingInfoInput[];
  onState(live: LiveDetails): void;
}

function Details({ roomIds, stay, bookingInfo, onState }: Props) {
  const rooms = useChosenRooms(roomIds);
  const price = useStayPrice(stay, bookingInfo);
  const saveGuest = useSaveGuest();
  const checkBusiness = useBusinessCheck();
  useEffect(() => onState({ rooms, price, saveGuest, checkBusiness }), [rooms, price, saveGuest, checkBusiness, onState]);
  return null;
}

/**
 * The guest details page's live part (a lazy chunk with Apollo): the chosen rooms and the stay's
 * price from the API, handed to the page, which draws them in the frame it showed before (the
 * server's first paint), so the form the guest may be typing in stays the same form.
 */
export default function UserDetailsLive(props: Props) {
  return (
    <ApolloBoundary>
      <Details {...props} />
    </ApolloBoundary>
  );
}
