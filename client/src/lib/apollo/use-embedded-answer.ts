import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { takeEmbeddedAnswer } from './embedded-data';
/**
 * In a page's data hook, before its useQuery: fills the cache from the page's embedded answer
 * on the first render. True when it did, so the hook can read the cache instead of the network.
 */
export function useEmbeddedAnswer<TData, TVariables extends OperationVariables>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): boolean {
  const client = useApolloClient();
  const [filled] = useState(() => takeEmbeddedAnswer(client, document, variables));
  return filled;
}
