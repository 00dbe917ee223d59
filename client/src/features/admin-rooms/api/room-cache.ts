import type { ApolloCache } from '@apollo/client';

/**
 * After a room is created or changed, cached lists of rooms (the admin table, the landing page,
 * availability) may be wrong: drop them so the next screen that shows one asks the server.
 */
export function forgetRoomLists(cache: ApolloCache): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'rooms' });
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'availableRooms' });
  cache.gc();
}

/** A deleted room leaves every cached list at once (Apollo drops references to evicted objects). */
export function forgetRoom(cache: ApolloCache, id: string): void {
  cache.evict({ id: cache.identify({ __typename: 'Room', id }) });
  cache.gc();
}
