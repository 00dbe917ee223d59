/**
 * The limits of a banquet quote's lines and the GST slabs a line may carry. The server's quote
 * parser refuses past them; the quote editor (`@server-pure/event-quote-lines`) checks each cell
 * against the same numbers as the owner types.
 */
export const MAX_QUOTE_LINES = 30;
export const MAX_LINE_DESCRIPTION = 120;
export const MAX_LINE_QUANTITY = 10_000;
/** Basis points: 0, 5, 12 and 18%. */
export const EVENT_LINE_RATES_BP = [0, 500, 1200, 1800] as const;
