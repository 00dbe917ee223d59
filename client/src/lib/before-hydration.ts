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

/**
 * What was typed into a server-rendered form's named fields (a text box, a picker) before its
 * scripts arrived, by the field's name. A form library that sets its fields to their start values
 * on mount would wipe it; the form takes it back (see takeTypedBeforeHydration).
 */
let typed: Map<string, string> | undefined;

function keepTyped(field: EventTarget | null) {
  if (!typed || !(field instanceof HTMLInputElement || field instanceof HTMLSelectElement) || !field.name) return;
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) return;
  typed.set(field.name, field.value);
}

/** From now until the fields are taken: what was picked already, and every change after. */
export function watchChoicesBeforeHydration(root: HTMLElement): void {
  typed = new Map();
  for (const select of root.querySelectorAll('select')) {
    if (select.selectedOptions[0] && !select.selectedOptions[0].defaultSelected) {
      remember(select);
      keepTyped(select);
    }
  }
  for (const input of root.querySelectorAll('input')) if (input.value !== input.defaultValue) keepTyped(input);
  root.addEventListener('change', (event) => remember(event.target), { capture: true });
  root.addEventListener('input', (event) => keepTyped(event.target), { capture: true });
}

/**
 * The named fields' values typed before hydration (and since), once: from then on nothing more is
 * kept. Empty when the page was not rendered on the server.
 */
export function takeTypedBeforeHydration(): Map<string, string> {
  const values = typed ?? new Map<string, string>();
  typed = undefined;
  return values;
}

/** The value picked in the field with this id before hydration, once; undefined when none was. */
export function takeChoiceBeforeHydration(id: string): string | undefined {
  const value = picked.get(id);
  picked.delete(id);
  return value;
}
