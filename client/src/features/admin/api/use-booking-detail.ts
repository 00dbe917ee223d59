import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import {
  AdminBookingDetailDocument,
  AdminBookingDetailQuery,
  AdminCancelBookingDocument,
  AdminCancelBookingMutation,
  AdminCancellationTermsDocument,
  AdminCancellationTermsFragment,
  AdminLedgerEntryFragment,
  AdminPaymentsDocument,
} from '../../../graphql/generated';
import { loadState, Loadable } from '../../../components/admin/load-state';

export type BookingDetail = NonNullable<AdminBookingDetailQuery['booking']>;
export type CancellationTerms = AdminCancellationTermsFragment;
export type LedgerEntry = AdminLedgerEntryFragment;

export interface CancellationResult {
  refunds: NonNullable<AdminCancelBookingMutation['cancelBooking']['refunds']>;
  terms: CancellationTerms | null;
}

/** What the cancel flow needs: the policy's terms first, then the cancellation itself. */
export interface CancellationCalls {
  loadTerms(): Promise<CancellationTerms>;
  cancel(): Promise<CancellationResult>;
}

/** Thrown with words to show when the server refuses (e.g. the booking is gone). */
export class CancellationRefused extends Error {}

/** A booking, null when the id is unknown. */
export function useBookingDetail(id: string): Loadable<BookingDetail | null> {
  const result = useQuery(AdminBookingDetailDocument, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const state = loadState(result);
  return state.status === 'ready' ? { status: 'ready', data: state.data.booking } : state;
}

/** The booking's payment attempts from the ledger (a booking has a handful: one page of 100 holds them). */
export function useBookingPayments(booking: { id: string }): Loadable<LedgerEntry[]> {
  const result = useQuery(AdminPaymentsDocument, {
    variables: { bookingId: booking.id, offset: 0, limit: 100 },
    fetchPolicy: 'cache-and-network',
  });
  const state = loadState(result);
  return state.status === 'ready' ? { status: 'ready', data: state.data.payments.entries } : state;
}

export function useCancellation(bookingId: string): CancellationCalls {
  const client = useApolloClient();
  const [cancelBooking] = useMutation(AdminCancelBookingDocument, {
    refetchQueries: [AdminBookingDetailDocument, AdminPaymentsDocument],
    awaitRefetchQueries: true,
  });

  return {
    async loadTerms() {
      const { data } = await client.query({
        query: AdminCancellationTermsDocument,
        variables: { bookingId },
        fetchPolicy: 'network-only',
      });
      if (!data) throw new Error('no cancellation terms');
      return data.cancellationTerms;
    },
    async cancel() {
      const { data } = await cancelBooking({ variables: { id: bookingId } });
      const payload = data?.cancelBooking;
      if (!payload) throw new Error('no answer to cancelBooking');
      if (payload.errors.length > 0) throw new CancellationRefused(payload.errors[0].message);
      return { refunds: payload.refunds ?? [], terms: payload.terms };
    },
  };
}
