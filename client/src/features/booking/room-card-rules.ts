/** How a room card on the available rooms page shortens a room (spec section 2). */
export const DESCRIPTION_LIMIT = 100;

/** The first 100 characters, with an ellipsis when something was cut. */
export function shortDescription(description: string, limit = DESCRIPTION_LIMIT): string {
  const characters = Array.from(description.trim());
  if (characters.length <= limit) return characters.join('');
  return `${characters.slice(0, limit).join('').trimEnd()}…`;
}
