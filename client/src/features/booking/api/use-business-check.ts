import { useCallback } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { CheckQuoteDocument, type QuoteInput } from '../../../graphql/generated';
import type { BusinessField } from '../business-rules';
import type { FieldRefusal } from '../components/GuestDetailsForm';

const BUSINESS_FIELDS: readonly string[] = ['businessName', 'businessGstin'] satisfies BusinessField[];

/**
 * Asks the server about a quote's business and GSTIN before the payment page: the browser checked
 * them already, but the server's word wins. Answers its refusal of one of them; anything else (a
 * room just taken, no connection) is for the payment page to say.
 */
export function useBusinessCheck(): (quote: QuoteInput) => Promise<FieldRefusal | undefined> {
  const client = useApolloClient();
  return useCallback(
    async (quote: QuoteInput) => {
      if (!quote.businessName && !quote.businessGstin) return undefined;
      try {
        await client.query({ query: CheckQuoteDocument, variables: { quote }, fetchPolicy: 'network-only' });
        return undefined;
      } catch (error) {
        if (!CombinedGraphQLErrors.is(error)) return undefined;
        const refusal = error.errors.find((entry) => BUSINESS_FIELDS.includes(String(entry.extensions?.field)));
        return refusal ? { field: refusal.extensions!.field as BusinessField, message: refusal.message } : undefined;
      }
    },
    [client],
  );
}
