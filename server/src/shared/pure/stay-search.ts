/**
 * The rooms page (/check-rooms-and-rates) carries the stay searched for in its address:
 * ?checkIn=…&checkOut=…&adults=…&children=…&rooms=…. These parameters are all the page reads of
 * its query; anything else in it (a tracking tag, `?x=1`) changes nothing on the page. The server
 * renders and keeps the page under these alone (client-pages/page-address.ts), and the page's Book
 * forms pass on these alone (client/src/lib/booking-draft.ts), so both draw the same page.
 */
export const STAY_SEARCH_PARAMS = ['checkIn', 'checkOut', 'adults', 'children', 'rooms'] as const;
export type StaySearchParam = (typeof STAY_SEARCH_PARAMS)[number];

/** Only the stay's parameters of a query ("?checkIn=…&x=1" → "checkIn=…"), in STAY_SEARCH_PARAMS' order, each once. */
export function staySearchOf(search: string): URLSearchParams {
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of STAY_SEARCH_PARAMS) {
    const value = given.get(name);
    if (value !== null) kept.set(name, value);
  }
  return kept;
}
