/** How a room card on the available rooms page shortens a room (spec section 2). */
export const DESCRIPTION_LIMIT = 100;
export const AMENITY_LIMIT = 3;

/** The first 100 characters, with an ellipsis when something was cut. */
export function shortDescription(description: string, limit = DESCRIPTION_LIMIT): string {
  const characters = Array.from(description.trim());
  if (characters.length <= limit) return characters.join('');
  return `${characters.slice(0, limit).join('').trimEnd()}…`;
}

/** At most three amenities, and how many more there are for the '+N more' badge. */
export function amenityPreview(amenities: readonly string[], limit = AMENITY_LIMIT): { shown: string[]; more: number } {
  return { shown: amenities.slice(0, limit), more: Math.max(0, amenities.length - limit) };
}
