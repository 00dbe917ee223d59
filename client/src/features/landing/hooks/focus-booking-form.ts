/** How long the form (a lazy chunk with the data layer) may take to arrive. */
const FORM_WAIT_MS = 10_000;
/** The rooms above the form arrive after it and push it down; keep it in view while they settle. */
const SETTLE_MS = 3_000;

/**
 * Brings a section's form into view and focuses its first field, once the form has arrived (it
 * loads after the page). Until the guest does something, the section is kept at the top while
 * content above it (the room cards) loads. It jumps rather than glides: the guest arrives from
 * another page, as a page load would bring them. Answers the clean-up.
 */
export function focusFormWhenShown(sectionId: string): () => void {
  let field: HTMLElement | null = null;
  let settleTimer = 0;
  const section = () => document.getElementById(sectionId);
  const firstField = () =>
    section()?.querySelector<HTMLElement>(
      'form input:not([disabled]):not([type="hidden"]), form select:not([disabled]), form textarea:not([disabled])',
    ) ?? null;
  const bringIntoView = () => {
    const target = section();
    if (!target) return;
    const wanted = parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
    if (Math.abs(target.getBoundingClientRect().top - wanted) > 2) target.scrollIntoView({ behavior: 'auto', block: 'start' });
  };

  const check = () => {
    if (!field) {
      field = firstField();
      if (!field) return;
      bringIntoView();
      field.focus({ preventScroll: true });
      window.clearTimeout(waitTimer);
      settleTimer = window.setTimeout(stop, SETTLE_MS);
    } else if (document.activeElement !== field) {
      stop();
    } else {
      bringIntoView();
    }
  };
  const observer = new MutationObserver(check);
  const waitTimer = window.setTimeout(stop, FORM_WAIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(waitTimer);
    window.clearTimeout(settleTimer);
    window.removeEventListener('pointerdown', stop, true);
    window.removeEventListener('keydown', stop, true);
    window.removeEventListener('wheel', stop, true);
    window.removeEventListener('touchmove', stop, true);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  // The guest's own scrolling or typing ends the keeping in view.
  window.addEventListener('pointerdown', stop, true);
  window.addEventListener('keydown', stop, true);
  window.addEventListener('wheel', stop, true);
  window.addEventListener('touchmove', stop, true);
  // The section is there at once (its form is what loads): go there now, not once it has loaded.
  bringIntoView();
  check();
  return stop;
}
