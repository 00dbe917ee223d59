import { useQuery } from '@apollo/client/react';
import { PaymentBookingDocument, PaymentPriceQuoteDocument } from '../../../graphql/generated';
import { useEmbeddedAnswer } from '../../../lib/apollo/use-embedded-answer';
import { PendingQuote, toQuoteInput } from '../lib/pending-payment';

/**
 * A booking by id, always fresh from the server (its payment may have moved on meanwhile): from
 * the page itself on its first load (the server embeds the public lookup's answer), else asked.
 */
export function usePaymentBooking(id: string | undefined) {
  const embedded = useEmbeddedAnswer(PaymentBookingDocument, { id: id ?? '' });
  const { data, loading, error, refetch } = useQuery(PaymentBookingDocument, {
    variables: { id: id ?? '' },
    skip: !id,
    fetchPolicy: embedded ? 'cache-first' : 'network-only',
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
