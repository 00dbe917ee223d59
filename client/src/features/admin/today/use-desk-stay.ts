import { useMutation, useQuery } from '@apollo/client/react';
import {
  CheckInGuestDocument,
  CheckInInput,
  CheckOutGuestDocument,
  DeskStayBookingFragment,
  DeskStayDocument,
  DeskStayQuery,
  FrontDeskDocument,
  FrontDeskQuery,
  MarkNoShowDocument,
  MoveRoomDocument,
  type MoveRoomInput,
} from '../../../graphql/generated';
import { problemText } from '../../../lib/graphql-errors';
import { loadState, Loadable } from '../../../components/admin/load-state';

export type DeskStay = DeskStayBookingFragment;
/** The day, with the Form III reports due (not of the day: of now), which Today shows on top. */
export type FrontDeskDay = FrontDeskQuery['frontDesk'] & { formIIIDue: FrontDeskQuery['formIIIDue'] };
export type DeskStayDetail = NonNullable<DeskStayQuery['booking']>;

/** What a desk act answered: done (with a message, for a no-show), or refused with the server's words per field. */
export type StayOutcome =
  | { ok: true; message: string | null }
  | { ok: false; message: string; errors: { field: string | null; code: string | null; message: string }[] };

const FAILED = 'Something went wrong. Please try again.';
/** The day, the booking page's panels and the ledger read again after any desk act. */
const REFETCH = ['FrontDesk', 'DeskStay', 'DeskMoney', 'AdminPayments', 'RoomStatuses', 'BookingHistory'];

export function useFrontDesk(date: string): Loadable<FrontDeskDay> & { refetch(): void } {
  const result = useQuery(FrontDeskDocument, { variables: { date }, fetchPolicy: 'cache-and-network' });
  const state = loadState(result);
  const refetch = () => void result.refetch().catch(() => undefined);
  return state.status === 'ready'
    ? { status: 'ready', data: { ...state.data.frontDesk, formIIIDue: state.data.formIIIDue }, refetch }
    : { ...state, refetch };
}

export function useDeskStay(bookingId: string): Loadable<DeskStayDetail | null> {
  const result = useQuery(DeskStayDocument, { variables: { id: bookingId }, fetchPolicy: 'cache-and-network' });
  const state = loadState(result);
  return state.status === 'ready' ? { status: 'ready', data: state.data.booking ?? null } : state;
}

function outcome(
  payload: { errors: { field?: string | null; code?: string | null; message: string }[]; message?: string | null } | undefined,
): StayOutcome {
  if (!payload) return { ok: false, message: FAILED, errors: [] };
  if (payload.errors.length === 0) return { ok: true, message: payload.message ?? null };
  const errors = payload.errors.map((error) => ({
    field: error.field ?? null,
    code: error.code ?? null,
    message: error.message,
  }));
  return { ok: false, message: errors[0].message, errors };
}

const failure = (error: unknown): StayOutcome => ({
  ok: false,
  message: problemText(error, { refused: FAILED, failed: FAILED }),
  errors: [],
});

/** Check in, check out and no-show for one booking, each answering a StayOutcome. */
export function useStayActions(bookingId: string) {
  const options = { refetchQueries: REFETCH, awaitRefetchQueries: true };
  const [checkIn] = useMutation(CheckInGuestDocument, options);
  const [checkOut] = useMutation(CheckOutGuestDocument, options);
  const [markNoShow] = useMutation(MarkNoShowDocument, options);
  const [moveRoom] = useMutation(MoveRoomDocument, options);
  return {
    async checkIn(registration: CheckInInput): Promise<StayOutcome> {
      try {
        return outcome((await checkIn({ variables: { bookingId, registration } })).data?.checkIn);
      } catch (error) {
        return failure(error);
      }
    },
    async checkOut(): Promise<StayOutcome> {
      try {
        return outcome((await checkOut({ variables: { bookingId } })).data?.checkOut);
      } catch (error) {
        return failure(error);
      }
    },
    async moveRoom(input: Omit<MoveRoomInput, 'bookingId'>): Promise<StayOutcome> {
      try {
        return outcome((await moveRoom({ variables: { input: { ...input, bookingId } } })).data?.moveRoom);
      } catch (error) {
        return failure(error);
      }
    },
    async markNoShow(): Promise<StayOutcome> {
      try {
        return outcome((await markNoShow({ variables: { bookingId } })).data?.markNoShow);
      } catch (error) {
        return failure(error);
      }
    },
  };
}
