import { ApolloProvider } from '@apollo/client/react';
import { ReactNode } from 'react';
import { apolloClient } from './client';

/** Loaded on demand (see WithApollo): the landing page paints before Apollo arrives. */
export default function ApolloBoundary({ children }: { children: ReactNode }) {
  return <ApolloProvider client={apolloClient()}>{children}</ApolloProvider>;
}
