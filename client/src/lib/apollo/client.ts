import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { Observable, type Subscription } from 'rxjs';
import { localeOfPath } from '../../i18n';
import { adminToken, endRefusedSession } from '../admin-session';
import { isAuthRefusal } from '../graphql-errors';

let client: ApolloClient | undefined;

/** The bearer token of a stored admin session goes with every request (spec section 6). */
const authLink = new ApolloLink((operation, forward) => {
  const token = adminToken();
  if (token) {
    operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({
      sentAdminToken: token,
      headers: { ...headers, authorization: `Bearer ${token}` },
    }));
  }
  return forward(operation);
});

/**
 * The page's language goes with every request as Accept-Language (`hi` from a /hi/… page, else
 * `en`): the server keeps it with what the request makes (a booking), for the guest's mails.
 */
const languageLink = new ApolloLink((operation, forward) => {
  const language = localeOfPath(window.location.pathname);
  operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({
    headers: { ...headers, 'accept-language': language },
  }));
  return forward(operation);
});

/**
 * A refused token (expired, revoked, account deactivated) ends the admin session whichever
 * screen's query or mutation meets it, so no screen has to guard for it.
 */
const sessionEndLink = new ErrorLink(({ error, operation }) => {
  const sentToken: unknown = operation.getContext().sentAdminToken;
  if (typeof sentToken === 'string' && isAuthRefusal(error)) endRefusedSession(sentToken);
});

/**
 * Each request is made in a task of its own. A screen's queries start together when it mounts
 * (Today asks four): printing a query, encoding it and calling fetch take the main thread a few
 * milliseconds each, which in one task made a long one (Lighthouse's Total Blocking Time).
 */
const ownTaskLink = new ApolloLink(
  (operation, forward) =>
    new Observable((observer) => {
      let subscription: Subscription | undefined;
      const timer = setTimeout(() => {
        subscription = forward(operation).subscribe(observer);
      });
      return () => {
        clearTimeout(timer);
        subscription?.unsubscribe();
      };
    }),
);

/** One client for the whole site; the API is the same origin (/graphql). */
export function apolloClient(): ApolloClient {
  client ??= new ApolloClient({
    link: ApolloLink.from([sessionEndLink, authLink, languageLink, ownTaskLink, new HttpLink({ uri: '/graphql' })]),
    cache: new InMemoryCache(),
  });
  return client;
}
