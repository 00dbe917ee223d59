/**
 * Choices a guest makes in a server-rendered page before its scripts arrive. Hydrating sets a
 * controlled <select> back to the value React renders, so the page's own state would silently
 * undo the pick; main.tsx starts watching before it hydrates, and a component takes the values
 * its fields were given (by id) once it has mounted and can make them its state.
 */
const picked = new Map<string, string>();

function remember(field: EventTarget | null) {
  if (field instanceof HTMLSelectElement && field.id) picked.set(field.id, field.value);
}

/** From now until the fields are taken: what was picked already, and every change after. */
export function watchChoicesBeforeHydration(root: HTMLElement): void {
  for (const select of root.querySelectorAll('select')) {
    if (select.selectedOptions[0] && !select.selectedOptions[0].defaultSelected) remember(select);
  }
  root.addEventListener('change', (event) => remember(event.target), { capture: true });
}

/** The value picked in the field with this id before hydration, once; undefined when none was. */
export function takeChoiceBeforeHydration(id: string): string | undefined {
  const value = picked.get(id);
  picked.delete(id);
  return value;
}
