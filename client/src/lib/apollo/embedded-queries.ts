import { addTypenameToDocument } from '@apollo/client/utilities';
import { print, type DocumentNode } from 'graphql';
import {
  LowestNightlyPriceDocument,
  PaymentBookingDocument,
  RoomDetailDocument,
  RoomOffersDocument,
  RoomsForStayDocument,
} from '../../graphql/generated';
import { operationName } from './embedded-data';

/**
 * The queries whose answers the server embeds in a page (server/src/client-pages/route-data.ts
 * decides which route gets which). scripts/prerender.mjs writes their text to
 * dist/route-queries.json, so the server asks exactly what the page's hooks ask — with the
 * __typename fields Apollo's cache adds, so the answer goes into the cache as if fetched.
 */
const EMBEDDED_QUERIES: DocumentNode[] = [
  RoomDetailDocument,
  RoomsForStayDocument,
  RoomOffersDocument,
  PaymentBookingDocument,
  LowestNightlyPriceDocument,
];

export function embeddedQueryTexts(): Record<string, string> {
  return Object.fromEntries(
    EMBEDDED_QUERIES.map((document): [string, string] => [
      operationName(document) ?? '',
      print(addTypenameToDocument<DocumentNode>(document)),
    ]),
  );
}
