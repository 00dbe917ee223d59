import { useQuery } from '@apollo/client/react';
import { PaymentBookingDocument, PaymentPriceQuoteDocument } from '../../../graphql/generated';
import { PendingQuote, toQuoteInput } from '../lib/pending-payment';

/** A booking by id, always fresh from the server (its payment may have moved on meanwhile). */
export function usePaymentBooking(id: string | undefined) {
  const { data, loading, error, refetch } = useQuery(PaymentBookingDocument, {
    variables: { id: id ?? '' },
    skip: !id,
    fetchPolicy: 'network-only',
  });
  return { booking: data?.booking, loading: Boolean(id) && loading, error, refetch };
}

/** The server's nights and total for a quote (a client-side total is never shown). */
export function usePriceQuote(quote: PendingQuote | undefined) {
  const { data, loading, error } = useQuery(PaymentPriceQuoteDocument, {
    variables: { quote: quote ? toQuoteInput(quote) : {} },
    skip: !quote,
    fetchPolicy: 'network-only',
  });
  return { priced: data?.priceQuote, loading: Boolean(quote) && loading, error };
}
