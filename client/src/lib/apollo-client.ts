import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

/** One client for the whole site; the server is the same origin (/graphql). */
export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({ uri: '/graphql' }),
    cache: new InMemoryCache(),
  });
}
