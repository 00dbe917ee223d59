import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import {
  AdminBookingByCodeDocument,
  BookingChangePreviewDocument,
  BookingChangesBookingDocument,
  BookingChangesBookingQuery,
  ChangeBookingDocument,
  ChangeBookingMutationVariables,
  UpdateBookingDetailsDocument,
  UpdateBookingDetailsMutationVariables,
  CreateDeskBookingDocument,
  CreateDeskBookingMutationVariables,
  DeskFreeRoomsDocument,
  DeskStayPriceDocument,
} from '../../../graphql/generated';
import { Loadable } from '../../../components/admin/load-state';
import { refusalMessage } from '../../../lib/graphql-errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /admin/booking/{id or code}: a booking's id as it is, or the id of the booking with that code
 * (null when there is none).
 */
export function useBookingIdParam(param: string): Loadable<string | null> {
  const isId = UUID.test(param);
  const byCode = useQuery(AdminBookingByCodeDocument, {
    variables: { code: param.trim().slice(0, 12) },
    skip: isId || param.trim() === '',
  });
  if (isId) return { status: 'ready', data: param };
  if (param.trim() === '') return { status: 'ready', data: null };
  if (byCode.error) return { status: 'error', refusal: refusalMessage(byCode.error) };
  if (byCode.data) return { status: 'ready', data: byCode.data.bookingByCode?.id ?? null };
  return { status: 'loading' };
}

/** A room chosen at the desk and who sleeps in it. */
export interface ChosenRoom {
  roomId: string;
  adults: number;
  children: number;
}

const isDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** Rooms open for booking and free on every night of the stay (the website's availability). */
export function useFreeRooms(checkIn: string, checkOut: string) {
  const ready = isDate(checkIn) && isDate(checkOut) && checkOut > checkIn;
  const result = useQuery(DeskFreeRoomsDocument, {
    variables: { checkIn, checkOut, guests: 1 },
    skip: !ready,
    fetchPolicy: 'cache-and-network',
  });
  return { ready, rooms: result.data?.availableRooms ?? [], loading: result.loading, error: result.error };
}

/** The server's price of the chosen rooms for the stay (nothing booked); null until there is one. */
export function useStayPrice(checkIn: string, checkOut: string, chosen: ChosenRoom[]) {
  const lines = chosen.map((room) => ({
    roomId: room.roomId,
    pax: [
      ...Array.from({ length: room.adults }, () => ({ adultStatus: 'adult' })),
      ...Array.from({ length: room.children }, () => ({ adultStatus: 'child' })),
    ],
  }));
  const result = useQuery(DeskStayPriceDocument, {
    variables: { checkIn, checkOut, lines },
    skip: chosen.length === 0 || !isDate(checkIn) || !isDate(checkOut) || checkOut <= checkIn,
  });
  return { price: result.data?.priceQuote ?? null, refusal: result.error ? refusalMessage(result.error) : undefined };
}

export type DeskBookingInputValues = CreateDeskBookingMutationVariables['input'];

/** Books at the desk: the new booking and, for a payment link, the link; or the server's refusals. */
export function useCreateDeskBooking() {
  const [create, state] = useMutation(CreateDeskBookingDocument);
  async function submit(input: DeskBookingInputValues) {
    const { data } = await create({ variables: { input } });
    const answer = data?.createDeskBooking;
    return {
      errors: answer?.errors ?? [{ field: null, code: null, message: 'Something went wrong while booking' }],
      booking: answer?.booking ?? null,
      paymentLink: answer?.paymentLink ?? null,
    };
  }
  return { submit, busy: state.loading };
}

/** The booking as the changes panel shows it. */
export type ChangesBooking = NonNullable<BookingChangesBookingQuery['booking']>;

export function useChangesBooking(id: string) {
  const result = useQuery(BookingChangesBookingDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  return { booking: result.data?.booking ?? null, loading: result.loading, error: result.error };
}

export type ChangeInput = ChangeBookingMutationVariables['input'];

/** Preview a change (the server's price and the difference, nothing kept), then make it. */
export function useChangeBooking() {
  const client = useApolloClient();
  const [change, state] = useMutation(ChangeBookingDocument, { refetchQueries: 'active' });
  async function preview(input: ChangeInput) {
    try {
      const { data } = await client.query({ query: BookingChangePreviewDocument, variables: { input }, fetchPolicy: 'no-cache' });
      return data ? { preview: data.bookingChangePreview } : { refusal: 'Could not price this change' };
    } catch (error) {
      return { refusal: refusalMessage(error) ?? 'Could not price this change' };
    }
  }
  async function confirm(input: ChangeInput) {
    const { data } = await change({ variables: { input } });
    return data?.changeBooking ?? { errors: [{ message: 'Something went wrong while changing the booking' }] };
  }
  return { preview, confirm, busy: state.loading };
}

export type DetailsInput = UpdateBookingDetailsMutationVariables['input'];

export function useUpdateDetails() {
  const [update, state] = useMutation(UpdateBookingDetailsDocument);
  async function save(input: DetailsInput) {
    const { data } = await update({ variables: { input } });
    return data?.updateBookingDetails ?? { errors: [{ field: null, message: 'Something went wrong while saving' }] };
  }
  return { save, busy: state.loading };
}
