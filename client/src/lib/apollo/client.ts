import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { storage, STORAGE_KEYS } from '../storage';

let client: ApolloClient | undefined;

/** The bearer token of a stored admin session goes with every request (spec section 6). */
const authLink = new ApolloLink((operation, forward) => {
  const session = storage.get<{ token?: string }>(STORAGE_KEYS.adminAuth);
  if (session?.token)
    operation.setContext(({ headers = {} }) => ({ headers: { ...headers, authorization: `Bearer ${session.token}` } }));
  return forward(operation);
});

/** One client for the whole site; the API is the same origin (/graphql). */
export function apolloClient(): ApolloClient {
  client ??= new ApolloClient({
    link: ApolloLink.from([authLink, new HttpLink({ uri: '/graphql' })]),
    cache: new InMemoryCache(),
  });
  return client;
}
